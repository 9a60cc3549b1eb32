/**
 * What kind of solicitation the notice is: bid, RFP, RFQ, RFI, ITB or
 * request for qualifications. The heading says it first ("REQUEST FOR
 * STATEMENTS OF QUALIFICATIONS" even when "RFQ" is printed later); without a
 * heading, the first phrase of the text does ("is requesting proposals").
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import * as C from './cues.js';
import type { SolicitationType } from './entity.js';
import type { HeadLine } from './headings.js';

const ROWS = C.SOLICITATION_TYPES.map(([p, type]) => [new RegExp(p, 'gi'), type] as const);

function earliest(doc: NoticeDocument, from: number, to: number): Hit<SolicitationType> | undefined {
  let best: Hit<SolicitationType> | undefined;
  const text = doc.norm.slice(from, to);
  for (const [re, type] of ROWS) {
    re.lastIndex = 0;
    const m = re.exec(text);
    if (m && (!best || from + m.index < best.ns)) best = { ns: from + m.index, ne: from + m.index + m[0].length, value: type, source: 'bids:solicitation-type' };
  }
  return best;
}

export function findSolicitationType(doc: NoticeDocument, head: HeadLine[]): Hit<SolicitationType> | undefined {
  const headEnd = head.length ? head[head.length - 1].ne : 0;
  let found = earliest(doc, 0, headEnd) ?? earliest(doc, 0, doc.norm.length);
  if (!found) {
    const m = C.SOLICITATION_FALLBACK.exec(doc.norm);
    if (m) found = { ns: m.index, ne: m.index + m[0].length, value: 'bid', source: 'bids:solicitation-type-fallback' };
  }
  if (found?.value === 'bid' && C.ITB_ACRONYM.test(doc.norm)) return { ...found, value: 'itb' };
  return found;
}
