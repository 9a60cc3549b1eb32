/** The notice's status: stated by a status cue; postponed when a new sale date is announced; else scheduled, inferred. */
import type { Field } from '../../types.js';
import type { NoticeDocument } from '../../text/document.js';
import { requiredWords } from '../../text/required-words.js';
import type { Span } from '../../text/spans.js';
import { STATUS_CUES } from './cues/sale.js';
import type { ForeclosureStatus } from './entity.js';

/** Each cue with the words it cannot match without: most notices print none of them, and a word search costs less than the scan. */
const STATUS = STATUS_CUES.map(([p, status]) => {
  const re = new RegExp(p, 'i');
  return { re, status, words: requiredWords(re) };
});

/** Whether the text of `r` prints one of the words a cue needs (none known: it may always match). */
function mayHold(doc: NoticeDocument, r: Span, words: readonly string[] | undefined): boolean {
  // Lower-casing keeps offsets unless a letter lower-cases to two; then every cue is scanned.
  if (!words || doc.lower.length !== doc.norm.length) return true;
  const lower = doc.lower.slice(r.ns, r.ne);
  return words.some((w) => lower.includes(w));
}

export function saleStatus(doc: NoticeDocument, r: Span, postponed: boolean): Field<ForeclosureStatus> {
  const text = doc.norm.slice(r.ns, r.ne);
  for (const { re, status, words } of STATUS) {
    if (!mayHold(doc, r, words)) continue;
    const m = re.exec(text);
    if (m) return doc.field({ ns: r.ns + m.index, ne: r.ns + m.index + m[0].length, value: status, source: 'foreclosure:status' }, status);
  }
  if (postponed) return doc.field({ ns: r.ns, ne: r.ns, value: 'postponed', source: 'foreclosure:status' }, 'postponed' as ForeclosureStatus, false);
  // A notice of sale is scheduled unless it says otherwise: inferred, not stated.
  return { value: 'scheduled', start: 0, end: 0, text: '', source: 'foreclosure:status-default', stated: false };
}
