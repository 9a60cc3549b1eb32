/** Reading a party name that ends where a role word starts ("BANK, N.A., Plaintiff"). */
import { readParties, type PartyValue } from '../../recognizers/names.js';
import type { Hit, NoticeDocument } from '../../text/document.js';

/** Heading words a backwards read must not swallow: "SUPREME COURT COUNTY OF DUTCHESS BANK, N.A., Plaintiff". */
const BOUNDARY = /(?:\n|[.:;]\s|\bCOUNTY\sOF\s[A-Z]+\s|\bCOURT\s(?:OF\s[A-Z][A-Za-z]+\s)?|\bDIVISION\s|\bNOTICE\sOF\s[A-Z ]+?SALE\s|\bNO\.?\s[\w-]+\s|\bINDEX\s|\bSALE\s|\bBY:?\s|\/s\/\s?|\d{5}\s|\))/gi;

export function readPartyBefore(doc: NoticeDocument, end: number, from: number): Hit<PartyValue> | undefined {
  let start = from;
  BOUNDARY.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = BOUNDARY.exec(doc.norm)) !== null && m.index < end) {
    const e = m.index + m[0].length;
    if (e <= end) start = e;
    if (m[0].length === 0) BOUNDARY.lastIndex++;
  }
  const parties = readParties(doc, start, end - start + 1).filter((p) => p.ne <= end + 1);
  const last = parties[parties.length - 1];
  return last && end - last.ne <= 3 ? last : undefined;
}
