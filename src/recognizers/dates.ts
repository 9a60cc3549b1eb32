/**
 * Dates and times, standardized to `MM/DD/YYYY` / `MM/DD/YYYY, HH:MM:SS`.
 *
 * A parser per printed form (the legal "5th day of March, 2025", "March 5,
 * 2025", "3/5/25", publication runs "Dec. 9, 16, 2022"), then refiners: one
 * joins a date with a time printed next to it, one hands month words no
 * parser claimed to chrono-node on a small window. Running chrono over whole
 * notices costs milliseconds each; our own patterns cost microseconds and
 * cover the forms notices print, so chrono only sees the leftovers. Nothing
 * here reads the clock: a date without a year gets the year of the run it
 * belongs to, or is not a date.
 */
import * as chrono from 'chrono-node';
import { HOUR_WORDS, MERIDIEM_WORDS, MONTHS, ORDINAL_WORDS, TWO_DIGIT_YEAR_PIVOT, WEEKDAYS } from '../lexicon/dates.js';
import type { DateTimeValue, TimeValue } from '../types.js';
import { matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import { Coverage, firstStartingAt, lastEndingBy } from '../text/spans.js';
import { matchesNearAnchors } from '../text/gated-scan.js';
import { wordAlternation } from '../text/escape.js';
import { DATE_TO_TIME_WORDS } from '../lexicon/date-time-gap.js';

const alt = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length).join('|');

const MONTH_BY_NAME = new Map<string, number>();
for (const [num, names] of MONTHS) for (const n of names) MONTH_BY_NAME.set(n, num);
const MONTH = `(${alt([...MONTH_BY_NAME.keys()])})\\.?`;
// OCR may print the article as "tht" or "thc" ("Saturday, tht gth day of December").
const WEEKDAY = `(?:(?:${alt(WEEKDAYS)})\\.?,?\\s{1,2}(?:th[ect]\\s)?)`;
/** A day printed in figures, with or without its ordinal ending: "5", "5th", "23d"; a raised ending read by OCR as a quote ("4\" day of"). */
// OCR reads a 9 as "g" in a day's figures ("gth day of December").
const DAY_NUMBER = '(?:\\d{1,2}|g)(?:st|nd|rd|th|d|")?';
const ORDINAL = `(${DAY_NUMBER}|${alt(Object.keys(ORDINAL_WORDS))})`;
/** Which of a month's weekdays: 1 to 4, or -1 for the last. */
const NTH: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };
/** Weekday names in the order of Date.getUTCDay, Sunday first. */
const FULL_WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

/** The day of the month of the `nth` `weekday` (0 = Sunday) of a month, or undefined. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number | undefined {
  if (month < 1 || month > 12) return undefined;
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const firstMatch = 1 + ((weekday - first + 7) % 7);
  if (nth > 0) return firstMatch + 7 * (nth - 1);
  return firstMatch + 7 * Math.floor((length - firstMatch) / 7);
}

/**
 * A year as OCR of an old column reads it: "IQ16", "l9l6", "rgi6" for 1916 (a letter for a 1 or a 9, an O for a 0).
 * Only a year of the last two centuries' shape with a letter in it; the digits alone are read as printed.
 */
const OCR_YEAR = '[1Ilr][9gqQ][0-9Ili][0-9OoIl]';
const OCR_DIGITS: Readonly<Record<string, string>> = { I: '1', l: '1', i: '1', r: '1', g: '9', q: '9', Q: '9', O: '0', o: '0' };
/** The year printed, or OCR's reading of one (OCR_YEAR). */
function yearOf(printed: string): number {
  return +printed.replace(/[IlirgqQOo]/g, (c) => OCR_DIGITS[c]);
}
const YEAR = `(\\d{4}|${OCR_YEAR})`;

/** The era older notices print before the year: "A. D. 1916", "A.D., 1915". */
const ERA = '(?:A\\.?\\s?D\\.?,?\\s{1,2})?';
const MERIDIEM = `(${MERIDIEM_WORDS.map(([p]) => p).join('|')}|noon|midnight)(?![a-z])`;
const HOUR_WORD = `(${alt(Object.keys(HOUR_WORDS))})`;

export interface DateHitValue extends DateTimeValue {
  /** The printed time, when one was joined to the date. */
  time?: TimeValue;
  /** For a publication run ("Dec. 9, 16, 2022"), where the whole run ends in `norm`. */
  runEnd?: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function standardizeDate(year: number, month: number, day: number, time?: TimeValue): string {
  const date = `${pad(month)}/${pad(day)}/${pad(year, 4)}`;
  if (!time || !time.meridiemKnown) return date;
  return `${date}, ${pad(time.hour)}:${pad(time.minute)}:00`;
}

export function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1 || year < 1000 || year > 2999) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

function toYear(text: string): number {
  const digits = text.replace(/\D/g, '');
  const n = Number(digits);
  if (digits.length === 4) return n;
  return n < TWO_DIGIT_YEAR_PIVOT ? 2000 + n : 1900 + n;
}

function toDay(text: string): number {
  const lower = text.toLowerCase();
  return ORDINAL_WORDS[lower] ?? parseInt(lower.replace(/^g/, '9'), 10);
}

function dateValue(year: number, month: number, day: number): DateHitValue | undefined {
  if (!isValidDate(year, month, day)) return undefined;
  return { year, month, day, standardized: standardizeDate(year, month, day) };
}

interface DateParser {
  name: string;
  pattern: RegExp;
  /** Words every match holds: a notice without them is not scanned (a cheap literal search instead of the full pattern). */
  needs?: RegExp;
  /** The date may open with a weekday ("Tuesday, March 14, 2023"), sought back from the match (see weekdayStart). */
  weekdayLead?: boolean;
  /**
   * Every match prints a month word and starts at most this many characters
   * before it: only the month words' neighbourhoods are scanned (one search
   * for month words serves every such parser).
   */
  monthLead?: number;
  extract(m: RegExpExecArray): DateHitValue | undefined;
}

// Group numbers are named where the parser reads them.
const DATE_PARSERS: DateParser[] = [
  {
    // "the 5th day of March, 2025", "this fourth day of March 2025", "16th day of June, 2026"
    name: 'legal-day-of',
    pattern: new RegExp(`\\b${WEEKDAY}?(?:(?:the|this)\\s)?${ORDINAL}(?:\\s\\(\\d{1,2}(?:st|nd|rd|th)?\\))?\\s{1,2}day\\s{1,2}of\\s{1,2}${MONTH},?\\s{0,2}(?:in\\s(?:the\\s)?year\\s(?:of\\s)?)?${ERA}${YEAR}\\b`, 'gi'),
    needs: /day\s{1,2}of/i,
    extract(m) {
      const [DAY, MONTH_NAME, YEAR_GROUP] = [1, 2, 3];
      return dateValue(yearOf(m[YEAR_GROUP]), MONTH_BY_NAME.get(m[MONTH_NAME].toLowerCase())!, toDay(m[DAY]));
    },
  },
  {
    // "Dec. 9, 16, 2022": a publication run; the first date stands for it.
    name: 'run',
    monthLead: 0,
    // "January 6, 13, and 20, 2027": a serial comma before the last day.
    pattern: new RegExp(`\\b${MONTH}\\s{0,2}(\\d{1,2})((?:\\s{0,2}(?:,\\s{0,2}(?:and|&)|,|&|and)\\s{0,2}(?:${MONTH}\\s{0,2})?\\d{1,2}){1,10}),?\\s{0,2}(\\d{4})\\b`, 'gi'),
    extract(m) {
      const [MONTH_NAME, DAY, REST, YEAR] = [1, 2, 3, 5];
      const month = MONTH_BY_NAME.get(m[MONTH_NAME].toLowerCase())!;
      const named = [...m[REST].matchAll(MONTH_IN_RUN)].pop();
      const last = named ? MONTH_BY_NAME.get(named[1].toLowerCase())! : month;
      return dateValue(runStartYear(+m[YEAR], month, last), month, +m[DAY]);
    },
  },
  {
    // "March 5, 2025", "March 5th 2025", "June 2,.2026", "Tuesday, March 14, 2023"; "onMay 14, 2026" (a scraper lost the space)
    name: 'month-day-year',
    pattern: new RegExp(`(?:\\b|(?<=\\bon))${MONTH}\\s{0,2}(\\d{1,2})(?:\\s?(?:st|nd|rd|th))?(?:\\s{0,2}[,.]{1,2}\\s{0,2}|\\s{1,2})${ERA}${YEAR}\\b`, 'gi'),
    weekdayLead: true,
    monthLead: 0,
    extract(m) {
      const [MONTH_NAME, DAY, YEAR_GROUP] = [1, 2, 3];
      return dateValue(yearOf(m[YEAR_GROUP]), MONTH_BY_NAME.get(m[MONTH_NAME].toLowerCase())!, +m[DAY]);
    },
  },
  {
    // "on the first Tuesday in December, 1916": Georgia sells on a month's first Tuesday, and older notices print only that.
    name: 'nth-weekday',
    // "fourth wednesday in " before the month word.
    monthLead: 24,
    pattern: new RegExp(`\\b(${alt(Object.keys(NTH))})\\s(${alt(FULL_WEEKDAYS)})\\s(?:in|of)\\s${MONTH},?\\s{0,2}${ERA}(\\d{4})\\b`, 'gi'),
    extract(m) {
      const [NTH_WORD, WEEKDAY_NAME, MONTH_NAME, YEAR] = [1, 2, 3, 4];
      const month = MONTH_BY_NAME.get(m[MONTH_NAME].toLowerCase())!;
      const day = nthWeekday(+m[YEAR], month, FULL_WEEKDAYS.indexOf(m[WEEKDAY_NAME].toLowerCase() as never), NTH[m[NTH_WORD].toLowerCase()]);
      return day ? dateValue(+m[YEAR], month, day) : undefined;
    },
  },
  {
    // "5 March 2025", "5th March, 2025"
    name: 'day-month-year',
    // Two digits, an ordinal ending and two spaces.
    monthLead: 6,
    pattern: new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s{1,2}${MONTH},?\\s{1,2}${ERA}(\\d{4})\\b`, 'gi'),
    extract(m) {
      const [DAY, MONTH_NAME, YEAR] = [1, 2, 3];
      return dateValue(+m[YEAR], MONTH_BY_NAME.get(m[MONTH_NAME].toLowerCase())!, +m[DAY]);
    },
  },
  {
    // "5/20 5/27 6/3/16", "2/24, 3/3, 3/10, 03/17/2014", "5/6 5/13 5/20 2016": numeric publication runs
    name: 'numeric-run',
    // Each date's day ends its number, and a space or a comma comes before the next ("05/11/16  05/18/16" is three dates, not a run).
    pattern: /(?<![\d/])(\d{1,2})\/(\d{1,2})(?!\d)((?:(?:\s{1,2}|\s{0,2}[,&]\s{0,2})\d{1,2}\/\d{1,2}(?!\d)){1,10})(?:\/(\d{2,4})|,?\s{1,2}(\d{4}))(?![\d/])/g,
    extract(m) {
      const [MONTH_NUM, DAY, REST, YEAR_SLASH, YEAR_SPACE] = [1, 2, 3, 4, 5];
      const last = +(/(\d{1,2})\/\d{1,2}\s*$/.exec(m[REST])?.[1] ?? m[MONTH_NUM]);
      return dateValue(runStartYear(toYear(m[YEAR_SLASH] ?? m[YEAR_SPACE]), +m[MONTH_NUM], last), +m[MONTH_NUM], +m[DAY]);
    },
  },
  {
    // "03/05/2025", "3/5/25", "03-05-2025", "Tuesday, 3/3/2026"
    name: 'numeric',
    weekdayLead: true,
    pattern: /(?<![\w/.-])(\d{1,2})(?:\/(\d{1,2})\/(\d{4}|\d{2})|-(\d{1,2})-(\d{4}))(?![\w/-]|\.\d)/g,
    extract(m) {
      const [MONTH_NUM, DAY_SLASH, YEAR_SLASH, DAY_DASH, YEAR_DASH] = [1, 2, 3, 4, 5];
      return dateValue(toYear(m[YEAR_SLASH] ?? m[YEAR_DASH]), +m[MONTH_NUM], +(m[DAY_SLASH] ?? m[DAY_DASH]));
    },
  },
  {
    // "2025-03-05"
    name: 'iso',
    pattern: /(?<![\w/-])(\d{4})-(\d{2})-(\d{2})(?![\w/-])/g,
    extract(m) {
      return dateValue(+m[1], +m[2], +m[3]);
    },
  },
];

/** A weekday prefix ending where the text ends, opening a word (the character before it is read too). */
const WEEKDAY_PREFIX = new RegExp(`(?<!\\w)${WEEKDAY}$`, 'i');
/** The longest weekday prefix: the longest day name, a period, a comma, two spaces and "the ". */
const WEEKDAY_PREFIX_MAX = Math.max(...WEEKDAYS.map((w) => w.length)) + '.,  the '.length;

/**
 * Where a date found at `at` starts when a weekday opens it: the word start from `from` (where the scan resumed)
 * whose text up to `at` is a weekday prefix; only one word start can be. A pattern opening with an optional
 * weekday is tried at every word start; the month is sought instead, and the weekday read back from it.
 */
function weekdayStart(text: string, at: number, from: number): number {
  // Every weekday prefix ends with a space.
  if (at === 0 || !/\s/.test(text[at - 1])) return at;
  const lo = Math.max(from, at - WEEKDAY_PREFIX_MAX);
  const context = lo > 0 ? 1 : 0;
  const m = WEEKDAY_PREFIX.exec(text.slice(lo - context, at));
  return m && m.index >= context ? lo - context + m.index : splitWeekdayStart(text, at, from);
}

/** A word a narrow column split at its edge, with no hyphen ("Wednesd\nay"). */
const SPLIT_WORD = /(?<=[A-Za-z])\n(?=[a-z])/;

/** Where a weekday a narrow column split at its edge opens the date at `at` ("Wednesd\nay, May 14"), else `at`. */
function splitWeekdayStart(text: string, at: number, from: number): number {
  const lo = Math.max(from, at - WEEKDAY_PREFIX_MAX - 1);
  const context = lo > 0 ? 1 : 0;
  const window = text.slice(lo - context, at);
  const split = SPLIT_WORD.exec(window);
  if (!split) return at;
  const m = WEEKDAY_PREFIX.exec(window.slice(0, split.index) + window.slice(split.index + 1));
  return m && m.index >= context && m.index < split.index ? lo - context + m.index : at;
}

const MONTH_IN_RUN = new RegExp(MONTH, 'gi');
/**
 * The year of a publication run's first date, the run printing its year once at its end: a run that crosses a new
 * year ("12/25  1/1  1/8/2027", "Dec. 23, 30, Jan. 6, 2027") starts in the year before.
 */
function runStartYear(year: number, firstMonth: number, lastMonth: number): number {
  return lastMonth < firstMonth ? year - 1 : year;
}

/** Where the first date of a run ends, per run parser. */
const RUN_FIRST: Record<string, RegExp> = {
  run: new RegExp(`^${MONTH}\\s{0,2}\\d{1,2}`, 'i'),
  'numeric-run': /^\d{1,2}\/\d{1,2}/,
};

interface TimeParser {
  name: string;
  pattern: RegExp;
  /** As for a date parser: words every match holds, sought first. */
  needs?: RegExp;
  extract(m: RegExpExecArray): TimeValue | undefined;
  /** The length of the match's leading part that stands for the time after a date (a window's start), if shorter. */
  lead?(m: RegExpExecArray): number | undefined;
}

const MERIDIEM_TESTS = MERIDIEM_WORDS.map(([p, pm]) => [new RegExp(`^(?:${p})$`, 'i'), pm] as const);

function meridiem(word: string | undefined, hour: number): { hour: number; known: boolean } {
  if (!word) return { hour, known: false };
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  if (w === 'noon') return { hour: 12, known: true };
  if (w === 'midnight') return { hour: 0, known: true };
  for (const [re, pm] of MERIDIEM_TESTS) {
    if (re.test(w)) {
      const h = hour % 12 + (pm ? 12 : 0);
      return { hour: h, known: true };
    }
  }
  return { hour, known: false };
}

function timeValue(hour: number, minute: number, word: string | undefined): TimeValue | undefined {
  if (hour > 23 || minute > 59) return undefined;
  const settled = meridiem(word, hour);
  // A 24-hour clock reading ("14:00") needs no meridiem word.
  if (!settled.known && hour >= 13) return { hour, minute, meridiemKnown: true };
  if (settled.known && hour > 12) return undefined;
  return { hour: settled.hour, minute, meridiemKnown: settled.known };
}

const TIME_PARSERS: TimeParser[] = [
  {
    // "between the hours of 9:00 a.m. and 5:00 p.m., more particularly at 10:30 AM": the window, then the hour
    // itself, which is the sale's time.
    name: 'hours-range-then-hour',
    pattern: new RegExp(`\\bbetween\\s(?:the\\s)?hours\\sof\\s[^,;\\n]{3,40}?,?\\s(?:more\\sparticularly|specifically|to\\swit:?)(?:\\sat)?\\s(\\d{1,2})(?::(\\d{2}))?\\s{0,2}(?:o'?clock\\s{0,2})?${MERIDIEM}`, 'gi'),
    needs: /particularly|specifically|to\swit/i,
    extract: (m) => timeValue(+m[1], +(m[2] ?? 0), m[3]),
  },
  {
    // "between the hours of 10 AM and 4 PM": the sale opens at the first hour, whose meridiem the window's end may
    // tell. The window claims its end, but a date printed before it takes only its start ("June 1, 2027 between the
    // hours of 10:00 AM": a window gives its start, entities.md), when that start prints its own meridiem.
    name: 'hours-range',
    pattern: new RegExp(`(\\bbetween\\s(?:the\\s)?hours\\sof\\s(\\d{1,2})(?::(\\d{2}))?(?:\\s{0,2}${MERIDIEM})?)\\s{0,2}(?:and|to|-)\\s{0,2}\\d{1,2}(?::\\d{2})?\\s{0,2}${MERIDIEM}`, 'gi'),
    extract: (m) => timeValue(+m[2], +(m[3] ?? 0), m[4] ?? (+m[2] >= 7 && +m[2] <= 11 ? 'am' : m[5])),
    lead: (m) => (m[4] ? m[1].length : undefined),
  },
  {
    // "10:00 AM", "9:30AM", "10:00 o'clock a.m.", "12:00 Noon", "14:00", "10.00 a.m."; OCR reads the 1 of 10-12 as "I" or "l" ("I0:00 AM").
    name: 'clock',
    pattern: new RegExp(`(?<![\\d:./-])(\\d{1,2}|(?<![A-Za-z])[Il][0-2])(?::|\\.(?=\\d\\d\\s?[ap]\\.?m))(\\d{2})(?![\\d:/]|\\.\\d)\\s{0,2}(?:o'?clock\\s{0,2})?(?:${MERIDIEM})?`, 'gi'),
    extract: (m) => timeValue(+m[1].replace(/[Il]/, '1'), +m[2], m[3]),
  },
  {
    // "10 AM", "11 o'clock a.m.", "12 noon"; "10: a.m." where print dropped the minutes; OCR "l1 o'clock in the
    // forenoon", as for 'clock'.
    name: 'hour-meridiem',
    pattern: new RegExp(`(?<![\\d:./$,-])(\\d{1,2}|(?<![A-Za-z])[Il][0-2]):?\\s{0,2}(?:o'?clock\\s{0,2})?${MERIDIEM}`, 'gi'),
    extract: (m) => timeValue(+m[1].replace(/[Il]/, '1'), 0, m[2]),
  },
  {
    // "ten o'clock in the forenoon", "ten o'clock AM"
    name: 'spelled-hour',
    pattern: new RegExp(`\\b${HOUR_WORD}\\s{1,2}o'?clock(?:\\s{0,2}${MERIDIEM})?`, 'gi'),
    needs: /clock/i,
    extract: (m) => timeValue(HOUR_WORDS[m[1].toLowerCase()], 0, m[2]),
  },
  {
    // "noon", "12:00 noon", "at 12 o'clock, noon" (older print sets the comma between).
    name: 'noon',
    pattern: /(?:\b12(?::00)?\s{0,2}(?:o'?clock)?,?\s{0,2}|\b)(noon)\b/gi,
    needs: /noon/i,
    extract: () => ({ hour: 12, minute: 0, meridiemKnown: true }),
  },
  {
    // "until 12 M, on March 4", "12 o'clock M.": M (meridies) is noon in older print. Case-sensitive: "12 m" is a length.
    name: 'meridian-noon',
    pattern: /(?<![\d:.,$-])12(?::00)?\s{0,2}(?:o'?clock\s{0,2})?M(?:\.(?![A-Za-z])|(?![A-Za-z.]))/g,
    extract: () => ({ hour: 12, minute: 0, meridiemKnown: true }),
  },
];

/** Text allowed between a date and the time that belongs to it ("June 2, 2026, at 10:00 AM"). */
const DATE_TO_TIME_GAP = new RegExp(`^[\\s,.:;]{0,4}(?:(?:${wordAlternation(DATE_TO_TIME_WORDS)})[\\s,.:;]{0,4}){0,4}$`, 'i');
/** Text allowed between a time and the date it belongs to ("11:00 AM on July 20, 2016"). */
const TIME_TO_DATE_GAP = new RegExp(`^[\\s,]{0,3}(?:(?:on|of|,)\\s{0,2}){0,2}(?:the\\s)?${WEEKDAY}?$`, 'i');
const MAX_GAP = 40;

type Extent = { ns: number; ne: number; value?: unknown };
/** A run claims all of its text, though its hit spans only the first date. */
const extentEnd = (h: Extent) => (h.value as DateHitValue | undefined)?.runEnd ?? h.ne;

/** Adds `hit` unless an earlier (higher-priority) hit already covers part of it. */
function claim<T extends Extent>(claims: Coverage, hits: T[], hit: T): boolean {
  if (!claims.claim(hit.ns, extentEnd(hit))) return false;
  hits.push(hit);
  return true;
}

export function findTimes(doc: NoticeDocument): Hit<TimeValue>[] {
  const hits: Hit<TimeValue>[] = [];
  const claims = new Coverage(doc.norm.length);
  for (const parser of TIME_PARSERS) {
    if (parser.needs && !parser.needs.test(doc.norm)) continue;
    for (const m of matchAll(parser.pattern, doc.norm)) {
      const value = parser.extract(m);
      if (!value) continue;
      const lead = parser.lead?.(m);
      claim(claims, hits, { ns: m.index, ne: m.index + m[0].trimEnd().length, value, source: `time:${parser.name}`, ...(lead ? { leadEnd: m.index + lead } : {}) });
    }
  }
  return hits.sort((a, b) => a.ns - b.ns);
}

/** Bare calendar dates (no times joined), in text order. */
export function findCalendarDates(doc: NoticeDocument): Hit<DateHitValue>[] {
  const hits: Hit<DateHitValue>[] = [];
  const claims = new Coverage(doc.norm.length);
  // Where each month word starts and ends: two flat lists, as a notice of hostile length may hold many.
  const monthStarts: number[] = [];
  const monthEnds: number[] = [];
  for (const m of matchAll(MONTH_TOKEN, doc.norm)) {
    monthStarts.push(m.index);
    monthEnds.push(m.index + m[0].length);
  }
  for (const parser of DATE_PARSERS) {
    if (parser.needs && !parser.needs.test(doc.norm)) continue;
    let resumed = 0;
    const anchored = ANCHORED.get(parser);
    const matches = anchored === undefined || parser.monthLead === undefined
      ? matchAll(parser.pattern, doc.norm)
      : matchesNearAnchors(anchored, doc.norm, monthStarts, parser.monthLead);
    for (const m of matches) {
      const ns = parser.weekdayLead ? weekdayStart(doc.norm, m.index, resumed) : m.index;
      resumed = m.index + m[0].length;
      const value = parser.extract(m);
      if (!value) continue;
      let ne = m.index + m[0].length;
      const first = RUN_FIRST[parser.name];
      if (first) {
        // A publication run stands for its first date: "Dec. 9" of "Dec. 9, 16, 2022".
        value.runEnd = ne;
        ne = m.index + (first.exec(m[0])?.[0].length ?? m[0].length);
        claim(claims, hits, { ns: m.index, ne, value, source: `date:${parser.name}` });
        continue;
      }
      // "the 19th day of March": the article is not part of the date as printed.
      const article = parser.name === 'legal-day-of' ? /^(?:the|this)\s/i.exec(m[0])?.[0].length ?? 0 : 0;
      claim(claims, hits, { ns: ns + article, ne, value, source: `date:${parser.name}` });
    }
  }
  chronoLeftovers(doc, hits, claims, monthStarts, monthEnds);
  return withoutRestatedWeekdays(hits.sort((a, b) => a.ns - b.ns));
}

/** How soon after "the first Tuesday in April, 2025" the day it stands for may be printed ("to wit: April 1, 2025"). */
const RESTATED_REACH = 40;

/** "the first Tuesday in April, 2025, to wit: April 1, 2025": the day printed outright is the date; the weekday rule only names it. */
function withoutRestatedWeekdays(hits: Hit<DateHitValue>[]): Hit<DateHitValue>[] {
  const restated = (h: Hit<DateHitValue>, i: number) => {
    // Hits are in text order: only the next few can start within reach.
    for (let k = i + 1; k < hits.length && hits[k].ns - h.ne <= RESTATED_REACH; k++) if (hits[k].value.standardized === h.value.standardized) return true;
    return false;
  };
  return hits.filter((h, i) => h.source !== 'date:nth-weekday' || !restated(h, i));
}

// As the month-word parsers read them: "onMay 14" (a scraper lost the space) holds a month word too.
const MONTH_TOKEN = new RegExp(`(?:\\b|(?<=\\bon))${MONTH}(?![a-z])`, 'gi');
/** The month-word parsers' patterns tried at a position (sticky), near month words only. */
const ANCHORED = new Map(DATE_PARSERS.filter((p) => p.monthLead !== undefined).map((p) => [p, new RegExp(p.pattern.source, 'iy')]));
const CHRONO_REFERENCE = new Date(Date.UTC(2000, 0, 1, 12));
/** A day number right before a month word: "5th of", "5 ", "the 5th day of". */
const DAY_BEFORE_MONTH = new RegExp(`(?<!\\d)${DAY_NUMBER}\\s(?:day\\s)?(?:of\\s)?$`, 'i');
/** A day number right after a month word: " 5,", ". 5". */
const DAY_AFTER_MONTH = /^\.?,?\s{0,2}\d{1,2}(?!\d)/;

/** Month words no parser claimed: ask chrono-node about a small window around each. */
function chronoLeftovers(doc: NoticeDocument, hits: Hit<DateHitValue>[], claims: Coverage, starts: readonly number[], ends: readonly number[]) {
  for (let k = 0; k < starts.length; k++) {
    const at = starts[k];
    if (doc.norm[at] < 'A' || doc.norm[at] > 'Z') continue; // a capitalised month word only
    if (claims.holds(at)) continue;
    const from = Math.max(0, at - 12);
    const window = doc.norm.slice(from, Math.min(doc.norm.length, at + 40));
    // Only a date with its day and its year printed in full is taken (below), so a window without both is
    // not parsed: chrono costs ~0.1 ms a call, and most month words left over are names ("May Jones").
    // The day stands right before the month word ("5th of May", "5 May") or right after it ("May 5").
    const dayBefore = DAY_BEFORE_MONTH.test(doc.norm.slice(from, at));
    if (!/\d{4}/.test(window) || !(dayBefore || DAY_AFTER_MONTH.test(doc.norm.slice(ends[k], at + 40)))) continue;
    for (const r of chrono.strict.parse(window, CHRONO_REFERENCE)) {
      const s = r.start;
      if (!s.isCertain('day') || !s.isCertain('month') || !s.isCertain('year')) continue;
      // A year printed in full: chrono reads the "12" of a publication run "May 5 12 19" as 2012.
      if (!/\d{4}/.test(r.text)) continue;
      const ns = from + r.index;
      const ne = ns + r.text.length;
      if (at < ns || at >= ne) continue;
      const value = dateValue(s.get('year')!, s.get('month')!, s.get('day')!);
      if (value) claim(claims, hits, { ns, ne, value, source: 'date:chrono' });
    }
  }
}

/**
 * Dates with the times printed next to them joined in: "June 2, 2026 at 10:00
 * AM", "11:00 AM on July 20, 2016". A date keeps its own span when no time is
 * adjacent; `allTimes` lets callers pair times printed further away.
 */
export function findDates(doc: NoticeDocument, times: Hit<TimeValue>[] = findTimes(doc)): Hit<DateHitValue>[] {
  const dates = findCalendarDates(doc);
  const out: Hit<DateHitValue>[] = [];
  for (const d of dates) {
    if (d.value.runEnd !== undefined) {
      out.push(d);
      continue;
    }
    const t = timeAfter(doc, times, d) ?? timeBefore(doc, times, d);
    if (!t) {
      out.push(d);
      continue;
    }
    out.push(joinDateTime(d, t));
  }
  return out;
}

/** The first time printed within MAX_GAP after `d` with only linking words between (`times` in text order, disjoint). */
function timeAfter(doc: NoticeDocument, times: Hit<TimeValue>[], d: Hit<DateHitValue>): Hit<TimeValue> | undefined {
  for (let i = firstStartingAt(times, d.ne); i < times.length && times[i].ns - d.ne <= MAX_GAP; i++) {
    if (DATE_TO_TIME_GAP.test(doc.norm.slice(d.ne, times[i].ns))) return times[i];
  }
  return undefined;
}

/** The nearest time printed just before `d` ("11:00 AM on July 20, 2016"). */
function timeBefore(doc: NoticeDocument, times: Hit<TimeValue>[], d: Hit<DateHitValue>): Hit<TimeValue> | undefined {
  for (let i = lastEndingBy(times, d.ns); i >= 0 && d.ns - times[i].ne <= 12; i--) {
    if (TIME_TO_DATE_GAP.test(doc.norm.slice(times[i].ne, d.ns))) return times[i];
  }
  return undefined;
}

/** One hit holding a date and a time, its span the shortest that holds both. */
export function joinDateTime(d: Hit<DateHitValue>, t: Hit<TimeValue>): Hit<DateHitValue> {
  const v = d.value;
  // A time printed after the date that is a window ends with the window's start.
  const tEnd = t.ns >= d.ne && t.leadEnd !== undefined ? t.leadEnd : t.ne;
  return {
    ns: Math.min(d.ns, t.ns),
    ne: Math.max(d.ne, tEnd),
    value: {
      ...v,
      time: t.value,
      hour: t.value.meridiemKnown ? t.value.hour : undefined,
      minute: t.value.meridiemKnown ? t.value.minute : undefined,
      second: t.value.meridiemKnown ? 0 : undefined,
      standardized: standardizeDate(v.year, v.month, v.day, t.value),
    },
    source: `${d.source}+${t.source}`,
  };
}
