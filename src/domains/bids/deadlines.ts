/**
 * The dates of a solicitation: when bids are due, when they are opened, and
 * when the pre-bid meeting is. The notice's dates and times come joined
 * (whens.ts); every candidate is classified by the cues of its own sentence.
 */
import { compileCues } from '../shared/cues.js';
import * as C from './cues.js';
import type { Sentences } from './sentences.js';
import type { NoticeDocument } from '../../text/document.js';
import { standardizeDate } from '../../recognizers/dates.js';
import { DUE_NEAR, withLabelledTime, withSentenceTime, type When } from './whens.js';

export { findWhens, type When } from './whens.js';

export interface Deadlines {
  due?: When;
  /** The due date was printed only as the opening ("Sealed bids will be opened on June 4"). */
  dueIsOpening: boolean;
  opening?: When;
  preBid?: When;
}

/** An opening cue further than this before a date is about something else ("opened and tabulated, with a report to the board at its next meeting, June 9"). */
const MAX_OPENING_REACH = 100;
/** ... and when "on" introduces the date after the opening's place ("opened and read at the Town Meeting held at the Municipal Building, 7 Elm Street, Oakdale, MA on May 4"). */
const MAX_OPENING_REACH_ON = 140;
/** How far after a date its verb of receipt is looked for, a place and an hour between. */
const RECEIPT_AFTER_REACH = 260;
/** How far after a time its opening phrase is looked for ("At 10:30 a.m. they will be opened"). */
const OPENING_AFTER_REACH = 50;

/**
 * How much each finding counts for a date being the deadline. A deadline
 * phrase right before it outweighs receipt of bids somewhere in its sentence;
 * a superseding phrase ("is extended to") outweighs both, so an addendum's
 * new date beats the original; a date printed with its time beats a bare one.
 * A date printed only as the opening is the deadline when nothing better is.
 * A time with a month and day but no year ("by 1 p.m. Oct. 20") counts as a bare date, and only when no dated reading qualifies.
 */
const DUE_WEIGHT = { full: 3, dateOnly: 1, yearless: 1, deadlinePhrase: 6, receipt: 3, superseding: 8, openingOnly: 2 } as const;
const MIN_DUE_SCORE = 4;
/** A sentence about what is solicited. */
const BID_WORDS = /\b(?:bids?|bidders?|proposals?|quotes?|quotations?|responses|submittals|SOQs?|statements\sof\squalifications)\b/i;

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
 * own; the sentence before, left unfinished or ending in a label's colon, is its context then.
 */
function contextBefore(w: When, sentences: Sentences): string {
  const ctx = sentences.before(w.ns, 300);
  const ss = sentences.startOf(w.ns);
  if (ctx.trim() || ss === 0) return ctx;
  const prev = sentences.doc.norm.slice(Math.max(sentences.startOf(ss - 1), ss - 300), ss).trimEnd();
  // "Mandatory Pre-bid Conference:\nWednesday, May 6, 2031": a label ending its line names the date under it.
  if (/:$/.test(prev)) return `${prev} `;
  return /[.!?;]["”')]*$/.test(prev) ? ctx : `${prev} `;
}

/**
 * A topic cue speaks for the dates after it up to the next date only when
 * that next stretch names no deadline of its own: run-together labels
 * ("QUESTIONS DUE: 3/7/31 by 12PM DUE DATE AND TIME: 3/16/31") give each
 * date its own label. Returns where the topic cue starts in `ctx`, or -1.
 */
function topicFor(w: When, prev: When | undefined, ctx: string, dueNear: boolean): number {
  const at = lastAt(TOPIC, ctx);
  if (at < 0) return -1;
  const ctxStart = w.ns - ctx.length;
  return dueNear && prev && prev.ne <= w.ns && ctxStart + at < prev.ns ? -1 : at;
}

function read(w: When, sentences: Sentences, prev?: When): Reading {
  const ctx = contextBefore(w, sentences);
  const near = ctx.slice(-100);
  const notEvent = NOT_EVENT.test(near);
  const dueNear = DUE_NEAR.test(near);
  const topicAt = topicFor(w, prev, ctx, dueNear);
  const topic = topicAt >= 0;
  const receiptAt = dueNear ? ctx.length : lastAt(RECEIPT, ctx);
  const receiptAfter = receiptAt < 0 && w.kind !== 'time' && C.RECEIPT_AFTER.test(sentences.doc.norm.slice(w.ne, w.ne + RECEIPT_AFTER_REACH));
  const openingAt = lastAt(OPENING, ctx);
  const openingAfter = C.OPENING_AFTER.test(sentences.doc.norm.slice(w.ne, w.ne + OPENING_AFTER_REACH));
  // "Inquiries and submissions to: ... Email: ... Bid opening: Monday, May 4": an opening cue after the topic is the date's own.
  const reach = /\bon\s$/.test(ctx) ? MAX_OPENING_REACH_ON : MAX_OPENING_REACH;
  const opening = (!topic || topicAt < openingAt) && !notEvent && ((openingAt > receiptAt && ctx.length - openingAt <= reach) || openingAfter);
  // "Questions ... after the pre-bid conference, until May 1": a question deadline, not the meeting.
  const preBid = !notEvent && lastAt(PREBID, ctx) >= 0 && !/\bquestions?\b/i.test(ctx);
  let due = -Infinity;
  let openingOnly = false;
  if ((w.kind !== 'time' || w.yearless) && !topic && !notEvent && !NOT_DUE.test(near)) {
    due = w.kind === 'full' ? DUE_WEIGHT.full : w.yearless ? DUE_WEIGHT.yearless : DUE_WEIGHT.dateOnly;
    if (dueNear) due += DUE_WEIGHT.deadlinePhrase;
    if (receiptAt >= 0 || receiptAfter) due += DUE_WEIGHT.receipt;
    const supersedingAt = lastAt(SUPERSEDING, ctx);
    if (supersedingAt >= 0) due += DUE_WEIGHT.superseding;
    // "The bid opening ... has been postponed to DATE": the new date is the opening's, which is the deadline too.
    openingOnly = openingAt >= 0 && (receiptAt < 0 || (supersedingAt > openingAt && lastAt(RECEIPT, ctx) < 0));
    if (openingOnly) due += DUE_WEIGHT.openingOnly;
  }
  return { when: w, due, openingOnly, opening, preBid };
}

const overlaps = (a: When, b: When) => a.ns < b.ne && b.ns < a.ne;
const rank = (w: When) => (w.kind === 'full' ? 0 : w.kind === 'date' ? 1 : 2);

/** Due date, opening and pre-bid meeting among the notice's dates. */
export function pickDeadlines(whens: When[], sentences: Sentences): Deadlines {
  const readings = whens.map((w, i) => read(w, sentences, whens[i - 1]));
  let best: Reading | undefined;
  // A deadline printed without its year is read only when no dated one qualifies ("Bids due 2:00 pm, Oct 30 ... until
  // 2:00 p.m. on the 30th day of October, 2031").
  for (const yearless of [false, true]) {
    for (const r of readings) if (!!r.when.yearless === yearless && r.due >= MIN_DUE_SCORE && (!best || r.due > best.due)) best = r;
    if (best) break;
  }
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
  // "The due date has been extended to Thursday, May 1, 2031. ... accepted until 2:00 PM, Thursday, May 1, 2031":
  // the same day printed again with its time, as a deadline too, is the fuller reading of it.
  if (best?.when.kind === 'date') {
    const day = best.when.date?.standardized;
    const fuller = readings.find((r) => r.when.kind === 'full' && r.due >= MIN_DUE_SCORE && r.when.date?.standardized.startsWith(day ?? '-'));
    if (fuller) best = fuller;
  }
  const due = withSentenceTime(withLabelledTime(best?.when, whens, doc), whens, sentences);
  const dueIsOpening = best?.openingOnly ?? false;

  let opening: When | undefined = dueIsOpening ? due : undefined;
  if (!opening) {
    // An opening printed with its own time is one even at the deadline's time (entities.md: "even if it equals the due date").
    const candidates = readings
      .filter((r) => r.opening && !(due && overlaps(r.when, due)))
      .map((r) => r.when);
    opening = onDueDay(withLabelledTime(candidates.sort((a, b) => rank(a) - rank(b) || a.ns - b.ns)[0], whens, doc), due, doc);
  }

  const preBid = readings
    .filter((r) => r.preBid && r.when.kind !== 'time' && !(due && overlaps(r.when, due)))
    .map((r) => r.when)
    .sort((a, b) => rank(a) - rank(b) || a.ns - b.ns)[0];
  // A meeting's time may be printed after its place, as a deadline's is ("on May 11, 2031, at the Town Garage, beginning at 9am").
  const meetingWhen = withSentenceTime(withLabelledTime(preBid, whens, doc), whens, sentences);
  // A notice that prints only when bids are opened makes that opening the deadline (entities.md); the opening stays too.
  if (!due && opening && opening.kind !== 'time') return { due: opening, dueIsOpening: true, opening, preBid: meetingWhen };
  return { due, dueIsOpening, opening, preBid: meetingWhen };
}

/**
 * "opened ... at 7:30 P.M. that evening", "at 2:00 p.m. the same day", "that same day", "at 2 o'clock p. m. of said
 * day": a time whose day is the deadline's.
 */
const SAME_DAY_AFTER = /^,?\s(?:(?:of|on)\s)?(?:that(?:\ssame)?|the\ssame|said)\s(?:evening|afternoon|morning|day|date)\b/i;

function onDueDay(w: When | undefined, due: When | undefined, doc: NoticeDocument): When | undefined {
  if (!w || w.kind !== 'time' || !w.time || !due?.date) return w;
  const same = SAME_DAY_AFTER.exec(doc.norm.slice(w.ne, w.ne + 30));
  if (!same) return w;
  const { year, month, day } = due.date;
  const date = { year, month, day, time: w.time, standardized: standardizeDate(year, month, day, w.time) };
  return { ...w, ne: w.ne + same[0].length, kind: 'full', date };
}
