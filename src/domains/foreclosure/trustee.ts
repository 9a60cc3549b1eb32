/**
 * The trustee (or referee, sheriff, commissioner) conducting the sale, tried
 * in turn: named after a role cue or before role words (the sale's text, then
 * the list's shared part); the signer when "the undersigned trustee" sells;
 * the party the holder asked to sell; a sheriff's office named as such.
 */
import type { PartyValue } from '../../recognizers/names.js';
import { textBefore, type Hit } from '../../text/document.js';
import { withinSorted, type Span } from '../../text/spans.js';
import { compileCues, cueMatches, CueTable, hasCue } from '../shared/cues.js';
import { readPartyBefore } from '../shared/parties.js';
import { ATTORNEY_CUE } from './cues/contacts.js';
import { OFFICER_ROLE_AFTER, SHERIFF_OFFICE, TRUSTEE_BEFORE, TRUSTEE_REQUESTED, TRUSTEE_ROLE_AFTER } from './cues/trustee.js';
import { notGeneric, partiesAfterCues, partiesBeforeCue } from './party-reading.js';
import type { Found } from './recognize.js';
import { UNDERSIGNED_TRUSTEE, undersignedTrusteeFirm } from './trustee-firm.js';

const TRUSTEE = CueTable.of(TRUSTEE_BEFORE);
const REQUESTED = CueTable.of(TRUSTEE_REQUESTED);
const ROLE_AFTER = compileCues(TRUSTEE_ROLE_AFTER);
const OFFICER_AFTER = compileCues(OFFICER_ROLE_AFTER);
/** How far over the signature block's address the signer's name is read, and before the name a contact cue. */
const REACH = { signer: 150, contactCue: 40 } as const;

/** "Sheriff: Jo Roe, Elm County, Iowa": the officer's county is where the office is, not a second officer. */
const JURISDICTION = /^(?:[A-Z][\w'\u2019-]*\s){1,3}(?:County|COUNTY|Parish|PARISH),\s[A-Z][A-Za-z]+(?:\s[A-Z][A-Za-z]+)?$/;
const notJurisdiction = (p: Hit<PartyValue>) => notGeneric(p) && !JURISDICTION.test(p.value.name);

/**
 * The trustees of the sale in `r`; `firstOf` reads the sale's own text, then the list's shared part; `closing`, a
 * list's last sale, holds the signature of the officer who sells them all.
 */
export function trustees(f: Found, r: Span, shared: Span | undefined, firstOf: <T>(fn: (scope: Span) => T | undefined) => T | undefined, closing?: Span): Hit<PartyValue>[] {
  const { doc } = f;
  const out = firstOf((s) => {
    const after = partiesAfterCues(f, s, TRUSTEE, notJurisdiction);
    if (after.length) return after;
    const before = partiesBeforeCue(f, s, ROLE_AFTER);
    return before.length ? before : undefined;
  }) ?? [];
  if (!out.length) {
    const signer = undersignedTrustee(f, r) ?? undersignedTrusteeFirm(doc, r);
    if (signer) out.push(signer);
  }
  if (!out.length) out.push(...partiesAfterCues(f, r, REQUESTED, notGeneric));
  if (!out.length && closing) out.push(...partiesBeforeCue(f, closing, OFFICER_AFTER));
  if (!out.length) {
    const office = cueMatches(doc, SHERIFF_OFFICE, r.ns, r.ne)[0] ?? (shared ? cueMatches(doc, SHERIFF_OFFICE, shared.ns, shared.ne)[0] : undefined);
    if (office) out.push({ ns: office[0], ne: office[1], value: { name: doc.valueOf(office[0], office[1]), kind: 'organization' }, source: 'name:sheriff-office' });
  }
  return out;
}

/**
 * "The undersigned Substitute Trustees will sell ...": the trustee is whoever signs, the party printed over the
 * notice's last address (its signature block), unless that block is the attorney's or a contact for information.
 */
function undersignedTrustee(f: Found, r: Span): Hit<PartyValue> | undefined {
  const { doc } = f;
  if (!hasCue(doc, UNDERSIGNED_TRUSTEE, r.ns, r.ne)) return undefined;
  const last = withinSorted(f.addresses, r).filter((a) => a.source === 'address:full').pop();
  if (!last) return undefined;
  const p = readPartyBefore(doc, last.ns, Math.max(r.ns, last.ns - REACH.signer));
  if (!p || !notGeneric(p) || ATTORNEY_CUE.test(doc.norm.slice(p.ne, last.ns))) return undefined;
  if (/(?:contact|information|attorneys?|counsel|c\/o)\W*$/i.test(textBefore(doc, p.ns, REACH.contactCue))) return undefined;
  return { ...p, source: 'name:signer' };
}
