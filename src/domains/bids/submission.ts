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
import { namedPlace, withAddressElsewhere } from './submission-named.js';
import { matchAll, wideGapBefore, type Hit, type NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { OFFICER_WORDS, ROLE_WORDS } from './lexicon.js';
import { printed } from './printed.js';
import { colonLabels, compileColonLabels, zipCodes } from './scan.js';
import type { When } from './deadlines.js';
import type { Sentences } from './sentences.js';

const STATE_WORDS = [...US_STATES.flatMap(([c, n]) => [c, n.replace(/ /g, '\\s')]), ...Object.keys(STATE_ABBREVIATIONS)]
  .sort((a, b) => b.length - a.length);
const STATE_BEFORE_ZIP = new RegExp(`(?<![A-Za-z])(${STATE_WORDS.join('|')})\\.?,?\\s{1,2}$`, 'i');
const STREET_START = /\b\d|\bP\.?\s?O\.?\s?Box\b|\bPost\sOffice\sBox\b/i;
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
    if (line.trim()) parts.push(printed(doc, at, at + line.length));
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
 * A person the bids are addressed to, printed before the place with their
 * office ("Mr. Ann Lee, Deputy Director, Town Hall, ..."; "the Office of Pat
 * Quinn, Town Manager, ..."; one part a line in a block): a contact's name is
 * not part of the place (entities.md), so the place starts after it.
 */
const ADDRESSEE_OFFICE_OF = '(?:(?:the\\s)?Office\\sof\\s)?';
const ADDRESSEE_HONORIFIC = '(?:(?:Mr|Mrs|Ms|Dr)\\.?\\s)?';
// A surname may have a capital inside ("LaVoy", "McKay").
const ADDRESSEE_NAME = "([A-Z][a-z'’-]+(?:\\s[A-Z]\\.)?(?:\\s(?:Ma?c|La|De|Di|O')?[A-Z][a-z'’-]+){1,2})";
/** The office printed after the name: up to five capitalised words on its line ("Deputy Director", "Parks and Grounds Superintendent"). */
const ADDRESSEE_TITLE = '((?:(?:[A-Z][A-Za-z-]*|and|of|&)[ \\t]){0,4}[A-Z][A-Za-z-]*)';
/** A part ends at a comma or at the end of its line. */
const ADDRESSEE_PART_END = '(?:,\\s*|[ \\t]*\\n\\s*)';
const ADDRESSEE = new RegExp(`^${ADDRESSEE_OFFICE_OF}${ADDRESSEE_HONORIFIC}${ADDRESSEE_NAME}${ADDRESSEE_PART_END}${ADDRESSEE_TITLE}${ADDRESSEE_PART_END}(?=\\S)`);
/** Words of a place or a body, never of a person's name ("Town Hall", "Jackson County"). */
const PLACE_WORD = /\b(?:City|County|Town|Village|Township|Borough|Hall|Building|Center|Centre|House|Court|Room|Street|Avenue|Road|Board|Authority|District|School)\b/;

/** Offices of an addressee that are not agency officers ("Parks and Grounds Superintendent"). */
const ADDRESSEE_OFFICE = /(?:Superintendent|Coordinator|Buyer|Specialist)$/;

function afterAddressee(doc: NoticeDocument, ns: number): number {
  const m = ADDRESSEE.exec(doc.norm.slice(ns, ns + 160));
  if (!m || ROLE_WORDS.test(m[1]) || PLACE_WORD.test(m[1]) || !(OFFICER_WORDS.test(m[2]) || ADDRESSEE_OFFICE.test(m[2]))) return ns;
  // "to Ann Lee, Clerk, at 14 Rock Road": the preposition after the addressee is not part of the place.
  const at = /^(?:at|in)\s/.exec(doc.norm.slice(ns + m[0].length, ns + m[0].length + 4));
  return ns + m[0].length + (at ? at[0].length : 0);
}

/**
 * An attention line inside the place ("City of Elmwood\nAttn: Pat Quinn, Clerk\n12 Rock Road", "Parks Board, c/o: Ann Lee
 * Town Administrator, Town of Elmwood 9 Mill Rd."): the person is a contact, not part of the place, and the place is
 * what is printed after their part (the part ends with its line, else at its comma, with an office after it).
 */
const ATTENTION = /(?<![\w/])(?:Attn|ATTN|Attention|ATTENTION|c\/o|C\/O)\b\.?\s?:?\s*/;
const ATTENTION_PERSON = new RegExp(`^${ADDRESSEE_HONORIFIC}${ADDRESSEE_NAME}`);
const ATTENTION_OFFICE = /^\s*((?:[A-Z][A-Za-z-]*[ \t]){0,4}[A-Z][A-Za-z-]*),\s*/;

function afterAttention(doc: NoticeDocument, ns: number, ne: number): number {
  const m = ATTENTION.exec(doc.norm.slice(ns, ne));
  if (!m) return ns;
  const at = ns + m.index + m[0].length;
  const rest = doc.norm.slice(at, ne);
  const who = ATTENTION_PERSON.exec(rest);
  // The name's first two words: an office may follow on the line ("Ann Lee Town Administrator").
  const name = who?.[1].split(' ').slice(0, 2).join(' ');
  if (!name || ROLE_WORDS.test(name) || PLACE_WORD.test(name)) return ns;
  // The part ends with its line, a scraper's wide gap standing for one ("Ann Lee  12 Rock Road"), else at its comma.
  let line = -1;
  for (let i = 0; i < rest.length && line < 0; i++) if (rest[i] === '\n' || (rest[i] === ' ' && wideGapBefore(doc, at + i + 1))) line = i;
  let end = line >= 0 ? line : rest.indexOf(',');
  if (end < 0) return ns;
  if (line < 0) {
    const office = ATTENTION_OFFICE.exec(rest.slice(end + 1));
    if (office && (OFFICER_WORDS.test(office[1]) || ADDRESSEE_OFFICE.test(office[1]))) end += 1 + office[0].length;
  }
  let start = at + end + 1;
  while (start < ne && /\s/.test(doc.norm[start])) start++;
  // What is left is still a place: a street or box, and more than a state and ZIP.
  const left = doc.norm.slice(start, ne);
  return STREET_START.test(left) && /,/.test(left) ? start : ns;
}

/**
 * A city-and-state place is not read out of a clause ("Pursuant to Chapter 985, notice is hereby given that the
 * Chairman of the Town of X, Pine County, Wisconsin") nor where bids are read or opened rather than delivered.
 */
const CLAUSE_IN_PLACE = /\b(?:is|are|was|were|will|shall|hereby|that|which)\b/;
const OPENED_AT = /\b(?:read|opened)\b[^.;]{0,40}$/;
/** "Bid" capitalised before a capitalised noun is part of a name in the place ("the Bid Receiver, Purchasing Division", "the Bid Box"). Case-sensitive. */
const BID_IN_NAME = /\bBid(?=\s[A-Z][a-z])/g;
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
    return { ns, ne: end, value: printed(doc, ns, end), source: 'bids:submission' };
  };

  const inSentence = (s: Span, withStreets: boolean, deadlineEnd = s.ns): Hit<string> | undefined => {
    const cands = ends.filter((a) => a.ns >= s.ns && a.ne <= s.ne);
    // A street line printed without city ends the phrase too, when no state and ZIP do.
    if (withStreets && !cands.length) cands.push(...streetLinesWithTail(doc, s.ns, s.ne));
    for (const a of cands) {
      const h = placeBefore(a.ns, a.ne, s.ns);
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
    const h = inSentence(s, true, due.ne);
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
  for (const s of sentences.all()) {
    const text = doc.norm.slice(s.ns, s.ne);
    SUBMISSION.lastIndex = 0;
    if (!SUBMISSION.test(text) || C.NOT_SUBMISSION_SENTENCE.test(text)) continue;
    const h = inSentence(s, false);
    if (h) return h;
  }
  // The deadline may run over a sentence break ("the 15th day of May. 2031 at the office of ..."): its last sentence too.
  const named = due ? namedPlace(doc, { ns: sentences.startOf(due.ns), ne: sentences.endOf(Math.max(due.ns, due.ne - 1)) }, timed) : undefined;
  return named && withAddressElsewhere(doc, named, ends);
}
