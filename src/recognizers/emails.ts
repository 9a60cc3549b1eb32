/**
 * E-mail addresses. A pattern finds candidates, including ones a line break
 * cut in two ("jane.doe@city-\nof-x.gov", "bids@\ncity.gov"); the
 * email-addresses parser (RFC 5322) decides which are addresses.
 */
import emailAddresses from 'email-addresses';
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import { toOriginalSpan } from '../text/normalize.js';

const CANDIDATE = /[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@\n?[A-Za-z0-9-]{1,63}(?:\.\n?[A-Za-z0-9-]{1,63}){0,6}\.\n?[A-Za-z]{2,12}\b/g;

export function findEmails(doc: NoticeDocument): Hit<string>[] {
  const hits: Hit<string>[] = [];
  // Scan only around each "@": the candidate pattern is costly to start at every letter.
  let claimedTo = 0;
  for (let at = doc.norm.indexOf('@'); at >= 0; at = doc.norm.indexOf('@', at + 1)) {
    if (at < claimedTo) continue;
    const from = Math.max(claimedTo, at - 64);
    const window = doc.norm.slice(from, at + 400);
    const local = [...matchAll(CANDIDATE, window)].find((x) => from + x.index < at && from + x.index + x[0].length > at);
    if (!local) continue;
    const m = Object.assign([local[0]], { index: from + local.index }) as unknown as RegExpExecArray;
    claimedTo = m.index + m[0].length;
    // Join from the original: normalization drops a hyphen before a line break, but in an address it is real.
    const span = toOriginalSpan(doc, m.index, m.index + m[0].length);
    const joined = doc.original.slice(span.start, span.end).replace(/\s+/g, '');
    // One address, parsed from the "address" production: the same RFC 5322 check at half the cost.
    const parsed = emailAddresses({ input: joined, oneResult: true, startAt: 'address', rfc6532: false }) as emailAddresses.ParsedMailbox | null;
    if (!parsed || parsed.type !== 'mailbox') continue;
    hits.push({ ns: m.index, ne: m.index + m[0].length, value: parsed.address.toLowerCase(), source: 'email' });
  }
  return hits;
}
