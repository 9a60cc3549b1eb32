/**
 * Cue phrases around the decedent's name: what precedes it, what ends it,
 * the alias markers inside it, the headings that open an estate.
 * Rows are [pattern source, example], matched case-insensitively.
 */
import type { CueRow } from '../../shared/cues.js';

/**
 * A Pennsylvania list heads each estate with the decedent, surname first: "DOE, JOHN A., dec'd.\nLate of Elm Township".
 * The rows match case-insensitively, so the residence that follows is what tells the heading from a sentence.
 */
const SURNAME_FIRST_HEADING: CueRow = ['(?:^|\\n)[ \\t]{0,4}(?=[A-Z][A-Za-z\'-]+,\\s[A-Z][^\\n]{0,60}?,\\s(?:dec\'d|deceased)\\.?\\s{1,3}late\\sof\\b)', "DOE, JOHN A., dec'd.\\nLate of Elm Township"];

/**
 * Phrases after which the decedent's name is printed. Tier 0 rows name the
 * estate itself; tier 1 rows are weaker (a will, "the decedent, X,") and are
 * read only when no tier 0 row gives a name.
 */
export const DECEDENT_CUES: ReadonlyArray<readonly [pattern: string, tier: 0 | 1, example: string]> = [
  [SURNAME_FIRST_HEADING[0], 0, SURNAME_FIRST_HEADING[1]],
  ['(?:in\\sthe\\smatter\\sof\\s(?:the\\s)?|in\\sre:?\\s(?:the\\s)?|re:\\s)?estate\\sof(?:\\sthe\\slate)?\\b:?', 0, 'In the Matter of the Estate of: JOHN A. DOE, Deceased; the estate of the late John A. Doe'],
  ['(?:^|\\n)[ \\t]{0,4}estate\\s?:', 0, 'Estate: DOE, JOHN A.'],
  ['(?:^|\\n)[ \\t]{0,4}(?:name\\sof\\s)?(?:decedent|deceased)\\s?:', 0, 'Decedent: John A. Doe'],
  ['(?:probate\\sproceeding,?\\s)?(?:last\\s)?will\\s(?:and\\stestament\\s)?of', 1, 'PROBATE PROCEEDING, Will of JOHN A. DOE'],
  ['\\bthe\\sdecedent,', 1, 'The decedent, John A. Doe, died January 2, 2025'],
  // A trust's notice names the settlor who died: "NOTICE IS GIVEN that JANE DOE died on May 1, 2025".
  ['\\bthat\\s(?=[A-Z][^;\\n]{3,60}?\\s(?:died|passed\\saway)\\b)', 1, 'NOTICE IS HEREBY GIVEN that JANE Q. DOE died on January 30, 2025'],
  ['\\b(?:guardianship|conservatorship)(?:\\s(?:of|and)\\s(?:a\\s)?(?:guardianship|conservatorship))?\\s(?:of|for)\\b:?', 1, 'In the Matter of the Conservatorship of JOHN A. DOE, An Adult/Now Deceased'],
  ['(?:^|\\n)[ \\t]{0,4}in\\sthe\\smatter\\sof\\b:?', 1, 'IN THE MATTER OF JOHN A. DOE, DECEASED'],
  // Wisconsin's older hearing notice: "there will be heard ... All claims against Otto F. Doe, late of the town of Elm, deceased".
  ['\\bclaims\\sagainst\\s(?=[A-Z][^;\\n]{3,60}?,\\s(?:[lI1H]ate|lately)\\sof\\b)', 1, 'All claims against Otto F. Doe, late of the town of Elm, in said county, deceased'],
];

/**
 * Where the decedent's name ends: a role or status word, a residence, a case
 * label. Applied to the text right after a decedent cue (one line, unless the
 * next line opens with an alias marker).
 */
export const DECEDENT_END: readonly CueRow[] = [
  [',?\\s{0,2}\\(?\\b(?:deceased|decedent|dec\'d)\\b', 'JOHN A. DOE, Deceased'],
  [',?\\s{0,2}\\ban?\\s(?:adult|minor|incapacitated|protected)\\b', 'JOHN A. DOE An Adult deceased'],
  // OCR reads the l of "late" as I, 1 or H.
  [',?\\s{0,2}\\b(?:[lI1H]ate|lately)\\s(?:of|domiciled|a\\sresident|resident)\\b', 'John A. Doe, late of Salem; Jane Roe Hate of Delaware County'],
  // "the estate of the late Jo A. Doe, of Elm county": the residence after a comma.
  [',\\s(?:of|in)\\s(?=[A-Z][a-z])', 'estate of the late John A. Doe, of Amherst county'],
  [',?\\s{0,2}\\bwho\\s(?:died|departed|was|at|is|resided|lived)\\b', 'John A. Doe, who died 10/2/24'],
  [',?\\s{0,2}\\bwhose\\b', 'John A. Doe, whose date of death was'],
  [',?\\s{0,2}\\b(?:date\\sof\\s(?:birth|death)|born|died|d\\.o\\.d)\\b', 'John A. Doe. Date of birth: 06/11/1938'],
  [',?\\s{0,2}\\b(?:docket|case|file|cause|estate|probate|index)\\s?(?:no\\b|number|#)', 'JOHN A. DOE, Docket No. 12345-6'],
  [',?\\s{0,2}\\b(?:relating|admitting|granting|if\\sliving|to\\stheir|and\\sto)\\b', 'JOHN A. DOE, relating to'],
  ['\\s(?:were|was|has|have|had|is|are|in\\sthe|pending|filed|issued|to|by|for|(?<!known\\s|called\\s)as)\\s', 'Estate of John A. Doe were issued'],
  // A parenthesised word inside the name is a maiden or known-as name ("JANET E. (SHIRA) ROE").
  ['[;\\[]|\\((?![A-Z][A-Za-z\'.-]{1,20}\\)\\s[A-Z])', 'ESTATE OF John A. Doe (Deceased)'],
  ['[,\\s]\\s?(?:adult|minor|settlor)\\b', 'Estate of John A. Doe  Adult (a scraper dropped the comma and article)'],
  ['\\sand\\sthe\\s', 'Estate of John A. Doe and The Doe Family Trust'],
  [',\\s(?:notice|all|take|you|the|this|pursuant|letters|whereas|having|and)\\b', 'the estate of JOHN A. DOE, Notice is given that'],
  ['\\s_{2,}', 'JOHN A. DOE ____'],
  // A caption boxed by a column of ")": "RUSSELL D. DOE,            )   Probate No. 27-0014".
  [',?[ \\t]+\\)(?=\\s|$)', 'JOHN A. DOE,                )'],
];

/** Alias markers inside a decedent's name segment ("a/k/a", "also known as", "a k a" where a scraper dropped the slashes). */
export const ALIAS_MARKERS: readonly CueRow[] = [
  ['\\ba\\/k\\/a\\b', 'JOHN A. DOE a/k/a JACK DOE'],
  ['\\ba\\.k\\.a\\.?', 'JOHN A. DOE a.k.a. JACK DOE'],
  ['\\baka\\b', 'JOHN A. DOE, AKA JACK DOE'],
  ['\\ba\\sk\\sa\\b', 'John A. Doe a k a Jack Doe'],
  ['\\bf\\/k\\/a\\b|\\bfka\\b|\\bf\\.k\\.a\\.?', 'JANE DOE f/k/a JANE ROE'],
  ['\\bn\\/k\\/a\\b|\\bnka\\b', 'JANE ROE n/k/a JANE DOE'],
  ['\\b(?:also|formerly|now)\\s(?:known|called)\\sas\\b', 'JOHN A. DOE, also known as JACK DOE'],
];

/** Line-start estate headings that open one estate of a combined notice. */
export const ESTATE_HEADING: readonly CueRow[] = [
  ['(?:^|\\n)[ \\t]{0,4}(?:in\\sre:?\\s|re:\\s)?(?:the\\s)?estate\\sof\\b:?', 'ESTATE OF JOHN A. DOE, Docket No. 12345-6;'],
  ['(?:^|\\n)[ \\t]{0,4}estate\\s?:', 'Estate: DOE, JOHN A.'],
  ['(?:^|\\n)[ \\t]{0,4}in\\sthe\\smatter\\sof\\sthe\\sestate\\sof\\b:?', 'In the Matter of the Estate of JOHN A. DOE'],
  SURNAME_FIRST_HEADING,
];
