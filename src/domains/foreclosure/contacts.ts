/**
 * The holder's and the attorney's contact blocks (address, phone, e-mail):
 * each address takes the role of its cue (contact-role.ts), or the attorney's
 * when printed right after the attorney's name; an address printed again
 * keeps its first role; a phone or e-mail takes the role of the address
 * printed before it unless a cue between them says otherwise.
 */
import { isFaxNumber, type PhoneValue } from '../../recognizers/phones.js';
import type { AddressValue } from '../../types.js';
import { textAfter, textBefore, type Hit } from '../../text/document.js';
import { Coverage, lastEndingNear, longestOf, withinSorted, type Span } from '../../text/spans.js';
import { careOfRole, contactRole, namedRightBefore, ROLE_CUES, signedBy } from './contact-role.js';
import { ATTORNEY_AFTER_BLOCK, ATTORNEY_CUE, CONTACT_ROLES, NAME_WORDS_NOT_DISTINCT } from './cues/contacts.js';
import { addressKey, type Found } from './recognize.js';

/** Whose contact is the holder's, best first: a sale-information line is the last resort (the trustee's, for the auction). */
const RANK: Record<string, number> = { lender: 0, servicer: 1, trustee: 2, saleInfo: 3 };
/**
 * A posting company's return block ("Elm Default Services, LLC\nP.O. Box 10\nElmton, California 92000\nFor Sale
 * Information: (714) ..."): the line under the address speaks for it as for its phone.
 */
const SALE_INFO_BELOW = /^[ \t]*\n[ \t]*for\s(?:additional\s)?sales?\sinformation\b/i;
const SALE_INFO_BELOW_REACH = 40;
/** How far after the attorney's name its contact block may start (a firm line and a street between). */
const ATTORNEY_BLOCK_REACH = 120;
/** How far after an address an attorney's role line ("Attorney for Plaintiff") may follow it. */
const ROLE_AFTER_ADDRESS = 160;
/** How far a phone or e-mail may be printed after the address whose role it shares (a suite line, a city line). */
const CONTACT_AFTER_ADDRESS = 150;

/** How far after a phone printed for information the attorney's name may follow it. */
const ATTORNEY_AFTER_PHONE = 40;
/** How far before an address its role cue is read. */
const ROLE_REACH = 160;
const SENTENCE_WORD_END = /(?:\b(?!(?:Inc|Corp|Co|Ltd|Bros|Assn)$)[A-Za-z]*[a-z]{2}|\d\s?[AaPp]\.?[Mm])$/;

/** The role cue's window before an address: up to ROLE_REACH, not back across a line that ends a sentence ("... at 10:00 AM.\n"). */
function roleWindow(doc: Found['doc'], ns: number): number {
  const from = Math.max(0, ns - ROLE_REACH);
  // Line breaks are looked for in the window only: a search of the whole text before it, for every address
  // of a text with no line break, took time growing with the square of its length.
  const window = doc.norm.slice(from, ns);
  for (let k = window.lastIndexOf('\n'); k >= 0; k = k > 0 ? window.lastIndexOf('\n', k - 1) : -1) {
    const nl = from + k;
    let i = nl - 1;
    while (i >= from && (doc.norm[i] === ' ' || doc.norm[i] === '\t')) i--;
    // A sentence's period, after a word in lower case or an hour ("10:00 AM."), not a firm's ("BANK.", "N.A.").
    if (doc.norm[i] === '.' && SENTENCE_WORD_END.test(doc.norm.slice(Math.max(from, i - 8), i))) return ns - nl - 1;
  }
  return ns - from;
}

export interface Contacts {
  mortgagee: { address?: Hit<AddressValue>; phone?: Hit<PhoneValue>; email?: Hit<string> };
  attorney: { address?: Hit<AddressValue>; phone?: Hit<PhoneValue> };
}

/** The words of a name that can tell whose an e-mail address is: four letters or more, not common to firms' names. */
function distinctWords(name: string): string[] {
  return name.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4 && !NAME_WORDS_NOT_DISTINCT.has(w));
}

/** Whether an e-mail address is made of a word of one of the names ("jdoe@doelaw.com" is Jo Doe's). */
const ownedBy = (email: string, names: string[]) => names.some((n) => distinctWords(n).some((w) => email.includes(w)));

export function contacts(f: Found, r: Span, exclude: Span[], attorneyAnchors: Span[], trusteeNames: string[] = [], attorneyNames: string[] = []): Contacts {
  const { doc } = f;
  const roleOf = new Map<Hit<unknown>, string>();
  const excluded = Coverage.of(r, exclude);
  const addresses = withinSorted(f.addresses, r).filter((a) => a.source === 'address:full' && !excluded.overlaps(a.ns, a.ne));
  // Right after the attorney's name (within a short block) is the attorney's contact block.
  // A blank line, or another party's cue ("Mortgagee's loan servicer:"), ends the attorney's block.
  const nearAttorney = (ns: number) => attorneyAnchors.some((a) => ns >= a.ne && ns - a.ne <= ATTORNEY_BLOCK_REACH && !/\n\s*\n/.test(doc.norm.slice(a.ne, ns)) &&
    !ROLE_CUES.matches(doc, a.ne, ns).some((m) => ['lender', 'servicer', 'trustee'].includes(CONTACT_ROLES[m.row][1]) && /\n\s*$/.test(textBefore(doc, m.ns, 3)) && /:/.test(doc.norm.slice(m.ne, doc.lineEnd(m.ne)))));
  // "... Attorneys for Bank" under a block titles the address above it, not one printed before another address.
  const titledBelow = (a: Hit<AddressValue>) => {
    const title = ATTORNEY_AFTER_BLOCK.exec(textAfter(doc, a.ne, ROLE_AFTER_ADDRESS));
    return !!title && !addresses.some((b) => b.ns > a.ne && b.ns < a.ne + title[0].length);
  };
  for (const a of addresses) {
    // The attorney's firm signing on the line above ("Marsh & Doe, P.C.\n7700 Elm Blvd") owns the block, whatever role
    // cue a column scanned beside it printed nearby.
    const attorneyBlock = nearAttorney(a.ns) || titledBelow(a) || signedBy(doc, a.ns, attorneyNames);
    // The trustee's name printed right before the address (a signature a scraper ran on) outweighs a cue further back.
    // So does the trustee's name signing on the line above ("Elm Default Services, LLC\n200 Oak Ave"), over a line for
    // sale information printed before the signature.
    const role = attorneyBlock ? 'attorney' : namedRightBefore(doc, a.ns, trusteeNames) || signedBy(doc, a.ns, trusteeNames) ? 'trustee' : contactRole(doc, a.ns, roleWindow(doc, a.ns)) ?? careOfRole(doc, a.ns) ??
      (SALE_INFO_BELOW.test(textAfter(doc, a.ne, SALE_INFO_BELOW_REACH)) ? 'saleInfo' : undefined);
    roleOf.set(a, role ?? 'unknown');
  }
  // The same address printed again without a cue (a signature, a certificate) keeps the role it had:
  // that of the first printing with a ranked role (kept per address key, so no search of every address).
  const keys = addresses.map(addressKey);
  const firstRanked = new Map<string, number>();
  const rank = (i: number) => {
    const k = keys[i];
    if (roleOf.get(addresses[i])! in RANK && !(firstRanked.get(k)! <= i)) firstRanked.set(k, i);
  };
  addresses.forEach((_, i) => rank(i));
  addresses.forEach((a, i) => {
    if (roleOf.get(a) !== 'unknown') return;
    const twin = firstRanked.get(keys[i]);
    if (twin === undefined) return;
    roleOf.set(a, roleOf.get(addresses[twin])!);
    rank(i);
  });
  const longestAddress = longestOf(addresses);
  const roleNear = (ns: number): string => {
    const prev = lastEndingNear(addresses, ns, CONTACT_AFTER_ADDRESS, longestAddress);
    // A cue printed between the address and the phone decides ("... of counsel for X at 301-...").
    if (prev && ATTORNEY_CUE.test(doc.norm.slice(prev.ne, ns))) return 'attorney';
    // A cue between the address and the phone speaks for the phone ("For Sale Information: (888) ...").
    const between = prev ? contactRole(doc, ns, ns - prev.ne) : undefined;
    if (between && between in RANK) return between;
    if (nearAttorney(ns) && !(prev && attorneyAnchors.some((a) => a.ne <= prev.ns && prev.ns - a.ne <= ATTORNEY_BLOCK_REACH))) {
      // The attorney block is closer than any address printed before it.
      if (!prev || attorneyAnchors.some((a) => a.ne > prev.ne)) return 'attorney';
    }
    const role = prev ? roleOf.get(prev)! : contactRole(doc, ns) ?? 'unknown';
    // "For more information, please call: (248) 555-0100. Elm Law, P.C., Attorneys for Lender": with no trustee to
    // speak for, the line for information is the attorney's, named right after its phone.
    if (role === 'trustee' && !prev && !trusteeNames.length && attorneyAnchors.some((a) => a.ns > ns && a.ns - ns <= ATTORNEY_AFTER_PHONE)) return 'attorney';
    // A phone is never the courthouse's or the borrower's: such a cue is just the nearest words.
    return role === 'sale' || role === 'borrower' ? 'unknown' : role;
  };
  const out: Contacts = { mortgagee: {}, attorney: {} };
  const pick = <V>(hits: Hit<V>[], role: (h: Hit<V>) => string) => {
    let m: Hit<V> | undefined;
    let mRank = Infinity;
    let a: Hit<V> | undefined;
    for (const h of hits) {
      const ro = role(h);
      if (ro === 'attorney') a ??= h;
      else if (ro in RANK && RANK[ro] < mRank) {
        m = h;
        mRank = RANK[ro];
      }
    }
    return { m, a };
  };
  const addr = pick(addresses, (h) => roleOf.get(h)!);
  const phones = withinSorted(f.phones, r).filter((p) => !isFaxNumber(doc, p.ns));
  const phone = pick(phones, (h) => roleNear(h.ns));
  // An address that spells the attorney's or firm's name, and no trustee's, is the attorney's wherever the columns put it.
  const emailRole = (h: Hit<string>) => {
    const e = h.value.toLowerCase();
    return ownedBy(e, attorneyNames) && !ownedBy(e, trusteeNames) ? 'attorney' : roleNear(h.ns);
  };
  const email = pick(withinSorted(f.emails, r), emailRole);
  out.mortgagee = { address: addr.m, phone: phone.m, email: email.m };
  out.attorney = { address: addr.a, phone: phone.a };
  return out;
}
