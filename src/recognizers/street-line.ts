/**
 * A street line printed on its own, without city, state or ZIP: a house
 * number, a direction, up to three words and a street suffix ("12 N. Mill
 * Creek Road", "400 MAIN ST."). The suffix is a word of the street lexicon,
 * looked up, not spelled out in a pattern: as one alternation of its ~200
 * forms, behind three optional words, it compiled to 0.8 MB of machine code.
 */
import { LOWER_CASE_SUFFIXES, STREET_SUFFIXES } from '../lexicon/street.js';
import { upTo } from '../text/document.js';
import type { Span } from '../text/spans.js';

/** The suffixes a street line ends with, in Title and UPPER case ("Road", "ROAD"; "Rd", "RD"), and a few in lower case. */
const SUFFIX_FORMS: ReadonlySet<string> = new Set([
  ...[...STREET_SUFFIXES.keys()].filter((k) => /^[a-z]+$/.test(k)).flatMap((k) => [k[0].toUpperCase() + k.slice(1), k.toUpperCase()]),
  // Older print sets the kind of street in lower case after its name ("14 Main street", "22 Mill avenue").
  ...LOWER_CASE_SUFFIXES,
]);
const HOUSE_NUMBER = /(?<![\w.,/$#:-])\d{1,6}[A-Za-z]?\s/g;
const DIRECTION = /[NSEW]\.?\s|North\s|South\s|East\s|West\s/y;
const WORD = /[A-Z0-9][A-Za-z0-9'’-]*\s/y;
const GRID_STREET_REST = /\d{1,5}\s(?:[NSEW]\.?|North|South|East|West)(?![\w])/y;
const WORD_RUN = /\w+/y;
const MAX_WORDS_BEFORE_SUFFIX = 3;
const PERIOD = 46;

function endAt(re: RegExp, text: string, p: number): number {
  re.lastIndex = p;
  return re.test(text) ? re.lastIndex : -1;
}

/**
 * The end of the street words that start at `p`: up to three words, then a
 * suffix word (with its period), the most words first. -1 where none ends so.
 */
function suffixEnd(text: string, p: number): number {
  const starts = [p];
  for (let k = 0; k < MAX_WORDS_BEFORE_SUFFIX; k++) {
    const e = endAt(WORD, text, starts[k]);
    if (e < 0) break;
    starts.push(e);
  }
  for (let k = starts.length - 1; k >= 0; k--) {
    const e = endAt(WORD_RUN, text, starts[k]);
    if (e >= 0 && SUFFIX_FORMS.has(text.slice(starts[k], e))) return text.charCodeAt(e) === PERIOD ? e + 1 : e;
  }
  return -1;
}

/**
 * The street lines that lie inside [from, to) of `text`, read left to right
 * (a line resumes the scan at its end). A direction is taken when the line
 * still ends with a suffix after it.
 */
export function streetLines(text: string, from: number, to: number): Span[] {
  const window = upTo(text, to);
  const out: Span[] = [];
  HOUSE_NUMBER.lastIndex = from;
  for (let m; (m = HOUSE_NUMBER.exec(window)) !== null && m.index < to;) {
    const words = HOUSE_NUMBER.lastIndex;
    const afterDirection = endAt(DIRECTION, window, words);
    let end = afterDirection >= 0 ? suffixEnd(window, afterDirection) : -1;
    if (end < 0) end = suffixEnd(window, words);
    // A Utah grid street names no suffix: "2063 North 1200 East", "450 S. 300 W.".
    if (end < 0 && afterDirection >= 0) end = endAt(GRID_STREET_REST, window, afterDirection);
    // No other line can start before the next house number.
    if (end < 0) continue;
    if (end <= to) out.push({ ns: m.index, ne: end });
    HOUSE_NUMBER.lastIndex = end;
  }
  return out;
}
