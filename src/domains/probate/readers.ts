/**
 * Readers the probate pipeline needs and the shared recognizers lack: the
 * value after a case label (court codes in pieces, "2025 EST 284511"), the
 * court-name grammar, publication runs without commas or without a year
 * ("May 12 19 and 26 2016", "March 12, 19, 26"), a "City, State" place and a
 * street address printed without a ZIP. Each is a candidate for the shared
 * recognizers (see the pipeline's report of proposed changes).
 */
import { formatAddress } from '../../recognizers/addresses.js';
import { standardizeDate, isValidDate } from '../../recognizers/dates.js';
import { MONTHS } from '../../lexicon/dates.js';
import { STREET_SUFFIXES, UNIT_DESIGNATORS } from '../../lexicon/street.js';
import { US_STATES } from '../../lexicon/us-states.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { COURT_NAME_STOP, COURT_TYPES } from './cues.js';

interface Span { ns: number; ne: number }

// ---------------------------------------------------------------- case numbers

const ID_TOKEN = /[A-Z0-9](?:[A-Za-z0-9]|[-/.,](?=[A-Za-z0-9]))*/y;
const CAPS_SHORT = /^[A-Z]{1,4}$/;

/**
 * The case number starting at `at`: tokens with digits, joined by single
 * spaces, with short capital prefixes and infixes ("PB 2015-090481", "MC CH
 * CV PB 22-0000357", "2025 EST 284511") and a short suffix closing the line
 * ("25-4-01388-1 SEA"). Stops at a line break, a lower-case word or a long
 * capitalised word.
 */
export function readCaseValue(doc: NoticeDocument, at: number): Span | undefined {
  const text = doc.norm;
  let p = at;
  let start = -1;
  let end = -1;
  let prefix = 0;
  let pendingCaps = -1;
  for (let n = 0; n < 10; n++) {
    ID_TOKEN.lastIndex = p;
    const m = ID_TOKEN.exec(text);
    if (!m) break;
    const tok = m[0];
    const hasDigit = /\d/.test(tok);
    if (hasDigit) {
      if (start < 0) start = pendingCaps >= 0 ? pendingCaps : m.index;
      end = m.index + tok.length;
      pendingCaps = -1;
    } else if (CAPS_SHORT.test(tok)) {
      if (end < 0) {
        if (++prefix > 4) return undefined;
        if (pendingCaps < 0) pendingCaps = m.index;
      } else {
        // A trailing code closes the value only at the end of its line ("... 01388-1 SEA\n").
        const after = text.slice(m.index + tok.length, m.index + tok.length + 3);
        const spacesInOriginal = doc.map[m.index + tok.length] !== undefined && doc.map[m.index + tok.length + 1] - doc.map[m.index + tok.length] > 1;
        if (tok.length <= 3 && (/^(?:\n|$|\s?\))/.test(after) || spacesInOriginal || m.index + tok.length >= text.length)) {
          end = m.index + tok.length;
          break;
        }
        if (pendingCaps < 0) pendingCaps = m.index;
      }
    } else break;
    p = m.index + tok.length;
    if (text[p] !== ' ') break;
    p++;
  }
  if (start < 0 || end < 0) return undefined;
  while (end > start && /[.,]/.test(text[end - 1])) end--;
  return { ns: start, ne: end };
}

// ---------------------------------------------------------------- court names

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SMALL_WORDS = new Set(['of', 'and', 'for', 'the', 'at', 'in']);
const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** A keyword (or phrase) in lower, Title or UPPER case: court names are printed in all three. */
export function kw(phrase: string): string {
  const words = phrase.split(' ');
  const forms = new Set([
    phrase,
    phrase.toUpperCase(),
    words.map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : capital(w))).join(' '),
    words.map(capital).join(' '),
    capital(phrase),
  ]);
  return `(?:${[...forms].map((f) => esc(f).replace(/ /g, '\\s')).join('|')})`;
}

const STOP_KW = `(?:${COURT_NAME_STOP.map(kw).join('|')})(?![\\w'])`;
const NAME_WORD = `(?<![\\w'])(?!${STOP_KW})[A-Z][A-Za-z'.-]*`;
/** A word before a court type ("ARIZONA SUPERIOR COURT"): three letters or more, on the same line. */
const HEAD_WORD = `(?<![\\w'])(?!${STOP_KW})[A-Z][A-Za-z'.-]{2,}`;
const PLACE = `${NAME_WORD}(?: ${NAME_WORD}){0,3}`;
const STATE = `(?:${US_STATES.map(([, n]) => kw(n.toLowerCase())).join('|')})(?![\\w'])`;
const TYPE = `(?:${COURT_TYPES.map(kw).join('|')})`;
const COURT = kw('court');
const K = (w: string) => kw(w);
const HEAD =
  `(?:(?:${HEAD_WORD} ){0,2}(?:${TYPE} (?:- )?){1,2}${COURT}` +
  `|${COURT}\\s${K('of')}\\s(?:${K('probate')}|${K('common pleas')})` +
  `|(?<generic>[A-Z][a-z]{3,})\\s${COURT}(?=\\s${K('of')}\\s))`;
const QUALIFIERS = [
  `(?:${K('of')}|${K('for')}|${K('in and for')}|${K('within and for')})\\s(?:${K('the')}\\s)?(?:${K('state of')}\\s${PLACE}|${K('county of')}\\s${PLACE}|${K('city and county of')}\\s${PLACE}|${K('city of')}\\s${PLACE}|${K('district of')}\\s${PLACE}|${K('parish of')}\\s${PLACE}|${PLACE}\\s(?:${K('county')}|${K('parish')}|${K('judicial district')}|${K('judicial circuit')}|${K('probate district')}|${K('district')})|${PLACE})`,
  `(?:${K('state of')}|${K('county of')})\\s${PLACE}`,
  `${PLACE}\\s(?:${K('county')}|${K('parish')})`,
  `${STATE}(?:\\s${K('at')}\\s${PLACE})?`,
  `(?:${K('probate')}|${K('family')}|${K('civil')})\\s(?:${K('division')}|${K('department')}|${K('section')}|${K('part')}|${K('branch')})`,
  `${PLACE}\\s(?:${K('judicial district')}|${K('judicial circuit')}|${K('probate district')})`,
  `${K('no')}\\.?\\s\\d{1,3}`,
  `${K('holden at')}\\s${PLACE}`,
].map((q) => `(?:${q})(?![\\w'])`);
const QUAL = `(?:${QUALIFIERS.join('|')})`;
const SEP_INLINE = `(?:,?\\s(?:-\\s)?|\\s?-\\s)`;
const SEP_CAPTION = `(?:,?\\s(?:-\\s)?|\\s?-\\s|,?\\s{0,2}\\n(?:\\s{0,2}\\n){0,2}\\s{0,2})`;
const COURT_INLINE = new RegExp(`${HEAD}(?:${SEP_INLINE}${QUAL}){0,8}`, 'g');
const COURT_CAPTION = new RegExp(`${HEAD}(?:${SEP_CAPTION}${QUAL}){0,8}`, 'y');
const CAPTION_PREFIX = /^(?:in(?:\sthe)?|at\sa)?$/i;

/**
 * The court named in `r`: a caption line that opens with a court (its
 * qualifier lines joined), else the first court named in running text that
 * is qualified (a bare "Supreme Court Reg. No." is no court of the estate).
 */
export function findCourt(doc: NoticeDocument, r: Span): Span | undefined {
  let inline: Span | undefined;
  for (const m of matchAll(COURT_INLINE, doc.norm, r.ns, r.ne)) {
    if (m.index + m[0].length > r.ne) break;
    if (CAPTION_PREFIX.test(doc.norm.slice(doc.lineStart(m.index), m.index).trim())) {
      COURT_CAPTION.lastIndex = m.index;
      const c = COURT_CAPTION.exec(doc.norm);
      if (c) return { ns: m.index, ne: trimSep(doc, m.index, Math.min(r.ne, m.index + c[0].length)) };
    }
    // A head read from an unknown word ("Cbunty Court" in OCR) counts only with a qualifier.
    const qualified = m[0].length > headLength(m[0]);
    if (!inline && (qualified || m.groups?.generic === undefined)) inline = { ns: m.index, ne: trimSep(doc, m.index, m.index + m[0].length) };
  }
  return inline;
}

const HEAD_ONLY = new RegExp(`^${HEAD}`);
function headLength(s: string): number {
  return HEAD_ONLY.exec(s)?.[0].length ?? s.length;
}

function trimSep(doc: NoticeDocument, ns: number, ne: number): number {
  while (ne > ns && /[\s,.-]/.test(doc.norm[ne - 1])) ne--;
  return ne;
}

// ---------------------------------------------------------------- publication runs

const MONTH_NAMES = MONTHS.flatMap(([, names]) => names).sort((a, b) => b.length - a.length);
const MONTH_NUMBER = new Map<string, number>(MONTHS.flatMap(([n, names]) => names.map((x) => [x, n] as [string, number])));
const LOOSE_RUN = new RegExp(
  `\\b(${MONTH_NAMES.join('|')})\\.?\\s(\\d{1,2})((?:(?:,|\\sand|\\s&)?\\s\\d{1,2}(?![\\d/:]))){1,6}(?:,?\\s(\\d{4})(?!\\d))?`,
  'gi',
);
const LONE_DATE = new RegExp(`^(${MONTH_NAMES.join('|')})\\.?\\s(\\d{1,2})(?![\\d/:,])`, 'i');

export interface LooseDate {
  /** `MM/DD/YYYY`, or undefined when no year is printed. */
  standardized?: string;
  runEnd: number;
}

/**
 * Publication runs the shared date parsers miss: days separated by spaces
 * only ("May 12 19 and 26 2016", where a scraper dropped the commas) or no
 * year at all ("March 12, 19, 26"). The hit spans the first date.
 */
export function findLooseRuns(doc: NoticeDocument, taken: Span[]): Hit<LooseDate>[] {
  const out: Hit<LooseDate>[] = [];
  for (const m of matchAll(LOOSE_RUN, doc.norm)) {
    const ne = m.index + m[0].length;
    if (taken.some((t) => t.ns < ne && m.index < t.ne)) continue;
    const days = [m[2], ...m[3].match(/\d{1,2}/g)!].map(Number);
    if (days.some((x, i) => x < 1 || x > 31 || (i > 0 && x <= days[i - 1]))) continue;
    const month = MONTH_NUMBER.get(m[1].toLowerCase())!;
    const year = m[4] ? +m[4] : undefined;
    const standardized = year && isValidDate(year, month, days[0]) ? standardizeDate(year, month, days[0]) : undefined;
    const firstEnd = m.index + m[1].length + (doc.norm[m.index + m[1].length] === '.' ? 1 : 0) + 1 + m[2].length;
    out.push({ ns: m.index, ne: firstEnd, value: { standardized, runEnd: ne }, source: 'probate:loose-run' });
  }
  return out;
}

/** A date without a year right at `at` ("March 12"), for use after an explicit first-publication label. */
export function readLoneDate(doc: NoticeDocument, at: number): Hit<LooseDate> | undefined {
  const m = LONE_DATE.exec(doc.norm.slice(at, at + 20));
  if (!m || +m[2] < 1 || +m[2] > 31) return undefined;
  return { ns: at, ne: at + m[0].length, value: { runEnd: at + m[0].length }, source: 'probate:lone-date' };
}

// ---------------------------------------------------------------- places and addresses

const STATE_NAMES = US_STATES.map(([, n]) => n.replace(/ /g, '\\s')).join('|');
const PLACE_AT = new RegExp(`^,?\\s(?:in|of)\\s([A-Z][A-Za-z.'-]+(?:\\s[A-Z][A-Za-z.'-]+){0,2},\\s(?:${STATE_NAMES}))(?![A-Za-z])`);

/** "of Poway, California" / "in Central Point, Oregon" right at `at`: the span of the place. */
export function readPlace(doc: NoticeDocument, at: number): Span | undefined {
  const m = PLACE_AT.exec(doc.norm.slice(at, at + 80));
  if (!m) return undefined;
  const ns = at + m[0].length - m[1].length;
  return { ns, ne: at + m[0].length };
}

const SUFFIX_WORDS = [...STREET_SUFFIXES.keys()].sort((a, b) => b.length - a.length).map(esc).join('|');
const UNIT_WORDS = [...UNIT_DESIGNATORS.keys()].filter((u) => u !== '#').map(esc).join('|');
const STREET_NO_ZIP = new RegExp(
  `^\\d{1,6}[A-Za-z]?\\s(?:[A-Z0-9][\\w.'-]*\\s){0,4}?(?:${SUFFIX_WORDS})\\.?(?:,?\\s(?:${UNIT_WORDS})\\.?\\s?#?[\\w-]{1,6})?,\\s[A-Z][A-Za-z.' ]{1,30}?,\\s(?:${STATE_NAMES}|[A-Z]{2})(?![A-Za-z])`,
  'i',
);

/** "85 Stone Mill Road, Claverack, New York" (street, city, state, no ZIP) right at `at`. */
export function readStreetNoZip(doc: NoticeDocument, at: number): Span | undefined {
  const m = STREET_NO_ZIP.exec(doc.norm.slice(at, at + 140));
  return m && !m[0].includes('\n\n') ? { ns: at, ne: at + m[0].length } : undefined;
}

const PO_BOX = new RegExp(
  `(?<![\\w.])(?:P\\.?\\s?O\\.?\\s?Box|Post\\sOffice\\s(?:Box|Drawer))\\s\\d{1,6},\\s[A-Z][A-Za-z.' ]{1,30}?,\\s(?:${STATE_NAMES}|[A-Z]{2})\\s\\d{5}(?:-\\d{4})?(?![\\d-])`,
  'gi',
);

/** Post office boxes printed on one line with commas ("Post Office Box 11874, Columbia, SC 29211"). */
export function findBoxAddresses(doc: NoticeDocument): Span[] {
  return [...matchAll(PO_BOX, doc.norm)].map((m) => ({ ns: m.index, ne: m.index + m[0].length }));
}

/**
 * The printed address. Line breaks become ", " (entities.md) unless the
 * notice prints no comma at all: a scraper that stripped every comma also
 * stripped them from addresses, and the verbatim value has none.
 */
export function addressText(doc: NoticeDocument, s: Span): string {
  if (!doc.norm.includes(',')) return doc.valueOf(s.ns, s.ne);
  return formatAddress(doc, s.ns, s.ne);
}

/** A bar or registration number printed before a street line reads as part of it ("SBN 009446 2929 North 44th Street"). */
export function trimAddressStart(doc: NoticeDocument, s: Span): Span {
  const m = /^\d{4,}\s(?=\d{1,6}\s)/.exec(doc.norm.slice(s.ns, s.ne));
  return m ? { ns: s.ns + m[0].length, ne: s.ne } : s;
}
