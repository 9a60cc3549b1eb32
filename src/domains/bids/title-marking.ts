/**
 * A title read from the marking the envelope must bear ("marked “Gravel Bid”").
 */
import type { NoticeDocument } from '../../text/document.js';
import { cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { span, trim, type TitleFinding } from './title-text.js';
import type { Span } from '../../text/spans.js';

const MARKING_QUOTED = new RegExp(C.MARKING_QUOTED.source, 'gi');
const MARKING_LINE = new RegExp(C.MARKING_LINE.source, 'gi');

export function fromMarking(doc: NoticeDocument): TitleFinding | undefined {
  for (const m of doc.norm.matchAll(MARKING_QUOTED)) {
    const at = m.index! + m[0].length - 1 - m[1].length;
    const s = cleanMarking(doc, at, at + m[1].length);
    if (s) return span(s.ns, s.ne, 'bids:title-marking');
  }
  for (const [, e] of cueMatches(doc, MARKING_LINE)) {
    const s = cleanMarking(doc, e, doc.lineEnd(e));
    if (s) return span(s.ns, s.ne, 'bids:title-marking');
  }
  return undefined;
}

/** A marking without its solicitation prefix and the agency at its end ("BID – X – City of Brookfield" gives X). */
function cleanMarking(doc: NoticeDocument, ns: number, ne: number): Span | undefined {
  const pre = C.MARKING_PREFIX.exec(doc.norm.slice(ns, ne));
  if (pre && pre[0].length < ne - ns - 2) ns += pre[0].length;
  const suffix = C.MARKING_AGENCY_SUFFIX.exec(doc.norm.slice(ns, ne));
  if (suffix) ne = ns + suffix.index;
  const s = trim(doc, ns, ne);
  const text = doc.norm.slice(s.ns, s.ne);
  if (s.ne - s.ns < 3 || !/[A-Za-z]{3}/.test(text)) return undefined;
  return s;
}
