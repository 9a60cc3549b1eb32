/** Reading the party whose name ends where a role word starts ("BANK, N.A., Plaintiff"). */
import { readPartiesBefore, type PartyValue } from '../../recognizers/names.js';
import type { Hit, NoticeDocument } from '../../text/document.js';

export function readPartyBefore(doc: NoticeDocument, end: number, from: number): Hit<PartyValue> | undefined {
  const parties = readPartiesBefore(doc, end, from);
  const last = parties[parties.length - 1];
  return last && end - last.ne <= 3 ? last : undefined;
}
