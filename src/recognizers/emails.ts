/**
 * E-mail addresses. Candidates are read around each "@" (so the cost is per
 * address, not per character), including ones a line break cut in two:
 * after the "@" or a dot ("bids@\ncity.gov"), or inside a domain label
 * ("jdoe@westhav\nen.org"). The email-addresses parser (RFC 5322) decides
 * which candidates are addresses. The value is the address as printed, its
 * pieces joined.
 */
import emailAddresses from 'email-addresses';
import type { Hit, NoticeDocument } from '../text/document.js';
import { toOriginalSpan } from '../text/normalize.js';

const DOMAIN = /^\n?(?:[A-Za-z0-9-]{1,63}\.\n?){1,6}[A-Za-z]{2,12}(?![A-Za-z0-9-])|^[A-Za-z0-9-]{1,63}\n[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}\.[A-Za-z]{2,12}(?![A-Za-z0-9-])/;
const LOCAL_CHAR = /[A-Za-z0-9._%+-]/;
const PROSE_WORD = /^[A-Z][a-z]+(?![A-Za-z0-9.-])/;
/**
 * The plain shape nearly every printed address has: a dot-atom, "@", a
 * dot-atom, from a subset of RFC 5322 atext. The parser accepts every such
 * value (a test holds it to that), so only other values pay for a parse.
 */
export const PLAIN_ADDRESS = /^[A-Za-z0-9%+_-]+(?:\.[A-Za-z0-9%+_-]+)*@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/;

/** Whether the email-addresses parser (RFC 5322 "address" production) reads `value` as one mailbox. */
export function isMailbox(value: string): boolean {
  if (PLAIN_ADDRESS.test(value)) return true;
  // One address, parsed from the "address" production: the full RFC 5322 check at half the cost of a list parse.
  const parsed = emailAddresses({ input: value, oneResult: true, startAt: 'address', rfc6532: false }) as emailAddresses.ParsedMailbox | null;
  return parsed !== null && parsed.type === 'mailbox';
}

export function findEmails(doc: NoticeDocument): Hit<string>[] {
  const text = doc.norm;
  const hits: Hit<string>[] = [];
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    let ns = at;
    while (ns > 0 && at - ns < 64 && LOCAL_CHAR.test(text[ns - 1])) ns--;
    while (ns < at && /[._%+-]/.test(text[ns])) ns++;
    if (ns === at || text[at - 1] === '.') continue;
    let d = DOMAIN.exec(text.slice(at + 1, at + 300));
    // A capitalised word opening the next line is prose, not the rest of the domain ("bill@roe.com.\nAttorney for").
    const wrap = d ? d[0].lastIndexOf('\n') : -1;
    if (d && wrap >= 0 && PROSE_WORD.test(d[0].slice(wrap + 1))) d = DOMAIN.exec(text.slice(at + 1, at + 1 + wrap));
    if (!d) continue;
    const ne = at + 1 + d[0].length;
    // Joined from the original: normalization drops a hyphen before a line break, but in an address it is real.
    const { start, end } = toOriginalSpan(doc, ns, ne);
    const value = doc.original.slice(start, end).replace(/\s+/g, '');
    if (!isMailbox(value)) continue;
    hits.push({ ns, ne, value, source: 'email' });
  }
  return hits;
}
