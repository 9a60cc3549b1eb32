/**
 * Where bids are delivered, as printed: the place phrase that starts at the
 * preposition of delivery ("received at the office of ...", "mailed to ...")
 * and ends with the state and ZIP code. The street recognizer is not needed
 * to end it: a state and ZIP close any address ("40 Prairie, and Westhaven,
 * KS 67000"; "P. O. Box 12, Westhaven, MS 39000").
 *
 * Where to look, in order: the sentence of the deadline; a label ("Deliver
 * To:", "Location:"); a block of address lines after "to:"; any other sentence
 * about delivering bids. Sentences about documents, meetings or the work site
 * are not read.
 */
import { STATE_ABBREVIATIONS, US_STATES } from '../../lexicon/us-states.js';
import { cityStates, streetLinesWithTail } from './submission-places.js';
import { afterAddressee, afterAttention, STREET_START } from './submission-addressee.js';
import { namedPlace, onlinePlace, withAddressElsewhere } from './submission-named.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { colonLabels, compileColonLabels, zipCodes } from './scan.js';
import type { When } from './deadlines.js';
import type { Sentences } from './sentences.js';

const STATE_WORDS = [...US_STATES.flatMap(([c, n]) => [c, n.replace(/ /g, '\\s')]), ...Object.keys(STATE_ABBREVIATIONS)]
  .sort((a, b) => b.length - a.length);
const STATE_BEFORE_ZIP = new RegExp(`(?<![A-Za-z])(${STATE_WORDS.join('|')})\\.?,?\\s{1,2}$`, 'i');
const SUBMISSION = compileCues(C.SUBMISSION_SENTENCE);
const LABELS = compileColonLabels(C.SUBMISSION_LABELS);
const BLOCK = new RegExp(C.PLACE_BLOCK.source, 'gi');
const MAX_PLACE = 230;
/** An address block is at most this many lines (name, office, attention, street, suite, city). */
const MAX_BLOCK_LINES = 7;

/**
 * The lines of an address block as one value: each line is a part ("Office
 * of the Finance Director, Brookfield City Hall, 55 Lake Drive, ..."), except where a line ends inside a phrase ("Board of\nthe City").
 */
function joinLines(doc: NoticeDocument, ns: number, ne: number): string {
  const parts: string[] = [];
  let at = ns;
  for (const line of doc.norm.slice(ns, ne).split('\n')) {
    if (line.trim()) parts.push(doc.valueOf(at, at + line.length));
    at += line.length + 1;
  }
  return parts.reduce((acc, p) => {
    if (acc === '') return p;
    // A ZIP code on a line of its own closes the city line above ("University Park, IL\n60466").
    if (/,$/.test(acc) || /(?:\band|&|\bof|\bthe)$/i.test(acc) || /^[a-z]/.test(p) || /^\d{5}(?:-\d{4})?$/.test(p)) return `${acc} ${p}`;
    return `${acc}, ${p}`;
  }, '');
}

/** State-and-ZIP endings of addresses (a two-letter code only in capitals: "IN 46204", not "in 46204"). */
function anchors(doc: NoticeDocument): Span[] {
  const out: Span[] = [];
  for (const [zs, ze] of zipCodes(doc)) {
    const m = STATE_BEFORE_ZIP.exec(doc.norm.slice(Math.max(0, zs - 24), zs));
    if (!m || (m[1].length === 2 && m[1] !== m[1].toUpperCase())) continue;
    out.push({ ns: zs - m[0].length, ne: ze });
  }
  return out;
}

/**
 * A city-and-state place is not read out of a clause ("Pursuant to Chapter 985, notice is hereby given that the
 * Chairman of the Town of X, Pine County, Wisconsin") nor where bids are read or opened rather than delivered.
 */
const CLAUSE_IN_PLACE = /\b(?:is|are|was|were|will|shall|hereby|that|which)\b/;
const OPENED_AT = /\b(?:read|opened)\b[^.;]{0,40}$/;
/** A place right after the words of opening ("opened and read aloud at"). */
const OPENED_AT_PLACE = /\b(?:opened|read)(?:\s(?:and\s)?(?:publicly\s)?(?:opened|read))?(?:\saloud)?\s*$/i;
const OPENED_REACH = 40;
/** Bids sent by a platform ("via QuestCDN", "electronically through Elm Bids", "through the County's electronic procurement system"). */
const VIA_PLATFORM = new RegExp([
  /\b(?:via|electronically\s(?:through|on|at))\s(?:the\s)?[A-Z]/.source,
  /\b(?:through|via|on)\s(?:the\s|an?\s)?(?:[A-Z][\w'’]*\s)?(?:electronic|online|e-?procurement|e-?bid(?:ding)?)\s(?:\w+\s)?(?:system|portal|platform|site|service)\b/.source,
  // A bidding service by its name's shape: "received by the Borough through PennBID until 11:00 a.m.".
  /\bthrough\s(?:[A-Z][A-Za-z]*BID|[A-Z][a-z]+Bid[A-Za-z]*|Bid[A-Z][A-Za-z]+)\b/.source,
].join('|'));
/** "Bid" capitalised before a capitalised noun is part of a name in the place ("the Bid Receiver, Purchasing Division", "the Bid Box"). Case-sensitive. */
const BID_IN_NAME = /\bBid(?=\s[A-Z][a-z])/g;
/** A time zone's letters, then a street number, right after a time ("2:00 p.m. CDST 118 S. Court Street"). Case-sensitive. */
const STREET_AFTER_TIME = /^[ \t]+(?:\(?[A-Z]{2,4}\)?[ \t]+)?(?=\d{1,6}\s[A-Z0-9])/;
/** "in" opening a manner, not a place ("read in public", "delivered in person", "submitted in writing"). */
const MANNER_IN = /^(?:public|person|writing|duplicate|triplicate|accordance|lieu|order)\b/i;
/** The work's own noun right before a place's preposition: the place is the work site. */
const WORK_BEFORE = /\b(?:project|work)\s$/i;



export function findSubmission(doc: NoticeDocument, sentences: Sentences, whens: When[], due: When | undefined): Hit<string> | undefined {
  const ends = anchors(doc);
  const timed = (ns: number, ne: number) => whens.some((w) => w.ns < ne && ns < w.ne);

  /** The place phrase ending at `end` (anchor at [aNs, end)), starting no earlier than `floor`. */
  const placeBefore = (aNs: number, end: number, floor: number, allowBy = true): Hit<string> | undefined => {
    const from = Math.max(floor, aNs - MAX_PLACE);
    let best: number | undefined;
    let bestBy: number | undefined;
    for (const m of matchAll(C.PLACE_START, doc.norm, from, aNs)) {
      const start = m.index + m[0].length;
      if (start > aNs) continue;
      const stretch = doc.norm.slice(start, aNs);
      // "to the City of Elm (by mail at PO Box 9, ...; or in person to 4 Main St)": a place holds no parenthesis left open.
      if (C.NOT_IN_PLACE.test(stretch.replace(BID_IN_NAME, '')) || timed(start, end) || /[@]|\([^)]*$/.test(stretch)) continue;
      const word = (m[1] ?? m[2] ?? '').toLowerCase();
      // "... for the Apron Seal project at Elm Airport, 9 Field Road, ...": the address is where the work is done, not where bids go.
      if (WORK_BEFORE.test(doc.norm.slice(Math.max(0, m.index - 10), m.index))) return undefined;
      if (word.startsWith('located')) continue; // "office located at 840 ...": a continuation, not a start
      if (word === 'to' && /^be\s/.test(stretch)) continue; // "are to be delivered by mail or hand to the Town Hall": an infinitive
      if (word === 'in' && MANNER_IN.test(stretch)) continue; // "opened and read in public at the Borough Hall": a manner, not a place
      // "received ... via QuestCDN, at which time they will be publicly opened and read aloud at City Hall": where bids
      // are opened, not where they go, when the sentence sends them elsewhere ("received ... and opened at X" is both).
      if (OPENED_AT_PLACE.test(doc.norm.slice(Math.max(0, m.index - OPENED_REACH), m.index)) && VIA_PLATFORM.test(doc.norm.slice(floor, m.index))) continue;
      if (stretch.includes(':') && /\bto\s?:/i.test(stretch)) continue; // "due ... to: Inquiries and submissions to: Town Hall": the later "to:" leads to the place
      if (word === 'by') bestBy ??= start;
      else best ??= start;
    }
    let ns = best ?? (allowBy ? bestBy : undefined);
    if (ns === undefined) return undefined;
    // "at their office located at 410 Quarry Road": nothing named before the street.
    const street = doc.norm.slice(ns, aNs).search(STREET_START);
    if (street > 0 && !/[A-Z]/.test(doc.norm.slice(ns, ns + street))) ns += street;
    ns = afterAttention(doc, afterAddressee(doc, ns), end);
    return { ns, ne: end, value: doc.valueOf(ns, end), source: 'bids:submission' };
  };

  /** "up to the hour of 2:00 o'clock p.m. CDST 118 S. Court Street, Elm, Louisiana, 70999 on ...": a street printed right after the deadline's time. */
  const afterTime = (a: Span): Hit<string> | undefined => {
    const w = whens.filter((x) => x.kind === 'time' && x.ne <= a.ns && a.ns - x.ne <= MAX_PLACE).pop();
    const gap = w ? STREET_AFTER_TIME.exec(doc.norm.slice(w.ne, a.ns)) : null;
    if (!w || !gap || C.NOT_IN_PLACE.test(doc.norm.slice(w.ne + gap[0].length, a.ns))) return undefined;
    const ns = w.ne + gap[0].length;
    return { ns, ne: a.ne, value: doc.valueOf(ns, a.ne), source: 'bids:submission-after-time' };
  };

  const inSentence = (s: Span, withStreets: boolean, deadlineEnd = s.ns): Hit<string> | undefined => {
    const cands = ends.filter((a) => a.ns >= s.ns && a.ne <= s.ne);
    // A street line printed without city ends the phrase too, when no state and ZIP do.
    if (withStreets && !cands.length) cands.push(...streetLinesWithTail(doc, s.ns, s.ne));
    for (const a of cands) {
      const h = placeBefore(a.ns, a.ne, s.ns) ?? afterTime(a);
      if (h && !(h.ns > deadlineEnd && C.MEETING_BETWEEN.test(doc.norm.slice(deadlineEnd, h.ns)))) return h;
    }
    // With no street either, a city and state end the place; "received by the Board of X County, Ohio" names a body, not a place.
    if (withStreets && !cands.length) {
      for (const a of cityStates(doc, s.ns, s.ne)) {
        const h = placeBefore(a.ns, a.ne, s.ns, false);
        if (!h || CLAUSE_IN_PLACE.test(doc.norm.slice(h.ns, a.ns)) || OPENED_AT.test(doc.norm.slice(Math.max(s.ns, h.ns - 60), h.ns))) continue;
        return h;
      }
    }
    return undefined;
  };

  const block = (cueEnd: number): Hit<string> | undefined => {
    let at = cueEnd;
    while (at < doc.norm.length && /\s/.test(doc.norm[at])) at++;
    const a = ends.find((x) => x.ns >= at);
    if (!a || doc.norm.slice(at, a.ne).split('\n').length > MAX_BLOCK_LINES) return undefined;
    at = afterAttention(doc, afterAddressee(doc, at), a.ne);
    return { ns: at, ne: a.ne, value: joinLines(doc, at, a.ne), source: 'bids:submission-block' };
  };

  if (due) {
    const s = { ns: sentences.startOf(due.ns), ne: sentences.endOf(due.ns) };
    const h = inSentence(s, true, due.ne) ?? onlinePlace(doc, s);
    if (h) return h;
    // "... at the office of the Clerk, Town Hall, 61 Lake Road, Elm, Connecticut, until\n\n11:00 a.m., May 1, 2031":
    // a deadline set on lines of its own; the sentence before, left unfinished, holds its place.
    const prev = s.ns > 0 && !doc.norm.slice(s.ns, due.ns).trim() ? sentences.startOf(s.ns - 1) : s.ns;
    const unfinished = prev < s.ns && !/[.!?:;]["”')]*\s*$/.test(doc.norm.slice(prev, s.ns));
    const hp = unfinished ? inSentence({ ns: prev, ne: s.ns }, true) : undefined;
    if (hp) return hp;
    for (const [, e] of cueMatches(doc, BLOCK, s.ns, Math.min(doc.norm.length, s.ne + 2))) {
      const b = block(e);
      if (b) return b;
    }
    // "... until 2:30 p.m. on June 3, 2031. Bids shall be submitted electronically through DemandStar": the sentence after.
    const online = s.ne < doc.norm.length ? onlinePlace(doc, { ns: s.ne, ne: sentences.endOf(Math.min(doc.norm.length - 1, s.ne + 1)) }) : undefined;
    if (online) return online;
  }
  for (const [s, e] of colonLabels(doc, LABELS)) {
    if (doc.lineStart(s) !== s && doc.norm.slice(doc.lineStart(s), s).trim()) continue;
    const a = ends.find((x) => x.ns >= e && doc.norm.slice(e, x.ns).split('\n').length <= MAX_BLOCK_LINES);
    if (!a) continue;
    let ns = e;
    while (ns < a.ns && /[\s:]/.test(doc.norm[ns])) ns++;
    ns = afterAttention(doc, afterAddressee(doc, ns), a.ne);
    return { ns, ne: a.ne, value: joinLines(doc, ns, a.ne), source: 'bids:submission-label' };
  }
  for (const [s, e] of cueMatches(doc, BLOCK)) {
    const sentence = doc.norm.slice(sentences.startOf(s), e);
    SUBMISSION.lastIndex = 0;
    if (!SUBMISSION.test(sentence) || C.NOT_SUBMISSION_SENTENCE.test(sentence)) continue;
    const b = block(e);
    if (b) return b;
  }
  // "Bids shall be submitted electronically through the Elm E-Purchasing System": a sentence of receipt of its own.
  for (const s of receiptSentences(doc, sentences)) {
    const h = inSentence(s, false) ?? onlinePlace(doc, s);
    if (h) return h;
  }
  // The deadline may run over a sentence break ("the 15th day of May. 2031 at the office of ..."): its last sentence too.
  // A deadline set under a label ("Bid Opening Date/Time: ...") leaves the place to a sentence of receipt of its own
  // ("Sealed bids will be received in the Procurement Office ...").
  // Only a sentence that receives bids at a place: "can be sent to City Hall through the US Postal Service" names how.
  const named = (due ? namedPlace(doc, { ns: sentences.startOf(due.ns), ne: sentences.endOf(Math.max(due.ns, due.ne - 1)) }, timed) : undefined) ??
    receiptSentences(doc, sentences).filter((s) => RECEIVED_AT.test(doc.norm.slice(s.ns, s.ne))).map((s) => namedPlace(doc, s, timed)).find((h) => h !== undefined);
  return named && withAddressElsewhere(doc, named, ends);
}

const RECEIVED_AT = /\b(?:received|accepted|filed)\s(?:in|at)\b/i;

/** Sentences that say where bids are delivered ("will be received", "shall be submitted"), in text order. */
function receiptSentences(doc: NoticeDocument, sentences: Sentences): Span[] {
  const out: Span[] = [];
  for (const s of sentences.all()) {
    const text = doc.norm.slice(s.ns, s.ne);
    SUBMISSION.lastIndex = 0;
    if (SUBMISSION.test(text) && !C.NOT_SUBMISSION_SENTENCE.test(text)) out.push(s);
  }
  return out;
}
