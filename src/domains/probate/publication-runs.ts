/**
 * Publication runs the shared date parsers miss: days separated by spaces
 * only ("June 3 10 and 17 2019"), no year ("April 2, 9, 16"), a lone date
 * after a first-publication label, and a printer's insertion tag.
 */
import { standardizeDate, isValidDate } from '../../recognizers/dates.js';
import { MONTHS } from '../../lexicon/dates.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';

const MONTH_NAMES = MONTHS.flatMap(([, names]) => names).sort((a, b) => b.length - a.length);
const MONTH_NUMBER = new Map<string, number>(MONTHS.flatMap(([n, names]) => names.map((x) => [x, n] as [string, number])));
const LOOSE_RUN = new RegExp(
  `\\b(${MONTH_NAMES.join('|')})\\.?\\s(\\d{1,2})((?:(?:(?:,|\\sand|\\s&)?\\s|-)\\d{1,2}(?![\\d/:]))){0,6}(?:,?\\s(\\d{4})(?!\\d))?`,
  'gi',
);
const WEEK = 7;
/**
 * The run going on into the next month after a semicolon, comma or "and" (or the space a scraper left for a
 * comma: "April 21  28  May 5  2026", spaces folded), with the year at its end ("May 19, 26; June 2, 2016": the year printed is
 * June's, and May's too unless the run crosses into January).
 */
const NEXT_MONTH_RUN = new RegExp(`(?:[,;]?\\s|,?\\s(?:and|&)\\s)(${MONTH_NAMES.join('|')})\\.?\\s(\\d{1,2})(?:(?:,|\\sand|\\s&)?\\s\\d{1,2}(?![\\d/:])){0,6},?\\s(\\d{4})(?!\\d)`, 'iy');
const LONE_DATE = new RegExp(`^(${MONTH_NAMES.join('|')})\\.?\\s(\\d{1,2})(?![\\d/:,])`, 'i');

export interface LooseDate {
  /** `MM/DD/YYYY`, or undefined when no year is printed. */
  standardized?: string;
  runEnd: number;
}

/**
 * Publication runs the shared date parsers miss: days separated by spaces
 * only ("June 3 10 and 17 2019", where a scraper dropped the commas), by
 * hyphens ("Jan. 9-16-23"), or no year at all ("April 2, 9, 16"); a month may print one day before the next month's
 * ("March 25  April 1  8  2027"). The hit
 * spans the first date.
 */
export function findLooseRuns(doc: NoticeDocument, taken: Span[]): Hit<LooseDate>[] {
  const out: Hit<LooseDate>[] = [];
  for (const m of matchAll(LOOSE_RUN, doc.norm)) {
    const ne = m.index + m[0].length;
    // A lone day with its year is a plain date, read by the shared parsers: passed over before any costlier test.
    if (m[3] === undefined && m[4]) continue;
    if (taken.some((t) => t.ns < ne && m.index < t.ne)) continue;
    // Every day of the run (the repeated group captures only its last), without the year.
    const days = m[0].slice(m[1].length, m[4] ? m[0].lastIndexOf(m[4]) : undefined).match(/\d{1,2}/g)!.map(Number);
    if (days.some((x, i) => x < 1 || x > 31 || (i > 0 && x <= days[i - 1]))) continue;
    // "Jan. 9-16-23.": days joined by hyphens are a weekly run only a week apart, not a range ("May 1-15").
    if (m[3]?.includes('-') && days.some((x, i) => i > 0 && x - days[i - 1] !== WEEK)) continue;
    const month = MONTH_NUMBER.get(m[1].toLowerCase())!;
    let year = m[4] ? +m[4] : undefined;
    let runEnd = ne;
    NEXT_MONTH_RUN.lastIndex = ne;
    const next = year ? null : NEXT_MONTH_RUN.exec(doc.norm);
    const nextMonth = next ? MONTH_NUMBER.get(next[1].toLowerCase())! : 0;
    const intoNextMonth = !!next && nextMonth === (month % 12) + 1;
    if (intoNextMonth) {
      year = +next![3] - (nextMonth === 1 ? 1 : 0);
      runEnd = NEXT_MONTH_RUN.lastIndex;
    }
    // One day alone is a run only when the run goes on into the next month ("March 25  April 1  8  2027").
    if (days.length === 1 && !intoNextMonth) continue;
    const standardized = year && isValidDate(year, month, days[0]) ? standardizeDate(year, month, days[0]) : undefined;
    const firstEnd = m.index + m[1].length + (doc.norm[m.index + m[1].length] === '.' ? 1 : 0) + 1 + m[2].length;
    out.push({ ns: m.index, ne: firstEnd, value: { standardized, runEnd }, source: 'probate:loose-run' });
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
