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
