/**
 * A deadline printed with its month and day but no year, as news-style
 * notices print it ("Bids are due by 1 p.m. Oct. 20", "until 2 p.m.
 * Wednesday, Sept. 7"): the time takes the month and day printed right after
 * it into its span. Nothing here guesses the year, so there is no calendar
 * date to standardize; the field keeps the text and a null value, as a time
 * alone does (entities.md: standardized only when the notice states the date).
 */
import { MONTHS, WEEKDAYS } from '../../lexicon/dates.js';
import { isValidDate } from '../../recognizers/dates.js';
import { wordAlternation } from '../../text/escape.js';

const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const MONTH_NUMBER = new Map<string, number>(MONTHS.flatMap(([n, names]) => names.map((w) => [w, n] as const)));
const MONTH = wordAlternation(byLength([...MONTH_NUMBER.keys()]));
const WEEKDAY = wordAlternation(byLength(WEEKDAYS));
const MONTH_GROUP = 1;
const DAY_GROUP = 2;
/**
 * Right after the time: an optional weekday, the month, the day; no year after it ("Oct. 20, 2031" is a full
 * date, read elsewhere), and no further figures (a day of a run "Oct. 20 and 27" is still this day).
 */
const MONTH_DAY_AFTER = new RegExp(
  `^[\\s,.]{0,3}(?:(?:${WEEKDAY})\\.?,?\\s{1,2})?(${MONTH})\\.?\\s{1,2}(\\d{1,2})(?:st|nd|rd|th)?\\b(?![,.]?\\s{0,2}\\d)`,
  'i',
);
/** How far after the time the weekday, month and day are read. */
const REACH = 40;
/** Any year: the day and month are checked against a leap year, so "Feb. 29" is a possible day. */
const ANY_LEAP_YEAR = 2000;

/** Where a month and day printed right after the time ending at `end` end, or undefined. */
export function yearlessDateAfter(text: string, end: number): number | undefined {
  const m = MONTH_DAY_AFTER.exec(text.slice(end, end + REACH));
  if (!m) return undefined;
  const month = MONTH_NUMBER.get(m[MONTH_GROUP].toLowerCase());
  if (!month || !isValidDate(ANY_LEAP_YEAR, month, Number(m[DAY_GROUP]))) return undefined;
  return end + m[0].length;
}
