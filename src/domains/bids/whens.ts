/**
 * Every date and time of a bid notice, joined the way bid notices print
 * them, which is looser than the shared joiner allows: time-zone words
 * between ("2:00 p.m. Mountain Daylight Time on Friday"), a deadline phrase
 * between ("Friday, June 6, 2031, no later than 4:30 p.m."), a schedule line
 * ("March 31, 2031 - Bids are due by 10:00 a.m.") and, rarely, a second
 * sentence ("by 3:00 p.m. EST. The bid due date is ..."). Each joined span is
 * the shortest that holds both. A date picked as a deadline may also take a
 * time printed apart from it: on a labelled line ("5/22/31\nTime: 2:00 PM")
 * or before it in its sentence, with a place between.
 */
import { findCalendarDates, findTimes, joinDateTime, type DateHitValue } from '../../recognizers/dates.js';
import type { TimeValue } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { firstStartingAt, lastEndingBy } from '../../text/spans.js';
import { compileCues, type CueRow } from '../shared/cues.js';
import * as C from './cues.js';
import { TIME_ZONE_ABBREVIATION, TIME_ZONE_WORDS } from './lexicon.js';
import type { Sentences } from './sentences.js';
import { yearlessDateAfter } from './whens-yearless.js';

/** A date (with the time printed with it), a bare date, or a bare time. */
export interface When {
  ns: number;
  ne: number;
  kind: 'full' | 'date' | 'time';
  /** Set for `full` and `date`. */
  date?: DateHitValue;
  /** Set for `full` and `time`. */
  time?: TimeValue;
  /** A time with a month and day printed after it but no year ("1 p.m. Oct. 20"): a deadline, with no calendar date. */
  yearless?: boolean;
  source: string;
}

/** How far before a time a statute's citation is looked for. */
const STATUTE_REACH = 16;
/** Characters allowed between a date and its time printed together. */
const MAX_GAP = 45;
/** ... between a time and a date in the next sentence ("by 3:00 p.m. EST. The bid due date is ..."). */
const MAX_BRIDGE = 90;
/** ... between a date and a time labelled lines later ("5/22/31\nPlace: ...\nTime: 2:00 PM"). */
const MAX_LABELLED_TIME = 160;
/** ... between a deadline's time and its date in one sentence, a place printed between. */
const MAX_SENTENCE_TIME = 120;
/** ... between a date and the time printed after its place ("DATE, at the court house in Elm, at 10 o'clock"). */
const MAX_PLACE_THEN_TIME = 170;
// The place may hold a house number ("at the Public Works Garage, 18 Depot Lane, beginning at 9:00am"), not a date's digits.
const PLACE_THEN_TIME = /^,\s(?:at|in)\s(?:[^.;\d]|\.(?=\s?[a-z])|\d{1,6}(?=\s[A-Z]))*?,\s(?:and\s)?(?:(?:beginning|starting)\s)?at\s(?:the\shour\sof\s)?$/;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TZ_WORDS = `\\(?\\s?(?:(?:${TIME_ZONE_WORDS.map(esc).join('|')})\\s){1,3}time\\s?\\)?`;
const SEPARATORS = '[\\s,.:;]+';
const words = (rows: readonly CueRow[]) => rows.map(([p]) => `(?:${p})(?![A-Za-z])`).join('|');
/** Sticky readers for the text between a date and its time; abbreviations are case-sensitive, words are not. */
const TIME_ZONE_ABBR = new RegExp(TIME_ZONE_ABBREVIATION, 'y');
// A dash may separate a date from its time ("March 10, 2026 - 2:00 p.m."), not a time from its date.
// (Read apart, the longest reading winning: in one alternation the separators take the dash's leading space alone,
// and nothing reads on from "- ".)
const DATE_TIME_DASH = /\s?[-–—]\s/y;
const DATE_TO_TIME = new RegExp(`${SEPARATORS}|${TZ_WORDS}|${words(C.DATE_TO_TIME_WORDS)}`, 'iy');
const TIME_TO_DATE = new RegExp(`${SEPARATORS}|${TZ_WORDS}|${words(C.TIME_TO_DATE_WORDS)}`, 'iy');
const TZ_ONLY = new RegExp(`\\s+|${TZ_WORDS}`, 'iy');

/** The readers of each gap, time-zone abbreviations (case-sensitive) first. */
const DATE_TO_TIME_READERS = [TIME_ZONE_ABBR, DATE_TO_TIME, DATE_TIME_DASH];
const TIME_TO_DATE_READERS = [TIME_ZONE_ABBR, TIME_TO_DATE];
const TZ_ONLY_READERS = [TIME_ZONE_ABBR, TZ_ONLY];

/** Length of the prefix of `gap` made only of what the `readers` accept, each piece taking the longest reading. */
function consumed(gap: string, readers: readonly RegExp[]): number {
  let p = 0;
  while (p < gap.length) {
    let n = 0;
    for (const re of readers) {
      re.lastIndex = p;
      const m = re.exec(gap);
      if (m && m[0].length > n) n = m[0].length;
    }
    if (n === 0) break;
    p += n;
  }
  return p;
}

const gapOk = (gap: string, readers: readonly RegExp[]) => !/\n\s*\n/.test(gap) && consumed(gap, readers) === gap.length;

function full(d: Hit<DateHitValue>, t: Hit<TimeValue>): When {
  const j = joinDateTime(d, t);
  return { ns: j.ns, ne: j.ne, kind: 'full', date: j.value, time: t.value, source: `bids:${j.source}` };
}

/** Every date and time of the notice, joined where printed together, in text order. */
export function findWhens(doc: NoticeDocument): When[] {
  const text = doc.norm;
  // "in accordance with N.J.S.A. 18:25-2": a statute's section, not a time of day.
  const times = findTimes(doc).filter((t) => !C.STATUTE_BEFORE.test(text.slice(Math.max(0, t.ns - STATUTE_REACH), t.ns)));
  // A publication run ("May 1 and 8, 2031") is never a deadline.
  const dates = findCalendarDates(doc).filter((d) => d.value.runEnd === undefined);
  const used = new Set<Hit<TimeValue>>();
  const out: When[] = [];
  const lone: Hit<DateHitValue>[] = [];
  for (const d of dates) {
    let pick: { t: Hit<TimeValue>; gap: number } | undefined;
    // Times in text order and disjoint: the search starts at the date and stops MAX_GAP away.
    for (let i = firstStartingAt(times, d.ne); i < times.length; i++) {
      const t = times[i];
      if (t.ns - d.ne > MAX_GAP) break;
      if (used.has(t)) continue;
      if (gapOk(text.slice(d.ne, t.ns), DATE_TO_TIME_READERS)) pick = { t, gap: t.ns - d.ne };
      break;
    }
    for (let i = lastEndingBy(times, d.ns); i >= 0; i--) {
      const t = times[i];
      if (d.ns - t.ne > MAX_GAP) break;
      if (used.has(t)) continue;
      // The time printed first is the usual order ("until 2:00 p.m. on June 4"): it wins a tie.
      if (gapOk(text.slice(t.ne, d.ns), TIME_TO_DATE_READERS) && (!pick || d.ns - t.ne <= pick.gap)) pick = { t, gap: d.ns - t.ne };
      break;
    }
    if (pick) {
      used.add(pick.t);
      out.push(full(d, pick.t));
    } else lone.push(d);
  }
  // "by 3:00 p.m. EST. The bid due date is Monday, June 9, 2031"
  const bridged = new Set<Hit<DateHitValue>>();
  for (const t of times) {
    if (used.has(t)) continue;
    let d: Hit<DateHitValue> | undefined;
    for (let i = firstStartingAt(lone, t.ne); i < lone.length && lone[i].ns - t.ne <= MAX_BRIDGE; i++) {
      if (!bridged.has(lone[i])) { d = lone[i]; break; }
    }
    if (!d) continue;
    const gap = text.slice(t.ne, d.ns);
    if (!C.TIME_DATE_BRIDGE.test(gap.slice(consumed(gap, TZ_ONLY_READERS)))) continue;
    used.add(t);
    bridged.add(d);
    out.push(full(d, t));
  }
  for (const d of lone) if (!bridged.has(d)) out.push({ ns: d.ns, ne: d.ne, kind: 'date', date: d.value, source: `bids:${d.source}` });
  for (const t of times) {
    if (used.has(t)) continue;
    const yearlessEnd = yearlessDateAfter(text, t.ne);
    if (yearlessEnd !== undefined) out.push({ ns: t.ns, ne: yearlessEnd, kind: 'time', time: t.value, yearless: true, source: `bids:${t.source}+month-day` });
    else out.push({ ns: t.ns, ne: t.ne, kind: 'time', time: t.value, source: `bids:${t.source}` });
  }
  return out.sort((a, b) => a.ns - b.ns);
}

/** A deadline phrase right before a date or time ("until", "no later than", "Bids Due:"). */
export const DUE_NEAR = compileCues(C.DUE_IMMEDIATE, 'end');

/**
 * A date printed without its time, and a labelled time a few lines on
 * ("Bids Due: 5/22/31\nPlace: City Hall\nTime: 2:00 PM"): one span holding both.
 */
export function withLabelledTime(w: When | undefined, whens: When[], doc: NoticeDocument): When | undefined {
  if (!w || w.kind !== 'date' || !w.date) return w;
  for (const t of whens) {
    if (t.ns < w.ne) continue;
    if (t.ns - w.ne > MAX_LABELLED_TIME || t.kind !== 'time') break;
    if (!C.TIME_LABEL_LINE.test(doc.norm.slice(Math.max(w.ne, t.ns - 40), t.ns))) continue;
    const j = joinDateTime({ ns: w.ns, ne: w.ne, value: w.date, source: w.source }, { ns: t.ns, ne: t.ne, value: t.time!, source: t.source });
    return { ns: j.ns, ne: j.ne, kind: 'full', date: j.value, time: t.time, source: `${w.source}+labelled-time` };
  }
  return w;
}

/**
 * A deadline date printed without its time, and the time set before it in the
 * same sentence behind a deadline phrase, with a place between ("until 2:00
 * p.m. at 118 Court Street, Westhaven, on\nWEDNESDAY, AUGUST 21, 2031"): one span holding both.
 */
export function withSentenceTime(w: When | undefined, whens: When[], sentences: Sentences): When | undefined {
  if (!w || w.kind !== 'date' || !w.date) return w;
  let ss = sentences.startOf(w.ns);
  // A date on a line of its own opens a sentence; the unfinished one before holds its time.
  if (ss > 0 && !sentences.doc.norm.slice(ss, w.ns).trim()) ss = sentences.startOf(ss - 1);
  const times = whens.filter((t) => t.kind === 'time' && t.ne <= w.ns && t.ns >= ss && w.ns - t.ne <= MAX_SENTENCE_TIME);
  const before = times.length === 1 && DUE_NEAR.test(sentences.doc.norm.slice(Math.max(ss, times[0].ns - 100), times[0].ns));
  // "on Saturday, the 21st day of October, 1916, at the farm house of Jo Roe, in said county, at ten o'clock": the hour
  // after the place that follows the date.
  const after = before ? undefined : whens.find((t) => t.kind === 'time' && t.ns >= w.ne && t.ns - w.ne <= MAX_PLACE_THEN_TIME &&
    PLACE_THEN_TIME.test(sentences.doc.norm.slice(w.ne, t.ns)));
  if (!before && !after) return w;
  const t = before ? times[0] : after!;
  const j = joinDateTime({ ns: w.ns, ne: w.ne, value: w.date, source: w.source }, { ns: t.ns, ne: t.ne, value: t.time!, source: t.source });
  return { ns: j.ns, ne: j.ne, kind: 'full', date: j.value, time: t.time, source: `${w.source}+sentence-time` };
}
