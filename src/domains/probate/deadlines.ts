/**
 * Claim deadlines: the printed rule ("within four months after the date of
 * the first publication of this notice") read into terms, and the terms
 * computed from the dates the notice prints.
 *
 * The state table below is data: each row quotes the wording a state's
 * statute makes notices print, with the terms it means and a worked example.
 * The computation never looks a state up to decide a period: the printed
 * wording is the authority (old notices print periods the statute no longer
 * has), and the table is what the reader is tested against, row by row, and
 * what names the statute in a computed field's `source` when the notice
 * cites it.
 */
import { isValidDate, standardizeDate } from '../../recognizers/dates.js';

export type Unit = 'day' | 'month' | 'year';
/**
 * What a period runs from. Only `firstPublication` and `death` are dates a
 * notice prints for the estate as a whole; `service` runs per creditor, and
 * `letters` / `notice` are dates the notice rarely states as such; `other`
 * is anything else printed ("the date of said order", "the second publication").
 */
export type Anchor = 'firstPublication' | 'death' | 'service' | 'letters' | 'notice' | 'other';
export type Combine = 'single' | 'earlier' | 'later';

export interface DeadlineTerm {
  amount: number;
  unit: Unit;
  from: Anchor;
}

export interface DeadlineRule {
  combine: Combine;
  terms: DeadlineTerm[];
}

export interface StateRule extends DeadlineRule {
  state: string;
  statute: string;
  /** The wording notices print under the statute. */
  wording: string;
  /** How a notice cites the statute, when it does (case-insensitive pattern source). */
  cites?: string;
  example: { firstPublication?: string; dateOfDeath?: string; expected: string | null };
}

const m = (amount: number, from: Anchor): DeadlineTerm => ({ amount, unit: 'month', from });
const d = (amount: number, from: Anchor): DeadlineTerm => ({ amount, unit: 'day', from });
const y = (amount: number, from: Anchor): DeadlineTerm => ({ amount, unit: 'year', from });

/** Per-state claim rules as notices print them. Dates in examples are MM/DD/YYYY. */
export const STATE_RULES: readonly StateRule[] = [
  {
    state: 'FL', statute: 'Fla. Stat. 733.702', cites: '733\\.702',
    wording: 'within 3 months after the time of the first publication of this notice',
    combine: 'single', terms: [m(3, 'firstPublication')],
    example: { firstPublication: '05/02/2024', expected: '08/02/2024' },
  },
  {
    state: 'FL', statute: 'Fla. Stat. 733.702(1) (creditors served with a copy)', cites: '733\\.702',
    wording: 'on or before the later of 3 months after the time of the first publication of this notice or 30 days after the date of service of a copy of this notice on them',
    combine: 'later', terms: [m(3, 'firstPublication'), d(30, 'service')],
    example: { firstPublication: '11/30/2024', expected: '02/28/2025' },
  },
  {
    state: 'AZ', statute: 'A.R.S. 14-3801, 14-3803', cites: '14-380[13]',
    wording: 'within four months after the date of the first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '01/10/2024', expected: '05/10/2024' },
  },
  {
    state: 'TN', statute: 'Tenn. Code 30-2-306, 30-2-310', cites: '30-2-306',
    wording: 'within the earlier of four (4) months from the date of the first publication of this notice or twelve (12) months from the decedent\'s date of death',
    combine: 'earlier', terms: [m(4, 'firstPublication'), m(12, 'death')],
    example: { firstPublication: '09/05/2024', dateOfDeath: '11/15/2023', expected: '11/15/2024' },
  },
  {
    state: 'WA', statute: 'RCW 11.40.020, 11.40.051', cites: 'RCW\\s?11\\.40',
    wording: 'within the later of: (1) thirty days after the personal representative served or mailed the notice to the creditor; or (2) four months after the date of first publication of the notice',
    combine: 'later', terms: [d(30, 'service'), m(4, 'firstPublication')],
    example: { firstPublication: '02/14/2024', expected: '06/14/2024' },
  },
  {
    state: 'CO', statute: 'C.R.S. 15-12-801', cites: '15-12-801',
    wording: 'within four months after the date of the first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '10/31/2024', expected: '02/28/2025' },
  },
  {
    state: 'MI', statute: 'MCL 700.3801', cites: '700\\.3801',
    wording: 'within 4 months after the date of publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '04/19/2024', expected: '08/19/2024' },
  },
  {
    state: 'SC', statute: 'S.C. Code 62-3-801, 62-3-803', cites: '62-3-80[13]',
    wording: 'within eight (8) months after the date of the first publication of this Notice to Creditors or within one (1) year from date of death, whichever is earlier',
    combine: 'earlier', terms: [m(8, 'firstPublication'), y(1, 'death')],
    example: { firstPublication: '07/11/2024', dateOfDeath: '01/30/2024', expected: '01/30/2025' },
  },
  {
    state: 'OH', statute: 'R.C. 2117.06', cites: '2117\\.06',
    wording: 'within six months after the death of the decedent',
    combine: 'single', terms: [m(6, 'death')],
    example: { dateOfDeath: '02/17/2024', expected: '08/17/2024' },
  },
  {
    state: 'TX', statute: 'Tex. Estates Code 308.051, 355.001', cites: '308\\.05\\d|355\\.001',
    wording: 'within the time and in the manner prescribed by law',
    combine: 'single', terms: [],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'NE', statute: 'Neb. Rev. Stat. 30-2485', cites: '30-2485',
    wording: 'within two months after the date of the first publication of this notice',
    combine: 'single', terms: [m(2, 'firstPublication')],
    example: { firstPublication: '06/03/2024', expected: '08/03/2024' },
  },
  {
    state: 'CT', statute: 'C.G.S. 45a-356, 45a-357', cites: '45a-35[67]',
    wording: 'failure to promptly present any such claim may result in the loss of rights to recover on such claim',
    combine: 'single', terms: [],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'OR', statute: 'ORS 115.005', cites: '115\\.005',
    wording: 'within four months after the date of first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '09/12/2024', expected: '01/12/2025' },
  },
  {
    state: 'NY', statute: 'SCPA 1802', cites: 'SCPA\\s?1802',
    wording: 'within seven months from the date of issue of letters',
    combine: 'single', terms: [m(7, 'letters')],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'CA', statute: 'Cal. Prob. Code 9100', cites: '\\b9100\\b|section\\s58\\(b\\)',
    wording: 'within the later of either (1) four months from the date of first issuance of letters to a general personal representative, or (2) 60 days from the date of mailing or personal delivery to you of a notice',
    combine: 'later', terms: [m(4, 'letters'), d(60, 'service')],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'MN', statute: 'Minn. Stat. 524.3-801', cites: '524\\.3-801',
    wording: 'within four months after the date of this Notice',
    combine: 'single', terms: [m(4, 'notice')],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'UT', statute: 'Utah Code 75-3-801', cites: '75-3-801',
    wording: 'within three months after the date of the first publication of this notice',
    combine: 'single', terms: [m(3, 'firstPublication')],
    example: { firstPublication: '11/30/2024', expected: '02/28/2025' },
  },
  {
    state: 'ID', statute: 'Idaho Code 15-3-801', cites: '15-3-801',
    wording: 'within four (4) months after the date of the first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '10/31/2023', expected: '02/29/2024' },
  },
  {
    state: 'MS', statute: 'Miss. Code 91-7-151', cites: '91-7-151',
    wording: 'within ninety (90) days after the first publication of this notice',
    combine: 'single', terms: [d(90, 'firstPublication')],
    example: { firstPublication: '01/08/2024', expected: '04/07/2024' },
  },
  {
    state: 'MO', statute: 'RSMo 473.033', cites: '473\\.033',
    wording: 'within six months from the date of the first publication of this notice or one year from the date of the decedent\'s death, whichever is earlier',
    combine: 'earlier', terms: [m(6, 'firstPublication'), y(1, 'death')],
    example: { firstPublication: '05/09/2024', dateOfDeath: '02/01/2024', expected: '11/09/2024' },
  },
];

// ---------------------------------------------------------------- reading a printed rule

/** Spelled amounts as notices print them. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, forty: 40,
  'forty-five': 45, sixty: 60, ninety: 90, 'one hundred twenty': 120,
};

/**
 * What a period runs from, by the words after it; first match wins, so the
 * more specific rows come first ("90 days after the mailing or first
 * publication" runs from the publication for every creditor).
 */
export const ANCHOR_WORDS: ReadonlyArray<readonly [pattern: RegExp, anchor: Anchor, example: string]> = [
  [/^[^;]{0,60}?\b(?:second|third|last|final)\spublication\b/i, 'other', 'four months from the date of the second publication of this notice'],
  [/^[^;]{0,60}?\bpublication\b/i, 'firstPublication', 'four months after the date of the first publication of this notice'],
  [/^[^;]{0,60}?\b(?:served|mailed|mailing|personal\sdelivery|delivered|date\sof\sservice|received|receipt|actual\snotice|notice\swas\sgiven)\b/i, 'service', '30 days after the date of service of a copy of this notice'],
  [/^[^;]{0,40}?\bdeath\b|^[^;]{0,20}?\bdecedent'{0,2}s\s(?:date\sof\s)?death|^\s(?:after|from)\s(?:the\s)?(?:date\sthe\s)?decedent\sdied/i, 'death', 'twelve (12) months from the decedent\'s date of death'],
  [/^[^;]{0,60}?\b(?:letters|appointment|qualification)\b/i, 'letters', 'four months from the date of first issuance of letters'],
  [/^[^;]{0,30}?\b(?:this\s|the\s)?notice\b/i, 'notice', 'four months after the date of this Notice'],
  [/^/, 'other', 'nine months from the date of said order'],
];

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
const TERM = new RegExp(`\\b${NUMBER}(?:\\s?\\(\\d{1,3}\\))?\\s(?:calendar\\s)?(months?|days?|years?)\\b`, 'gi');
const EARLIER = /\bearlier\b|\bwhichever\s(?:is|occurs)\s(?:first|earlier|sooner)\b/i;
const LATER = /\bla(?:t)?ter\b|\bwhichever\s(?:is|occurs)\s(?:later|last)\b/i;

/** Reads the periods of a printed rule; undefined when it prints none ("within the time prescribed by law"). */
export function parseDeadlineRule(text: string): DeadlineRule | undefined {
  const terms: DeadlineTerm[] = [];
  const found = [...text.matchAll(TERM)];
  for (let i = 0; i < found.length; i++) {
    const t = found[i];
    const word = t[1].toLowerCase();
    const amount = NUMBER_WORDS[word] ?? parseInt(word, 10);
    const unit = t[2].toLowerCase().replace(/s$/, '') as Unit;
    // A term's anchor is read from its own words only, up to the next term.
    const end = t.index + t[0].length;
    const rest = text.slice(end, Math.min(found[i + 1]?.index ?? text.length, end + 120));
    const anchor = ANCHOR_WORDS.find(([re]) => re.test(rest))?.[1];
    if (anchor && amount > 0 && amount < 1000) terms.push({ amount, unit, from: anchor });
  }
  if (!terms.length) return undefined;
  const combine: Combine = terms.length === 1 ? 'single' : EARLIER.test(text) ? 'earlier' : LATER.test(text) ? 'later' : 'earlier';
  return { combine, terms };
}

// ---------------------------------------------------------------- computing

export interface YMD { year: number; month: number; day: number }

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Adds a period; months and years clamp to the end of a shorter month (Jan 31 + 1 month = Feb 28). */
export function addPeriod(date: YMD, amount: number, unit: Unit): YMD {
  if (unit === 'day') {
    const t = new Date(Date.UTC(date.year, date.month - 1, date.day + amount));
    return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  }
  const months = unit === 'year' ? amount * 12 : amount;
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysIn(year, month)) };
}

const key = (x: YMD) => x.year * 10000 + x.month * 100 + x.day;

export function parseStandardized(s: string | undefined | null): YMD | undefined {
  const mm = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(s ?? '');
  if (!mm) return undefined;
  const v = { month: +mm[1], day: +mm[2], year: +mm[3] };
  return isValidDate(v.year, v.month, v.day) ? v : undefined;
}

export interface KnownDates {
  firstPublication?: YMD;
  death?: YMD;
  /** When letters were issued (or the representative appointed), if the notice prints it. */
  letters?: YMD;
}

/**
 * The deadline a rule gives with the dates known, as `MM/DD/YYYY`, or
 * undefined. "Earlier of" takes the earliest computable term (and needs the
 * first publication when a term runs from it); "later of"
 * ignores per-creditor service terms (they differ for each creditor) and
 * gives up when another term cannot be computed, since the later date is
 * then unknown.
 */
export function computeDeadline(rule: DeadlineRule, known: KnownDates): string | undefined {
  const dates: YMD[] = [];
  let unknown = false;
  for (const term of rule.terms) {
    const from = term.from === 'firstPublication' ? known.firstPublication : term.from === 'death' ? known.death : term.from === 'letters' ? known.letters : undefined;
    if (from) dates.push(addPeriod(from, term.amount, term.unit));
    else if (term.from !== 'service') unknown = true;
  }
  if (!dates.length) return undefined;
  let pick: YMD;
  if (rule.combine === 'later') {
    if (unknown) return undefined;
    pick = dates.reduce((a, b) => (key(b) > key(a) ? b : a));
  } else if (rule.combine === 'earlier') {
    // Without the first publication the earlier date is unknown: publication terms are the short ones.
    if (rule.terms.some((t) => t.from === 'firstPublication') && !known.firstPublication) return undefined;
    pick = dates.reduce((a, b) => (key(b) < key(a) ? b : a));
  } else {
    const first = rule.terms[0];
    if (first.from !== 'firstPublication' && first.from !== 'death' && first.from !== 'letters') return undefined;
    pick = dates[0];
  }
  return standardizeDate(pick.year, pick.month, pick.day);
}

/** The rows that print a citation, their patterns compiled once. */
const CITING_RULES = STATE_RULES.filter((r) => r.cites).map((rule) => ({ rule, cites: new RegExp(rule.cites!, 'i'), signature: signature(rule) }));
/** The same citations standing alone (not inside a longer number). */
const CITATIONS = CITING_RULES.map(({ rule }) => ({ rule, alone: new RegExp(`(?<![\\d.-])(?:${rule.cites})`, 'i') }));

/**
 * The rule of the statute a printed rule cites instead of printing its
 * period: "within the time prescribed in A.R.S. 14-3803" means the four
 * months the state's row holds.
 */
export function ruleOfCitedStatute(ruleText: string): DeadlineRule | undefined {
  const row = CITATIONS.find((c) => c.alone.test(ruleText))?.rule;
  return row && { combine: row.combine, terms: row.terms };
}

/** The state row a notice cites, for provenance ("deadline:FL 733.702"). */
export function citedRule(noticeText: string, rule: DeadlineRule): StateRule | undefined {
  const sig = signature(rule);
  // The signature is compared first: a citation pattern reads the whole notice.
  return CITING_RULES.find((c) => c.signature === sig && c.cites.test(noticeText))?.rule;
}

export function signature(rule: DeadlineRule): string {
  return `${rule.combine}:${rule.terms.map((t) => `${t.amount}${t.unit[0]}@${t.from}`).join(',')}`;
}
