/** Reading the party whose name ends where a role word starts ("BANK, N.A., Plaintiff"). */
import { opensWithDescriptor, readPartiesBefore, type PartyValue } from '../../recognizers/names.js';
import type { Hit, NoticeDocument } from '../../text/document.js';

/** "Esq." printed right after a lawyer's name, which stays with it (entities.md, General rules). */
export const ESQUIRE_AFTER = /^,?\s(?:Esq\.?|ESQ\.?|Esquire|ESQUIRE)(?![\w])/;

/** The rest of a run after a name, when it is only an alias of that name. */
const ALIAS_TAIL = /^,?\s(?:f\/k\/a|a\/k\/a|n\/k\/a|fka|aka|formerly\sknown\sas|also\sknown\sas)\s[^;:]{0,80}$/i;

export function readPartyBefore(doc: NoticeDocument, end: number, from: number): Hit<PartyValue> | undefined {
  const parties = readPartiesBefore(doc, end, from);
  const last = parties[parties.length - 1];
  if (!last) return undefined;
  // "GULF SERVICING CORPORATION F/K/A BAY HOME LOANS CORPORATION, Mortgagee": the reader drops an alias; the party printed
  // before it still ends the run.
  // "SAGUARO BLUFFS HOMEOWNERS ASSOCIATION an Arizona non-profit corporation Plaintiff": a description between name and role.
  const gap = doc.norm.slice(last.ne, end);
  return end - last.ne <= 3 || ALIAS_TAIL.test(gap) || (opensWithDescriptor(gap) && gap.length <= 80) ? last : undefined;
}
