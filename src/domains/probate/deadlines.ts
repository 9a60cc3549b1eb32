/**
 * Claim deadlines: the printed rule ("within four months after the date of
 * the first publication of this notice") read into terms, and the terms
 * computed from the dates the notice prints. The computation never looks a
 * state up to decide a period: the printed wording is the authority (old
 * notices print periods the statute no longer has); the state table
 * (state-rules.ts) is what the reader is tested against.
 */
import { isValidDate, standardizeDate } from '../../recognizers/dates.js';
import { matchAll } from '../../text/document.js';

export type Unit = 'day' | 'month' | 'year';
/**
 * What a period runs from. Only `firstPublication` and `death` are dates a
 * notice prints for the estate as a whole; `service` runs per creditor, and
 * `secondPublication`, `letters` and `notice` are dates the notice rarely states as such; `printed` is a date the
 * rule itself prints ("six months from the 12th day of September, 1916"); `other` is anything else printed ("the
 * date of said order", "the last publication").
 */
export type Anchor = 'firstPublication' | 'secondPublication' | 'death' | 'service' | 'letters' | 'notice' | 'printed' | 'other';
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
  [/^[^;]{0,60}?\bsecond\spublication\b/i, 'secondPublication', 'four months from the date of the second publication of this notice'],
  [/^[^;]{0,60}?\b(?:third|last|final)\spublication\b/i, 'other', 'four months from the date of the last publication of this notice'],
  // Also said with the verb: "four months after the published notice".
  [/^[^;]{0,60}?\b(?:publication|published)\b/i, 'firstPublication', 'four months after the date of the first publication of this notice'],
  [/^[^;]{0,60}?\b(?:served|mails|mailed|mailing|personal\sdelivery|delivers|delivered|date\sof\sservice|received|receipt|actual\snotice|notice\swas\sgiven)\b/i, 'service', '30 days after the date of service of a copy of this notice; thirty days after the Personal Representative mails or delivers a copy of this notice to the creditor'],
  [/^[^;]{0,40}?\bdeath\b|^[^;]{0,20}?\bdecedent'{0,2}s\s(?:date\sof\s)?death|^\s(?:after|from)\s(?:the\s)?(?:date\sthe\s)?decedent\sdied/i, 'death', 'twelve (12) months from the decedent\'s date of death'],
  [/^[^;]{0,60}?\b(?:letters|appointment|qualification)\b/i, 'letters', 'four months from the date of first issuance of letters'],
  // An order for hearing on claims speaks of itself: "six months from and after the date hereof".
  [/^[^;]{0,30}?\b(?:(?:this\s|the\s)?notice|(?:the\s)?date\shereof)\b/i, 'notice', 'four months after the date of this Notice; six months from and after the date hereof; six months from date hereof'],
  // The day may be printed after words of the period ("six months are allowed for the creditors ..., from the 20th day of").
  [/^[^;]{0,80}?\s(?:from|after)\s(?:and\safter\s)?(?:the\s)?(?:\d{1,2}(?:st|nd|rd|th|d)?\sday\sof\s[A-Z]|[A-Z][a-z]{2,8}\.?\s\d{1,2}(?:st|nd|rd|th)?,?\s(?:A\.\s?D\.\s)?\d{4})/, 'printed', 'six months from the 12th day of September, 1916'],
  [/^/, 'other', 'nine months from the date of said order'],
];

const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
// Scanned with matchAll (String.prototype.matchAll would copy it on every call).
const TERM = new RegExp(`\\b${NUMBER}(?:\\s?\\(\\d{1,3}\\))?\\s(?:calendar\\s)?(months?|days?|years?)\\b`, 'gi');
/** A period closing a word of prose (not an initial or an abbreviation such as "Dec.", "K.S.A."), then a space. */
const SENTENCE_END = /(?<=[a-z]{4})\.\s/;
const EARLIER = /\bearlier\b|\bwhichever\s(?:is|occurs)\s(?:first|earlier|sooner)\b/i;
const LATER = /\bla(?:t)?ter\b|\bwhichever\s(?:is|occurs)\s(?:later|last)\b/i;

/** Reads the periods of a printed rule; undefined when it prints none ("within the time prescribed by law"). */
export function parseDeadlineRule(text: string): DeadlineRule | undefined {
  const terms: DeadlineTerm[] = [];
  const found = [...matchAll(TERM, text)];
  for (let i = 0; i < found.length; i++) {
    const t = found[i];
    const word = t[1].toLowerCase();
    const amount = NUMBER_WORDS[word] ?? parseInt(word, 10);
    const unit = t[2].toLowerCase().replace(/s$/, '') as Unit;
    // A term's anchor is read from its own words only, up to the next term.
    const end = t.index + t[0].length;
    // Its sentence's end closes them too ("... from the decedent's date of death.\nDate of first publication: ...").
    const reach = text.slice(end, Math.min(found[i + 1]?.index ?? text.length, end + 120));
    const close = reach.search(SENTENCE_END);
    const rest = close >= 0 ? reach.slice(0, close) : reach;
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
  /** The date the notice (or order) is dated, for rules that run from "the date hereof" or "the date of this notice". */
  notice?: YMD;
  /** The date the rule prints itself ("from the 12th day of September, 1916"). */
  printed?: YMD;
  /** The second publication's date, when the notice labels it (Iowa's rules run from it). */
  secondPublication?: YMD;
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
    const from = term.from === 'service' || term.from === 'other' ? undefined : known[term.from];
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
    if (first.from === 'service' || first.from === 'other') return undefined;
    pick = dates[0];
  }
  return standardizeDate(pick.year, pick.month, pick.day);
}
