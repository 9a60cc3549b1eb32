/**
 * The court-name grammar: a head ("Superior Court", "Court of Probate") and
 * the qualifiers that follow it ("of the State of Arizona", "in and for
 * Maricopa County", "Probate Division"), over lower, Title and UPPER case.
 */
import { STATE_ABBREVIATIONS, US_STATES } from '../../lexicon/us-states.js';
import { wideGapBefore, type NoticeDocument } from '../../text/document.js';
import { escapeRegExp as esc } from '../../text/escape.js';
import type { Span } from '../../text/spans.js';
import { COURT_NAME_STOP, COURT_TYPES } from './cues/court.js';
import type { Found } from './recognize.js';
import { courtByOfficer } from './court-officer.js';
import { courtByDivisionLine } from './court-division-line.js';
import { courtStart } from './court-start.js';

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
// OCR of a narrow column breaks a name word with no hyphen ("Gas\nconade Bend county"): its rest, in lower case, goes on.
const NAME_WORD = `(?<![\\w'])(?=[A-Z])(?!${STOP_KW})[A-Z][A-Za-z'.-]*(?:\\n(?!(?:county|parish|district|court|state|of|in|for)\\b)[a-z]{2,}(?=[\\s,]))?`;
/** A word before a court type ("ARIZONA SUPERIOR COURT"): three letters or more, on the same line. */
const HEAD_WORD = `(?<![\\w'])(?=[A-Z])(?!${STOP_KW})[A-Z][A-Za-z'.-]{2,}`;
// A place's words share a line (\x20, kept when qualifier spaces widen to line breaks below).
const PLACE = `${NAME_WORD}(?:\\x20${NAME_WORD}){0,3}`;
const STATE = `(?:${US_STATES.map(([, n]) => kw(n.toLowerCase())).join('|')})(?![\\w'])`;
const TYPE = `(?:${COURT_TYPES.map(kw).join('|')})`;
// Not the building ("Elm County Courthouse", "Court House"): a court's name ends at its word.
const COURT = `${kw('court')}(?![ \\t]?[Hh][Oo][Uu][Ss][Ee])`;
const K = (w: string) => kw(w);
const HEAD =
  // Two kinds share a line ("PROBATE AND FAMILY COURT"); a heading's last word over the court's line is no kind of it
  // ("NOTICE OF PROBATE\nSURROGATE'S COURT"), though a line may break before "COURT".
  `(?:(?:${HEAD_WORD} ){0,2}(?:${K('judicial')} )?(?:${TYPE}(?:[ \\t](?:-\\s)?|\\s(?=${COURT}))){1,2}${COURT}` +
  `|${COURT}\\s${K('of')}\\s(?:${K('probate')}|${K('common pleas')})` +
  `|(?<generic>[A-Z][a-z]{3,}|[A-Z]{4,})\\s${COURT}(?=\\s${K('of')}\\s))`;
/** "of", "for", "in and for", "within and for": what joins a place to a court. */
const OF_FOR = `(?:${K('of')}|${K('for')}|${K('in and for')}|${K('within and for')})`;
/** A place named by its kind first: "State of Arizona", "City and County of Denver". */
const KIND_OF_PLACE = `(?:${K('state of')}|${K('county of')}|${K('city and county of')}|${K('city of')}|${K('district of')}|${K('parish of')}) ${PLACE}`;
/** A place named by its kind last: "Maricopa County", "Sixth Judicial Circuit". */
// Hawaii numbers its circuits without "Judicial": "Circuit Court of the First Circuit".
const PLACE_OF_KIND = `${PLACE} (?:${K('county')}|${K('parish')}|${K('judicial district')}|${K('judicial circuit')}|${K('probate district')}|${K('district')}|${K('circuit')})`;
const QUALIFIERS = [
  // The place kinds are told apart by their first words, so one PLACE serves them all.
  `${OF_FOR} (?:${K('the')} )?(?:${KIND_OF_PLACE}|${PLACE_OF_KIND}|${PLACE})`,
  // "Fourth Judicial District Court in Elm County": after a bare "in", only a place named with its kind.
  `${K('in')} (?:${K('the')} )?(?:${KIND_OF_PLACE}|${PLACE_OF_KIND})`,
  `(?:${K('state of')}|${K('county of')}) ${PLACE}`,
  // Connecticut names a probate district twice: "Court of Probate, District of Elm Valley Probate District".
  `${K('district of')} ${PLACE}(?: ${K('probate district')})?`,
  `${PLACE} (?:${K('county')}|${K('parish')})`,
  `${STATE}(?: ${K('at')} ${PLACE})?`,
  // "Orphans' Court of Frederick County, in Maryland".
  `${K('in')} ${STATE}`,
  `(?:${K('probate')}|${K('family')}|${K('civil')}) (?:${K('division')}|${K('department')}|${K('section')}|${K('part')}|${K('branch')})`,
  `${PLACE} (?:${K('judicial district')}|${K('judicial circuit')}|${K('probate district')})(?: ${K('at')} ${PLACE})?`, // Alaska's: "Third Judicial District at Palmer".
  `${K('no')}\\.? \\d{1,3}`,
  `${K('at law')}(?: ${K('no')}\\.? \\d{1,3})?`,
  `(?:${K('county')}|${K('chancery')}|${K('law')}|${K('probate')}) ${K('department')}`,
  `${K('holden at')} ${PLACE}`,
  `${PLACE} ${K('unit')}`, // Vermont's: "Superior Court, Probate Division, Elm Unit".
  `(?:${K('in and for')}|${K('of')}|${K('for')}) ${K('said')} (?:${K('county')}|${K('parish')}|${K('district')})`,
  // Old spellings of a state after a county: "Frederick county, Md."
  `(?:${Object.keys(STATE_ABBREVIATIONS).flatMap((a) => [a, a.toUpperCase()]).map(esc).join('|')})\\.`,
  // A line wrap may fall anywhere between a qualifier's words ("of the State of\nWashington"), but not inside a place name.
].map((q) => `(?:${q.replace(/ /g, '\\s')})(?![\\w'])`);
// A dash may come through mis-decoded as "?" ("SURROGATE'S COURT ? HERKIMER COUNTY").
const SEP_INLINE = `(?:,?\\s(?:[-?]\\s)?|\\s?-\\s)`;
const SEP_CAPTION = `(?:,?\\s(?:[-?]\\s)?|\\s?-\\s|,?\\s{0,2}\\n(?:\\s{0,2}\\n){0,2}\\s{0,2})`;
/** At most this many qualifiers follow a head ("Circuit Court of the Sixth Judicial Circuit in and for Pasco County, Florida, Probate Division"). */
const MAX_QUALIFIERS = 8;
// The grammar `HEAD(?:SEP QUAL){0,8}` (QUAL: the qualifier rows as alternatives) runs in pieces. Held in
// one pattern it is 22 KB of source, past the 20 KB over which V8 stops optimizing a pattern; and V8 also
// stops optimizing every pattern compiled once a process holds about 16 MB of machine code, so the few
// patterns here are kept small in machine code too (the rows are compiled once, not once per separator).
// A separator only ever stands before a letter and every row opens with one, so all the separator's
// readings that let a row follow end at the first letter: the separator is read first, then the rows,
// as one sticky alternation whose match is the first row's that matches there.
const ROWS = new RegExp(QUALIFIERS.join('|'), 'y');
const separatorAt = (sep: string) => new RegExp(`${sep}(?=[A-Za-z])`, 'y');
const SEP_INLINE_AT = separatorAt(SEP_INLINE);
const SEP_CAPTION_AT = separatorAt(SEP_CAPTION);
const CAPTION_PREFIX = /^(?:in(?:\sthe)?|at\sa)?$/i;

/**
 * The court named in `r`: a caption line that opens with a court (its
 * qualifier lines joined), else the first court named in running text that
 * is qualified (a bare "Supreme Court Reg. No." is no court of the estate).
 */
export function findCourt(doc: NoticeDocument, r: Span): Span | undefined {
  let inline: Span | undefined;
  let pointsBack: Span | undefined;
  let gapped: Span | undefined;
  let last = -1;
  // The grammar is costly to try at every position: it runs only around each printed "court".
  for (let i = doc.lower.indexOf('court', r.ns); i >= 0 && i < r.ne; i = doc.lower.indexOf('court', i + 5)) {
    let from = Math.max(r.ns, i - 70, last);
    while (from > r.ns && /\S/.test(doc.norm[from - 1])) from--;
    const slice = doc.norm.slice(from, Math.min(r.ne, i + 400));
    const m = courtCovering(slice, i - from);
    if (!m) continue;
    const ns = courtStart(doc, from + m.index, from + m.headEnd);
    last = from + m.index + m.text.length;
    if (CAPTION_PREFIX.test(doc.norm.slice(doc.lineStart(ns), ns).trim())) {
      const c = qualify(slice, m, SEP_CAPTION_AT);
      const caption = { ns, ne: trimSep(doc, ns, from + m.index + c.text.length) };
      // A caption set in two columns ("SURROGATE'S COURT      COUNTY OF ELM") is no name printed whole: the court the
      // body names with its county ("before the Surrogate's Court of Elm County") is, when it does.
      if (!gapped && hasWideGap(doc, from + m.headEnd, caption.ne)) {
        gapped = caption;
        continue;
      }
      // "In the Probate Court in and for said County" points back to a venue line: a court printed with its county names it.
      if (!SAID_PLACE.test(doc.norm.slice(caption.ns, caption.ne))) return (BARE_COURT.test(doc.norm.slice(caption.ns, caption.ne)) && namedBelow(doc, r, caption)) || caption;
      pointsBack ??= caption;
      continue;
    }
    // A head read from an unknown word ("Cuonty Court" in OCR) counts only with a qualifier.
    const qualified = m.index + m.text.length > m.headEnd;
    if (inline || !(qualified || !m.generic)) continue;
    const found = { ns, ne: trimSep(doc, ns, last) };
    if (qualified && !gapped && hasWideGap(doc, from + m.headEnd, found.ne)) gapped = found;
    else inline = found;
  }
  const named = inline && NAMED_PLACE.test(doc.norm.slice(inline.ns, inline.ne));
  if (gapped) return named ? inline : gapped;
  return pointsBack && !named ? pointsBack : inline;
}

/** Whether a scraper's wide gap (a column's edge) stands inside [ns, ne). */
function hasWideGap(doc: NoticeDocument, ns: number, ne: number): boolean {
  for (let i = doc.norm.indexOf(' ', ns); i >= 0 && i < ne; i = doc.norm.indexOf(' ', i + 1)) if (wideGapBefore(doc, i + 1)) return true;
  return false;
}
const SAID_PLACE = /\bsaid\s(?:county|district|parish|city)\b/i;
/** A court named by its type alone ("Probate and Family Court"), no place: a department heading, not yet the court. */
const BARE_COURT = new RegExp(`^(?:${TYPE}\\s(?:-\\s)?){1,2}${COURT}$`);
/** How far below a bare court its named division may stand. */
const NAMED_DIVISION_REACH = 160;

/**
 * A heading of the court's kind, then the court itself named with its place on a line below ("Probate and Family
 * Court\nElm Probate and Family Court"): the named one, which ends as the bare one does.
 */
function namedBelow(doc: NoticeDocument, r: Span, bare: Span): Span | undefined {
  const tail = doc.lower.slice(bare.ns, bare.ne);
  const to = Math.min(r.ne, bare.ne + NAMED_DIVISION_REACH);
  for (let i = doc.lower.indexOf('court', bare.ne); i >= 0 && i < to; i = doc.lower.indexOf('court', i + 5)) {
    const from = doc.lineStart(i);
    if (from < bare.ne) continue;
    const m = courtCovering(doc.norm.slice(from, Math.min(r.ne, i + 400)), i - from);
    if (!m || m.index !== 0) continue;
    const ne = trimSep(doc, from, from + m.text.length);
    const named = doc.lower.slice(from, ne);
    if (named.length > tail.length && named.includes(tail)) return { ns: from, ne };
  }
  return undefined;
}
/** A court printed with the county it sits for: "Probate Court of Trego County", "District Court for the County of Alder". */
const NAMED_PLACE = /\b[A-Z][a-z]+\s(?:County|Parish)\b|\b(?:County|Parish)\sof\s[A-Z]/;

interface CourtMatch { index: number; text: string; headEnd: number; generic: boolean }

/**
 * The court whose head `h` was read: qualifiers (each a separator, then a
 * row) while one follows. Each piece takes its first reading and a later one
 * never forces an earlier one back (nothing follows the qualifier run), so
 * this is what the one pattern `HEAD(?:SEP QUAL){0,8}` would match there.
 */
function qualify(text: string, h: { index: number; headEnd: number; generic: boolean }, separator: RegExp): CourtMatch {
  let end = h.headEnd;
  for (let n = 0; n < MAX_QUALIFIERS; n++) {
    separator.lastIndex = end;
    if (!separator.test(text)) break;
    ROWS.lastIndex = separator.lastIndex;
    if (!ROWS.test(text)) break;
    end = ROWS.lastIndex;
  }
  return { ...h, text: text.slice(h.index, end) };
}

const HEAD_NEXT = new RegExp(HEAD, 'g');

/**
 * The first court in `text` that covers offset `at`, as a scan from 0 would
 * find it (each court read resumes the scan at its end). Starts past `at`
 * cannot cover it and are never read.
 */
function courtCovering(text: string, at: number): CourtMatch | undefined {
  for (let p = 0; p <= at;) {
    HEAD_NEXT.lastIndex = p;
    const h = HEAD_NEXT.exec(text);
    if (!h || h.index > at) return undefined;
    // A court is read wherever its head matches.
    const m = qualify(text, { index: h.index, headEnd: HEAD_NEXT.lastIndex, generic: h.groups?.generic !== undefined }, SEP_INLINE_AT);
    if (h.index + m.text.length > at) return m;
    p = h.index + m.text.length;
  }
  return undefined;
}

const ABBREVIATION_END = new RegExp(`\\b(?:${Object.keys(STATE_ABBREVIATIONS).flatMap((a) => [a, a.toUpperCase()]).join('|')})\\.$`);

function trimSep(doc: NoticeDocument, ns: number, ne: number): number {
  while (ne > ns && /[\s,.-]/.test(doc.norm[ne - 1])) {
    // The period of an abbreviation is part of it ("Frederick county, Md.").
    if (doc.norm[ne - 1] === '.' && ABBREVIATION_END.test(doc.norm.slice(Math.max(ns, ne - 8), ne))) break;
    ne--;
  }
  return ne;
}

/** The court named in `r` (firstInScopes keeps what it finds per scope), else the office that stands for it. */
export function courtIn(f: Found, r: Span): Span | undefined {
  return findCourt(f.doc, r) ?? courtByOfficer(f.doc, r) ?? courtByDivisionLine(f.doc, r);
}
