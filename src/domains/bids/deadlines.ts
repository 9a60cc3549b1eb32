/**
 * The dates of a solicitation: when bids are due, when they are opened, and
 * when the pre-bid meeting is.
 *
 * Dates and times come from the shared recognizers; this joins them the way
 * bid notices print them, which is looser than the shared joiner allows:
 * time-zone words between ("2:00 p.m. Mountain Daylight Time on Friday"), a
 * deadline phrase between ("Friday, June 6, 2031, no later than 4:30
 * p.m."), a label on the next line ("5/22/31\nTime: 2:00 PM") and, rarely, a
 * second sentence ("by 3:00 p.m. EST. The bid due date is ..."). Each joined
 * span is the shortest that holds both. Then every candidate is classified by
 * the cues of its own sentence.
 */
import { findCalendarDates, findTimes, joinDateTime, type DateHitValue } from '../../recognizers/dates.js';
import type { TimeValue } from '../../types.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { firstStartingAt, lastEndingBy } from '../../text/spans.js';
import { compileCues, type CueRow } from '../shared/cues.js';
import * as C from './cues.js';
import { TIME_ZONE_ABBREVIATION, TIME_ZONE_WORDS } from './lexicon.js';
import type { Sentences } from './sentences.js';

/** A date (with the time printed with it), a bare date, or a bare time. */
export interface When {
  ns: number;
  ne: number;
  kind: 'full' | 'date' | 'time';
  /** Set for `full` and `date`. */
  date?: DateHitValue;
  /** Set for `full` and `time`. */
  time?: TimeValue;
  source: string;
}

export interface Deadlines {
  due?: When;
  /** The due date was printed only as the opening ("Sealed bids will be opened on June 4"). */
  dueIsOpening: boolean;
  opening?: When;
  preBid?: When;
}

/** Characters allowed between a date and its time printed together. */
const MAX_GAP = 45;
/** ... between a time and a date in the next sentence ("by 3:00 p.m. EST. The bid due date is ..."). */
const MAX_BRIDGE = 90;
/** ... between a date and a time labelled lines later ("5/22/31\nPlace: ...\nTime: 2:00 PM"). */
const MAX_LABELLED_TIME = 160;
/** ... between a deadline's time and its date in one sentence, a place printed between. */
const MAX_SENTENCE_TIME = 120;
/** An opening cue further than this before a date is about something else ("opened and tabulated, with a report to the board at its next meeting, June 9"). */
const MAX_OPENING_REACH = 100;

/**
 * How much each finding counts for a date being the deadline. A deadline
 * phrase right before it outweighs receipt of bids somewhere in its sentence;
 * a superseding phrase ("is extended to") outweighs both, so an addendum's
 * new date beats the original; a date printed with its time beats a bare one.
 * A date printed only as the opening is the deadline when nothing better is.
 */
const DUE_WEIGHT = { full: 3, dateOnly: 1, deadlinePhrase: 6, receipt: 3, superseding: 8, openingOnly: 2 } as const;
const MIN_DUE_SCORE = 4;
/** A sentence about what is solicited. */
const BID_WORDS = /\b(?:bids?|proposals?|quotes?|quotations?|responses|submittals|SOQs?|statements\sof\squalifications)\b/i;

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TZ_WORDS = `\\(?\\s?(?:(?:${TIME_ZONE_WORDS.map(esc).join('|')})\\s){1,3}time\\s?\\)?`;
const SEPARATORS = '[\\s,.:;]+';
const words = (rows: readonly CueRow[]) => rows.map(([p]) => `(?:${p})(?![A-Za-z])`).join('|');
/** Sticky readers for the text between a date and its time; abbreviations are case-sensitive, words are not. */
const TIME_ZONE_ABBR = new RegExp(TIME_ZONE_ABBREVIATION, 'y');
// A dash may separate a date from its time ("March 10, 2026 - 2:00 p.m."), not a time from its date.
const DATE_TO_TIME = new RegExp(`${SEPARATORS}|\\s[-–—]\\s|${TZ_WORDS}|${words(C.DATE_TO_TIME_WORDS)}`, 'iy');
const TIME_TO_DATE = new RegExp(`${SEPARATORS}|${TZ_WORDS}|${words(C.TIME_TO_DATE_WORDS)}`, 'iy');
const TZ_ONLY = new RegExp(`\\s+|${TZ_WORDS}`, 'iy');

/** Length of the prefix of `gap` made only of what `reader` (and time-zone abbreviations) accept. */
function consumed(gap: string, reader: RegExp): number {
  let p = 0;
  while (p < gap.length) {
    let n = 0;
    for (const re of [TIME_ZONE_ABBR, reader]) {
      re.lastIndex = p;
      const m = re.exec(gap);
      if (m && m[0].length > n) n = m[0].length;
    }
    if (n === 0) break;
    p += n;
  }
  return p;
}

const gapOk = (gap: string, reader: RegExp) => !/\n\s*\n/.test(gap) && consumed(gap, reader) === gap.length;

function full(d: Hit<DateHitValue>, t: Hit<TimeValue>): When {
  const j = joinDateTime(d, t);
  return { ns: j.ns, ne: j.ne, kind: 'full', date: j.value, time: t.value, source: `bids:${j.source}` };
}

/** Every date and time of the notice, joined where printed together, in text order. */
export function findWhens(doc: NoticeDocument): When[] {
  const text = doc.norm;
  const times = findTimes(doc);
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
      if (gapOk(text.slice(d.ne, t.ns), DATE_TO_TIME)) pick = { t, gap: t.ns - d.ne };
      break;
    }
    for (let i = lastEndingBy(times, d.ns); i >= 0; i--) {
      const t = times[i];
      if (d.ns - t.ne > MAX_GAP) break;
      if (used.has(t)) continue;
      // The time printed first is the usual order ("until 2:00 p.m. on June 4"): it wins a tie.
      if (gapOk(text.slice(t.ne, d.ns), TIME_TO_DATE) && (!pick || d.ns - t.ne <= pick.gap)) pick = { t, gap: d.ns - t.ne };
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
    if (!C.TIME_DATE_BRIDGE.test(gap.slice(consumed(gap, TZ_ONLY)))) continue;
    used.add(t);
    bridged.add(d);
    out.push(full(d, t));
  }
  for (const d of lone) if (!bridged.has(d)) out.push({ ns: d.ns, ne: d.ne, kind: 'date', date: d.value, source: `bids:${d.source}` });
  for (const t of times) if (!used.has(t)) out.push({ ns: t.ns, ne: t.ne, kind: 'time', time: t.value, source: `bids:${t.source}` });
  return out.sort((a, b) => a.ns - b.ns);
}

const DUE_NEAR = compileCues(C.DUE_IMMEDIATE, 'end');
const RECEIPT = compileCues(C.RECEIPT);
const OPENING = compileCues(C.OPENING);
const PREBID = compileCues(C.PREBID);
const TOPIC = compileCues(C.NOT_DUE_TOPIC);
const NOT_EVENT = compileCues(C.NOT_EVENT_NEAR, 'end');
const NOT_DUE = compileCues(C.NOT_DUE_NEAR, 'end');
const SUPERSEDING = compileCues(C.SUPERSEDING);

/** Where the last match of a global cue pattern starts in `text`, or -1. */
function lastAt(re: RegExp, text: string): number {
  re.lastIndex = 0;
  let at = -1;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    at = m.index;
    if (m[0].length === 0) re.lastIndex++;
  }
  return at;
}

interface Reading {
  when: When;
  due: number;
  openingOnly: boolean;
  opening: boolean;
  preBid: boolean;
}

/**
 * The text before a date in its sentence. A date set on lines of its own
 * ("until\n\n11:00 a.m., Tuesday, April 11, 2031,") opens a sentence of its
 * own; the sentence before, left unfinished, is its context then.
 */
function contextBefore(w: When, sentences: Sentences): string {
  const ctx = sentences.before(w.ns, 300);
  const ss = sentences.startOf(w.ns);
  if (ctx.trim() || ss === 0) return ctx;
  const prev = sentences.doc.norm.slice(Math.max(sentences.startOf(ss - 1), ss - 300), ss).trimEnd();
  return /[.!?:;]["”')]*$/.test(prev) ? ctx : `${prev} `;
}

/**
 * A topic cue speaks for the dates after it up to the next date only when
 * that next stretch names no deadline of its own: run-together labels
 * ("QUESTIONS DUE: 3/7/31 by 12PM DUE DATE AND TIME: 3/16/31") give each
 * date its own label.
 */
function topicFor(w: When, prev: When | undefined, ctx: string, dueNear: boolean): boolean {
  const at = lastAt(TOPIC, ctx);
  if (at < 0) return false;
  const ctxStart = w.ns - ctx.length;
  return !(dueNear && prev && prev.ne <= w.ns && ctxStart + at < prev.ns);
}

function read(w: When, sentences: Sentences, prev?: When): Reading {
  const ctx = contextBefore(w, sentences);
  const near = ctx.slice(-100);
  const notEvent = NOT_EVENT.test(near);
  const dueNear = DUE_NEAR.test(near);
  const topic = topicFor(w, prev, ctx, dueNear);
  const receiptAt = dueNear ? ctx.length : lastAt(RECEIPT, ctx);
  const openingAt = lastAt(OPENING, ctx);
  const opening = !topic && !notEvent && openingAt > receiptAt && ctx.length - openingAt <= MAX_OPENING_REACH;
  // "Questions ... after the pre-bid conference, until May 1": a question deadline, not the meeting.
  const preBid = !notEvent && lastAt(PREBID, ctx) >= 0 && !/\bquestions?\b/i.test(ctx);
  let due = -Infinity;
  let openingOnly = false;
  if (w.kind !== 'time' && !topic && !notEvent && !NOT_DUE.test(near)) {
    due = w.kind === 'full' ? DUE_WEIGHT.full : DUE_WEIGHT.dateOnly;
    if (dueNear) due += DUE_WEIGHT.deadlinePhrase;
    if (receiptAt >= 0) due += DUE_WEIGHT.receipt;
    if (lastAt(SUPERSEDING, ctx) >= 0) due += DUE_WEIGHT.superseding;
    openingOnly = openingAt >= 0 && receiptAt < 0;
    if (openingOnly) due += DUE_WEIGHT.openingOnly;
  }
  return { when: w, due, openingOnly, opening, preBid };
}

const overlaps = (a: When, b: When) => a.ns < b.ne && b.ns < a.ne;
const rank = (w: When) => (w.kind === 'full' ? 0 : w.kind === 'date' ? 1 : 2);

/**
 * A date printed without its time, and a labelled time a few lines on
 * ("Bids Due: 5/22/31\nPlace: City Hall\nTime: 2:00 PM"): one span holding both.
 */
function withLabelledTime(w: When | undefined, whens: When[], doc: NoticeDocument): When | undefined {
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
function withSentenceTime(w: When | undefined, whens: When[], sentences: Sentences): When | undefined {
  if (!w || w.kind !== 'date' || !w.date) return w;
  let ss = sentences.startOf(w.ns);
  // A date on a line of its own opens a sentence; the unfinished one before holds its time.
  if (ss > 0 && !sentences.doc.norm.slice(ss, w.ns).trim()) ss = sentences.startOf(ss - 1);
  const times = whens.filter((t) => t.kind === 'time' && t.ne <= w.ns && t.ns >= ss && w.ns - t.ne <= MAX_SENTENCE_TIME);
  if (times.length !== 1 || !DUE_NEAR.test(sentences.doc.norm.slice(Math.max(ss, times[0].ns - 100), times[0].ns))) return w;
  const t = times[0];
  const j = joinDateTime({ ns: w.ns, ne: w.ne, value: w.date, source: w.source }, { ns: t.ns, ne: t.ne, value: t.time!, source: t.source });
  return { ns: j.ns, ne: j.ne, kind: 'full', date: j.value, time: t.time, source: `${w.source}+sentence-time` };
}

/** Due date, opening and pre-bid meeting among the notice's dates. */
export function pickDeadlines(whens: When[], sentences: Sentences): Deadlines {
  const readings = whens.map((w, i) => read(w, sentences, whens[i - 1]));
  let best: Reading | undefined;
  for (const r of readings) if (r.due >= MIN_DUE_SCORE && (!best || r.due > best.due)) best = r;
  const doc = sentences.doc;
  // No cue names a deadline: a date printed with its time in a sentence about bids is the likeliest one.
  // Each sentence is read once, however many dates it holds (one long sentence may hold them all).
  const aboutBids = new Map<number, boolean>();
  const inBidSentence = (pos: number) => {
    const start = sentences.startOf(pos);
    if (!aboutBids.has(start)) aboutBids.set(start, BID_WORDS.test(doc.norm.slice(start, sentences.endOf(pos))));
    return aboutBids.get(start)!;
  };
  best ??= readings.find((r) => r.when.kind === 'full' && r.due >= DUE_WEIGHT.full && inBidSentence(r.when.ns));
  const due = withSentenceTime(withLabelledTime(best?.when, whens, doc), whens, sentences);
  const dueIsOpening = best?.openingOnly ?? false;

  let opening: When | undefined = dueIsOpening ? due : undefined;
  if (!opening) {
    const sameTime = (w: When) => !!(due?.time && w.time && due.time.hour === w.time.hour && due.time.minute === w.time.minute);
    const candidates = readings
      .filter((r) => r.opening && !(due && overlaps(r.when, due)) && !(r.when.kind === 'time' && sameTime(r.when)))
      .map((r) => r.when);
    opening = withLabelledTime(candidates.sort((a, b) => rank(a) - rank(b) || a.ns - b.ns)[0], whens, doc);
  }

  const preBid = readings
    .filter((r) => r.preBid && r.when.kind !== 'time' && !(due && overlaps(r.when, due)))
    .map((r) => r.when)
    .sort((a, b) => rank(a) - rank(b) || a.ns - b.ns)[0];
  return { due, dueIsOpening, opening, preBid: withLabelledTime(preBid, whens, doc) };
}
