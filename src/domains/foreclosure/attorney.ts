/**
 * The foreclosing party's attorney and law firm: named after an attorney
 * label, before role words ("Esq.", "Attorneys for"), as the contact for
 * information when that is not the trustee, or as a law firm mail goes "c/o".
 */
import { foldLatin } from '../../text/latin-fold.js';
import { readParties, type PartyValue } from '../../recognizers/names.js';
import { ORG_SUFFIX_PATTERN, ORG_WORDS } from '../../lexicon/organizations.js';
import { wideGapBefore, textBefore, type Hit } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { cueMatches, CueTable, gatedCueMatches, overlapping } from '../shared/cues.js';
import { gated } from '../../text/gated-scan.js';
import { readPartyBefore } from '../shared/parties.js';
import { ATTORNEY_NAME_AFTER, ATTORNEY_NAME_BEFORE, BAR_NUMBER_AFTER_GAP, CARE_OF, FIRM_FOR_TRUSTEE, INFO_CONTACT } from './cues/contacts.js';
import { notGeneric, partiesAfterCues, withEsquireAfter } from './party-reading.js';
import type { Found } from './recognize.js';
import { contactRole, HOLDER_ROLES } from './contact-role.js';
import { collectorFirms } from './collector-firm.js';
import { isTownClosingLine } from '../../recognizers/state-after.js';
import { addressEndingRightBefore, contactLinesBefore } from './block-before.js';


const ATTORNEY_CUES = CueTable.of(ATTORNEY_NAME_BEFORE);
/** Rare phrases, scanned only where their words are printed ("bar", "behalf", "information" or "questions"). */
const BAR_AFTER_GAP = gated(BAR_NUMBER_AFTER_GAP);
const ON_BEHALF_OF_TRUSTEE = gated(FIRM_FOR_TRUSTEE);
const INFO_CONTACT_CUE = gated(INFO_CONTACT);
/** The label right before a name that says it is a party given notice ("Other Interested Parties:"). */
const NOTICE_LABEL_REACH = 40;
/** How far back from a role phrase ("Esq.", "Attorneys for") or forward from a contact cue a lawyer's or firm's name may run. */
const NAME_REACH = 200;
/** A firm named after "c/o" is on the same line or the next: a short reach. */
const CARE_OF_REACH = 120;
/** Firms of lawyers, as opposed to a department or a servicer named near a cue. */
const LAW_FIRM = /\b(?:law|legal|attorneys?|LLP|L\.L\.P|PLLC|P\.L\.L\.C|P\.?L\.?C|P\.?C|P\.?A|L\.?P\.?A|associates|partners|firm|group|counsel)\b\.?/i;
/**
 * Partners' surnames joined as a company ("Kessler & Oduya, LLC"): a law firm's shape where mail goes "c/o" it, not a
 * servicer's or a title company's, whose names say what they do.
 */
const PARTNERS_FIRM = /^(?:[A-Z][A-Za-z'\u2019-]+,?\s){1,3}(?:&|and)\s(?!(?:Sons?|Co|Company)\b)[A-Z][A-Za-z'\u2019-]+,?\s(?:LLC|L\.L\.C\.?)$/;
const NOT_PARTNERS = /\b(?:mortgage|bank|loan|title|servic\w*|financial|trust|savings|credit|home|realty)\b/i;

/**
 * The foreclosing party's attorney: named after "Attorney for ...:", before
 * "Esq." / "Attorney(s) for" / "Attorney at Law" / a bar number, or as the
 * contact for information when that contact is not the trustee. Both the
 * lawyer and the firm are returned when printed.
 */
export function attorneyParties(f: Found, r: Span, trustees: Hit<PartyValue>[]): Hit<PartyValue>[] {
  const { doc } = f;
  const bare = (name: string) => foldLatin(name).toLowerCase().replace(/,?\s(?:esq\.?|esquire)$/, '').replace(/[.,]/g, '');
  const trusteeNames = new Set(trustees.map((t) => bare(t.value.name)));
  const out: Hit<PartyValue>[] = [];
  const labelledParties = new Set<Hit<PartyValue>>();
  const add = (p: Hit<PartyValue> | undefined, evenIfTrustee = false, labelled = false) => {
    if (!p || !notGeneric(p) || out.some((o) => overlapping(o, p))) return;
    // "Other Interested Parties: JO DOE, ESQ. AT FIRM": a party given notice, not the foreclosing party's attorney.
    if (/interested\s(?:parties|persons)\s?:\s*$/i.test(textBefore(doc, p.ns, NOTICE_LABEL_REACH))) return;
    // A lawyer acting as trustee is the trustee, not the attorney (unless a separate firm is named with them).
    // "Jo Roe, Attorney at Law, PLC" as trustee: Jo Roe named again is that trustee, not a separate attorney.
    const ofTrusteeFirm = trustees.some((t) => bare(t.value.name).startsWith(`${bare(p.value.name)} `));
    if (!evenIfTrustee && (trusteeNames.has(bare(p.value.name)) || ofTrusteeFirm || trustees.some((t) => overlapping(t, p)))) return;
    // "ELM LAW, PLLC\nSuccessor Trustee\nBy: Jo Roe, Attorney at Law": the lawyer signs for the trustee, as the trustee.
    if (signsForTrustee(doc, p, trustees)) return;
    // Names read back from a loose cue must look like a law firm; a label vouches for any name.
    if (!labelled && p.value.kind === 'organization' && !LAW_FIRM.test(p.value.name)) return;
    out.push(p);
    if (labelled) labelledParties.add(p);
  };
  // "Jo Roe,\nAttorney for Mortgagee,\nElmton, Minn.": the town under the label is no lawyer.
  const notTown = (p: Hit<PartyValue>) => !isTownClosingLine(doc.norm, p.ne);
  for (const p of partiesAfterCues(f, r, ATTORNEY_CUES, notTown).flatMap((q) => personThenFirm(doc, q))) add(p, false, true);
  // Scraped: a bar number's line run on after the name, a wide gap where the line broke ("Jo Roe  Texas Bar No. 1").
  const barAfterGap = gatedCueMatches(doc, BAR_AFTER_GAP, r.ns, r.ne).filter(([s]) => wideGapBefore(doc, s + 1));
  const namedBefore = [...cueMatches(doc, ATTORNEY_NAME_AFTER, r.ns, r.ne), ...barAfterGap, ...gatedCueMatches(doc, ON_BEHALF_OF_TRUSTEE, r.ns, r.ne)].sort((a, b) => a[0] - b[0]);
  for (const [s, e] of namedBefore) {
    const cue = doc.norm.slice(s, e);
    // "FIRM LLP, 900 Elm Row, Elmira, NY 14699, Attorneys for Plaintiff": the firm's address stands between the two.
    // "... Austin, TX 78799\n(512) 555-0100\nAttorneys for Lender": the block's phone and e-mail lines may stand between.
    const address = /att|counsel|solicit/i.test(cue) ? addressEndingRightBefore(f, s) ?? addressEndingRightBefore(f, s - contactLinesBefore(doc, s)) : undefined;
    // The name ends its own line above the street ("Jo Roe\n12 Elm St\nElmton, TX 75299\nAttorney for Mortgagee").
    let at = address ? address.ns : s;
    while (address && at > r.ns && /\s/.test(doc.norm[at - 1])) at--;
    const p = readPartyBefore(doc, at, Math.max(r.ns, at - NAME_REACH));
    // "Esq." printed right after the name stays with it (entities.md, General rules).
    const esq = /^,?\s(?:esq\.?|esquire)/i.exec(cue);
    // "FIRM, LLC Attorney(s) for the Plaintiff" vouches for the firm as a label would.
    // "FIRM on behalf of X, Substitute Trustee, 1 Main St": the address printed after is the trustee's, not the firm's.
    const speaksFor = p && /^\son\sbehalf/i.test(cue) ? { ...p, source: 'name:on-behalf' } : p;
    // "DEED BOOK 456, AT PAGE 81 ET ESQ.": OCR's "et seq." read back as a one-word lawyer; a lawyer is named in full.
    if (esq && speaksFor && !/\S\s+\S/.test(speaksFor.value.name.trim())) continue;
    add(speaksFor && esq ? { ...speaksFor, ne: s + esq[0].length, value: { ...speaksFor.value, name: doc.valueOf(speaksFor.ns, s + esq[0].length) } } : speaksFor, false, /att|counsel|solicit/i.test(cue));
  }
  for (const [, e] of gatedCueMatches(doc, INFO_CONTACT_CUE, r.ns, r.ne)) {
    const parties = readParties(doc, e, NAME_REACH);
    const first = parties[0];
    if (!first) continue;
    const lower = bare(first.value.name);
    // "R. Colby Warren Warren Shelton PLLC": a trustee's name run on into the firm's.
    const lead = trustees.find((t) => lower.startsWith(`${bare(t.value.name)} `));
    if (lead) {
      const cut = first.ns + lead.value.name.length;
      add({ ...first, ne: cut, value: { name: doc.valueOf(first.ns, cut), kind: 'person' } }, true);
      readParties(doc, cut, first.ne - cut).forEach((p) => add(p));
      continue;
    }
    if (trusteeNames.has(lower)) {
      // "For information contact:\nJo Roe, Esq.\nRoe & Kern, P.C.": a lawyer trustee named with the firm is its attorney too (as dev fc-va-106).
      const firm = firmBesideLawyer(f, first, true);
      if (firm) [withEsquireAfter(doc, first), firm].forEach((p, i) => add(p, i === 0, true));
      continue;
    }
    parties.slice(0, 2).flatMap((p) => personThenFirm(doc, p)).forEach((p) => add(p, false, true));
  }
  // A firm that says it collects the debt, under the block it signs (collector-firm.ts).
  if (!out.length) collectorFirms(f, r).forEach((p) => add(p, false, true));
  // A signature block prints the lawyer's firm on a line of its own, next to the lawyer's.
  const lawyer = out.find((p) => p.value.kind === 'person');
  if (lawyer && !out.some((p) => p.value.kind === 'organization')) add(firmBesideLawyer(f, lawyer, labelledParties.has(lawyer)), false, labelledParties.has(lawyer));
  // ... and the lawyer's name alone on the line above or under the firm's ("Jo Roe\nElm Law PLLC\n12 Elm St ... Attorneys for X").
  const firm = out.find((p) => p.value.kind === 'organization');
  if (firm && !lawyer) add(lawyerBesideFirm(f, firm), false, true);
  // A firm "c/o" which mail goes is the attorney only when it is a law firm; its address stays the trustee's.
  for (const [s, e] of cueMatches(doc, CARE_OF, r.ns, r.ne)) {
    // "Current Beneficiary: BANK C/O Elm Asset Group": mail in care of the holder's servicer, no lawyer.
    if (HOLDER_ROLES.has(contactRole(doc, s) ?? '')) continue;
    const firm = readParties(doc, e, CARE_OF_REACH)[0];
    const partners = (name: string) => PARTNERS_FIRM.test(name) && !NOT_PARTNERS.test(name);
    if (firm?.value.kind === 'organization' && (LAW_FIRM.test(firm.value.name) || partners(firm.value.name))) add({ ...firm, source: 'name:care-of' }, false, true);
  }
  return out;
}

/** How far under a trustee's name (its role line between) a "By:" signer may stand. */
const SIGNER_REACH = 90;

function signsForTrustee(doc: Found['doc'], p: Hit<PartyValue>, trustees: Hit<PartyValue>[]): boolean {
  // "By:" opening its line (not "Prepared by: FIRM"), or after the wide gap a scraper left for the line break.
  const by = /(?:^|\s)by\s?:?[ \t]*$/i.exec(textBefore(doc, p.ns, 8));
  if (!by || !(/(?:^|\n)[ \t]*$/.test(textBefore(doc, p.ns - by[0].trimStart().length, 4)) || wideGapBefore(doc, p.ns - by[0].trimStart().length))) return false;
  if (trustees.some((t) => t.ne <= p.ns && p.ns - t.ne <= SIGNER_REACH && !/\n[ \t]*\n/.test(doc.norm.slice(t.ne, p.ns)))) return true;
  // "ELM LAW, PLLC, Trustee\nBy: Jo Roe": the trustee named again on the line above, its first naming far back.
  const ls = doc.lineStart(p.ns);
  // Scraped onto one line: the trustee named again just before the "By:" ("Elm Law  P.C.  Trustee  By: Jo Roe").
  const above = (ls > 0 ? doc.norm.slice(doc.lineStart(ls - 1), ls - 1) : textBefore(doc, p.ns, SIGNER_REACH)).toLowerCase();
  return trustees.some((t) => above.includes(t.value.name.toLowerCase()));
}

/**
 * The law firm printed alone on a line next to its lawyer's in a signature block: right above it ("Elm & Oak, P.C.\n
 * Jo Roe, Attorney at Law", "ELM OAK, P.A.\nBy: Jo Roe"), or right under it, past an "Attorney for Plaintiff" line.
 */
// Under a lawyer named after an attorney's label, the firm may be any company ("Jo Roe #40001\nRoe Kent, LLC").
function firmBesideLawyer(f: Found, lawyer: Hit<PartyValue>, labelled: boolean): Hit<PartyValue> | undefined {
  const { doc } = f;
  const lineStart = doc.lineStart(lawyer.ns);
  if (!SIGNATURE_LEAD.test(doc.norm.slice(lineStart, lawyer.ns))) return undefined;
  const lines: Array<[number, number]> = [];
  if (lineStart > 0) lines.push([doc.lineStart(lineStart - 1), lineStart - 1]);
  let next = doc.lineEnd(lawyer.ne) + 1;
  if (ATTORNEY_FOR_LINE.test(doc.norm.slice(next, doc.lineEnd(next)))) next = doc.lineEnd(next) + 1;
  // "Jo Roe, Attorney for Mortgagee\nState Bar No. 24000001\nElm Law Group, PLLC": past the lawyer's bar number too.
  if (BAR_NUMBER_LINE.test(doc.norm.slice(next, doc.lineEnd(next)))) next = doc.lineEnd(next) + 1;
  if (next < doc.norm.length) lines.push([next, doc.lineEnd(next)]);
  for (const [ls, le] of lines) {
    const parties = readParties(doc, ls, le - ls);
    const firm = parties.length === 1 ? parties[0] : undefined;
    const lawFirm = (name: string) => LAW_FIRM.test(name) || (labelled && ls > lawyer.ne && ORG_SUFFIX_PATTERN.test(` ${name}`));
    if (firm && firm.value.kind === 'organization' && lawFirm(firm.value.name) && firm.ne <= le) return firm;
  }
  return undefined;
}
/**
 * A person's name alone on the line right above a firm's that opens its own line, else right under it when nothing
 * but the firm's calling follows it there ("ELM & OAK, ATTORNEYS AT LAW\nJo Roe\n12 Elm St").
 */
function lawyerBesideFirm(f: Found, firm: Hit<PartyValue>): Hit<PartyValue> | undefined {
  const { doc } = f;
  const lineStart = doc.lineStart(firm.ns);
  if (!/^\s*$/.test(doc.norm.slice(lineStart, firm.ns))) return undefined;
  const lineEnd = doc.lineEnd(firm.ne);
  const below = FIRM_LINE_REST.test(doc.norm.slice(firm.ne, lineEnd)) && lineEnd < doc.norm.length ? lineEnd + 1 : -1;
  for (const ls of [lineStart > 0 ? doc.lineStart(lineStart - 1) : -1, below]) {
    if (ls < 0) continue;
    const line = doc.norm.slice(ls, doc.lineEnd(ls));
    const ns = ls + (line.length - line.trimStart().length);
    const name = line.trim();
    if (LAWYER_LINE.test(name) && !ORG_WORDS.test(name)) return { ...firm, ns, ne: ns + name.length, source: 'name:beside-firm', value: { name: doc.valueOf(ns, ns + name.length), kind: 'person' } };
  }
  return undefined;
}
/** What may follow a firm's name on its line: its calling. */
const FIRM_LINE_REST = /^(?:,?\s(?:attorneys|lawyers)(?:\sat\slaw)?)?[ \t]*$/i;
/** What may open a signature's line before the lawyer's name. */
const SIGNATURE_LEAD = /^\s*(?:by\s?:?\s*)?$/i;
const BAR_NUMBER_LINE = /^\s*(?:[A-Z][a-z]+\s)?(?:State\s)?Bar\s(?:No\b|#)/i;
/** "Attorney for Plaintiff" alone on its line, between a lawyer and the firm. */
const ATTORNEY_FOR_LINE = /^\s*att(?:orn|omm?)e?ys?\s?(?:\(s\))?\sfor\s[\w\s']{1,40}$/i;

/**
 * A lawyer and the firm run onto one line by a scraper ("Jo A. Doe Elm, Oak & Ash, P.C."): a name opening with a
 * given name, an initial and a surname, then a firm's name that lists partners with commas, is two parties.
 */
function personThenFirm(doc: Found['doc'], p: Hit<PartyValue>): Hit<PartyValue>[] {
  if (p.value.kind !== 'organization') return [p];
  const lines = lawyerLineThenFirmLine(doc, p);
  if (lines) return lines;
  const m = PERSON_THEN_FIRM.exec(p.value.name);
  if (!m || !LAW_FIRM.test(m[2])) return [p];
  const split = doc.norm.indexOf(m[2], p.ns);
  if (split < 0 || split >= p.ne) return [p];
  let personEnd = split;
  while (personEnd > p.ns && /\s/.test(doc.norm[personEnd - 1])) personEnd--;
  return [
    { ...p, ne: personEnd, value: { name: doc.valueOf(p.ns, personEnd), kind: 'person' } },
    { ...p, ns: split, value: { ...p.value, name: doc.valueOf(split, p.ne) } },
  ];
}
const PERSON_THEN_FIRM = /^([A-Z][a-z]+\s[A-Z]\.\s[A-Z][a-z'\u2019-]+)\s([A-Z][a-z'\u2019-]+,\s[A-Z].*)$/;

/**
 * A signature block's two lines read as one name ("Attorney for Plaintiff:\nJo A. Roe\nElm Oak, LLC"): a lawyer's
 * name alone on the first line, a firm's on the next, are two parties.
 */
function lawyerLineThenFirmLine(doc: Found['doc'], p: Hit<PartyValue>): Hit<PartyValue>[] | undefined {
  const printed = doc.norm.slice(p.ns, p.ne);
  const nl = printed.indexOf('\n');
  if (nl < 0 || printed.indexOf('\n', nl + 1) >= 0) return undefined;
  const lawyer = printed.slice(0, nl).trimEnd();
  const firmAt = p.ns + nl + 1 + (printed.slice(nl + 1).length - printed.slice(nl + 1).trimStart().length);
  const firm = doc.norm.slice(firmAt, p.ne);
  if (!LAWYER_LINE.test(lawyer) || ORG_WORDS.test(lawyer) || !(LAW_FIRM.test(firm) || ORG_SUFFIX_PATTERN.test(` ${firm}`))) return undefined;
  const lawyerEnd = p.ns + lawyer.length;
  return [
    { ...p, ne: lawyerEnd, value: { name: doc.valueOf(p.ns, lawyerEnd), kind: 'person' } },
    { ...p, ns: firmAt, value: { ...p.value, name: doc.valueOf(firmAt, p.ne) } },
  ];
}
/** A person's name alone on its line: two to four words, initials allowed ("Jo A. Roe", "JO A. ROE, JR."). */
const LAWYER_LINE = /^(?:[A-Z][A-Za-z'\u2019-]*\.?\s){1,3}[A-Z][A-Za-z'\u2019-]+(?:,?\s(?:Jr|Sr|JR|SR)\.?|,?\s(?:II|III|IV))?$/;
