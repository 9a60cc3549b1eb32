/**
 * The last source of a title: the first item of what the specifications
 * "include, but are not limited to:", read only when nothing else names the work.
 */
import type { NoticeDocument } from '../../text/document.js';
import { cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { isGenericTitle, span, trim, type TitleFinding } from './title-text.js';

/** How far after "include, but are not limited to:" the first item may run. */
const INCLUDED_ITEM_REACH = 100;

/**
 * Last, when nothing else names the work: the first item after "Specifications include, but are not
 * limited to: RESURFACING ELM EXPRESSWAY ROAD." (elsewhere such a list details work already named).
 */
export function fromIncludedWork(doc: NoticeDocument): TitleFinding | undefined {
  const [hit] = cueMatches(doc, C.INCLUDED_WORK);
  if (!hit) return undefined;
  const window = doc.norm.slice(hit[1], hit[1] + INCLUDED_ITEM_REACH);
  const end = window.search(/[.;,:]\s|\n/);
  const s = trim(doc, hit[1], hit[1] + (end < 0 ? window.length : end));
  const text = doc.norm.slice(s.ns, s.ne);
  return text.split(/\s+/).length >= 2 && /[A-Za-z]{3}/.test(text) && !isGenericTitle(text) ? span(s.ns, s.ne, 'bids:title-included') : undefined;
}
