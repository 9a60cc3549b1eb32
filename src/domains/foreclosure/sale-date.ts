/**
 * The sale date: a date after a postponement cue wins; else the date scored
 * highest by its label, the sale's words around it and a time printed with
 * it, the later one on a tie. A time printed apart is joined to it.
 */
import { joinDateTime, type DateHitValue } from '../../recognizers/dates.js';
import { textAfter, textBefore, type Hit } from '../../text/document.js';
import { withinSorted, type Span } from '../../text/spans.js';
import { sentenceAt } from '../../text/tokens.js';
import { compileCues } from '../shared/cues.js';
import { CLERK_STAMP_DATE, FORM_CODE_BEFORE, MASTHEAD_BEFORE, MASTHEAD_REACH, NOT_SALE_AFTER, NOT_SALE_DATE, POSTPONED, SALE_CONTEXT, SALE_DATE_LABELS, SALE_TIME_BEFORE, SALE_TIME_WITHIN } from './cues/sale.js';
import type { TimeValue } from '../../types.js';
import type { Found } from './recognize.js';
import { DEED_GRID_LABEL } from './cues/deed.js';

export interface SaleDate { hit: Hit<DateHitValue>; postponed: boolean }

/** Named weights of the sale date's score. */
const WEIGHT = { label: 10, notSale: -8, saleContext: 3, time: 3 } as const;
/** In a list, a date inside one sale's block needs at least the sale's words around it to beat the date printed for all. */
export const IN_LIST_MIN_SCORE = WEIGHT.saleContext;
/** How far the score reads around a date: a label before it, words that make it another date, the sale's words. */
const REACH = { postponed: 80, label: 45, notSaleBefore: 30, notSaleAfter: 22, deedGrid: 130, formCode: 24, contextBefore: 250, contextAfter: 120 } as const;

const SALE_LABEL_END = compileCues(SALE_DATE_LABELS, 'end');
const SALE_CONTEXT_TEST = new RegExp(compileCues(SALE_CONTEXT).source, 'i');
const NOT_SALE_END = compileCues(NOT_SALE_DATE, 'end');
const POSTPONED_END = compileCues(POSTPONED, 'end');
const DEED_GRID_END = compileCues([DEED_GRID_LABEL], 'end');

/** The sale date in `r`, none when the best scores under `minScore`. */
export function saleDate(f: Found, r: Span, minScore = 0): SaleDate | undefined {
  const { doc } = f;
  const dates = withinSorted(f.dates, r).filter((d) => d.value.runEnd === undefined);
  const postponed = dates.filter((d) => POSTPONED_END.test(textBefore(doc, d.ns, REACH.postponed)));
  if (postponed.length) return { hit: withTime(f, postponed[postponed.length - 1]), postponed: true };
  let best: Hit<DateHitValue> | undefined;
  let bestScore = -Infinity;
  for (const d of dates) {
    let score = 0;
    if (SALE_LABEL_END.test(textBefore(doc, d.ns, REACH.label))) score += WEIGHT.label;
    // "Date: 07/07/2026 / Time: The sale will begin at 10:00 AM": a bare "Date:" label is the sale's when the sale's time follows.
    const saleTime = d.value.time ? SALE_TIME_WITHIN.test(doc.norm.slice(d.ns, d.ne)) : saleTimeAfter(f, d, dates) !== undefined;
    if (!saleTime && (NOT_SALE_END.test(textBefore(doc, d.ns, REACH.notSaleBefore)) || NOT_SALE_AFTER.test(textAfter(doc, d.ne, REACH.notSaleAfter)) ||
      CLERK_STAMP_DATE.test(doc.norm.slice(d.ns, d.ne)) || FORM_CODE_BEFORE.test(textBefore(doc, d.ns, REACH.formCode)) || MACHINE_DATE.test(doc.norm.slice(d.ns, d.ne)) || DEED_GRID_END.test(textBefore(doc, d.ns, REACH.deedGrid)) || mastheadDate(f, d))) score += WEIGHT.notSale;
    const near = doc.norm.slice(Math.max(r.ns, d.ns - REACH.contextBefore), Math.min(r.ne, d.ne + REACH.contextAfter));
    if (SALE_CONTEXT_TEST.test(near)) score += WEIGHT.saleContext;
    if (d.value.time || saleTime) score += WEIGHT.time;
    const better = score > bestScore || (score === bestScore && best && dateKey(d) > dateKey(best));
    if (better) {
      best = d;
      bestScore = score;
    }
  }
  if (!best || bestScore < minScore) return undefined;
  return { hit: withTime(f, best), postponed: false };
}

/** The paper's issue date under its masthead, opening the notice with a weekday ("Elmford Courier, The Friday, May 15, 2026"). */
function mastheadDate(f: Found, d: Hit<DateHitValue>): boolean {
  if (d.ns > MASTHEAD_REACH || d.value.time || !WEEKDAY_START.test(f.doc.norm.slice(d.ns, d.ne))) return false;
  const before = f.doc.norm.slice(0, d.ns);
  // A heading of the sale's own words ("NOTICE OF TRUSTEE'S SALE Tuesday, June 9, 2026") is no masthead.
  return MASTHEAD_BEFORE.test(before) && !SALE_CONTEXT_TEST.test(before);
}
const WEEKDAY_START = /^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/i;

/** A date a machine wrote ("2026-05-16", a scraper's stamp after the notice): a newspaper prints a sale's date in words or figures. */
const MACHINE_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateKey = (d: Hit<DateHitValue>) => d.value.year * 10000 + d.value.month * 100 + d.value.day;

/** How far after a date its time may be printed apart. */
const TIME_APART_REACH = 160;
/**
 * How far after a date a time the sale's own words introduce may be printed, no other date between: "to sell on
 * Tuesday, June 1, 2027, (that being the first Tuesday of the month), at public auction ... at the place designated
 * by the Commissioners Court ..., the sale to begin at 1:00 o'clock p.m.".
 */
const SALE_TIME_APART_REACH = 360;

/** The time the sale's own words introduce ("Time of Sale:", "the sale will begin at") after `d`, before any other date. */
function saleTimeAfter(f: Found, d: Hit<DateHitValue>, dates: Hit<DateHitValue>[], reach = TIME_APART_REACH): Hit<TimeValue> | undefined {
  const t = f.times.find((t) => t.ns >= d.ne && t.ns - d.ne <= reach && SALE_TIME_BEFORE.test(textBefore(f.doc, t.ns, 60)));
  return t && !dates.some((o) => o.ns >= d.ne && o.ns < t.ns) ? t : undefined;
}

/** A sale date printed apart from its time ("Date of Sale: ... Time of Sale: 10:00 AM"). */
function withTime(f: Found, d: Hit<DateHitValue>): Hit<DateHitValue> {
  const sentence = sentenceAt(f.doc, d.ns);
  if (d.value.time) {
    // The recognizer joined the window's start to the date; the hour the window names after it is the sale's.
    const start = f.times.find((t) => t.ne === d.ne);
    const stated = start && statedHour(f, start, sentence.ne);
    return stated ? joinDateTime(d, stated) : d;
  }
  const t = f.times.find((t) => t.ns >= d.ne && t.ns - d.ne <= TIME_APART_REACH && (SALE_TIME_BEFORE.test(textBefore(f.doc, t.ns, 60)) ||
    // "on Saturday, the 30th day of September, 1916, between the hours of nine o'clock in the forenoon and five": a window's start.
    // "on Tuesday, March 2, 2027, at the Courthouse, ..., between the hours of 10:00 AM and 4:00 PM": the window read whole.
    ((/(?:time|hours?\sof|hour|at|about|approximately|commenc\w*|begin\w*|o'clock)[\s:]*$/i.test(textBefore(f.doc, t.ns, 25)) || t.source === 'time:hours-range') && t.ne <= sentence.ne))) ??
    saleTimeAfter(f, d, f.dates, SALE_TIME_APART_REACH);
  return t ? joinDateTime(d, statedHour(f, t, sentence.ne) ?? t) : timeBefore(f, d) ?? d;
}

/** A window's start ("between the hours of nine o'clock in the forenoon"), and the hour it then names. */
const WINDOW_START = /\bbetween\s(?:the\s)?hours\sof\s*$/i;
const STATED_HOUR_BEFORE = /\b(?:to-?\s?wit|namely|viz\.?)[,:]?\s(?:at\s)?(?:about\s)?(?:the\shour\sof\s)?$/i;
/** How far after a window's end its stated hour may follow. */
const STATED_HOUR_REACH = 60;

/**
 * "between the hours of nine o'clock in the forenoon and five o'clock in the afternoon of that day, to-wit, at 2
 * o'clock p. m.": the window is the legal hours, the hour named after it is the sale's.
 */
function statedHour(f: Found, start: Hit<TimeValue>, sentenceEnd: number): Hit<TimeValue> | undefined {
  if (!WINDOW_START.test(textBefore(f.doc, start.ns, 25))) return undefined;
  const i = f.times.indexOf(start);
  const end = f.times[i + 1];
  const stated = f.times[i + 2];
  if (!end || !stated || stated.ne > sentenceEnd || stated.ns - end.ne > STATED_HOUR_REACH) return undefined;
  return STATED_HOUR_BEFORE.test(textBefore(f.doc, stated.ns, 30)) ? stated : undefined;
}

/** How far before a date its time may be printed ("at 10:00 a.m. (at the earliest), or within three (3) hours thereafter, on June 2"). */
const TIME_BEFORE_REACH = 120;
/** "..., on DATE": the date closes a clause that opened with the sale's time. */
const ON_BEFORE_DATE = /\bon\s(?:\w+day,?\s)?$/i;

/** The sale's time printed before its date in the same sentence, the date introduced by "on" and no other date between. */
function timeBefore(f: Found, d: Hit<DateHitValue>): Hit<DateHitValue> | undefined {
  if (!ON_BEFORE_DATE.test(textBefore(f.doc, d.ns, 16))) return undefined;
  let t: Hit<TimeValue> | undefined;
  for (const x of f.times) {
    if (x.ne > d.ns) break;
    if (d.ns - x.ne <= TIME_BEFORE_REACH) t = x;
  }
  if (!t || f.dates.some((o) => o !== d && o.ns >= t!.ne && o.ns < d.ns) || /[.;]\s+[A-Z]/.test(f.doc.norm.slice(t.ne, d.ns))) return undefined;
  return joinDateTime(d, t);
}
