/** The notice's status: stated by a status cue; postponed when a new sale date is announced; else scheduled, inferred. */
import type { Field } from '../../types.js';
import type { NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { STATUS_CUES } from './cues/sale.js';
import type { ForeclosureStatus } from './entity.js';

const STATUS = STATUS_CUES.map(([p, status]) => [new RegExp(p, 'i'), status] as const);
/** Any cue at all: most notices state no status, and one scan for them all costs half of one scan per cue. */
const ANY_STATUS = new RegExp(STATUS_CUES.map(([p]) => `(?:${p})`).join('|'), 'i');

export function saleStatus(doc: NoticeDocument, r: Span, postponed: boolean): Field<ForeclosureStatus> {
  const text = doc.norm.slice(r.ns, r.ne);
  // The cues in their order (the first cue printed anywhere wins), only when one is printed.
  if (ANY_STATUS.test(text)) {
    for (const [re, status] of STATUS) {
      const m = re.exec(text);
      if (m) return doc.field({ ns: r.ns + m.index, ne: r.ns + m.index + m[0].length, value: status, source: 'foreclosure:status' }, status, 'foreclosure:status-cue');
    }
  }
  if (postponed) return doc.field({ ns: r.ns, ne: r.ns, value: 'postponed', source: 'foreclosure:status' }, 'postponed' as ForeclosureStatus, 'foreclosure:status-postponed', false);
  // A notice of sale is scheduled unless it says otherwise: inferred, not stated.
  return { value: 'scheduled', start: 0, end: 0, text: '', recognizer: 'foreclosure:status', rule: 'foreclosure:status-default', stated: false };
}
