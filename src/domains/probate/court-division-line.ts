/**
 * A circuit's probate division printed as a heading line with no word "Court", as New Hampshire's Judicial Branch
 * heads its notices ("6th Circuit - Probate Division - Elmton"): the line as printed, read where no court is named.
 */
import { matchAll, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { PLACE_ON_LINE } from './court-officer.js';

const DASH = '[ \\t]*[-–—][ \\t]*';
const CIRCUIT_DIVISION_LINE = new RegExp(
  `(?<=^|\\n)[ \\t]*\\d{1,2}(?:st|nd|rd|th|ST|ND|RD|TH)[ \\t](?:Circuit|CIRCUIT)${DASH}(?:Probate|PROBATE)[ \\t](?:Division|DIVISION)${DASH}${PLACE_ON_LINE}(?=[ \\t]*(?:\\n|$))`,
  'g',
);

export function courtByDivisionLine(doc: NoticeDocument, r: Span): Span | undefined {
  for (const m of matchAll(CIRCUIT_DIVISION_LINE, doc.norm, r.ns, r.ne)) {
    const lead = m[0].length - m[0].trimStart().length;
    return { ns: m.index + lead, ne: m.index + m[0].length };
  }
  return undefined;
}
