/**
 * Probate pipeline: recognizers run once over the notice, the notice is cut
 * into estates (a combined notice to creditors lists several), and each
 * estate's slots are filled from cue phrases (cues.ts) around the hits.
 *
 * Slots and where they are looked for:
 *   estate-only  decedent, aliases, case number, date of death,
 *                representatives, attorney (a combined notice prints these
 *                per estate; "No attorney of record" must stay empty)
 *   shared       court, first publication, claim rule (a combined notice
 *                prints these once, before or after the list), so the
 *                estate is searched first and then the whole notice.
 */
import { findAddresses, formatAddress } from '../../recognizers/addresses.js';
import { findContactBlocks, type ContactBlock } from '../../recognizers/contact-block.js';
import { findCalendarDates, type DateHitValue } from '../../recognizers/dates.js';
import { findEmails } from '../../recognizers/emails.js';
import { isValidPartyName } from '../../recognizers/name-validity.js';
import { findDocketLines } from '../../recognizers/identifiers.js';
import { findPhones, isFaxNumber, type PhoneValue } from '../../recognizers/phones.js';
import type { AddressValue, Field } from '../../types.js';
import { matchAll, textBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import { escapeRegExp } from '../../text/escape.js';
import { within, type Span } from '../../text/spans.js';
import { compileCues } from '../shared/cues.js';
import * as C from './cues.js';
import { citedRule, computeDeadline, parseDeadlineRule, parseStandardized, ruleOfCitedStatute, type DeadlineRule } from './deadlines.js';
import type { PersonalRepresentative, ProbateEntity } from './entity.js';
import {
  isOrganizationName, lastNameBefore, namesEndingAt, readFirm, readNames, sameName, wideGap, type NameValue,
} from './names.js';
import {
  extendSpelledStreet, findBoxAddresses, findCourt, findInsertionTags, findLooseRuns, readCaseValue, readLoneDate, readPlace, readPlaceLine, readStreetNoZip, trimAddressStart,
  type LooseDate,
} from './readers.js';

/** A date candidate: a shared date hit, or one of our loose publication runs. */
interface DateCand { ns: number; ne: number; standardized?: string; run: boolean; source: string; legal: boolean }

/** Everything the recognizers found, computed once per notice. */
interface Found {
  doc: NoticeDocument;
  dates: DateCand[];
  addresses: Hit<AddressValue>[];
  phones: Hit<PhoneValue>[];
  emails: Hit<string>[];
  /** Courts already read per range: estates fall back to the whole notice, so the same range comes twice. */
  courts: Map<string, Span | undefined>;
  /** Signature / contact blocks whose role phrase makes them an attorney's. */
  attorneyBlocks: Hit<ContactBlock>[];
}

const re = (src: string, flags = 'gi') => new RegExp(src, flags);
const DECEDENT_CUES = C.DECEDENT_CUES.map(([p, tier]) => ({ re: re(p), tier }));
const DECEDENT_END = C.DECEDENT_END.map(([p]) => re(p, 'i'));
const ALIAS = re(C.ALIAS_MARKERS.map(([p]) => `(?:${p})`).join('|'));
const ALIAS_START = re(`^\\s{0,3}(?:${C.ALIAS_MARKERS.map(([p]) => p).join('|')})`, 'i');
const HEADINGS = compileCues(C.ESTATE_HEADING, 'none', 'gi');
const CASE_LABELS = compileCues(C.CASE_LABELS, 'none', 'gi');
const DEATH_END = compileCues(C.DEATH_BEFORE, 'end');
const FIRST_PUB = C.FIRST_PUBLICATION_LABELS.map(([p]) => re(p));
const PUB = [...C.PUBLICATION_LABELS, C.PUBLICATION_OF_NOTICE].map(([p]) => re(p));
const DEADLINE_DATE_END = compileCues(C.DEADLINE_DATE_BEFORE, 'end');
const RULE_END = C.RULE_END.map(([p]) => re(p));
const PR_ROLE_AT = re(`^${C.PR_ROLE}`, 'i');
const PR_ROLE_ALL = re(C.PR_ROLE);
const PR_LABELS = compileCues(C.PR_LABELS, 'none', 'gi');
const PR_VERBS = compileCues(C.PR_VERB_AFTER, 'none', 'gi');
const PR_BEFORE = C.PR_BEFORE.map(([p]) => re(p));
const WHOSE_ADDRESS = /,?\s(?:whose\s(?:mailing\s|post\soffice\s)?address\sis|who\sis\sdomiciled\sat|having\san\saddress\sof|residing\sat)\s/gi;
const CLAIMS_ADDRESS = compileCues(C.CLAIMS_ADDRESS, 'none', 'gi');
const ATTORNEY_LABELS = C.ATTORNEY_LABELS.map(([p, dir]) => ({ re: re(p), dir }));
const CONTACT_LINE = C.CONTACT_LINE.map(([p]) => re(p, 'i'));
const SIGNATURE_PREFIX = /^(?:by:?\s?)?(?:\/s\/|\(s\)|s\/)?\s?/i;
const ABBREVIATION_BEFORE_PERIOD = /(?:^|[\s(])(?:[A-Za-z](?:\.[A-Za-z]){0,3}|no|nos|sec|secs|stat|stats|ann|rev|st|co|inc|jr|sr|minn|fla|ariz|tenn|wash|neb|colo|mich|cal|calif|ore|a\.m|p\.m|u\.s)$/i;

// ---------------------------------------------------------------- helpers

/** The text before a date, without the article a legal date may or may not have claimed ("died on the 4th day ..."). */
const beforeDate = (doc: NoticeDocument, ns: number, n: number) => textBefore(doc, ns, n).replace(/\b(?:the|this)\s$/i, '');


function field(doc: NoticeDocument, r: Span | undefined, value?: string, source = 'probate', stated = true): Field | null {
  if (!r) return null;
  return doc.field({ ns: r.ns, ne: r.ne, value: null, source }, value, stated);
}

function recognize(doc: NoticeDocument): Found {
  const dates: DateCand[] = findCalendarDates(doc).map((h: Hit<DateHitValue>) => ({
    ns: h.ns, ne: h.ne, standardized: h.value.standardized, run: h.value.runEnd !== undefined, source: h.source,
    legal: h.source === 'date:legal-day-of',
  }));
  const taken = dates.map((d) => ({ ns: d.ns, ne: d.ne }));
  const loose = findLooseRuns(doc, taken).map((h: Hit<LooseDate>) => ({
    ns: h.ns, ne: h.ne, standardized: h.value.standardized, run: true, source: h.source, legal: false,
  }));
  const addresses = withBoxes(doc, findAddresses(doc).filter((a) => a.source === 'address:full').map((a) => ({ ...a, ...extendSpelledStreet(doc, trimAddressStart(doc, a)) })));
  // A NANP area code never starts with 0 or 1: "001234 1500" is a bar number and a house number.
  const phones = findPhones(doc).filter((p) => !/^[01]/.test(p.value.digits));
  const emails = findEmails(doc);
  return {
    doc,
    dates: [...dates, ...loose].sort((a, b) => a.ns - b.ns),
    addresses,
    phones,
    emails,
    courts: new Map(),
    attorneyBlocks: findContactBlocks(doc, { phones, emails, addresses }).filter((b) => b.value.role?.kind === 'attorney'),
  };
}

function courtIn(f: Found, r: Span): Span | undefined {
  const key = `${r.ns}:${r.ne}`;
  if (!f.courts.has(key)) f.courts.set(key, findCourt(f.doc, r));
  return f.courts.get(key);
}

/** Adds the one-line PO boxes the shared address finder misses, in text order. */
function withBoxes(doc: NoticeDocument, hits: Hit<AddressValue>[]): Hit<AddressValue>[] {
  const boxes = findBoxAddresses(doc).filter((b) => !hits.some((h) => h.ns < b.ne && b.ns < h.ne))
    .map((b) => ({ ...b, value: { formatted: doc.valueOf(b.ns, b.ne) }, source: 'probate:po-box' }));
  return [...hits, ...boxes].sort((a, b) => a.ns - b.ns);
}

/** A legal date's printed text without its article: "the 4th day of May, 2024" gives "4th day of May, 2024". */
function dateSpan(doc: NoticeDocument, d: DateCand): Span {
  const m = d.legal ? /^(?:the|this)\s/i.exec(doc.norm.slice(d.ns, d.ne)) : null;
  return { ns: d.ns + (m ? m[0].length : 0), ne: d.ne };
}

// ---------------------------------------------------------------- decedent

interface Decedent { name: Span; aliases: Span[]; cueLine: number }

/** Where a decedent segment ends: the earliest terminator, a line break not followed by an alias, or a sentence end. */
function segmentEnd(doc: NoticeDocument, p: number, limit: number): number {
  const text = doc.norm.slice(p, Math.min(limit, p + 200));
  let cut = text.length;
  for (const r of DECEDENT_END) {
    const m = r.exec(text);
    if (m && m.index < cut) cut = m.index;
  }
  for (let i = text.indexOf('\n'); i >= 0 && i < cut; i = text.indexOf('\n', i + 1)) {
    // A name wrapped after its prefix ("Nora Mc\nCabe") goes on.
    if (NAME_PREFIX_AT_END.test(text.slice(Math.max(0, i - 5), i))) continue;
    if (!ALIAS_START.test(text.slice(i + 1, i + 30))) { cut = i; break; }
  }
  for (const m of text.matchAll(/\.(?=\s)/g)) {
    if (m.index >= cut) break;
    const word = /[A-Za-z']+$/.exec(text.slice(0, m.index))?.[0] ?? '';
    if (word.length >= 3 && !/^(?:jr|sr|iii)$/i.test(word)) { cut = m.index; break; }
  }
  return p + cut;
}

/**
 * A word of a decedent's name. Scraped text may glue an initial to the
 * surname ("A.O'NEAL"), print the apostrophe as mis-decoded UTF-8 ("Oâ€™NEAL"),
 * or put a maiden name in parentheses ("(SHIRA)").
 */
const NAME_PREFIX_AT_END = /(?:^|\s)(?:Mc|Mac|Van|Von|De|Du|Le|O')$/;
const NAME_TOKEN = /^(?:(?:[A-Z]\.)*[A-Z](?:[A-Za-z'’-]|â€™)*\.?|[A-Z]\.|(?:Mc|Mac|O'|D')[A-Z][A-Za-z'-]*|\([A-Z][A-Za-z'.-]{1,20}\)|de|del|della|la|le|van|von|der|den|du|da|di|dos|y)$/;
const NOT_A_DECEDENT = /^(?:the|said|this|all|any|such|decedent|deceased|estate|court|notice|letters|above|undersigned|petitioner|personal|no|case|file)\b/i;

/** A decedent's name: two to eight name words; an alias may be one ("a/k/a BUDDY"). */
function isDecedentName(s: string, minWords = 2): boolean {
  const words = s.split(/[\s,]+/).filter(Boolean);
  if (words.length < minWords || words.length > 8 || NOT_A_DECEDENT.test(s)) return false;
  if (!/^[A-Z]/.test(words[0]) || isOrganizationName(s)) return false;
  return words.every((w) => NAME_TOKEN.test(w) || /^(?:jr|sr|ii|iii|iv)\.?$/i.test(w));
}

/** Trims a piece to its name: spaces, commas; a period only after a word of three or more letters. */
function trimPiece(doc: NoticeDocument, ns: number, ne: number): Span {
  while (ns < ne && /[\s,:]/.test(doc.norm[ns])) ns++;
  while (ne > ns && /[\s,;:]/.test(doc.norm[ne - 1])) ne--;
  if (doc.norm[ne - 1] === '.' && /[A-Za-z]{3,}\.$/.test(doc.norm.slice(Math.max(ns, ne - 6), ne)) && !/(?:jr|sr)\.$/i.test(doc.norm.slice(ne - 3, ne))) ne--;
  return { ns, ne };
}

/**
 * A name printed in capitals ends where ordinary text starts: "ESTATE OF JOHN
 * H. DOE Notice is hereby given" (a scraped notice that lost its line breaks).
 */
function capsRun(doc: NoticeDocument, r: Span): Span {
  const text = doc.norm.slice(r.ns, r.ne);
  const words = [...text.matchAll(/\S+/g)];
  const caps = (w: string) => /^[A-Z][A-Z'’.-]+,?$/.test(w) || /^[A-Z]\.,?$/.test(w);
  // Initials alone ("W. L. Hoel") do not make a name printed in capitals.
  if (words.length < 3 || !caps(words[0][0]) || !caps(words[1][0]) || !/[A-Z]{2}/.test(words[0][0] + words[1][0])) return r;
  const cut = words.findIndex((w, i) => i >= 2 && /[a-z]/.test(w[0]) && !/^(?:Mc|Mac|O'|D')[A-Z]/.test(w[0]) && !/^(?:de|del|la|van|von|y)$/.test(w[0]));
  return cut < 0 ? r : trimPiece(doc, r.ns, r.ns + words[cut].index!);
}

/** The decedent's name and aliases printed after a cue ending at `at`. */
/**
 * The decedent read after a cue ending at `at`, read once per document: the
 * estate headings that cut a notice and the decedent cues of each estate
 * often end at the same place. Callers do not change what they get.
 */
function readDecedent(doc: NoticeDocument, at: number, limit: number): Decedent | undefined {
  const reads = doc.memo(decedentReads);
  const key = `${at}:${limit}`;
  if (!reads.has(key)) reads.set(key, readDecedentAt(doc, at, limit));
  return reads.get(key);
}
const decedentReads = (): Map<string, Decedent | undefined> => new Map();

function readDecedentAt(doc: NoticeDocument, at: number, limit: number): Decedent | undefined {
  let p = at;
  while (p < limit && /[ :]/.test(doc.norm[p])) p++;
  if (doc.norm[p] === '\n') {
    while (p < limit && /\s/.test(doc.norm[p])) p++;
  }
  const end = segmentEnd(doc, p, limit);
  if (end <= p) return undefined;
  const pieces: Span[] = [];
  let from = p;
  for (const m of matchAll(ALIAS, doc.norm, p, end)) {
    pieces.push(trimPiece(doc, from, m.index));
    from = m.index + m[0].length;
  }
  pieces.push(trimPiece(doc, from, end));
  const [first, ...aliases] = pieces;
  const name = capsRun(doc, first);
  if (!isDecedentName(doc.norm.slice(name.ns, name.ne))) return undefined;
  return { name, aliases: aliases.filter((a) => isDecedentName(doc.norm.slice(a.ns, a.ne), 1)), cueLine: doc.lineStart(at) };
}

function findDecedent(doc: NoticeDocument, r: Span): Decedent | undefined {
  for (const tier of [0, 1]) {
    const found: Array<{ at: number; d: Decedent }> = [];
    for (const cue of DECEDENT_CUES.filter((c) => c.tier === tier)) {
      // From the line break before the range, so line-start cues match on its first line.
      for (const m of matchAll(cue.re, doc.norm, Math.max(0, r.ns - 1), r.ne)) {
        const d = readDecedent(doc, m.index + m[0].length, r.ne);
        if (d) { found.push({ at: m.index, d }); break; }
      }
    }
    if (found.length) return found.sort((a, b) => a.at - b.at)[0].d;
  }
  // A caption line "JOHN A. DOE, Deceased." with no "Estate of".
  const line = /(?:^|\n)([A-Z][A-Za-z.'’ ,-]{3,60}?),?\s(?:Deceased|DECEASED)\b/g;
  for (const m of matchAll(line, doc.norm, r.ns, r.ne)) {
    const ns = m.index + m[0].indexOf(m[1]);
    const piece = trimPiece(doc, ns, ns + m[1].length);
    if (isDecedentName(doc.norm.slice(piece.ns, piece.ne))) return { name: piece, aliases: [], cueLine: doc.lineStart(ns) };
  }
  return undefined;
}

// ---------------------------------------------------------------- estates

/**
 * Cuts a combined notice into estates: each starts at a line-start estate
 * heading naming a decedent not named before. One estate (the whole notice)
 * unless two or more different decedents head lines.
 */
function splitEstates(doc: NoticeDocument): Span[] {
  const starts: Array<{ at: number; name: string }> = [];
  for (const m of matchAll(HEADINGS, doc.norm)) {
    const d = readDecedent(doc, m.index + m[0].length, doc.norm.length);
    if (!d) continue;
    const name = doc.norm.slice(d.name.ns, d.name.ne);
    if (starts.some((s) => sameName(s.name, name))) continue;
    starts.push({ at: doc.lineStart(m.index + (doc.norm[m.index] === '\n' ? 1 : 0)), name });
  }
  if (starts.length < 2) return [{ ns: 0, ne: doc.norm.length }];
  return starts.map((s, i) => ({ ns: s.at, ne: starts[i + 1]?.at ?? doc.norm.length }));
}

// ---------------------------------------------------------------- case number, court, dates

function caseNumber(f: Found, r: Span, dec: Decedent | undefined): Span | undefined {
  const { doc } = f;
  for (const m of matchAll(CASE_LABELS, doc.norm, Math.max(0, r.ns - 1), r.ne)) {
    let at = m.index + m[0].length;
    while (/[\s:#.]/.test(doc.norm[at] ?? '') && doc.norm[at] !== '\n') at++;
    const v = readCaseValue(doc, at);
    if (v && v.ne <= r.ne) return v;
  }
  if (dec) {
    const line = doc.norm.slice(dec.cueLine, doc.lineEnd(dec.cueLine));
    const m = C.CAPTION_CASE_NUMBER.exec(line);
    if (m) {
      const ns = dec.cueLine + m.index + 1;
      return { ns, ne: ns + m[1].length };
    }
  }
  // An unlabelled docket line in the caption, above the decedent's name.
  return findDocketLines(doc, r.ns, dec ? dec.cueLine : r.ne)[0];
}

/**
 * The date letters were issued: a date printed in the sentence that says
 * letters were granted, issued or dated ("Letters ... were granted to the
 * undersigned on the 8th day of June, 1916"). Rules that run "from the date
 * of said letters" count from it.
 */
function lettersDate(f: Found, r: Span): DateCand | undefined {
  const { doc } = f;
  return within(f.dates, r).find((d) => {
    if (d.run) return false;
    const s = sentenceBefore(doc, d.ns);
    return C.LETTERS_ISSUED.test(s) && !DEATH_END.test(beforeDate(doc, d.ns, 50));
  });
}

function dateOfDeath(f: Found, r: Span): DateCand | undefined {
  return within(f.dates, r).find((d) => !d.run && DEATH_END.test(beforeDate(f.doc, d.ns, 50)));
}

/** Publication dates: an explicit first-publication label, else a publication line, else a printed run. */
function firstPublication(f: Found, r: Span): { span: Span; standardized?: string } | undefined {
  const { doc } = f;
  const dates = within(f.dates, r);
  const firstAfter = (end: number, reach: number, gap: RegExp) =>
    dates.find((d) => d.ns >= end && d.ns - end <= reach && gap.test(doc.norm.slice(end, d.ns)));
  for (const cue of FIRST_PUB) {
    for (const m of matchAll(cue, doc.norm, r.ns, r.ne)) {
      const end = m.index + m[0].length;
      const d = firstAfter(end, 16, /^[\s:,]*(?:(?:on\s)?(?:the|this)\s)?$/i);
      if (d) return { span: d, standardized: d.standardized };
      let at = end;
      while (/[\s:,]/.test(doc.norm[at] ?? '')) at++;
      const lone = readLoneDate(doc, at);
      if (lone) return { span: lone };
    }
  }
  for (const cue of PUB) {
    for (const m of matchAll(cue, doc.norm, r.ns, r.ne)) {
      const end = m.index + m[0].length;
      const d = firstAfter(end, C.PUBLICATION_REACH, /^(?![^]*\n\s*\n)(?![^]*[a-z]{3,}\.\s)[^\d]*$/);
      if (d) return { span: d, standardized: d.standardized };
    }
  }
  const run = dates.find((d) => d.run);
  if (run) return { span: run, standardized: run.standardized };
  const tag = findInsertionTags(doc, r.ns, r.ne)[0];
  return tag ? { span: tag } : undefined;
}

// ---------------------------------------------------------------- claim deadline

/** The sentence before `pos` (back to a sentence end or a blank line, at most 400 characters). */
function sentenceBefore(doc: NoticeDocument, pos: number): string {
  const text = textBefore(doc, pos, 400);
  let start = 0;
  for (const m of text.matchAll(/(?:[a-z]{3,}|\d)\.\s+(?=[A-Z(])|\n\s*\n/g)) start = m.index + m[0].length;
  return text.slice(start);
}

function aboutClaims(doc: NoticeDocument, pos: number, rest = ''): boolean {
  const s = sentenceBefore(doc, pos) + rest;
  return C.CLAIM_CONTEXT.test(s) && !C.NOT_CLAIM_CONTEXT.test(sentenceBefore(doc, pos));
}

function ruleEnd(doc: NoticeDocument, start: number, limit: number): number {
  const hard = Math.min(limit, start + 450);
  let end = hard;
  for (const r of RULE_END) {
    for (const m of matchAll(r, doc.norm, start + 7, hard)) {
      if (m.index >= end) break;
      if (m[0] === '.' && ABBREVIATION_BEFORE_PERIOD.test(doc.norm.slice(Math.max(start, m.index - 6), m.index))) continue;
      end = m.index;
      break;
    }
  }
  return end;
}

/**
 * The periods of a printed rule. "On or before the earlier of the dates
 * prescribed in (1) or (2) ...: (1)(A) Four (4) months ...; (2) Twelve (12)
 * months ..." prints its periods in the list after the rule: they are read
 * from there, up to a blank line, with the combination the rule states.
 */
function ruleTerms(doc: NoticeDocument, text: string, end: number, limit: number): DeadlineRule | undefined {
  const own = parseDeadlineRule(text);
  if (own || !/\b(?:earlier|later|latter)\b/i.test(text)) return own;
  let listEnd = Math.min(limit, end + 900);
  const blank = doc.norm.slice(end, listEnd).search(/\n\s*\n/);
  if (blank >= 0) listEnd = end + blank;
  const listed = parseDeadlineRule(doc.norm.slice(end, listEnd));
  if (!listed) return undefined;
  return { combine: /\bearlier\b/i.test(text) ? 'earlier' : 'later', terms: listed.terms };
}

/** A claim deadline as printed: a date, or a rule to compute from. */
interface Deadline { span: Span; date?: DateCand; rule?: DeadlineRule }

function claimDeadline(f: Found, r: Span): Deadline | undefined {
  const { doc } = f;
  const date = within(f.dates, r).find((d) => !d.run && DEADLINE_DATE_END.test(beforeDate(doc, d.ns, 25)) && aboutClaims(doc, d.ns));
  if (date) return { span: dateSpan(doc, date), date };
  // A window that runs only from service on each creditor is not the estate's deadline; it is printed
  // as the deadline only when the notice states no other.
  let fromService: Deadline | undefined;
  for (const start of [C.RULE_START, C.RULE_START_LATE]) {
    let tries = 0;
    for (const m of matchAll(start, doc.norm, r.ns, r.ne)) {
      // A notice prints a handful of "within"s; text with thousands of them is not worth reading all.
      if (++tries > 40) break;
      const end = ruleEnd(doc, m.index, r.ne);
      const text = doc.norm.slice(m.index, end);
      const rule = ruleTerms(doc, text, end, r.ne) ?? ruleOfCitedStatute(text);
      if (!rule || !aboutClaims(doc, m.index, text)) continue;
      if (rule.terms.every((t) => t.from === 'service')) fromService ??= { span: { ns: m.index, ne: end }, rule };
      else return { span: { ns: m.index, ne: end }, rule };
    }
  }
  return fromService;
}

// ---------------------------------------------------------------- personal representatives

interface Rep { name: Hit<NameValue>; address?: Span }

/**
 * The address printed right after a name: past a role (", Executrix,"), an
 * introduction ("whose address is"), a "c/o" firm or an "Estate of ..." line.
 */
function addressAfter(f: Found, pos: number, limit: number): Span | undefined {
  const { doc } = f;
  let p = pos;
  const skip = (rx: RegExp) => {
    const m = rx.exec(doc.norm.slice(p, p + 200));
    if (m) p += m[0].length;
    return !!m;
  };
  skip(/^[\s,]{0,4}/);
  if (skip(PR_ROLE_AT)) skip(/^\s?of\s(?:the\s)?estate(?:\sof\s[^\n]{1,80}?)?(?:,\s|\n)/i);
  skip(/^[\s,.-]{0,4}/);
  const intro = C.ADDRESS_INTRO.exec(doc.norm.slice(p, p + 60));
  const viaIntro = !!intro;
  if (intro) p += intro[0].length;
  skip(/^(?:the\s)?estate\sof\s[^\n]{1,80}\n/i);
  let reach = 3;
  if (skip(/^c\/o:?\s/i)) reach = 160;
  const hit = f.addresses.find((a) => a.ns >= p && a.ns - p <= reach && a.ne <= limit && !doc.norm.slice(p, a.ns).includes('\n\n'));
  if (hit) return hit;
  if (reach > 3) return undefined;
  const street = readStreetNoZip(doc, p);
  if (street) return street;
  if (viaIntro && /\bof\s$/i.test(intro![0])) return readPlace(doc, p - 4);
  if (/^,?\s(?:in|of)\s/i.test(doc.norm.slice(pos, pos + 5))) return readPlace(doc, pos);
  // On the line under a signature and its role: "IDA ROE, Executrix\nEarlville, Iowa".
  if (doc.norm.slice(pos, p).includes('\n')) return readPlaceLine(doc, p);
  return undefined;
}

/** The entries of a representatives' list starting at `p`: names, each with the address under or after it. */
function readEntries(f: Found, p: number, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (let n = 0; n < 8; n++) {
    const gap = /^[\s,;]*(?:(?:and|&)\s)?/.exec(doc.norm.slice(p, p + 40))![0];
    const blank = /\n\s*\n/.test(gap);
    const at = p + gap.length;
    if (at >= r.ne) break;
    const names = readNames(doc, at, { several: true }, 'probate:pr-label');
    if (!names.length) break;
    const address = addressAfter(f, names[names.length - 1].ne, r.ne);
    // Past a blank line only an entry shaped like one (name, then address) continues the list.
    if (blank && groups.length && !address) break;
    groups.push(names.map((name) => ({ name, address })));
    p = address ? address.ne : names[names.length - 1].ne;
    // Phone and e-mail lines under an entry.
    for (let k = 0; k < 3; k++) {
      const line = /^\s*\n([^\n]*)/.exec(doc.norm.slice(p, p + 120));
      if (!line || !/^(?:\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}|[^\s@]+@\S+|(?:tel|phone|telephone|e-?mail)\b[^\n]*)$/i.test(line[1].trim())) break;
      p += line[0].length;
    }
  }
  return groups;
}

function repsFromLabels(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const m of matchAll(PR_LABELS, doc.norm, r.ns, r.ne)) {
    // "Attorney for Personal Representative:" and "address of the Personal Representative:" are not the label.
    if (/\b(?:for|of|to|by|and|with)\s(?:the\s)?(?:said\s)?$/i.test(textBefore(doc, m.index, 25))) continue;
    groups.push(...readEntries(f, m.index + m[0].length, r));
  }
  return groups;
}

function repsFromRoles(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const m of matchAll(PR_ROLE_ALL, doc.norm, r.ns, r.ne)) {
    const ls = doc.lineStart(m.index);
    let names: Hit<NameValue>[] = [];
    let addressFrom = m.index + m[0].length;
    const sep = /(?:,\s?|\s[-–]\s?)$/.exec(doc.norm.slice(Math.max(ls, m.index - 3), m.index));
    const sepLength = sep ? sep[0].length : wideGap(doc, m.index - 1) ? 1 : -1;
    if (sepLength >= 0 && m.index > ls) {
      names = namesEndingAt(doc, m.index - sepLength, { several: true }, 'probate:pr-role');
    } else if (m.index === ls && ls > 0) {
      // Role on its own line under the names: "Jane Doe and John Doe\nCo-Personal Representatives".
      const prevEnd = ls - 1;
      const prevStart = doc.lineStart(prevEnd);
      const prefix = SIGNATURE_PREFIX.exec(doc.norm.slice(prevStart, prevEnd))![0];
      // "DANIEL L. DOE,\nExecutor": the comma that closed the name line is not part of it.
      let nameEnd = prevEnd;
      while (nameEnd > prevStart && /[\s,]/.test(doc.norm[nameEnd - 1])) nameEnd--;
      const got = namesEndingAt(doc, nameEnd, { several: true }, 'probate:pr-role');
      if (got.length && got[0].ns <= prevStart + prefix.length + 1) names = got;
      addressFrom = doc.lineEnd(m.index);
      // A role alone on its line with no names above heads the list below it, like a label.
      if (!names.length && /^\s*:?\s*$/.test(doc.norm.slice(m.index + m[0].length, addressFrom))) {
        groups.push(...readEntries(f, addressFrom, r));
        continue;
      }
    }
    if (!names.length || /\s:/.test(doc.norm.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
    const address = addressAfter(f, addressFrom, r.ne);
    groups.push(names.map((name) => ({ name, address })));
  }
  return groups;
}

const STATE_PLACE_BEFORE = /\s(?:of|OF)\s([A-Z][\w .'-]{1,40}?,\s(?:[A-Z][a-z]+(?:\s[A-Z][a-z]+)?|[A-Z]{2,}(?:\s[A-Z]{2,})?)),?\s?$/;

function repsFromVerbs(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const m of matchAll(PR_VERBS, doc.norm, r.ns, r.ne)) {
    let end = m.index;
    // "1. JANE DOE: has been appointed" (a numbered form's answer).
    while (end > r.ns && /[ :]/.test(doc.norm[end - 1])) end--;
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
      const org = organizationEndingAt(doc, end);
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
 * FIDUCIARY SERVICES, INC. has been appointed", "the Arizona Department of
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
  if (!isOrganizationName(name) && !C.PUBLIC_FIDUCIARY.test(name)) return undefined;
  const ns = ls + m.index + m[0].length - m[1].length;
  return { ns, ne: ns + name.length, value: { name: doc.valueOf(ns, ns + name.length), kind: 'organization' }, source: 'probate:pr-organization' };
}

function repsFromPhrases(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  const groups: Rep[][] = [];
  for (const cue of PR_BEFORE) {
    for (const m of matchAll(cue, doc.norm, r.ns, r.ne)) {
      const names = readNames(doc, m.index + m[0].length, { several: true }, 'probate:pr-phrase');
      if (!names.length) continue;
      const address = addressAfter(f, names[names.length - 1].ne, r.ne);
      groups.push(names.map((name) => ({ name, address })));
    }
  }
  for (const m of matchAll(WHOSE_ADDRESS, doc.norm, r.ns, r.ne)) {
    if (doc.norm[m.index] !== ',' && !wideGap(doc, m.index)) continue;
    const names = namesEndingAt(doc, m.index, {}, 'probate:pr-address');
    if (!names.length) continue;
    const address = addressAfter(f, m.index, r.ne);
    const after = address ? doc.norm.slice(address.ne, address.ne + 200) : '';
    if (address && C.PR_AFTER_ADDRESS.test(after)) groups.push([{ name: names[0], address }]);
  }
  return groups;
}

/**
 * Where the notice says its signer is the representative, the signed names
 * are: "/s/ Jane Doe" under the notice, unless what is printed under the
 * signature (to the next blank line, two lines at most) makes the signer the
 * attorney or an officer. "By: /s/" signs for a firm unless a role follows.
 */
function repsFromSignatures(f: Found, r: Span): Rep[][] {
  const { doc } = f;
  if (!C.UNDERSIGNED_IS_PR.test(doc.norm.slice(r.ns, r.ne))) return [];
  const groups: Rep[][] = [];
  const others: string[] = [];
  const marks = [...matchAll(C.SIGNATURE_MARK, doc.norm, r.ns, r.ne)];
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
    if (C.NOT_PR_SIGNER.test(under) || (/by/i.test(m[0]) && !PR_ROLE_AT.test(under.replace(/^[\s,-]+/, '')))) {
      others.push(...names.map((x) => x.value.name));
      return;
    }
    groups.push(names.map((name) => ({ name, address: addressAfter(f, last.ne, r.ne) })));
  });
  // The attorney signs twice ("/s/JANE ROE\n/s/ Jane Roe\nAttorney at Law"): once is enough to know.
  return groups.map((g) => g.filter((x) => !others.some((o) => sameName(o, x.name.value.name)))).filter((g) => g.length);
}

/** The address printed for presenting claims when the representatives print none of their own. */
function claimsAddress(f: Found, r: Span): Span | undefined {
  for (const m of matchAll(CLAIMS_ADDRESS, f.doc.norm, r.ns, r.ne)) {
    const end = m.index + m[0].length;
    const a = f.addresses.find((x) => x.ns >= end && x.ns - end <= 250 && x.ne <= r.ne && !f.doc.norm.slice(end, x.ns).includes('\n\n'));
    if (a) return a;
  }
  return undefined;
}

function representatives(f: Found, r: Span, decedent: string | undefined): Rep[] {
  const { doc } = f;
  const groups = [...repsFromLabels(f, r), ...repsFromRoles(f, r), ...repsFromVerbs(f, r), ...repsFromPhrases(f, r), ...repsFromSignatures(f, r)];
  const reps: Rep[] = [];
  for (const g of groups) {
    for (const rep of g) {
      if ((rep.name.value.kind !== 'person' && rep.name.source !== 'probate:pr-organization') || (decedent && sameName(decedent, rep.name.value.name))) continue;
      if (!isValidPartyName(rep.name.value.name)) continue;
      const same = reps.find((x) => sameName(x.name.value.name, rep.name.value.name));
      if (same) same.address ??= rep.address;
      else reps.push({ ...rep });
    }
  }
  reps.sort((a, b) => a.name.ns - b.name.ns);
  // A name printed again with an address under it ("/s/ Jane Doe\n12 Elm St ...").
  for (const rep of reps.filter((x) => !x.address)) {
    const words = rep.name.value.name.split(/[\s,]+/).filter(Boolean).map(escapeRegExp);
    for (const m of matchAll(new RegExp(words.join('[\\s,.]{1,3}'), 'gi'), doc.norm, r.ns, r.ne)) {
      if (m.index === rep.name.ns || /attorney/i.test(doc.norm.slice(doc.lineStart(m.index), m.index))) continue;
      const a = addressAfter(f, m.index + m[0].length, r.ne);
      if (a) { rep.address = a; break; }
    }
  }
  const shared = reps.some((x) => !x.address) ? claimsAddress(f, r) : undefined;
  if (shared) for (const rep of reps) rep.address ??= shared;
  return reps;
}

// ---------------------------------------------------------------- attorney

interface Attorney { name: Hit<NameValue>; zone: Span }

function isContactLine(doc: NoticeDocument, ls: number): boolean {
  const line = doc.norm.slice(ls, doc.lineEnd(ls)).trim();
  return line.length > 0 && CONTACT_LINE.some((rx) => rx.test(line));
}

/** The end of the contact block a line starts: following lines, and past a blank line a firm's block. */
function clusterEnd(doc: NoticeDocument, from: number, limit: number): number {
  if (!doc.norm.includes('\n')) return Math.min(limit, from + 350);
  let end = doc.lineEnd(from);
  for (let n = 0; n < 14 && end < limit; n++) {
    const rest = doc.norm.slice(end, Math.min(limit, end + 200));
    const next = /^\n([^\n]*)/.exec(rest);
    if (!next) break;
    if (next[1].trim()) { end = doc.lineEnd(end + 1); continue; }
    const para = /^\n(?:\s*\n)+/.exec(rest);
    const at = end + (para ? para[0].length : 1);
    if (at >= limit || !readFirm(doc, at)) break;
    end = doc.lineEnd(at);
  }
  return Math.min(end, limit);
}

/** "Roe & Poe, Attorneys": the capitalised words opening the line up to the label are the firm. */
function firmEndingAt(doc: NoticeDocument, ls: number, end: number): Hit<NameValue> | undefined {
  const text = doc.norm.slice(ls, end).replace(/[\s,]+$/, '');
  if (text.length > 80 || !/^[A-Z][\w'’.-]*(?:,?\s(?:&\s)?(?:[A-Z][\w'’.-]*|&|and|of))*$/.test(text)) return undefined;
  return { ns: ls, ne: ls + text.length, value: { name: text, kind: 'organization' }, source: 'probate:firm' };
}

/** Where the name after a label starts: past the colon, one line break, a signature mark. */
function afterLabel(doc: NoticeDocument, end: number): number {
  const gap = /^[ \t:,]*(?:\n[ \t]*)?/.exec(doc.norm.slice(end, end + 20))![0];
  const at = end + gap.length;
  return at + SIGNATURE_PREFIX.exec(doc.norm.slice(at, at + 12))![0].length;
}

function personAfterLabel(doc: NoticeDocument, end: number, r: Span): Hit<NameValue> | undefined {
  const at = afterLabel(doc, end);
  if (at >= r.ne) return undefined;
  const name = readNames(doc, at, { esquire: true }, 'probate:attorney')[0];
  if (!name || C.OFFICIAL_AFTER.test(doc.norm.slice(name.ne, name.ne + 30))) return undefined;
  return name;
}

function personAboveLabel(doc: NoticeDocument, labelLine: number, r: Span): Hit<NameValue> | undefined {
  let ls = labelLine;
  for (let n = 0; n < 9 && ls > r.ns; n++) {
    const prevEnd = ls - 1;
    ls = doc.lineStart(prevEnd);
    if (ls < r.ns || !doc.norm.slice(ls, prevEnd).trim()) return undefined;
    const prefix = SIGNATURE_PREFIX.exec(doc.norm.slice(ls, prevEnd))![0].length;
    const name = readNames(doc, ls + prefix, { esquire: true }, 'probate:attorney')[0];
    if (name && !C.OFFICIAL_AFTER.test(doc.norm.slice(name.ne, name.ne + 30))) return name;
    if (!isContactLine(doc, ls) && !readFirm(doc, ls)) return undefined;
  }
  return undefined;
}

function attorneyCandidates(f: Found, r: Span): Attorney[] {
  const { doc } = f;
  const out: Attorney[] = [];
  // A firm named where no lawyer is ("Attorney for Petitioner: SMITH LAW GROUP, PLLC") is the fallback.
  const firms: Attorney[] = [];
  const labels = ATTORNEY_LABELS.flatMap(({ re: rx, dir }) => [...matchAll(rx, doc.norm, Math.max(0, r.ns - 1), r.ne)].map((m) => ({ m, dir })))
    .sort((a, b) => a.m.index - b.m.index);
  for (const { m, dir } of labels) {
    const start = m.index + (/^[\n.]/.test(m[0]) ? /^[\n.]\s?/.exec(m[0])![0].length : 0);
    const end = m.index + m[0].length;
    const ls = doc.lineStart(start);
    const midLine = doc.norm.slice(ls, start).trim().length > 0;
    const prevLine = ls > 0 ? doc.lineStart(ls - 1) : -1;
    const sameLine = () => {
      const cand = lastNameBefore(doc, Math.max(ls, start - 220), start, { esquire: true }) ?? firmEndingAt(doc, ls, start);
      if (!cand || C.OFFICIAL_AFTER.test(doc.norm.slice(cand.ne, cand.ne + 30))) return undefined;
      // Only contact details may stand between the name and its label, not prose or a date line.
      const gap = doc.norm.slice(cand.ne, start).replace(/\S+@\S+/g, '').replace(/\([^)]{0,40}\)/g, '');
      if (/\b[a-z]{3,}\b/.test(gap) || /\bdated?\b/i.test(gap)) return undefined;
      return cand;
    };
    const above = () => personAboveLabel(doc, ls, r);
    const after = () => personAfterLabel(doc, end, r);
    let tries: Array<[() => Hit<NameValue> | undefined, 'after' | 'before']>;
    if (dir === 'after') tries = [[after, 'after']];
    else if (dir === 'before') tries = [[midLine ? sameLine : above, 'before']];
    else if (/:\s*$/.test(m[0])) tries = midLine ? [[after, 'after'], [sameLine, 'before']] : [[after, 'after']];
    else if (midLine) tries = [[sameLine, 'before'], [after, 'after']];
    else if (prevLine >= 0 && isContactLine(doc, prevLine)) tries = [[above, 'before'], [after, 'after']];
    else tries = [[after, 'after'], [above, 'before']];
    let found = false;
    for (const [read, mode] of tries) {
      const name = read();
      if (!name || name.ne > r.ne) continue;
      const zoneEnd = clusterEnd(doc, mode === 'after' ? name.ns : end, r.ne);
      out.push({ name, zone: { ns: name.ns, ne: Math.max(zoneEnd, name.ne) } });
      found = true;
      break;
    }
    const firm = !found && dir !== 'before' ? readFirm(doc, afterLabel(doc, end)) : undefined;
    if (firm && firm.ne <= r.ne) firms.push({ name: firm, zone: { ns: firm.ns, ne: clusterEnd(doc, firm.ns, r.ne) } });
  }
  // "c/o Jane Roe, Esq." with no label.
  for (const m of matchAll(C.ESQUIRE, doc.norm, r.ns, r.ne)) {
    const name = namesEndingAt(doc, m.index, {}, 'probate:attorney-esq')[0];
    if (!name || /\bhon\.?\s$/i.test(textBefore(doc, name.ns, 5))) continue;
    const hit = { ...name, ne: m.index + m[0].length };
    hit.value = { ...name.value, name: doc.valueOf(hit.ns, hit.ne) };
    out.push({ name: hit, zone: { ns: hit.ns, ne: clusterEnd(doc, hit.ns, r.ne) } });
  }
  return [...out, ...firms];
}

interface AttorneyContacts { name?: Hit<NameValue>; address?: Span; phone?: Span; email?: Span }

/**
 * The attorney from a contact block ("Jane Roe  Bar No. 012345  ROE LAW PLLC
 * 12 Main St ... Attorneys for Petitioner"): its lawyer, else its firm, and
 * its address, phone and e-mail.
 */
function attorneyFromBlock(f: Found, b: Hit<ContactBlock>): AttorneyContacts | undefined {
  const who = b.value.name ?? b.value.firm;
  if (!who) return undefined;
  const name = f.doc.valueOf(who.ns, who.ne);
  return {
    name: { ...who, value: { name, kind: b.value.name ? 'person' : 'organization' }, source: 'probate:attorney-block' },
    address: b.value.address, phone: b.value.phone, email: b.value.email,
  };
}

function attorneyOf(f: Found, r: Span): AttorneyContacts {
  const inRange = f.attorneyBlocks.filter((b) => b.ns < r.ne && b.ne > r.ns);
  const labelled = attorneyByLabels(f, r);
  // A "name" that is part of an address is a street read as a person ("E. Greenway Parkway").
  const name = labelled.name;
  // So is a value no party name can be, by the check every domain's names pass ("One Arizona Center").
  const street = name && (f.addresses.some((a) => a.ns <= name.ns && name.ne <= a.ne) || !isValidPartyName(name.value.name));
  if (!name || street) {
    for (const b of inRange) {
      const got = attorneyFromBlock(f, b);
      if (got) return got;
    }
    return street ? {} : labelled;
  }
  // The lawyer's own block (where the name stands, or one naming the same lawyer) prints the lawyer's
  // address, phone and e-mail; an address found outside it may be a "c/o" in the body.
  // The fullest such block first: a signature under the notice often repeats only the name and street.
  const details = (b: Hit<ContactBlock>) => +!!b.value.address + +!!b.value.phone + +!!b.value.email;
  const own = inRange
    .filter((b) => (b.ns <= name.ns && name.ne <= b.ne) || (b.value.name && sameName(f.doc.valueOf(b.value.name.ns, b.value.name.ne), name.value.name)))
    .sort((a, b) => details(b) - details(a))[0];
  if (own) {
    const inOwn = (x?: Span) => !!x && x.ns >= own.ns && x.ne <= own.ne;
    if (own.value.address && !inOwn(labelled.address)) labelled.address = own.value.address;
    labelled.phone ??= own.value.phone;
    labelled.email ??= own.value.email;
  }
  return labelled;
}

function attorneyByLabels(f: Found, r: Span): AttorneyContacts {
  const { doc } = f;
  const cands = attorneyCandidates(f, r);
  if (!cands.length) return {};
  const chosen = cands[0];
  const zones = [chosen, ...cands.slice(1).filter((c) => sameName(c.name.value.name, chosen.name.value.name))].map((c) => ({ z: c.zone, from: c.name.ne }));
  const out: AttorneyContacts = { name: chosen.name };
  for (const { z, from } of zones) {
    out.address ??= f.addresses.find((a) => a.ns >= from && a.ne <= z.ne) ?? readPlace(doc, from) ?? readStreetNoZip(doc, from + (/^,\s/.test(doc.norm.slice(from, from + 2)) ? 2 : 0));
    out.phone ??= f.phones.find((p) => p.ns >= from && p.ne <= z.ne && !isFaxNumber(doc, p.ns));
    out.email ??= f.emails.find((e) => e.ns >= from && e.ne <= z.ne);
  }
  if (!out.address || !out.phone) {
    // A firm block printed just above the signature ("FIRM, PLLC\n1200 ...\n\nBy: /s/ Jane Roe").
    const z = chosen.zone;
    const above = doc.norm.lastIndexOf('\n\n', doc.lineStart(z.ns));
    if (above > r.ns) {
      const ps = doc.norm.lastIndexOf('\n\n', above - 1) + 2;
      if (ps >= r.ns && readFirm(doc, ps)) {
        const para = { ns: ps, ne: above };
        out.address ??= f.addresses.find((a) => a.ns >= para.ns && a.ne <= para.ne);
        out.phone ??= f.phones.find((p) => p.ns >= para.ns && p.ne <= para.ne && !isFaxNumber(doc, p.ns));
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- estate

function fillEstate(f: Found, r: Span, whole: Span, several: boolean): ProbateEntity {
  const { doc } = f;
  const scopes = several ? [r, whole] : [r];
  const firstOf = <T>(fn: (s: Span) => T | undefined): T | undefined => {
    for (const s of scopes) {
      const v = fn(s);
      if (v !== undefined) return v;
    }
    return undefined;
  };
  const dec = findDecedent(doc, r);
  const decName = dec ? doc.norm.slice(dec.name.ns, dec.name.ne) : undefined;
  const caseNo = caseNumber(f, r, dec);
  const court = firstOf((s) => courtIn(f, s));
  const death = dateOfDeath(f, r);
  const pub = firstOf((s) => firstPublication(f, s));
  const deadline = firstOf((s) => claimDeadline(f, s));
  const reps = representatives(f, r, decName);
  let att = attorneyOf(f, r);
  // "Attorney for Personal Representative: Jane Doe" names the client; a contact block naming someone else holds the lawyer.
  const isRep = (name: string) => reps.some((x) => sameName(x.name.value.name, name));
  if (att.name && isRep(att.name.value.name)) {
    const other = f.attorneyBlocks.filter((b) => b.ns < r.ne && b.ne > r.ns).map((b) => attorneyFromBlock(f, b))
      .find((x) => x?.name && !isRep(x.name.value.name));
    if (other) att = other;
  }

  let deadlineStd: Field | null = null;
  if (deadline?.date?.standardized) deadlineStd = field(doc, deadline.span, deadline.date.standardized, 'probate:deadline-date');
  else if (deadline?.rule) {
    const rule = deadline.rule;
    const computed = computeDeadline(rule, {
      firstPublication: parseStandardized(pub?.standardized),
      death: parseStandardized(death?.standardized),
      letters: rule.terms.some((t) => t.from === 'letters') ? parseStandardized(firstOf((s) => lettersDate(f, s))?.standardized) : undefined,
    });
    const row = citedRule(doc.norm, rule);
    if (computed) deadlineStd = field(doc, deadline.span, computed, row ? `deadline:${row.state} ${row.statute}` : 'deadline:rule', false);
  }

  const personal: PersonalRepresentative[] = reps.map((rep) => ({
    name: doc.field(rep.name, rep.name.value.name),
    address: rep.address ? field(doc, rep.address, formatAddress(doc, rep.address.ns, rep.address.ne), 'probate:pr-address') : null,
  }));
  return {
    decedentName: dec ? field(doc, dec.name, undefined, 'probate:decedent') : null,
    decedentAliases: dec ? dec.aliases.map((a) => field(doc, a, undefined, 'probate:alias')!) : [],
    caseNumber: field(doc, caseNo, undefined, 'probate:case'),
    courtName: field(doc, court, undefined, 'probate:court'),
    dateOfDeath: death ? field(doc, dateSpan(doc, death), undefined, `probate:death/${death.source}`) : null,
    dateOfDeathStandardized: death?.standardized ? field(doc, dateSpan(doc, death), death.standardized, `probate:death/${death.source}`) : null,
    personalRepresentatives: personal,
    attorneyName: att.name ? doc.field(att.name, att.name.value.name) : null,
    attorneyAddress: att.address ? field(doc, att.address, formatAddress(doc, att.address.ns, att.address.ne), 'probate:attorney-address') : null,
    attorneyPhone: field(doc, att.phone, undefined, 'probate:attorney-phone'),
    attorneyEmail: field(doc, att.email, undefined, 'probate:attorney-email'),
    firstPublicationDate: pub ? field(doc, pub.span, undefined, 'probate:first-publication') : null,
    firstPublicationDateStandardized: pub?.standardized ? field(doc, pub.span, pub.standardized, 'probate:first-publication') : null,
    claimDeadline: deadline ? field(doc, deadline.span, undefined, deadline.rule ? 'probate:claim-rule' : 'probate:claim-date') : null,
    claimDeadlineStandardized: deadlineStd,
  };
}

/** One entity per estate, in the order printed; none for an empty notice. */
export function extractProbate(doc: NoticeDocument): ProbateEntity[] {
  if (!doc.norm.trim()) return [];
  const f = recognize(doc);
  const estates = splitEstates(doc);
  const whole = { ns: 0, ne: doc.norm.length };
  return estates.map((r) => fillEstate(f, r, whole, estates.length > 1));
}
