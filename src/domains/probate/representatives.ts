/**
 * The personal representatives of an estate: every reading (labels, roles,
 * verbs, phrases, signatures) merged by name, each with its address.
 */
import { judgedName } from '../../recognizers/names.js';
import { isValidPartyName } from '../../recognizers/name-validity.js';
import { matchAll, type Hit } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import type { NameValue } from './names.js';
import { nameKey, printedAgainSource, sameKey, type NameKey } from './same-name.js';
import type { Found } from './recognize.js';
import { addressAfter, appointmentAddress, claimsAddress } from './representative-address.js';
import { repsFromLabels, repsFromRoles } from './representatives-listed.js';
import { repsFromPhrases, repsFromSignatures, repsFromVerbs } from './representatives-named.js';

export interface Rep { name: Hit<NameValue>; address?: Span }

/** A courtesy title opening a person's name, a full name after it. */
const COURTESY_TITLE = /^(?:Mrs|Mr|Ms|Miss)\.?\s(?=\S+\s\S)/i;

/** How far before a name printed again a role word is read ("Attorney for Petitioner: "). */
const ROLE_BEFORE_NAME = 40;

export function representatives(f: Found, r: Span, decedent: string | undefined): Rep[] {
  const { doc } = f;
  const groups = [...repsFromLabels(f, r), ...repsFromRoles(f, r), ...repsFromVerbs(f, r), ...repsFromPhrases(f, r), ...repsFromSignatures(f, r)];
  const reps: Rep[] = [];
  const repKeys: NameKey[] = [];
  // The readings repeat names; each is judged and folded once.
  const judged = new Map<string, boolean>();
  const valid = (name: string) => judged.get(name) ?? judged.set(name, isValidPartyName(name)).get(name)!;
  const keys = new Map<string, NameKey>();
  const keyOf = (name: string) => keys.get(name) ?? keys.set(name, nameKey(name)).get(name)!;
  const decedentKey = decedent ? nameKey(decedent) : undefined;
  for (const g of groups) {
    for (const rep of g) {
      const name = judgedName(rep.name.value);
      if ((rep.name.value.kind !== 'person' && rep.name.source !== 'probate:pr-organization') || (decedentKey && sameKey(decedentKey, keyOf(name)))) continue;
      if (!valid(name)) continue;
      const same = repKeys.findIndex((k) => sameKey(k, keyOf(name)));
      if (same >= 0) reps[same].address ??= rep.address;
      else {
        reps.push({ ...rep });
        repKeys.push(keyOf(name));
      }
    }
  }
  reps.sort((a, b) => a.name.ns - b.name.ns);
  // "MRS. ELLA B. DOE, Executrix": the courtesy title is no part of the name.
  for (const rep of reps) {
    const title = COURTESY_TITLE.exec(rep.name.value.name);
    if (title) rep.name = { ...rep.name, ns: rep.name.ns + title[0].length, value: { ...rep.name.value, name: rep.name.value.name.slice(title[0].length) } };
  }
  for (const rep of reps) rep.address ??= appointmentAddress(f, rep.name.ne, r.ne);
  // A name printed again with an address under it ("/s/ Jane Doe\n12 Elm St ...").
  for (const rep of reps.filter((x) => !x.address)) {
    for (const m of matchAll(new RegExp(printedAgainSource(rep.name.value.name), 'gi'), doc.norm, r.ns, r.ne)) {
      // A name after "Attorney ..." on its line is the lawyer's client line; a scraped notice is one line, so only
      // the stretch just before the name is read.
      if (m.index === rep.name.ns || /attorney/i.test(doc.norm.slice(Math.max(doc.lineStart(m.index), m.index - ROLE_BEFORE_NAME), m.index))) continue;
      const a = addressAfter(f, m.index + m[0].length, r.ne);
      if (a) { rep.address = a; break; }
    }
  }
  const shared = reps.some((x) => !x.address) ? claimsAddress(f, r) : undefined;
  if (shared) for (const rep of reps) rep.address ??= shared;
  return reps;
}
