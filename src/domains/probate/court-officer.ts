/**
 * A court named only by its judge's office, as older New York notices print it ("Pursuant to an order of Hon. Jo
 * Roe, Surrogate of the County of Elm, notice is hereby given"): the office and its county as printed, read where no
 * court is named.
 */
import { matchAll, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';

/** A place's words, on one line. */
export const PLACE_ON_LINE = "[A-Z][A-Za-z'.-]+(?:[ \\t][A-Z][A-Za-z'.-]+){0,2}";
const SURROGATE_OF_COUNTY = new RegExp(`\\b(?:Surrogate|SURROGATE)\\s(?:of|for)\\s(?:the\\s)?(?:(?:County|COUNTY)\\s(?:of|OF)\\s${PLACE_ON_LINE}|${PLACE_ON_LINE}[ \\t](?:County|COUNTY))`, 'g');

export function courtByOfficer(doc: NoticeDocument, r: Span): Span | undefined {
  for (const m of matchAll(SURROGATE_OF_COUNTY, doc.norm, r.ns, r.ne)) return { ns: m.index, ne: m.index + m[0].length };
  return undefined;
}
