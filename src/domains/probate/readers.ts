/**
 * Readers the probate pipeline needs and the shared recognizers lack: the
 * value after a case label (court codes in pieces, "2024 EST 101234"), the
 * court-name grammar, publication runs without commas or without a year
 * ("June 3 10 and 17 2019", "April 2, 9, 16"), a "City, State" place and a
 * street address printed without a ZIP. Each is a candidate for the shared
 * recognizers.
 */
import { standardizeDate, isValidDate } from '../../recognizers/dates.js';
import { MONTHS } from '../../lexicon/dates.js';
import { STREET_SUFFIXES, UNIT_DESIGNATORS } from '../../lexicon/street.js';
import { STATE_ABBREVIATIONS, US_STATES } from '../../lexicon/us-states.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { escapeRegExp as esc } from '../../text/escape.js';
import type { Span } from '../../text/spans.js';
import { COURT_NAME_STOP, COURT_TYPES } from './cues.js';

// ---------------------------------------------------------------- case numbers

const ID_TOKEN = /[A-Z0-9](?:[A-Za-z0-9]|[-/.,](?=[A-Za-z0-9]))*/y;
const CAPS_SHORT = /^[A-Z]{1,4}$/;

/**
 * The case number starting at `at`: tokens with digits, joined by single
 * spaces, with short capital prefixes and infixes ("PB 2019-012345", "MC CH
 * CV PB 21-0000123", "2024 EST 101234") and a short suffix closing the line
 * ("24-4-00777-2 SEA"). Stops at a line break, a lower-case word or a long
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
        // A trailing code closes the value only at the end of its line ("... 00777-2 SEA\n"), or
        // before a wide gap the scraper folded ("2024-0456 A    SURROGATE'S COURT").
        const e = m.index + tok.length;
        const wideGap = text[e] === ' ' && doc.map[e + 1] - doc.map[e] > 1;
        if (tok.length <= 3 && (/^(?:\n|$|\s?\))/.test(text.slice(e, e + 3)) || wideGap)) {
          end = e;
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

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
/** A keyword (or phrase) with each word in lower, Title or UPPER case: court names are printed in all three, and mixed. */
export function kw(phrase: string): string {
  return phrase.split(' ').map((w) => {
    const forms = [...new Set([w, capital(w), w.toUpperCase()])].map(esc);
    return forms.length > 1 ? `(?:${forms.join('|')})` : forms[0];
  }).join(' ');
}

// Keywords end a place name; only their Title and UPPER forms can stand where a name word starts.
const STOP_KW = `(?:${COURT_NAME_STOP.flatMap((w) => [capital(w), w.toUpperCase()]).map(esc).join('|')})(?![\\w'])`;
const NAME_WORD = `(?<![\\w'])(?=[A-Z])(?!${STOP_KW})[A-Z][A-Za-z'.-]*`;
/** A word before a court type ("ARIZONA SUPERIOR COURT"): three letters or more, on the same line. */
const HEAD_WORD = `(?<![\\w'])(?=[A-Z])(?!${STOP_KW})[A-Z][A-Za-z'.-]{2,}`;
// A place's words share a line (\x20, kept when qualifier spaces widen to line breaks below).
const PLACE = `${NAME_WORD}(?:\\x20${NAME_WORD}){0,3}`;
const STATE = `(?:${US_STATES.map(([, n]) => kw(n.toLowerCase())).join('|')})(?![\\w'])`;
const TYPE = `(?:${COURT_TYPES.map(kw).join('|')})`;
const COURT = kw('court');
const K = (w: string) => kw(w);
const HEAD =
  `(?:(?:${HEAD_WORD} ){0,2}(?:${K('judicial')} )?(?:${TYPE}\\s(?:-\\s)?){1,2}${COURT}` +
  `|${COURT}\\s${K('of')}\\s(?:${K('probate')}|${K('common pleas')})` +
  `|(?<generic>[A-Z][a-z]{3,})\\s${COURT}(?=\\s${K('of')}\\s))`;
const QUALIFIERS = [
  // The place kinds are told apart by their first words, so one PLACE serves them all.
  `(?:${K('of')}|${K('for')}|${K('in and for')}|${K('within and for')}) (?:${K('the')} )?(?:(?:${K('state of')}|${K('county of')}|${K('city and county of')}|${K('city of')}|${K('district of')}|${K('parish of')}) ${PLACE}|${PLACE} (?:${K('county')}|${K('parish')}|${K('judicial district')}|${K('judicial circuit')}|${K('probate district')}|${K('district')})|${PLACE})`,
  `(?:${K('state of')}|${K('county of')}) ${PLACE}`,
  `${PLACE} (?:${K('county')}|${K('parish')})`,
  `${STATE}(?: ${K('at')} ${PLACE})?`,
  `(?:${K('probate')}|${K('family')}|${K('civil')}) (?:${K('division')}|${K('department')}|${K('section')}|${K('part')}|${K('branch')})`,
  `${PLACE} (?:${K('judicial district')}|${K('judicial circuit')}|${K('probate district')})`,
  `${K('no')}\\.? \\d{1,3}`,
  `${K('at law')}(?: ${K('no')}\\.? \\d{1,3})?`,
  `(?:${K('county')}|${K('chancery')}|${K('law')}|${K('probate')}) ${K('department')}`,
  `${K('holden at')} ${PLACE}`,
  `(?:${K('in and for')}|${K('of')}|${K('for')}) ${K('said')} (?:${K('county')}|${K('parish')}|${K('district')})`,
  // Old spellings of a state after a county: "Frederick county, Md."
  `(?:${Object.keys(STATE_ABBREVIATIONS).map(esc).join('|')})\\.`,
  // A line wrap may fall anywhere between a qualifier's words ("of the State of\nWashington"), but not inside a place name.
].map((q) => `(?:${q.replace(/ /g, '\\s')})(?![\\w'])`);
// A dash may come through mis-decoded as "?" ("SURROGATE'S COURT ? HERKIMER COUNTY").
const SEP_INLINE = `(?:,?\\s(?:[-?]\\s)?|\\s?-\\s)`;
const SEP_CAPTION = `(?:,?\\s(?:[-?]\\s)?|\\s?-\\s|,?\\s{0,2}\\n(?:\\s{0,2}\\n){0,2}\\s{0,2})`;
/** At most this many qualifiers follow a head ("Circuit Court of the Sixth Judicial Circuit in and for Pasco County, Florida, Probate Division"). */
const MAX_QUALIFIERS = 8;
// The grammar `HEAD(?:SEP QUAL){0,8}` (QUAL: the qualifier rows as alternatives) runs in pieces: one pattern
// holding it all is 22 KB of source, past the 20 KB over which V8 stops optimizing a pattern, and a large
// pattern's compiled code is slow to run from a cold cache. The head is small and tried at every start.
const HEAD_AT = new RegExp(HEAD, 'y');
// A separator only ever stands before a letter and every row opens with one, so all the separator's
// readings that let a row follow end at the same letter: trying row by row picks the row the alternation would.
const QUAL_INLINE = QUALIFIERS.map((q) => new RegExp(`${SEP_INLINE}${q}`, 'y'));
const QUAL_CAPTION = QUALIFIERS.map((q) => new RegExp(`${SEP_CAPTION}${q}`, 'y'));
const CAPTION_PREFIX = /^(?:in(?:\sthe)?|at\sa)?$/i;

/**
 * The court named in `r`: a caption line that opens with a court (its
 * qualifier lines joined), else the first court named in running text that
 * is qualified (a bare "Supreme Court Reg. No." is no court of the estate).
 */
export function findCourt(doc: NoticeDocument, r: Span): Span | undefined {
  let inline: Span | undefined;
  let last = -1;
  // The grammar is costly to try at every position: it runs only around each printed "court".
  for (let i = doc.lower.indexOf('court', r.ns); i >= 0 && i < r.ne; i = doc.lower.indexOf('court', i + 5)) {
    let from = Math.max(r.ns, i - 70, last);
    while (from > r.ns && /\S/.test(doc.norm[from - 1])) from--;
    const slice = doc.norm.slice(from, Math.min(r.ne, i + 400));
    const m = courtCovering(slice, i - from);
    if (!m) continue;
    const ns = from + m.index + statePrefix(doc, from + m.index);
    last = from + m.index + m.text.length;
    if (CAPTION_PREFIX.test(doc.norm.slice(doc.lineStart(ns), ns).trim())) {
      const c = courtAt(slice, m.index, QUAL_CAPTION);
      if (c) return { ns, ne: trimSep(doc, ns, from + m.index + c.text.length) };
    }
    // A head read from an unknown word ("Cuonty Court" in OCR) counts only with a qualifier.
    const qualified = m.text.length > headLength(m.text);
    if (!inline && (qualified || !m.generic)) inline = { ns, ne: trimSep(doc, ns, last) };
  }
  return inline;
}

const STATE_WORDS = new Set(US_STATES.map(([, n]) => n.toLowerCase()));
/**
 * How many characters of state name open a court name printed mid-line:
 * "STATE OF MICHIGAN PROBATE COURT" names the "PROBATE COURT"; at the start
 * of a line the state is part of it ("ARIZONA SUPERIOR COURT").
 */
function statePrefix(doc: NoticeDocument, ns: number): number {
  if (ns === doc.lineStart(ns)) return 0;
  const text = doc.norm.slice(ns, ns + 40);
  const m = /^(\S+)(?: (\S+))?/.exec(text)!;
  if (m[2] && STATE_WORDS.has(`${m[1]} ${m[2]}`.toLowerCase())) return m[1].length + m[2].length + 2;
  return STATE_WORDS.has(m[1].toLowerCase()) ? m[1].length + 1 : 0;
}

interface CourtMatch { index: number; text: string; generic: boolean }

/**
 * The court read at `p`: its head, then qualifiers while one follows. Each
 * piece takes its first reading and a later one never forces an earlier one
 * back (nothing follows the qualifier run), so this is what the one pattern
 * `HEAD(?:SEP QUAL){0,8}` would match at `p`.
 */
function courtAt(text: string, p: number, rows: RegExp[]): CourtMatch | undefined {
  HEAD_AT.lastIndex = p;
  const h = HEAD_AT.exec(text);
  if (!h) return undefined;
  let end = p + h[0].length;
  for (let n = 0; n < MAX_QUALIFIERS; n++) {
    const q = stickyFirst(rows, text, end);
    if (!q) break;
    end += q[0].length;
  }
  return { index: p, text: text.slice(p, end), generic: h.groups?.generic !== undefined };
}

/** The match at `p` of the first of `rows` (sticky patterns) that matches there. */
function stickyFirst(rows: RegExp[], text: string, p: number): RegExpExecArray | undefined {
  for (const rx of rows) {
    rx.lastIndex = p;
    const m = rx.exec(text);
    if (m) return m;
  }
  return undefined;
}

/**
 * The first court in `text` that covers offset `at`, as a scan from 0 would
 * find it (each court read resumes the scan at its end). Starts past `at`
 * cannot cover it and are never tried.
 */
function courtCovering(text: string, at: number): CourtMatch | undefined {
  for (let p = 0; p <= at; p++) {
    const m = courtAt(text, p, QUAL_INLINE);
    if (!m) continue;
    if (p + m.text.length > at) return m;
    p += m.text.length - 1;
  }
  return undefined;
}

const HEAD_ONLY = new RegExp(`^${HEAD}`);
function headLength(s: string): number {
  return HEAD_ONLY.exec(s)?.[0].length ?? s.length;
}

const ABBREVIATION_END = new RegExp(`\\b(?:${Object.keys(STATE_ABBREVIATIONS).join('|')})\\.$`);

function trimSep(doc: NoticeDocument, ns: number, ne: number): number {
  while (ne > ns && /[\s,.-]/.test(doc.norm[ne - 1])) {
    // The period of an abbreviation is part of it ("Frederick county, Md.").
    if (doc.norm[ne - 1] === '.' && ABBREVIATION_END.test(doc.norm.slice(Math.max(ns, ne - 8), ne))) break;
    ne--;
  }
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
 * only ("June 3 10 and 17 2019", where a scraper dropped the commas) or no
 * year at all ("April 2, 9, 16"). The hit spans the first date.
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

/** A date without a year right at `at` ("April 2"), for use after an explicit first-publication label. */
export function readLoneDate(doc: NoticeDocument, at: number): Hit<LooseDate> | undefined {
  const m = LONE_DATE.exec(doc.norm.slice(at, at + 20));
  if (!m || +m[2] < 1 || +m[2] > 31) return undefined;
  return { ns: at, ne: at + m[0].length, value: { runEnd: at + m[0].length }, source: 'probate:lone-date' };
}

/**
 * The printer's tag under an old notice: the date of its first insertion and
 * how many times it runs, alone on a line ("aug 24 5t", "June 16 4t",
 * "Jan. 5-3t"). Only the date is kept.
 */
const INSERTION_TAG = new RegExp(`^[ \\t]*(${MONTH_NAMES.join('|')})\\.?\\s(\\d{1,2})(?:,?\\s\\d{4})?\\s?[-\\s]\\s?\\d{1,2}\\s?t(?:imes|w)?\\.?[ \\t]*$`, 'gimd');

export function findInsertionTags(doc: NoticeDocument, ns: number, ne: number): Hit<LooseDate>[] {
  const out: Hit<LooseDate>[] = [];
  for (const m of matchAll(INSERTION_TAG, doc.norm, ns, ne)) {
    if (+m[2] < 1 || +m[2] > 31) continue;
    const [at] = m.indices![1];
    const [, end] = m.indices![2];
    out.push({ ns: at, ne: end, value: { runEnd: end }, source: 'probate:insertion-tag' });
  }
  return out;
}

// ---------------------------------------------------------------- places and addresses

// State names as printed in text and in all-capitals notices ("Earlville, Iowa", "EARLVILLE, IOWA").
const STATE_NAMES = US_STATES.flatMap(([, n]) => [n, n.toUpperCase()]).map((n) => n.replace(/ /g, '\\s')).join('|');
const PLACE_AT = new RegExp(`^,?\\s(?:in|of|IN|OF)\\s([A-Z][A-Za-z.'-]+(?:\\s[A-Z][A-Za-z.'-]+){0,2},\\s(?:${STATE_NAMES}))(?![A-Za-z])`);

/** "of Ojai, California" / "in Hood River, Oregon" right at `at`: the span of the place. */
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

const PLACE_LINE = new RegExp(`^([A-Z][A-Za-z.'-]+(?:\\s[A-Z][A-Za-z.'-]+){0,2},\\s(?:${STATE_NAMES}))[.,]?[ \\t]*(?:\\n|$)`);

/**
 * A town and state standing alone on a line at `at`, as a signature prints
 * the signer's home where notices had no street or ZIP: "IDA ROE,
 * Executrix\nEarlville, Iowa".
 */
export function readPlaceLine(doc: NoticeDocument, at: number): Span | undefined {
  const m = PLACE_LINE.exec(doc.norm.slice(at, at + 80));
  return m ? { ns: at, ne: at + m[1].length } : undefined;
}

/** "12 Orchard Lane, Millbrook, New York" (street, city, state, no ZIP) right at `at`. */
export function readStreetNoZip(doc: NoticeDocument, at: number): Span | undefined {
  const m = STREET_NO_ZIP.exec(doc.norm.slice(at, at + 140));
  return m && !m[0].includes('\n\n') ? { ns: at, ne: at + m[0].length } : undefined;
}

const PO_BOX = new RegExp(
  `(?<![\\w.])(?:P\\.?\\s?O\\.?\\s?Box|Post\\sOffice\\s(?:Box|Drawer))\\s\\d{1,6},\\s[A-Z][A-Za-z.' ]{1,30}?,\\s(?:${STATE_NAMES}|[A-Z]{2})\\s\\d{5}(?:-\\d{4})?(?![\\d-])`,
  'gi',
);

/** Post office boxes printed on one line with commas ("Post Office Box 1234, Aiken, SC 29801"). */
export function findBoxAddresses(doc: NoticeDocument): Span[] {
  return [...matchAll(PO_BOX, doc.norm)].map((m) => ({ ns: m.index, ne: m.index + m[0].length }));
}

const SPELLED_STREET = new RegExp(
  `(?:^|[\\s,])((?:One|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Eleven|Twelve|Twenty|Fifty|Hundred)\\s(?:[A-Z][A-Za-z'-]*\\s){0,3}(?:${SUFFIX_WORDS})\\.?),?\\s{1,3}$`,
  'i',
);

/**
 * A street line whose house number is spelled ("One Liberty Plaza")
 * printed before an address the shared finder anchored on a PO box or a
 * later line: the address starts at the spelled number.
 */
export function extendSpelledStreet(doc: NoticeDocument, s: Span): Span {
  const m = SPELLED_STREET.exec(doc.norm.slice(Math.max(0, s.ns - 60), s.ns));
  return m && /^[A-Z]/.test(m[1]) ? { ns: s.ns - m[0].length + m[0].indexOf(m[1]), ne: s.ne } : s;
}

const HOUSE_NUMBER_TOKEN = /^\d{1,6}[A-Za-z]?$/;

/**
 * Where the street line really starts. The shared finder takes the earliest
 * number that reads as a house number, so a bar number or a date printed
 * before the street on the same line joins it ("SBN 001234 1500 West 12th
 * Street", "2025 Jane Doe 1800 Elm Street"): the street starts at the last
 * number of its first piece that a street word follows within five words.
 */
export function trimAddressStart(doc: NoticeDocument, s: Span): Span {
  const text = doc.norm.slice(s.ns, s.ne);
  const piece = text.split(/[,\n]/)[0];
  const words = [...piece.matchAll(/\S+/g)];
  let start = 0;
  for (let i = 1; i < words.length - 1; i++) {
    if (!HOUSE_NUMBER_TOKEN.test(words[i][0])) continue;
    const next = words.slice(i + 1, i + 6).map((w) => w[0].toLowerCase().replace(/[.,]$/, ''));
    if (next.some((w) => STREET_SUFFIXES.has(w))) start = words[i].index!;
  }
  return start ? { ns: s.ns + start, ne: s.ne } : s;
}
