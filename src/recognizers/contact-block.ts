/**
 * Contact and signature blocks: the run of lines (or, in scraped text, the
 * one run-on line) that prints who to reach and how: a person's name, a
 * firm, an address, phone, fax, e-mail, a bar number, and a role phrase
 * ("Attorneys for the Personal Representative", "Substitute Trustee",
 * "For information contact", "Purchasing Agent") that says whose block it is.
 *
 *   DOE & ROE, PLLC                          Jane Roe  Bar No. 012345  DOE & ROE
 *   1200 Main Street, Suite 4                PLLC  1200 Main Street  Mesa  AZ 85201
 *   Mesa, AZ 85201                           Telephone: (480) 555-0100
 *   (480) 555-0100                           jane@doeroe.com  Attorneys for Petitioner
 *   jane@doeroe.com
 *   Jane Roe, Bar No. 012345
 *   Attorneys for Petitioner
 *
 * The reader works on items, not layout: the shared recognizers find the
 * phones, e-mails and addresses; bar numbers, firms and role phrases are
 * read here. Items close together with no prose between them (no blank line,
 * no run of four lower-case words) form one block; a block needs two kinds
 * of contact item. The role phrase nearest the block (inside it, or on the
 * line right after or before it) gives its kind. Domains decide what a kind
 * fills: probate's attorney fields from an 'attorney' block, foreclosure's
 * trustee from a 'trustee' block, a bid's contact from a 'contact' or
 * 'purchasing' block. Every scan is linear; item gaps are bounded.
 */
import { US_STATES } from '../lexicon/us-states.js';
import { CONTACT_NOT_NAME_WORDS } from '../lexicon/contact-block-words.js';
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import { Coverage, firstStartingAt, lastEndingNear, longestOf, type Span } from '../text/spans.js';
import { findAddresses } from './addresses.js';
import { findEmails } from './emails.js';
import { findPhones, isFaxNumber } from './phones.js';

export type ContactRole = 'attorney' | 'self' | 'trustee' | 'contact' | 'purchasing';

export interface ContactBlock {
  /** The role phrase and the kind it gives; none when the block prints no role. */
  role?: Span & { kind: ContactRole };
  /** The individual named in the block (the lawyer, the officer), when one is. */
  name?: Span;
  firm?: Span;
  address?: Span;
  phone?: Span;
  fax?: Span;
  email?: Span;
  barNumber?: Span;
}

/** Whom a lawyer acts for in a notice ("Attorney for the Personal Representative", "Counsel for Plaintiff"). */
const REPRESENTED_PARTY = '(?:representatives?|petitioners?|estate|executors?|executrix|administrat[a-z]{2,5}|trustees?|fiduciar[a-z]{1,3}|plaintiffs?|defendants?'
  + '|applicants?|heirs?|guardians?|conservators?|movants?|respondents?|beneficiar[a-z]{1,3}|lenders?|mortgagees?|trust)';
/** Role phrases, strongest kind first: [pattern, kind, example]. Matched case-insensitively. */
export const ROLE_PHRASES: ReadonlyArray<readonly [pattern: string, kind: ContactRole, example: string]> = [
  // Role phrases stay on their line: "Attorney for Personal Representative\nIN THE SUPERIOR COURT".
  [`\\b(?:attorneys?|counsel|lawyers?)\\s(?:for|of|to)\\s(?:the\\s)?(?:[A-Za-z-]+ ){0,2}?${REPRESENTED_PARTY}\\b`, 'attorney', 'Attorneys for the Personal Representative'],
  ['\\b(?:attorneys?|counsel)\\sfor\\b', 'attorney', 'Attorney for ADVS'],
  ['\\battorneys?\\sor\\s(?:the\\s)?personal\\srepresentative', 'attorney', 'Attorney or Personal Representative'],
  ['\\b(?:attorneys?|counselors?)\\s(?:(?:and\\scounselors?\\s)?at\\slaw)\\b', 'attorney', 'Attorney and Counselor at Law'],
  ['\\brepresenting\\s(?:self|myself|himself|herself)\\b|\\bpro\\sse\\b|\\bin\\spro\\sper\\b', 'self', 'Representing self, without a lawyer'],
  ['\\b(?:substitute\\s|successor\\s|co-)?trustees?\\b', 'trustee', 'Substitute Trustee'],
  ['\\b(?:purchasing|procurement|contracting)\\s(?:agent|officer|manager|director|specialist|coordinator|division|department|office)\\b', 'purchasing', 'Purchasing Agent'],
  ['\\b(?:for\\s(?:more\\s|further\\s)?information,?\\s(?:please\\s)?)?contact(?:\\sperson)?\\b:?', 'contact', 'For information contact:'],
];
// Not gated by their words (text/gated-scan.ts): measured, the word searches cost more than these scans.
const ROLES = ROLE_PHRASES.map(([p, kind]) => ({ re: new RegExp(p, 'gi'), kind }));

/** Bar or licence numbers printed for a lawyer: "State Bar No. 024681", "SBN 035792", "#046813". */
const BAR_LABEL = '(?:(?:state\\s)?bar\\s(?:no\\b\\.?|number|#|id)|sbn|wsba|osb|attorney\\s(?:id|reg(?:istration)?)(?:\\sno\\b\\.?)?|reg(?:istration)?\\.?\\sno\\b\\.?)';
/**
 * A bare "#046813" or "No. 046813" after a word: five to seven digits, too many for a suite. The mark
 * opens the pattern and the word before it is checked in a lookbehind after it (opening with the
 * lookbehind made the scan try every position: 5.4 -> 1.4 ns per character alone).
 */
const BARE_BAR_NUMBER = '(?:#|No\\.)(?<=[A-Za-z.]\\s(?:#|No\\.))\\s?\\d{5,7}\\b';
/** A bar number printed right after a lawyer's name: "Jo Roe  State Bar No. 012345", "Jo Roe, Esq. (Bar No. 012345)", "Jo Roe (#027416)". */
export const BAR_LABEL_AFTER = new RegExp(`^,?\\s{1,3}\\(?(?:(?:[A-Z]{2}\\s)?${BAR_LABEL}|(?:#|No\\.)\\s?\\d{5,7}\\b)`, 'i');
const BAR_NUMBER = new RegExp(`\\b${BAR_LABEL}\\s?:?\\s?#?\\s?\\d{3,8}\\b|${BARE_BAR_NUMBER}`, 'gi');
/** A firm's name ends in a company suffix or a law-office word. */
const FIRM_LEAD_WORDS = '(?:Law Offices? of |The Law Office of )?';
/** Up to seven name words, capitalised or joining ("Smith, Jones and Lee"), as few as the suffix allows. */
const FIRM_NAME_WORDS = "[A-Z][\\w'’&.-]*(?:,? (?:[A-Z&][\\w'’&.-]*|of|and|the)){0,6}?";
const COMPANY_FORM = 'LLC|L\\.L\\.C\\.|PLLC|P\\.L\\.L\\.C\\.|LLP|L\\.L\\.P\\.|P\\.C\\.|PC|P\\.A\\.|PA|P\\.L\\.C\\.|PLC|Ltd\\.?|LTD\\.?|Inc\\.?|INC\\.?|Chartered|CHARTERED|Chtd\\.?|CHTD\\.?';
const LAW_OFFICE_WORDS = '(?:Law|LAW) (?:Firm|Group|Office|Offices|FIRM|GROUP|OFFICE|OFFICES)|Associates|ASSOCIATES';
const FIRM = new RegExp(`(?:^|[\\s,;.:])(${FIRM_LEAD_WORDS}${FIRM_NAME_WORDS}(?:,? (?:${COMPANY_FORM}|${LAW_OFFICE_WORDS}))+)(?![\\w])`, 'g');
/**
 * What every FIRM match holds: a company form or law-office word. Half the
 * probate notices print none (a lawyer without a firm, a representative
 * without a lawyer); one test of this cheap pattern then spares the firm
 * scan, which tries every capitalised word.
 */
const FIRM_FORM = new RegExp(`(?:,? (?:${COMPANY_FORM}|${LAW_OFFICE_WORDS}))(?![\\w])`);
/** "Law Office of Jo D. Roe P.O. Box 12": the name's words, not the box's. */
const FIRM_LEAD = /(?:^|[\s,;.:])((?:The )?Law Offices? of [A-Z][\w'’.-]*(?: (?!P\.?\s?O\.?(?:\s|$)|PO\s)[A-Z][\w'’.-]*){0,3})/g;
/** Four lower-case words in a row: prose, which ends a block. */
const PROSE = /\b[a-z]{2,}\s[a-z]{2,}\s[a-z]{2,}\s[a-z]{2,}\b/;
/** How far apart two items of one block may be printed. */
const ITEM_GAP = 110;

type ItemKind = 'phone' | 'fax' | 'email' | 'address' | 'bar' | 'firm' | 'role';
interface Item extends Span { kind: ItemKind; role?: ContactRole }

/** What a caller's recognizers already found (so a pipeline does not run them twice). */
export interface FoundContacts { phones?: Span[]; emails?: Span[]; addresses?: Span[] }

function collectItems(doc: NoticeDocument, found: FoundContacts): Item[] {
  const items: Item[] = [];
  for (const p of found.phones ?? findPhones(doc)) {
    const fax = isFaxNumber(doc, p.ns);
    items.push({ ns: p.ns, ne: p.ne, kind: fax ? 'fax' : 'phone' });
  }
  for (const e of found.emails ?? findEmails(doc)) items.push({ ns: e.ns, ne: e.ne, kind: 'email' });
  const addresses = found.addresses ?? findAddresses(doc).filter((a) => a.source === 'address:full');
  for (const a of addresses) items.push({ ns: a.ns, ne: a.ne, kind: 'address' });
  for (const m of matchAll(BAR_NUMBER, doc.norm)) items.push({ ns: m.index, ne: m.index + m[0].length, kind: 'bar' });
  const firms = [FIRM_FORM.test(doc.norm) ? matchAll(FIRM, doc.norm) : [], matchAll(FIRM_LEAD, doc.norm)];
  for (const matches of firms) {
    for (const m of matches) {
      const ns = m.index + m[0].length - m[1].length;
      items.push({ ns, ne: ns + m[1].replace(/[\s,]+$/, '').length, kind: 'firm' });
    }
  }
  for (const { re, kind } of ROLES) {
    for (const m of matchAll(re, doc.norm)) items.push({ ns: m.index, ne: m.index + m[0].length, kind: 'role', role: kind });
  }
  // Earlier first; at one start, the longer item (a role phrase over the word inside it).
  items.sort((a, b) => a.ns - b.ns || b.ne - a.ne);
  // A word inside a longer phrase of its kind ("Trustees" in "Attorneys for Co-Trustees") is not an item of its own.
  return items.filter((it, i) => !items.slice(Math.max(0, i - 6), i).some((o) => o.ns <= it.ns && it.ne <= o.ne && (o.kind === it.kind || o.kind === 'role')));
}

/** Whether two items are printed close enough, with nothing but contact text between them. */
function joined(doc: NoticeDocument, a: Span, b: Span): boolean {
  if (b.ns - a.ne > ITEM_GAP) return false;
  const gap = doc.norm.slice(a.ne, Math.max(a.ne, b.ns));
  return !/\n\s*\n/.test(gap) && !PROSE.test(gap);
}

/** A state and ZIP right after a run make it a city ("Mesa AZ 85201", "LAKE HOLLOW, New York11990"). */
const STATE_ZIP_AFTER = new RegExp(`^[\\s,]{1,3}(?:${US_STATES.map(([c, n]) => `${c}|${n.replace(/ /g, '\\s')}|${n.toUpperCase().replace(/ /g, '\\s')}`).join('|')})\\.?[\\s,]{0,3}\\d{5}|^[\\s,]{1,3}\\d{5}`);
// A double surname joins two capitalised words with a hyphen ("Vasquez-Reid").
const NAME_WORD = /^(?:[A-Z][a-z'’-]+(?:-[A-Z][a-z'’]+)?|[A-Z]{2,}[A-Z'’-]*|(?:Mc|Mac|O'|O’|D')[A-Z][A-Za-z'’-]+|[A-Z]\.?)$/;
const NOT_NAME_WORDS = new Set(CONTACT_NOT_NAME_WORDS);
const isNotNameWord = (w: string) => NOT_NAME_WORDS.has(w.toLowerCase().replace(/\.$/, ''));

/**
 * The individual in a block: a run of two to four name words ("Jane Q.
 * Roe", "JANE ROE") outside the block's other items, preferring one signed
 * ("By:", "/s/") or followed by a bar number or "Esq.".
 */
function personIn(doc: NoticeDocument, r: Span, taken: Item[]): Span | undefined {
  // Items come sorted by start; lookups below are binary searches and a coverage map, so a block of
  // thousands of items (hostile text) costs its length, not its length squared.
  const bars = taken.filter((x) => x.kind === 'bar');
  const roles = taken.filter((x) => x.kind === 'role');
  const longestRole = longestOf(roles);
  const covered = Coverage.of(r, taken);
  const cands: Array<Span & { score: number }> = [];
  let run: Span[] = [];
  const close = () => {
    if (run.length >= 2 && run.length <= 4 && run.some((w) => doc.norm.slice(w.ns, w.ne).replace(/\.$/, '').length > 1)) {
      const ns = run[0].ns;
      let ne = run[run.length - 1].ne;
      if (doc.norm[ne - 1] === '.' && /[a-z]{2,}\.$/i.test(doc.norm.slice(ns, ne))) ne--;
      if (doc.norm[ne - 1] === '-') ne--;
      const after = doc.norm.slice(ne, ne + 14);
      const before = doc.norm.slice(Math.max(r.ns, ns - 8), ns);
      // "By:" signs for the firm: its lawyer; "/s/" may be anyone's signature.
      const signed = /by:?\s?(?:\/s\/\s?)?$/i.test(before) ? 2 : /(?:\/s\/|\(s\))\s?$/.test(before) ? 1 : 0;
      // "Esq.", "#068135", "(079246)", "- SBN 081357", "057924", "(AZ Bar No. 092468)" right after the name.
      const credential = /^[\s,-]{0,3}(?:esq|\(#?\d{4,7}\)|#\s?\d{4,7}\b|0\d{4,6}\b|\(?(?:[A-Z]{2}\s)?(?:state\s)?bar|\(?sbn|no\.?\s?\d)/i.test(after) || (bars[firstStartingAt(bars, ne)]?.ns ?? Infinity) - ne <= 6;
      // The client named right after a role phrase ("Attorneys for Jane Doe, Personal Representative").
      const client = lastEndingNear(roles, ns, 3, longestRole) !== undefined;
      // A city before its state and ZIP is not a person ("Mesa AZ 85201", "LAKE HOLLOW, New York11990").
      if (!STATE_ZIP_AFTER.test(doc.norm.slice(ne, ne + 30))) {
        cands.push({ ns, ne, score: signed + (credential ? 2 : 0) - (client ? 3 : 0) });
      }
    }
    run = [];
  };
  for (const m of matchAll(/[^\s,;:()/]+/g, doc.norm, r.ns, r.ne)) {
    const w = { ns: m.index, ne: m.index + m[0].length };
    const breaks = covered.overlaps(w.ns, w.ne) || !NAME_WORD.test(m[0]) || isNotNameWord(m[0]);
    const gap = run.length ? doc.norm.slice(run[run.length - 1].ne, w.ns) : ' ';
    if (breaks || gap !== ' ') {
      close();
      if (breaks) continue;
    }
    run.push(w);
  }
  close();
  if (!cands.length) return undefined;
  const best = Math.max(...cands.map((c) => c.score));
  const c = cands.find((x) => x.score === best)!;
  return { ns: c.ns, ne: c.ne };
}

/** The fields of one block from its items. */
function fill(doc: NoticeDocument, range: Span, items: Item[]): ContactBlock {
  const first = (k: ItemKind) => {
    const it = items.find((x) => x.kind === k);
    return it ? { ns: it.ns, ne: it.ne } : undefined;
  };
  const role = items.find((x) => x.kind === 'role');
  // A block run together with signatures above it ("/s/ Jo Roe\nJO ROE\n12 Elm St ...\nROE & POE P.A.\n40 Oak Blvd ..."):
  // the address printed under the firm is the block's.
  const firm = items.find((x) => x.kind === 'firm');
  const underFirm = firm && items.find((x) => x.kind === 'address' && x.ns >= firm.ne);
  // An address the shared finder started too early ("057924 jane@x.com ROE P.A. 2525 Main St ...") starts after the items inside it.
  const address = underFirm ? { ns: underFirm.ns, ne: underFirm.ne } : first('address');
  if (address) {
    for (const it of items) if (it.kind !== 'address' && it.ns < address.ne && it.ne > address.ns && it.ne < address.ne) address.ns = Math.max(address.ns, it.ne);
    while (/[\s,.;:]/.test(doc.norm[address.ns] ?? '')) address.ns++;
  }
  const block: ContactBlock = {
    role: role ? { ns: role.ns, ne: role.ne, kind: role.role! } : undefined,
    firm: first('firm'), address, phone: first('phone'), fax: first('fax'),
    email: first('email'), barNumber: first('bar'),
  };
  block.name = personIn(doc, range, items);
  return block;
}

/**
 * The contact blocks of a notice, in text order, each a hit over the text it
 * spans (its items, and the line or run-on stretch they share).
 */
export function findContactBlocks(doc: NoticeDocument, found: FoundContacts = {}): Hit<ContactBlock>[] {
  const items = collectItems(doc, found);
  const out: Hit<ContactBlock>[] = [];
  let group: Item[] = [];
  const flush = () => {
    const kinds = new Set(group.filter((x) => x.kind !== 'role').map((x) => (x.kind === 'fax' ? 'phone' : x.kind)));
    // Two kinds of contact item make a block; a firm and an address alone are a letterhead only with a role.
    if (kinds.size >= 2 && (kinds.size >= 3 || !(kinds.has('firm') && kinds.has('address')) || group.some((x) => x.kind === 'role'))) {
      const ns = Math.min(doc.lineStart(group[0].ns), group[0].ns);
      const lineStart = doc.lineStart(group[0].ns);
      // The block reaches back over the name printed before its first item on that line or the line above.
      const lead = lineStart === group[0].ns && lineStart > 0 ? doc.lineStart(lineStart - 1) : lineStart;
      const from = Math.max(lead, group[0].ns - ITEM_GAP);
      const start = PROSE.test(doc.norm.slice(from, ns)) ? ns : from;
      const ne = Math.max(...group.map((x) => x.ne));
      out.push({ ns: start, ne, value: fill(doc, { ns: start, ne }, group), source: 'contact-block' });
    }
    group = [];
  };
  for (const it of items) {
    if (group.length && !joined(doc, group[group.length - 1], it)) flush();
    group.push(it);
  }
  flush();
  return out;
}
