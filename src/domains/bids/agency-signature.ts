/**
 * The issuing body printed on a line of its own among a notice's last lines
 * ("By order of the Board of Supervisors of Pine County"). The reader of a
 * body's name is passed in: it lives with the other cues in agency.ts.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { AgencyValue } from './agency.js';
import { isAgencyLine } from './headings.js';

type ReadOrganization = (doc: NoticeDocument, ns: number, max?: number) => Hit<AgencyValue> | undefined;

/** A body named on a line of its own in the last lines (the signature block). */
export function signatureLine(doc: NoticeDocument, readOrganization: ReadOrganization): Hit<AgencyValue> | undefined {
  const text = doc.norm;
  const lines: Array<{ ns: number; text: string }> = [];
  let end = text.length;
  while (end > 0 && lines.length < 10) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    if (line.trim()) lines.push({ ns: start, text: line });
    end = start - 1;
  }
  for (const l of lines.reverse()) {
    const t = l.text.replace(/^(?:by(?:\sorder\sof)?|attest)\s?:?\s+/i, '').trim();
    if (!isAgencyLine(t)) continue;
    const ns = l.ns + l.text.indexOf(t);
    // "JOHN DOE, President, Board of Supervisors of Pine County": the body may be any comma piece of the line.
    for (const piece of [0, ...[...t.matchAll(/,\s/g)].map((m) => m.index! + m[0].length)]) {
      const h = readOrganization(doc, ns + piece, t.length - piece);
      if (h) return h;
    }
  }
  return undefined;
}

/** "By order of the Mayor and Council.": a body's capitalised name after the words of its order. */
const ORDERED_BY = /\b[Bb][Yy]\s(?:[Tt]he\s)?[Oo]rder\s[Oo]f\s(?:the\s)?([A-Z][a-z]+(?:\s(?:(?:of|and|&)\s(?:the\s)?)?[A-Z][a-z]+){0,5})(?=[.,;]?\s*(?:\n|$))/g;

/**
 * Last, where no body that says which it is was found: the body whose order
 * a notice closes with, however generic ("By order of the Board of Education").
 * `isBody` tells a body's name (a head noun) from a person's.
 */
export function orderingBody(doc: NoticeDocument, isBody: (name: string) => boolean): Hit<AgencyValue> | undefined {
  for (const m of doc.norm.matchAll(ORDERED_BY)) {
    if (!isBody(m[1])) continue;
    const ns = m.index! + m[0].length - m[1].length;
    return { ns, ne: ns + m[1].length, value: { name: doc.valueOf(ns, ns + m[1].length) }, source: 'bids:agency-order' };
  }
  return undefined;
}
