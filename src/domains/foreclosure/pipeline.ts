/**
 * Foreclosure pipeline: recognizers run once over the notice, the notice is
 * cut into sales (a sheriff's list holds several), and each sale's slots are
 * filled from cue phrases (cues.ts) around the recognizers' hits.
 */
import { findAddresses, formatAddress } from '../../recognizers/addresses.js';
import { findDates, findTimes, joinDateTime, type DateHitValue } from '../../recognizers/dates.js';
import { findEmails } from '../../recognizers/emails.js';
import { capsRows, compileLabels, findLabelledIds, PARCEL_VALUE, type IdentifierValue } from '../../recognizers/identifiers.js';
import { findMoney } from '../../recognizers/money.js';
import { findPhones, isFaxNumber, type PhoneValue } from '../../recognizers/phones.js';
import { readParties, readPartiesBefore, type PartyValue } from '../../recognizers/names.js';
import { isValidPartyName } from '../../recognizers/name-validity.js';
import { CASE_NUMBER_LABELS, PARCEL_NUMBER_LABELS } from '../../lexicon/identifiers.js';
import type { AddressValue, Field, MoneyValue, TimeValue } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { sentenceAt } from '../../text/tokens.js';
import { Coverage, firstStartingAt, lastEndingNear, longestOf } from '../../text/spans.js';
import { compileCues, cueMatches, CueTable, inside, overlapping } from '../shared/cues.js';
import { readPartyBefore } from '../shared/parties.js';
import * as C from './cues.js';
import { UNDERSIGNED_TRUSTEE, undersignedTrusteeFirm } from './trustee-firm.js';
import type { ForeclosureEntity, ForeclosureStatus } from './entity.js';

interface Range { ns: number; ne: number }

/** Everything the recognizers found, computed once per notice. */
interface Found {
  doc: NoticeDocument;
  dates: Hit<DateHitValue>[];
  times: Hit<TimeValue>[];
  addresses: Hit<AddressValue>[];
  phones: Hit<PhoneValue>[];
  emails: Hit<string>[];
  money: Hit<MoneyValue>[];
  caseIds: Hit<IdentifierValue>[];
  parcelIds: Hit<IdentifierValue>[];
  /** Addresses whose own line names them a place of sale (a courthouse): read once per notice, not once per sale. */
  courthouseAddresses: Hit<AddressValue>[];
  /** Addresses by street key, so each sale finds the property's twins without reading every address. */
  addressesByKey: Map<string, Hit<AddressValue>[]>;
  longestAddress: number;
}

const CASE_LABELS = compileLabels(CASE_NUMBER_LABELS);
const CASE_CAPS = capsRows(CASE_NUMBER_LABELS);
const PARCEL_LABELS = compileLabels(PARCEL_NUMBER_LABELS);
const SALE_LABEL_END = compileCues(C.SALE_DATE_LABELS, 'end');
const SALE_CONTEXT = compileCues(C.SALE_CONTEXT);
const NOT_SALE_END = compileCues(C.NOT_SALE_DATE, 'end');
const POSTPONED_END = compileCues(C.POSTPONED, 'end');
const DEED_BEFORE_END = compileCues(C.DEED_DATE_BEFORE, 'end');
const DEED_AFTER_START = compileCues(C.DEED_DATE_AFTER, 'start');
/** One pattern per property cue row, strongest first. */
const PROPERTY_ENDS = C.PROPERTY_ADDRESS.map((row) => compileCues([row], 'end'));
const AMOUNT_END = compileCues(C.AMOUNT_DUE, 'end');
const PLACE_LABELS = compileCues(C.SALE_PLACE_LABELS);
const ROLE_CUES = new CueTable(C.CONTACT_ROLES.map(([p]) => p));
const STATUS = C.STATUS_CUES.map(([p, status]) => [new RegExp(p, 'i'), status] as const);
const MORTGAGOR = CueTable.of(C.MORTGAGOR);
const MORTGAGEE = CueTable.of(C.MORTGAGEE);
const ORIGINAL = CueTable.of(C.ORIGINAL_MORTGAGEE);
const TRUSTEE = CueTable.of(C.TRUSTEE_BEFORE);
const TRUSTEE_REQUESTED = CueTable.of(C.TRUSTEE_REQUESTED);
const ATTORNEY = CueTable.of(C.ATTORNEY_NAME_BEFORE);
const MORTGAGOR_AFTER = C.MORTGAGOR_AFTER;
const PLAINTIFF_AFTER = /[,;]?\s(?:as\s)?plaintiffs?(?:\(s\))?\b|\s(?:is|are)\s(?:the\s)?(?:complainants?|plaintiffs?)\b|\s(?:vs\.?|v\.|versus)\s(?=[A-Z])|,?\s(?:which|who)\sis\sthe\s(?:current\s)?(?:mortgagee|beneficiary|holder)\b/gi;
/** Firms of lawyers, as opposed to a department or a servicer named near a cue. */
const LAW_FIRM = /\b(?:law|legal|attorneys?|LLP|L\.L\.P|PLLC|P\.L\.L\.C|P\.?L\.?C|P\.?C|P\.?A|associates|partners|firm|group|counsel)\b\.?/i;
const TRUSTEE_ROLE_AFTER = compileCues(C.TRUSTEE_ROLE_AFTER);

function recognize(doc: NoticeDocument): Found {
  const times = findTimes(doc);
  const addresses = findAddresses(doc);
  const addressesByKey = new Map<string, Hit<AddressValue>[]>();
  for (const a of addresses) {
    const key = addressKey(a);
    const same = addressesByKey.get(key);
    if (same) same.push(a);
    else addressesByKey.set(key, [a]);
  }
  return {
    doc,
    times,
    dates: findDates(doc, times),
    addresses,
    // A courthouse cue counts only on the address's own line ("... County Courthouse, 1 Main Plaza").
    courthouseAddresses: addresses.filter((a) => contactRole(doc, a.ns, Math.min(60, a.ns - doc.lineStart(a.ns))) === 'sale'),
    addressesByKey,
    longestAddress: longestOf(addresses),
    phones: findPhones(doc),
    emails: findEmails(doc),
    money: findMoney(doc),
    caseIds: findLabelledIds(doc, CASE_LABELS, 'id:case', undefined, CASE_CAPS).filter((h) => !C.NOT_CASE_NUMBER.test(h.value.id)),
    parcelIds: findLabelledIds(doc, PARCEL_LABELS, 'id:parcel', PARCEL_VALUE),
  };
}

const before = (doc: NoticeDocument, ns: number, n: number) => doc.norm.slice(Math.max(0, ns - n), ns);
const after = (doc: NoticeDocument, ne: number, n: number) => doc.norm.slice(ne, ne + n);
/** The hits inside `r`; hits come in text order, so only those starting in `r` are read. */
function within<T extends Range>(hits: T[], r: Range): T[] {
  const out: T[] = [];
  for (let i = firstStartingAt(hits, r.ns); i < hits.length && hits[i].ns <= r.ne; i++) if (inside(hits[i], r)) out.push(hits[i]);
  return out;
}

// ---------------------------------------------------------------- dates

function saleDate(f: Found, r: Range, minScore = 0): { hit: Hit<DateHitValue>; postponed: boolean } | undefined {
  const { doc } = f;
  const dates = within(f.dates, r).filter((d) => d.value.runEnd === undefined);
  const postponed = dates.filter((d) => POSTPONED_END.test(before(doc, d.ns, 80)));
  if (postponed.length) return { hit: withTime(f, postponed[postponed.length - 1]), postponed: true };
  let best: Hit<DateHitValue> | undefined;
  let bestScore = -Infinity;
  for (const d of dates) {
    let score = 0;
    if (SALE_LABEL_END.test(before(doc, d.ns, 45))) score += 10;
    if (NOT_SALE_END.test(before(doc, d.ns, 30)) || C.NOT_SALE_AFTER.test(after(doc, d.ne, 12))) score -= 8;
    SALE_CONTEXT.lastIndex = 0;
    const near = doc.norm.slice(Math.max(r.ns, d.ns - 250), Math.min(r.ne, d.ne + 120));
    if (compileSaleContext().test(near)) score += 3;
    if (d.value.time) score += 3;
    const better = score > bestScore || (score === bestScore && best && dateKey(d) > dateKey(best));
    if (better) {
      best = d;
      bestScore = score;
    }
  }
  if (!best || bestScore < minScore) return undefined;
  return { hit: withTime(f, best), postponed: false };
}

const SALE_CONTEXT_TEST = new RegExp(SALE_CONTEXT.source, 'i');
const compileSaleContext = () => SALE_CONTEXT_TEST;
const dateKey = (d: Hit<DateHitValue>) => d.value.year * 10000 + d.value.month * 100 + d.value.day;

/** A sale date printed apart from its time ("Date of Sale: ... Time of Sale: 10:00 AM"). */
function withTime(f: Found, d: Hit<DateHitValue>): Hit<DateHitValue> {
  if (d.value.time) return d;
  const sentence = sentenceAt(f.doc, d.ns);
  const t = f.times.find((t) => t.ns >= d.ne && t.ns - d.ne <= 160 && (C.SALE_TIME_BEFORE.test(before(f.doc, t.ns, 60)) ||
    (/(?:time|hour|at|commenc\w*|begin\w*|o'clock)[\s:]*$/i.test(before(f.doc, t.ns, 25)) && t.ne <= sentence.ne)));
  return t ? joinDateTime(d, t) : d;
}

function deedDate(f: Found, r: Range, sale?: Hit<DateHitValue>): Hit<DateHitValue> | undefined {
  const { doc } = f;
  for (const d of within(f.dates, r)) {
    if (d.value.runEnd !== undefined || (sale && overlapping(d, sale))) continue;
    if (/recorded(?:\son)?[\s,]*$/i.test(before(doc, d.ns, 20))) continue;
    if (DEED_BEFORE_END.test(before(doc, d.ns, 280)) || DEED_AFTER_START.test(after(doc, d.ne, 240))) return d;
  }
  return undefined;
}

// ---------------------------------------------------------------- places

function saleLocation(f: Found, r: Range, sale?: Hit<DateHitValue>): Range | undefined {
  const { doc } = f;
  for (const [, end] of cueMatches(doc, PLACE_LABELS, r.ns, r.ne)) {
    let ns = end;
    // OCR prints a label's colon as ")" or "|", and a dash may stand before the value.
    while (/[\s:,.)|\u2014_-]/.test(doc.norm[ns] ?? '')) ns++;
    const stop = doc.norm.slice(ns, ns + 400).search(LABELLED_PLACE_STOP);
    const ne = ns + (stop < 0 ? Math.min(300, r.ne - ns) : stop);
    if (ne > ns) return placeEndingAtAddress(f, ns, ne);
  }
  // In running text: the place phrase nearest the sale date, else one right after the sale's own words ("at public auction in the lobby of").
  if (sale) {
    const near = placeInProse(f, r, Math.max(r.ns, sale.ns - 300), Math.min(r.ne, sale.ne + 250), sale.ns, sale);
    if (near) return near;
  }
  for (const [, e] of cueMatches(doc, C.SALE_PLACE_CUE, r.ns, r.ne)) {
    const place = placeInProse(f, r, e, Math.min(r.ne, e + 60), e);
    if (place) return place;
  }
  return undefined;
}

/**
 * Where a labelled place ends: a blank line, unless OCR that double-spaces every line broke a phrase with it
 * ("facing Elm\n\nStreet, or if ...": no sentence end before, a fragment after); a labelled line; a period before
 * a new sentence; "being the location designated (pursuant to ...)".
 */
const PARAGRAPH_BREAK = /(?<=[.;:!?)"\u201d]|\d)[ \t]*\n\s*\n|\n\s*\n(?![a-z]|[A-Z][\w'\u2019]*(?:,|[ \t]*\n))/.source;
const LABELLED_PLACE_STOP = new RegExp(`${PARAGRAPH_BREAK}|\\n[A-Z][A-Za-z ()]{2,40}:|\\.\\s+(?:[A-Z][a-z]|[A-Z]{3,}\\s[A-Z]{2,}|The|This|\\d{1,2}\\.\\s)|\\sbeing\\sthe\\slocation\\sdesignated\\b`);

/**
 * A place of sale from `ns` to at most `ne`. "the area designated by the Commissioners Court ... as follows: X" is X;
 * the place ends with its address, since what follows a state and ZIP is the next sentence (or the legal description).
 */
function placeEndingAtAddress(f: Found, ns: number, ne: number): Range {
  const { doc } = f;
  const follows = /\bdesignated\b[^:]{0,200}?\bas\sfollows\s?:\s*/i.exec(doc.norm.slice(ns, ne));
  if (follows && ne - (ns + follows.index + follows[0].length) > 3) ns += follows.index + follows[0].length;
  const address = f.addresses.find((a) => a.source === 'address:full' && a.ns >= ns && a.ne < ne);
  return { ns, ne: trimEnd(doc, ns, address ? address.ne : ne) };
}

const SALE_PLACE_START = new RegExp(C.SALE_PLACE_START.source, 'gi');

/** The place phrase starting in [from, to) nearest `anchor`, ended by PLACE_STOP (or by the sale date printed after it). */
function placeInProse(f: Found, r: Range, from: number, to: number, anchor: number, sale?: Hit<DateHitValue>): Range | undefined {
  const { doc } = f;
  let best: Range | undefined;
  for (const [s, e] of cueMatches(doc, SALE_PLACE_START, from, to)) {
    const ns = e;
    const windowEnd = Math.min(r.ne, ns + 400);
    const text = doc.norm.slice(ns, windowEnd);
    let stop = text.search(PLACE_STOP);
    if (stop < 0) stop = text.length;
    // "... State of Arizona I will ... sell": the officer speaking in the first person ends the place.
    const speaker = text.search(FIRST_PERSON_SELLS);
    if (speaker >= 0 && speaker < stop) stop = speaker;
    if (sale && sale.ns > ns && sale.ns - ns < stop) stop = sale.ns - ns;
    if (stop <= 3) continue;
    const cand = placeEndingAtAddress(f, ns, ns + stop);
    // Prefer the place phrase closest to the anchor, but not one nested in an earlier phrase
    // ("the courthouse steps ... located at 1300 Courthouse Road" is one place).
    if (best && cand.ns < best.ne && best.ns < cand.ns) continue;
    // A place names a building, a door or an area; "in the County of X, described as follows" opens a legal description.
    if (!PLACE_NOUN.test(doc.norm.slice(cand.ns, cand.ne))) continue;
    if (!best || Math.abs(s - anchor) < Math.abs(best.ns - anchor)) best = cand;
  }
  return best;
}

/** Words that name where people gather for a sale. */
const PLACE_NOUN = /\b(?:court\s?house|court|entrance|doors?|steps?|building|lobby|offices?|hall|center|plaza|fountain|area|foyer|vestibule|counter|place\s(?:in\s[^,]{1,40},\s(?:[A-Za-z]+,\s)?)?designated)\b/i;

const FIRST_PERSON_SELLS = /\s(?:I|we)\s(?:will|shall)\b/;

/** Where a place of sale printed in running text ends. */
const PLACE_STOP = /\s(?:on|upon)\s(?:\w+day,?\s)?(?:the\s)?(?:\d|[A-Z][a-z]+\.?\s\d)|(?<!(?:\b|\d)(?:[A-Z]|St|Rd|Dr|Ave|Blvd|No|Co|Inc|Ste))\.\s+[A-Z]|(?<!\blocated|\bsituated)(?:,?\s(?:proceed|to\ssell|sell|offer|beginning|commencing|at\s\d|at\sapproximately|between\sthe|conducted|pursuant|will\s|per\s|to\sthe\shighest|for\scash|or\sany\ssuch|the\sfollowing)|\n\s*\n|;|\sat\s(?:the\s)?(?:hour|time))|,?\s(?:the\sproperty|property\scommonly|and\supon|NOTICE\sIS|Notice\sis|all\sthat\scertain|(?:and\s)?(?:is\s)?described\sas\sfollows)\b/i;

function trimEnd(doc: NoticeDocument, ns: number, ne: number): number {
  while (ne > ns && /[\s,.;:]/.test(doc.norm[ne - 1])) ne--;
  return ne;
}

/** The role of a contact block at `ns`: the nearest role cue printed before it. */
function contactRole(doc: NoticeDocument, ns: number, window = 160): C.ContactRole | undefined {
  let bestEnd = -1;
  let role: C.ContactRole | undefined;
  for (const m of ROLE_CUES.matches(doc, Math.max(0, ns - window), ns)) {
    if (m.ne >= bestEnd) {
      bestEnd = m.ne;
      role = C.CONTACT_ROLES[m.row][1];
    }
  }
  return role;
}

/**
 * A signature block of the trustee: the trustee's name on the line right above the address ("Lone Oak Law, P.L.L.C.\n
 * 400 Elm Road, Suite 3\nMemphis, TN 38120"), with no role cue of its own.
 */
function signedByTrustee(doc: NoticeDocument, ns: number, trusteeNames: string[]): boolean {
  const lineAbove = doc.norm.slice(doc.lineStart(Math.max(0, doc.lineStart(ns) - 1)), doc.lineStart(ns)).trim().replace(/[,.]+$/, '');
  return lineAbove.length > 2 && trusteeNames.some((n) => n.replace(/[,.]+$/, '') === lineAbove);
}

/**
 * "Current Beneficiary: BANK ("Alias") a corporation organized ... C/O Servicer, Inc. 900 Main St": an address mailed
 * in care of a firm is the address of the party named before "c/o", whose cue may stand further back than a block's.
 */
function careOfRole(doc: NoticeDocument, ns: number): C.ContactRole | undefined {
  const from = Math.max(0, ns - 90);
  const careOf = /\bc\/o\s[^\n]{0,80}$/i.exec(doc.norm.slice(from, ns));
  return careOf ? contactRole(doc, from + careOf.index) : undefined;
}

const RANK: Record<string, number> = { lender: 0, servicer: 1, trustee: 2 };

interface Contacts {
  mortgagee: { address?: Hit<AddressValue>; phone?: Hit<PhoneValue>; email?: Hit<string> };
  attorney: { address?: Hit<AddressValue>; phone?: Hit<PhoneValue> };
}

function contacts(f: Found, r: Range, exclude: Range[], attorneyAnchors: Range[], trusteeNames: string[] = []): Contacts {
  const { doc } = f;
  const roleOf = new Map<Hit<unknown>, string>();
  const excluded = Coverage.of(r, exclude);
  const addresses = within(f.addresses, r).filter((a) => a.source === 'address:full' && !excluded.overlaps(a.ns, a.ne));
  // Right after the attorney's name (within a short block) is the attorney's contact block.
  // A blank line, or another party's cue ("Mortgagee's loan servicer:"), ends the attorney's block.
  const nearAttorney = (ns: number) => attorneyAnchors.some((a) => ns >= a.ne && ns - a.ne <= 120 && !/\n\s*\n/.test(doc.norm.slice(a.ne, ns)) &&
    !ROLE_CUES.matches(doc, a.ne, ns).some((m) => ['lender', 'servicer', 'trustee'].includes(C.CONTACT_ROLES[m.row][1]) && /\n\s*$/.test(before(doc, m.ns, 3)) && /:/.test(doc.norm.slice(m.ne, doc.lineEnd(m.ne)))));
  for (const a of addresses) {
    const attorneyBlock = nearAttorney(a.ns) || C.ATTORNEY_AFTER_BLOCK.test(after(doc, a.ne, 160));
    roleOf.set(a, attorneyBlock ? 'attorney' : contactRole(doc, a.ns) ?? careOfRole(doc, a.ns) ?? (signedByTrustee(doc, a.ns, trusteeNames) ? 'trustee' : 'unknown'));
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
    const prev = lastEndingNear(addresses, ns, 150, longestAddress);
    // A cue printed between the address and the phone decides ("... of counsel for X at 301-...").
    if (prev && C.ATTORNEY_CUE.test(doc.norm.slice(prev.ne, ns))) return 'attorney';
    // A cue between the address and the phone speaks for the phone ("For Sale Information: (888) ...").
    const between = prev ? contactRole(doc, ns, ns - prev.ne) : undefined;
    if (between && between in RANK) return between;
    if (nearAttorney(ns) && !(prev && attorneyAnchors.some((a) => a.ne <= prev.ns && prev.ns - a.ne <= 120))) {
      // The attorney block is closer than any address printed before it.
      if (!prev || attorneyAnchors.some((a) => a.ne > prev.ne)) return 'attorney';
    }
    const role = prev ? roleOf.get(prev)! : contactRole(doc, ns) ?? 'unknown';
    // A phone is never the courthouse's or the borrower's: such a cue is just the nearest words.
    return role === 'sale' || role === 'borrower' ? 'unknown' : role;
  };
  const out: Contacts = { mortgagee: {}, attorney: {} };
  const pick = <V>(hits: Hit<V>[], role: (h: Hit<V>) => string) => {
    let m: Hit<V> | undefined;
    let mRank = 99;
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
  const phones = within(f.phones, r).filter((p) => !isFaxNumber(doc, p.ns));
  const phone = pick(phones, (h) => roleNear(h.ns));
  const email = pick(within(f.emails, r), (h) => roleNear(h.ns));
  out.mortgagee = { address: addr.m, phone: phone.m, email: email.m };
  out.attorney = { address: addr.a, phone: phone.a };
  return out;
}

function propertyAddress(f: Found, r: Range, exclude: Range[]): Hit<AddressValue> | undefined {
  const { doc } = f;
  const excluded = Coverage.of(r, exclude);
  const candidates = within(f.addresses, r).filter((a) => !excluded.overlaps(a.ns, a.ne));
  // The strongest cue wins ("Property Address:" over a heading's "SALE OF"); then the first printed.
  let cued: Hit<AddressValue> | undefined;
  let cueRank = Infinity;
  for (const a of candidates) {
    const text = before(doc, a.ns, 90);
    const rank = PROPERTY_ENDS.findIndex((re) => re.test(text));
    if (rank >= 0 && rank < cueRank) {
      cued = a;
      cueRank = rank;
    }
  }
  if (cued) return cued;
  return candidates.find((a) => a.source === 'address:full' && !['attorney', 'lender', 'servicer', 'trustee', 'sale'].includes(contactRole(doc, a.ns, 70) ?? '') && !/^\s*\(?\d{3}\)?[\s.-]\d{3}/.test(after(doc, a.ne, 20)));
}

// ---------------------------------------------------------------- parties

const PLAT_MAKER = /\b(?:plats?|survey|surveys|map|drawing|subdivision\splat)\b(?:(?!\.\s)[^;])*$/i;

function partiesAfterCues(f: Found, r: Range, cues: CueTable, accept: (p: Hit<PartyValue>) => boolean = () => true, judicial?: (p: Hit<PartyValue>) => boolean): Hit<PartyValue>[] {
  for (const m of cues.byPriority(f.doc, r.ns, r.ne)) {
    // "as shown on a plat made by X, Surveyors": who made a plat or survey is no party to the loan.
    if (PLAT_MAKER.test(f.doc.norm.slice(Math.max(r.ns, m.ns - 80), m.ns))) continue;
    // Defendant lists name everyone with an interest; only the owners gave the mortgage.
    const isCaption = judicial && /(?:vs?\.?|versus|against|defendants?(?:\(s\))?)\W*$/i.test(f.doc.norm.slice(m.ns, m.ne));
    const parties = readParties(f.doc, m.ne).filter((p) => p.ne <= r.ne && accept(p) && (!isCaption || judicial(p)) && !/^(?:the\s)?(?:undersigned|said|above)/i.test(p.value.name));
    if (parties.length) return parties;
  }
  return [];
}

function partyBeforeCue(f: Found, r: Range, cue: RegExp): Hit<PartyValue> | undefined {
  for (const [s] of cueMatches(f.doc, cue, r.ns, r.ne)) {
    const p = readPartyBefore(f.doc, s, Math.max(r.ns, s - 250));
    if (p && notGeneric(p)) return p;
  }
  return undefined;
}

/** The party under the right label of a two-label grid (`grid` ends where the line of values starts), when that line names two. */
function rightColumnParty(f: Found, r: Range, grid: RegExp): Hit<PartyValue> | undefined {
  for (const [, e] of cueMatches(f.doc, grid, r.ns, r.ne)) {
    const parties = readParties(f.doc, e, f.doc.lineEnd(e) - e).filter(notGeneric);
    if (parties.length === 2) return parties[1];
  }
  return undefined;
}

function partiesBeforeCue(f: Found, r: Range, cue: RegExp): Hit<PartyValue>[] {
  for (const [s, e] of cueMatches(f.doc, cue, r.ns, r.ne)) {
    // "on or about JO DOE March 1, 2026 ("Borrower")": a date printed between the names and their role.
    const date = within(f.dates, { ns: Math.max(r.ns, s - 40), ne: s }).find((d) => s - d.ne <= 2);
    let end = date ? date.ns : s;
    while (date && end > r.ns && /\s/.test(f.doc.norm[end - 1])) end--;
    const parties = readPartiesBefore(f.doc, end, Math.max(r.ns, end - 300)).filter(notGeneric);
    if (parties.length) return withEsquire(f.doc, parties, s, e);
  }
  return [];
}

/** "Esq." printed right after a name stays with it (entities.md, General rules), though the cue began with it. */
function withEsquire(doc: NoticeDocument, parties: Hit<PartyValue>[], cueStart: number, cueEnd: number): Hit<PartyValue>[] {
  const esq = /^,?\s(?:esq\.?|esquire)/i.exec(doc.norm.slice(cueStart, cueEnd));
  const last = parties[parties.length - 1];
  if (!esq || !last) return parties;
  const ne = cueStart + esq[0].length;
  return [...parties.slice(0, -1), { ...last, ne, value: { ...last.value, name: doc.valueOf(last.ns, ne) } }];
}

/**
 * The foreclosing party's attorney: named after "Attorney for ...:", before
 * "Esq." / "Attorney(s) for" / "Attorney at Law" / a bar number, or as the
 * contact for information when that contact is not the trustee. Both the
 * lawyer and the firm are returned when printed.
 */
function attorneyParties(f: Found, r: Range, trustees: Hit<PartyValue>[]): Hit<PartyValue>[] {
  const { doc } = f;
  const bare = (name: string) => name.toLowerCase().replace(/,?\s(?:esq\.?|esquire)$/, '').replace(/[.,]/g, '');
  const trusteeNames = new Set(trustees.map((t) => bare(t.value.name)));
  const out: Hit<PartyValue>[] = [];
  const add = (p: Hit<PartyValue> | undefined, evenIfTrustee = false, labelled = false) => {
    if (!p || !notGeneric(p) || out.some((o) => overlapping(o, p))) return;
    // "Other Interested Parties: JO DOE, ESQ. AT FIRM": a party given notice, not the foreclosing party's attorney.
    if (/interested\s(?:parties|persons)\s?:\s*$/i.test(before(doc, p.ns, 40))) return;
    // A lawyer acting as trustee is the trustee, not the attorney (unless a separate firm is named with them).
    // "Jo Roe, Attorney at Law, PLC" as trustee: Jo Roe named again is that trustee, not a separate attorney.
    const ofTrusteeFirm = trustees.some((t) => bare(t.value.name).startsWith(`${bare(p.value.name)} `));
    if (!evenIfTrustee && (trusteeNames.has(bare(p.value.name)) || ofTrusteeFirm || trustees.some((t) => overlapping(t, p)))) return;
    // Names read back from a loose cue must look like a law firm; a label vouches for any name.
    if (!labelled && p.value.kind === 'organization' && !LAW_FIRM.test(p.value.name)) return;
    out.push(p);
  };
  for (const p of partiesAfterCues(f, r, ATTORNEY)) add(p, false, true);
  const namedBefore = [...cueMatches(doc, C.ATTORNEY_NAME_AFTER, r.ns, r.ne), ...cueMatches(doc, C.FIRM_FOR_TRUSTEE, r.ns, r.ne)].sort((a, b) => a[0] - b[0]);
  for (const [s, e] of namedBefore) {
    const p = readPartyBefore(doc, s, Math.max(r.ns, s - 200));
    // "Esq." printed right after the name stays with it (entities.md, General rules).
    const cue = doc.norm.slice(s, e);
    const esq = /^,?\s(?:esq\.?|esquire)/i.exec(cue);
    // "FIRM, LLC Attorney(s) for the Plaintiff" vouches for the firm as a label would.
    // "FIRM on behalf of X, Substitute Trustee, 1 Main St": the address printed after is the trustee's, not the firm's.
    const speaksFor = p && /^\son\sbehalf/i.test(cue) ? { ...p, source: 'name:on-behalf' } : p;
    add(speaksFor && esq ? { ...speaksFor, ne: s + esq[0].length, value: { ...speaksFor.value, name: doc.valueOf(speaksFor.ns, s + esq[0].length) } } : speaksFor, false, /att|counsel|solicit/i.test(cue));
  }
  for (const [, e] of cueMatches(doc, C.INFO_CONTACT, r.ns, r.ne)) {
    const parties = readParties(doc, e, 200);
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
    if (trusteeNames.has(lower)) continue;
    parties.slice(0, 2).forEach((p) => add(p, false, true));
  }
  // A firm "c/o" which mail goes is the attorney only when it is a law firm; its address stays the trustee's.
  for (const [, e] of cueMatches(doc, C.CARE_OF, r.ns, r.ne)) {
    const firm = readParties(doc, e, 120)[0];
    if (firm?.value.kind === 'organization' && LAW_FIRM.test(firm.value.name)) add({ ...firm, source: 'name:care-of' });
  }
  return out;
}

/**
 * A bank holding a loan for a securitised trust is named with its capacity, as printed:
 * "BANK, N.A. FKA OLD BANK, N.A. AS SUCCESSOR TO OTHER BANK, AS TRUSTEE FOR X TRUST, CERTIFICATES SERIES 2004-1".
 * Each capacity phrase joins the next party to the name; a certificates / series tail closes it.
 */
function withTrustCapacity(doc: NoticeDocument, holder: Hit<PartyValue>): Hit<PartyValue> {
  let ne = holder.ne;
  for (let step = 0; step < 5; step++) {
    const join = TRUST_CAPACITY.exec(doc.norm.slice(ne, ne + 80));
    if (!join) break;
    const next = readParties(doc, ne + join[0].length, 240)[0];
    if (!next || next.ns - (ne + join[0].length) > 2) break;
    ne = next.ne;
  }
  // "... CERTIFICATES, SERIES 2019-2.": the series number the reader left off.
  const number = /\b(?:SERIES|Series|CLASS|Class)$/.test(doc.norm.slice(holder.ns, ne)) ? /^\s[\w-]*\d[\w-]*/.exec(doc.norm.slice(ne, ne + 30)) : null;
  if (number) ne += number[0].length;
  const tail = TRUST_SERIES_TAIL.exec(doc.norm.slice(ne, ne + 160));
  if (ne === holder.ne && !tail) return holder;
  if (tail) ne += tail[0].length;
  return { ...holder, ne, value: { ...holder.value, name: doc.valueOf(holder.ns, ne) } };
}
const TRUST_CAPACITY = /^,?\s(?:(?:f\/?k\/?a|formerly\sknown\sas|d\/?b\/?a|doing\sbusiness\sas)|(?:solely\s|not\sin\sits\sindividual\scapacity\sbut\ssolely\s)?as\s(?:successor(?:\s(?:in\sinterest|trustee))?\sto|(?:owner\s|indenture\s|successor\s)?trustee\s(?:for|of|on\sbehalf\sof)|trustee\sfor\sthe\s(?:holders|certificateholders)\sof)|on\sbehalf\sof(?:\sthe\s(?:holders|certificateholders)\sof)?)\s/i;
const TRUST_SERIES_TAIL = /^,?\s(?:[A-Z][\w&.'-]*\s){0,8}(?:CERTIFICATES|Certificates|NOTES|Notes)\b,?(?:\s(?:SERIES|Series|CLASS|Class)\s[\w-]*\d[\w-]*)?|^,?\s(?:SERIES|Series|CLASS|Class)\s[\w-]*\d[\w-]*/;

/**
 * "The undersigned Substitute Trustees will sell ...": the trustee is whoever signs, the party printed over the
 * notice's last address (its signature block), unless that block is the attorney's or a contact for information.
 */
function undersignedTrustee(f: Found, r: Range): Hit<PartyValue> | undefined {
  const { doc } = f;
  if (!cueMatches(doc, UNDERSIGNED_TRUSTEE, r.ns, r.ne).length) return undefined;
  const last = within(f.addresses, r).filter((a) => a.source === 'address:full').pop();
  if (!last) return undefined;
  const p = readPartyBefore(doc, last.ns, Math.max(r.ns, last.ns - 150));
  if (!p || !notGeneric(p) || C.ATTORNEY_CUE.test(doc.norm.slice(p.ne, last.ns))) return undefined;
  if (/(?:contact|information|attorneys?|counsel|c\/o)\W*$/i.test(before(doc, p.ns, 40))) return undefined;
  return { ...p, source: 'name:signer' };
}

function nomineeFor(f: Found, party: Hit<PartyValue> | undefined): Hit<PartyValue> | undefined {
  if (!party || !/mortgage\selectronic\sregistration|\bMERS\b/i.test(party.value.name)) return undefined;
  const m = /^,?\s(?:solely\s)?as\snominee\sfor\s/i.exec(after(f.doc, party.ne, 40));
  return m ? readParties(f.doc, party.ne + m[0].length)[0] : undefined;
}

/** Owners among defendants: people, not lienholders, governments or placeholders ("UNKNOWN TENANT", "JOHN DOE"). */
const isOwnerDefendant = (p: Hit<PartyValue>) => p.value.kind === 'person' &&
  !/\b(?:unknown|tenants?|occupants?|john\sdoe|jane\sdoe|people|state\sof|united\sstates|heirs|devisees|spouse|claimants?|parties|persons?|city|county|board|commissioner)\b/i.test(p.value.name) &&
  !/^(?:the|all|any|of|and)\b/i.test(p.value.name) && p.value.name.split(/\s+/).length >= 2;

/** A party's name passes the shared validity check and is not a generic word of the notice. */
const notGeneric = (p: Hit<PartyValue>) => isValidPartyName(p.value.name) && !/^(?:mortgage|deed|trust|note|beneficiary|lender|trustee|grantor|the\s(?:mortgage|deed)|deed\sof\strust)$/i.test(p.value.name) &&
  !/\b(?:department|office|division|desk|section)$/i.test(p.value.name) && !/^(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(p.value.name);

// ---------------------------------------------------------------- sales

/**
 * Cuts a sheriff's list into sales: each starts at a line that opens with a
 * case / sale number label, when at least two such lines each hold an
 * address. Text before the first sale is shared (sale date and place).
 */
function splitSales(f: Found): { preamble: Range; sales: Range[] } {
  const { doc } = f;
  const whole = { ns: 0, ne: doc.norm.length };
  const starts = new Set<number>();
  const seen = new Set<string>();
  for (const id of f.caseIds) {
    // A page footer repeats one file number; a list prints a new number per sale.
    if (seen.has(id.value.id)) continue;
    seen.add(id.value.id);
    const ls = doc.lineStart(id.ns);
    if (/^\s*(?:\d{1,3}[.)]\s*)?(?:[A-Z][\w.' ]{0,20}\s)?(?:case|docket|file|index|writ)\b/i.test(doc.norm.slice(ls, id.ns))) starts.add(ls);
  }
  for (const m of doc.norm.matchAll(SALE_HEADING)) starts.add(m.index! + (m[0].startsWith('\n') ? 1 : 0));
  const sorted = [...starts].sort((a, b) => a - b);
  // A heading and the case line under it open one sale: merge sections that hold no address.
  const merged: number[] = [];
  for (const start of sorted) {
    if (merged.length && !hasAddressBetween(f, merged[merged.length - 1], start)) continue;
    merged.push(start);
  }
  const sales = merged.map((s, i) => ({ ns: s, ne: merged[i + 1] ?? doc.norm.length }));
  if (sales.filter((s) => hasAddressBetween(f, s.ns, s.ne)).length < 2) return { preamble: { ns: 0, ne: 0 }, sales: [whole] };
  return { preamble: { ns: 0, ne: merged[0] }, sales };
}

/** Headings that open one sale of a list: "SALE NO. 2", "Sale #3". */
// A heading stands alone on its line ("SALE NO. 2"), unlike "PARCEL NO. 80-4386-07" inside a sale.
const SALE_HEADING = /(?:^|\n)[ \t]*(?:(?:sale|parcel|property|item)\s(?:no\.?|number|#)\s?\d{1,3}[.:)]?|no\.\s?\d{2,4}-\d{2,6}\.?)[ \t]*(?=\n|$)/gi;

function hasAddressBetween(f: Found, ns: number, ne: number): boolean {
  return within(f.addresses, { ns, ne }).some((a) => a.source === 'address:full');
}

/** Number, first street word and ZIP: the same address printed twice in different case or punctuation. */
/** The addresses of `from` (sorted, none longer than `longest`) sharing a position with `r`: only those starting within `longest` before it can. */
function addressesOverlapping(from: Hit<AddressValue>[], r: Range, longest: number): Hit<AddressValue>[] {
  const out: Hit<AddressValue>[] = [];
  for (let i = firstStartingAt(from, r.ns - longest); i < from.length && from[i].ns < r.ne; i++) {
    if (overlapping(from[i], r)) out.push(from[i]);
  }
  return out;
}

/** Hits in text order, each once. */
function inTextOrder<T extends Range>(hits: T[]): T[] {
  return [...new Set(hits)].sort((a, b) => a.ns - b.ns);
}

function addressKey(a: Hit<AddressValue>): string {
  const v = a.value;
  return `${v.number ?? v.poBox ?? ''}|${(v.streetName ?? '').toLowerCase().split(/\s+/)[0]}|${v.zip ?? ''}`;
}

function field<V = string>(doc: NoticeDocument, hit: Hit<unknown> | undefined, value?: V, stated = true): Field<V> | null {
  return hit ? doc.field<V>(hit, value, stated) : null;
}

function fillSale(f: Found, r: Range, shared: Range | undefined): ForeclosureEntity {
  const { doc } = f;
  const scopes = shared && shared.ne > shared.ns ? [r, shared] : [r];
  const firstOf = <T>(fn: (scope: Range) => T | undefined): T | undefined => {
    for (const s of scopes) {
      const v = fn(s);
      if (v !== undefined && !(Array.isArray(v) && v.length === 0)) return v;
    }
    return undefined;
  };
  // In a list, a date inside one sale's block needs sale context to beat the date printed for all.
  const sale = firstOf((s) => saleDate(f, s, scopes.length > 1 && s === r ? 3 : 0));
  const saleHit = sale?.hit;
  const placeRange = firstOf((s) => saleLocation(f, s, saleHit && inside(saleHit, s) ? saleHit : undefined));
  const deed = deedDate(f, r, saleHit);

  const mortgagors = partiesAfterCues(f, r, MORTGAGOR, notGeneric, isOwnerDefendant);
  if (!mortgagors.length) mortgagors.push(...partiesBeforeCue(f, r, MORTGAGOR_AFTER));
  if (!mortgagors.length) mortgagors.push(...partiesBeforeCue(f, r, C.MORTGAGOR_DEFINED_TERM));
  const original = partiesAfterCues(f, r, ORIGINAL, notGeneric)[0];
  const holder = rightColumnParty(f, r, C.HOLDER_GRID) ?? partiesAfterCues(f, r, MORTGAGEE, notGeneric)[0] ?? partyBeforeCue(f, r, C.HOLDER_WHOSE_ADDRESS) ??
    partyBeforeCue(f, r, C.HOLDER_AFTER) ?? partyBeforeCue(f, r, PLAINTIFF_AFTER) ?? partyBeforeCue(f, r, C.HOLDER_DEFINED_TERM);
  // "MERS, as nominee for Lender" holds the mortgage for the lender: the lender is the party named.
  const named = nomineeFor(f, holder) ?? holder ?? original;
  const mortgagee = named && named.value.kind === 'organization' ? withTrustCapacity(doc, named) : named;
  const trustees = firstOf((s) => {
    const after = partiesAfterCues(f, s, TRUSTEE, notGeneric);
    if (after.length) return after;
    const before = partiesBeforeCue(f, s, TRUSTEE_ROLE_AFTER);
    return before.length ? before : undefined;
  }) ?? [];
  if (!trustees.length) {
    const signer = undersignedTrustee(f, r) ?? undersignedTrusteeFirm(doc, r);
    if (signer) trustees.push(signer);
  }
  if (!trustees.length) trustees.push(...partiesAfterCues(f, r, TRUSTEE_REQUESTED, notGeneric));
  if (!trustees.length) {
    const office = cueMatches(doc, C.SHERIFF_OFFICE, r.ns, r.ne)[0] ?? (shared ? cueMatches(doc, C.SHERIFF_OFFICE, shared.ns, shared.ne)[0] : undefined);
    if (office) trustees.push({ ns: office[0], ne: office[1], value: { name: doc.valueOf(office[0], office[1]), kind: 'organization' }, source: 'name:sheriff-office' });
  }
  const attorneys = attorneyParties(f, r, trustees);
  const attorneyPerson = attorneys.find((p) => p.value.kind === 'person');
  const attorneyFirm = attorneys.find((p) => p.value.kind === 'organization');
  const attorneyName = attorneyPerson ?? attorneyFirm;

  // Addresses inside the place of sale are neither the property nor a contact.
  // A courthouse cue counts only on the address's own line ("... County Courthouse, 1 Main Plaza").
  // Only addresses in the text this sale reads (its range, and the notice's shared part after it) can matter.
  const scope = { ns: r.ns, ne: Math.max(r.ne, shared?.ne ?? 0) };
  const courthouses = addressesOverlapping(f.courthouseAddresses, scope, f.longestAddress);
  const saleAddresses = inTextOrder([...(placeRange ? addressesOverlapping(f.addresses, placeRange, f.longestAddress) : []), ...courthouses]);
  const property = propertyAddress(f, r, saleAddresses);
  const twins = property ? [...addressesOverlapping(f.addressesByKey.get(addressKey(property)) ?? [], scope, f.longestAddress), ...addressesOverlapping(f.addresses, property, f.longestAddress)] : [];
  const exclude = inTextOrder([...saleAddresses, ...twins]);
  const contact = contacts(f, scope, exclude, attorneys.filter((a) => a.source !== 'name:care-of' && a.source !== 'name:on-behalf'), trustees.map((t) => t.value.name));

  const strongest = (ids: Hit<IdentifierValue>[]) => ids.reduce<Hit<IdentifierValue> | undefined>((best, h) => (!best || h.value.row < best.value.row ? h : best), undefined);
  const caseId = strongest(within(f.caseIds, r)) ?? (shared ? strongest(within(f.caseIds, shared)) : undefined);
  const parcel = within(f.parcelIds, r)[0];
  const amount = within(f.money, r).find((m) => AMOUNT_END.test(before(doc, m.ns, 130)) && !C.NOT_AMOUNT_DUE.test(before(doc, m.ns, 60)));
  const status = saleStatus(doc, r, sale?.postponed ?? false);

  const place = placeRange ? { ns: placeRange.ns, ne: placeRange.ne, value: null, source: 'foreclosure:place' } : undefined;
  const addressField = (h: Hit<AddressValue> | undefined) => (h ? doc.field(h, formatAddress(doc, h.ns, h.ne)) : null);
  return {
    auctionDateTime: field(doc, saleHit),
    auctionDateTimeStandardized: saleHit ? doc.field(saleHit, saleHit.value.standardized) : null,
    propertyAddress: addressField(property),
    mortgagorName: mortgagors.map((p) => doc.field(p, p.value.name)),
    mortgageeName: mortgagee ? doc.field(mortgagee, mortgagee.value.name) : null,
    originalMortgageeName: original ? doc.field(original, original.value.name) : null,
    mortgageeAddress: addressField(contact.mortgagee.address),
    mortgageePhone: field(doc, contact.mortgagee.phone),
    mortgageeEmail: field(doc, contact.mortgagee.email, contact.mortgagee.email?.value),
    attorneyName: attorneyName ? doc.field(attorneyName, attorneyName.value.name) : null,
    attorneyFirm: attorneyFirm ? doc.field(attorneyFirm, attorneyFirm.value.name) : null,
    attorneyAddress: addressField(contact.attorney.address),
    attorneyPhone: field(doc, contact.attorney.phone),
    deedDate: field(doc, deed),
    deedDateStandardized: deed ? doc.field(deed, deed.value.standardized) : null,
    trusteeName: trustees.map((p) => doc.field(p, p.value.name)),
    auctionLocation: field(doc, place),
    amountDue: field(doc, amount),
    caseNumber: caseId ? doc.field(caseId, caseId.value.id) : null,
    parcelNumber: parcel ? doc.field(parcel, parcel.value.id) : null,
    foreclosureStatus: status,
  };
}

function saleStatus(doc: NoticeDocument, r: Range, postponed: boolean): Field<ForeclosureStatus> {
  const text = doc.norm.slice(r.ns, r.ne);
  for (const [re, status] of STATUS) {
    const m = re.exec(text);
    if (m) return doc.field({ ns: r.ns + m.index, ne: r.ns + m.index + m[0].length, value: status, source: 'foreclosure:status' }, status);
  }
  if (postponed) return doc.field({ ns: r.ns, ne: r.ns, value: 'postponed', source: 'foreclosure:status' }, 'postponed' as ForeclosureStatus, false);
  // A notice of sale is scheduled unless it says otherwise: inferred, not stated.
  return { value: 'scheduled', start: 0, end: 0, text: '', source: 'foreclosure:status-default', stated: false };
}

export function extractForeclosure(doc: NoticeDocument): ForeclosureEntity[] {
  if (!doc.norm.trim()) return [];
  const f = recognize(doc);
  const { preamble, sales } = splitSales(f);
  return sales.map((r) => fillSale(f, r, sales.length > 1 ? preamble : undefined));
}

