/**
 * Representatives named in sentences: before an appointment verb ("Jane Doe
 * has been appointed"), after a phrase ("appointed Jane Doe as"), with their
 * address ("Jane Doe, whose address is ..."), or as the notice's signers.
 */
import { matchAll, textBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { gated, gatedMatches, mayMatch } from '../../text/gated-scan.js';
import type { Span } from '../../text/spans.js';
import { PR_BEFORE, PR_ROLE_AT, PR_VERBS, WHOSE_ADDRESS } from './cue-patterns.js';
import { NOT_PR_SIGNER, PR_AFTER_ADDRESS, PUBLIC_FIDUCIARY, SIGNATURE_MARK, UNDERSIGNED_IS_PR } from './cues/representatives.js';
import { isOrganizationName, namesEndingAt, readNames, wideGap, type NameValue } from './names.js';
import { sameName } from './same-name.js';
import type { Found } from './recognize.js';
import { addressAfter } from './representative-address.js';
import type { Rep } from './representatives.js';

/** ", a licensed fiduciary," / ", the decedent's daughter,": an appositive after a representative's name. */
const APPOSITIVE_BEFORE = /,\s(?:an?|the)\s(?:[a-z][\w'’-]*\s){0,4}[a-z][\w'’-]*,?$/;
const APPOSITIVE_REACH = 60;
const STATE_PLACE_BEFORE = /\s(?:of|OF)\s([A-Z][\w .'-]{1,40}?,\s(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?|[A-Z]{2,}(?:\s[A-Z]{2,})?)),?\s?$/;

/** "c/o FIRM" on the line right before an address, and how far back it is looked for. */
const CARE_OF_BEFORE = /,?\s?c\/o:?\s[^\n]{1,80}$/i;
const CARE_OF_REACH = 90;

export function repsFromVerbs(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const m of gatedMatches(PR_VERBS, doc, r.ns, r.ne)) {
    let end = m.index;
    // "1. JANE DOE: has been appointed" (a numbered form's answer); "E. J. Roe\nhas been appointed" (a column's wrap).
    while (end > r.ns && /[ :\n]/.test(doc.norm[end - 1])) end--;
    let names = namesEndingAt(doc, end, { several: true }, 'probate:pr-verb');
    let address: Span | undefined;
    if (!names.length) {
      // "Jane Doe of Salem, Oregon, having presented a Petition"
      const place = STATE_PLACE_BEFORE.exec(textBefore(doc, m.index, 80));
      if (place) {
        const ps = m.index - place[0].length;
        names = namesEndingAt(doc, ps, {}, 'probate:pr-verb');
        const ns = ps + place[0].indexOf(place[1]);
        address = { ns, ne: ns + place[1].length };
      }
    }
    if (!names.length) {
      // "Jane Doe, 31 Elm Road, Elmton, KY 41000, was appointed": the person's address between the name and the verb
      // (or its sentence: "..., NH 03399. Executor.").
      const home = f.addresses.find((a) => a.ne <= m.index && a.ne >= r.ns && /^[,.\s]*$/.test(doc.norm.slice(a.ne, m.index)));
      let ps = home ? home.ns : -1;
      while (ps > r.ns && /[ ,\n]/.test(doc.norm[ps - 1])) ps--;
      // "Jane Doe, c/o Roe & Poe, PLLC, 12 Elm Row, ...": mail in care of a firm stands between the name and its address.
      const careOf = home ? CARE_OF_BEFORE.exec(textBefore(doc, ps, CARE_OF_REACH)) : null;
      if (careOf) ps -= careOf[0].length;
      if (home) names = namesEndingAt(doc, ps, {}, 'probate:pr-verb');
      if (home && names.length) address = { ns: home.ns, ne: home.ne };
    }
    if (!names.length) {
      // "ELM TRUST COMPANY, a licensed fiduciary, has been appointed": an appositive stands between the name and its verb.
      const appositive = APPOSITIVE_BEFORE.exec(doc.norm.slice(Math.max(r.ns, end - APPOSITIVE_REACH), end));
      const nameEnd = appositive ? end - appositive[0].length : end;
      if (appositive) names = namesEndingAt(doc, nameEnd, { several: true }, 'probate:pr-verb');
      const org = names.length ? undefined : organizationEndingAt(doc, nameEnd);
      if (org) names = [org];
    }
    if (names.length) groups.push(names.map((name) => ({ name, address })));
  }
  return groups;
}

/** A fiduciary's licence printed between its name and the verb: ', Fiduciary License #20470,'. */
const LICENSE_TAIL = /(?:,?\s?\("[^"\n]{1,20}"\))?(?:,?\s(?:fiduciary\s)?(?:license|lic\.|fid\.)\s?(?:no\.?|number|#)?\s?#?\d{3,8})?,?$/i;
const ORG_BEFORE_VERB = /(?:^|\bthat\s|[.:;]\s)(?:the\s)?([A-Z][\w'’.-]*(?:,?\s(?:[A-Z&][\w'’.&-]*|of|and|for|the))*?)$/;

/**
 * A company or public office appointed as representative ("CERTIFIED
 * FIDUCIARY SERVICES, IN has been appointed", "the Arizona Department of
 * Veterans' Services has been appointed"): the capitalised words back to the
 * sentence start, past a licence number, when they name an organization.
 */
function organizationEndingAt(doc: NoticeDocument, end: number): Hit<NameValue> | undefined {
  const ls = Math.max(doc.lineStart(end), end - 160);
  const text = doc.norm.slice(ls, end);
  const tail = LICENSE_TAIL.exec(text)!;
  const head = text.slice(0, tail.index);
  const m = ORG_BEFORE_VERB.exec(head);
  if (!m) return undefined;
  const name = m[1].replace(/[\s,]+$/, '');
  if (!isOrganizationName(name) && !PUBLIC_FIDUCIARY.test(name)) return undefined;
  const ns = ls + m.index + m[0].length - m[1].length;
  return { ns, ne: ns + name.length, value: { name: doc.valueOf(ns, ns + name.length), kind: 'organization' }, source: 'probate:pr-organization' };
}

/** A county's public administrator or fiduciary, an office that petitions as representative ("the Public Administrator of Elm County"). */
const PUBLIC_OFFICE = /(?:the\s)?(Public\s(?:Administrator|Fiduciary|Guardian)\s(?:of|for)\s(?:the\s)?(?:[A-Z][\w'.-]*\s){1,3}(?:County|Parish|City))\b/y;

function publicOfficeAt(doc: NoticeDocument, at: number): Hit<NameValue> | undefined {
  PUBLIC_OFFICE.lastIndex = at;
  const m = PUBLIC_OFFICE.exec(doc.norm);
  if (!m) return undefined;
  const ns = at + m[0].length - m[1].length;
  return { ns, ne: ns + m[1].length, value: { name: doc.valueOf(ns, ns + m[1].length), kind: 'organization' }, source: 'probate:pr-organization' };
}

/** The addresses printed one after another from `first` (", and " between), when there are `count` of them. */
function addressesInTurn(f: Found, first: Span, count: number, limit: number): Span[] {
  const out = [first];
  while (out.length < count) {
    const gap = /^,?\s(?:and\s)?/.exec(f.doc.norm.slice(out[out.length - 1].ne, out[out.length - 1].ne + 6));
    const at = out[out.length - 1].ne + (gap ? gap[0].length : 0);
    const next = gap && f.addresses.find((a) => a.ns === at && a.ne <= limit);
    if (!next) return [];
    out.push(next);
  }
  return out;
}

export function repsFromPhrases(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const cue of PR_BEFORE) {
    for (const m of gatedMatches(cue, doc, r.ns, r.ne)) {
      const at = m.index + m[0].length;
      const names = readNames(doc, at, { several: true }, 'probate:pr-phrase');
      const office = names.length ? undefined : publicOfficeAt(doc, at);
      if (office) names.push(office);
      if (!names.length) continue;
      const address = addressAfter(f, names[names.length - 1].ne, r.ne);
      // "filed by Jo Roe and Al Roe, who are domiciled at 1 Elm St, Elmton, NY 12099, and 9 Oak Rd, Oakton, NY 12099":
      // one address each, in the order of the names; else the one address is theirs together.
      const each = address ? addressesInTurn(f, address, names.length, r.ne) : [];
      groups.push(names.map((name, i) => ({ name, address: each[i] ?? address })));
    }
  }
  for (const m of gatedMatches(WHOSE_ADDRESS, doc, r.ns, r.ne)) {
    if (doc.norm[m.index] !== ',' && !wideGap(doc, m.index)) continue;
    // "MARC A. ROE and CLAIRE ROE  whose address is ...": co-representatives share the address printed after both.
    const names = namesEndingAt(doc, m.index, { several: true }, 'probate:pr-address');
    if (!names.length) continue;
    const address = addressAfter(f, m.index, r.ne);
    const after = address ? doc.norm.slice(address.ne, address.ne + 200) : '';
    if (address && PR_AFTER_ADDRESS.test(after)) groups.push(names.map((name) => ({ name, address })));
  }
  return groups;
}

/** A line of a name in capitals alone, closed by a comma or a period ("LYDIA M. PETTENGILL,"). */
const CAPITALS_NAME_LINE = /^[ \t]*[A-Z][A-Z.'’ -]{3,60}[,.]?[ \t]*$/;

/**
 * Old print signs with no mark: "The subscriber hereby gives notice that she has been duly appointed executrix ...
 * LYDIA M. PETTENGILL,\nFarmington, Maine." The first line after the notice's prose that holds only a name in
 * capitals is the signer, the place under it the signer's.
 */
function nameLineSigning(f: Found, r: Span): Rep | undefined {
  const { doc } = f;
  const cue = UNDERSIGNED_IS_PR.exec(doc.norm.slice(r.ns, r.ne));
  if (!cue) return undefined;
  for (let ls = doc.lineEnd(r.ns + cue.index) + 1; ls < r.ne; ls = doc.lineEnd(ls) + 1) {
    if (!CAPITALS_NAME_LINE.test(doc.norm.slice(ls, doc.lineEnd(ls)))) continue;
    const name = readNames(doc, ls, {}, 'probate:pr-signature')[0];
    if (!name || doc.norm.slice(name.ne, doc.lineEnd(ls)).replace(/[\s,.]/g, '') !== '') continue;
    if (NOT_PR_SIGNER.test(doc.norm.slice(name.ne, Math.min(r.ne, doc.lineEnd(doc.lineEnd(ls) + 1))))) return undefined;
    return { name, address: addressAfter(f, name.ne, r.ne) };
  }
  return undefined;
}

// Every reading of the cue prints "undersigned": a notice that does not is not scanned for it.
const UNDERSIGNED = gated(UNDERSIGNED_IS_PR);

/**
 * Where the notice says its signer is the representative, the signed names
 * are: "/s/ Jane Doe" under the notice, unless what is printed under the
 * signature (to the next blank line, two lines at most) makes the signer the
 * attorney or an officer. "By: /s/" signs for a firm unless a role follows.
 */
export function repsFromSignatures(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  if (!mayMatch(UNDERSIGNED, doc, r.ns, r.ne) || !UNDERSIGNED_IS_PR.test(doc.norm.slice(r.ns, r.ne))) return [];
  const groups: Rep[][] = [];
  const others: string[] = [];
  const marks = [...matchAll(SIGNATURE_MARK, doc.norm, r.ns, r.ne)];
  marks.forEach((m, k) => {
    const names = readNames(doc, m.index + m[0].length, { several: true }, 'probate:pr-signature');
    if (!names.length) return;
    const last = names[names.length - 1];
    let limit = Math.min(marks[k + 1]?.index ?? r.ne, last.ne + 240);
    // The rest of the signature's line and three lines under it.
    let at = doc.lineEnd(last.ne);
    for (let n = 0; n < 3 && at < limit; n++) at = doc.lineEnd(at + 1);
    limit = Math.min(limit, at);
    const under = doc.norm.slice(last.ne, limit).split(/\n\s*\n/)[0];
    if (NOT_PR_SIGNER.test(under) || (/by/i.test(m[0]) && !PR_ROLE_AT.test(under.replace(/^[\s,-]+/, '')))) {
      others.push(...names.map((x) => x.value.name));
      return;
    }
    groups.push(names.map((name) => ({ name, address: addressAfter(f, last.ne, r.ne) })));
  });
  if (!marks.length) {
    const signer = nameLineSigning(f, r);
    if (signer) groups.push([signer]);
  }
  // The attorney signs twice ("/s/JANE ROE\n/s/ Jane Roe\nAttorney at Law"): once is enough to know.
  return groups.map((g) => g.filter((x) => !others.some((o) => sameName(o, x.name.value.name)))).filter((g) => g.length);
}
