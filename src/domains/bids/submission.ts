/**
 * Where bids are delivered, as printed: the place phrase that starts at the
 * preposition of delivery ("received at the office of ...", "mailed to ...")
 * and ends with the state and ZIP code. The street recognizer is not needed
 * to end it: a state and ZIP close any address ("201 Centennial, and Boulder,
 * MT 59632"; "P. O. Box 300, Newton, MS 39345").
 *
 * Where to look, in order: the sentence of the deadline; a label ("Deliver
 * To:", "Location:"); a block of address lines after "to:"; any other sentence
 * about delivering bids. Sentences about documents, meetings or the work site
 * are not read.
 */
import { formatAddress } from '../../recognizers/addresses.js';
import { STATE_ABBREVIATIONS, US_STATES } from '../../lexicon/us-states.js';
import type { AddressValue } from '../../types.js';
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import type { When } from './deadlines.js';
import type { Sentences } from './sentences.js';

interface Span { ns: number; ne: number }

const STATE_WORDS = [...US_STATES.flatMap(([c, n]) => [c, n.replace(/ /g, '\\s')]), ...Object.keys(STATE_ABBREVIATIONS)]
  .sort((a, b) => b.length - a.length);
const ANCHOR = new RegExp(`(?<![A-Za-z])(${STATE_WORDS.join('|')})\\.?,?\\s{1,2}\\d{5}(?:-\\d{4})?(?![\\d-])`, 'gi');
const STREET_START = /\b\d|\bP\.?\s?O\.?\s?Box\b|\bPost\sOffice\sBox\b/i;
const SUBMISSION = compileCues(C.SUBMISSION_SENTENCE);
const LABELS = compileCues(C.SUBMISSION_LABELS);
const BLOCK = new RegExp(C.PLACE_BLOCK.source, 'gi');
const MAX_PLACE = 230;

/** State-and-ZIP endings of addresses (a two-letter code only in capitals: "IN 46204", not "in 46204"). */
function anchors(doc: NoticeDocument): Span[] {
  const out: Span[] = [];
  for (const m of matchAll(ANCHOR, doc.norm)) {
    if (m[1].length === 2 && m[1] !== m[1].toUpperCase()) continue;
    out.push({ ns: m.index, ne: m.index + m[0].length });
  }
  return out;
}

export function findSubmission(
  doc: NoticeDocument, sentences: Sentences, whens: When[], addresses: Hit<AddressValue>[], due: When | undefined,
): Hit<string> | undefined {
  const ends = anchors(doc);
  const streets = addresses.filter((a) => a.source === 'address:street');
  const timed = (ns: number, ne: number) => whens.some((w) => w.ns < ne && ns < w.ne);

  /** The place phrase ending at `end` (anchor at [aNs, end)), starting no earlier than `floor`. */
  const placeBefore = (aNs: number, end: number, floor: number): Hit<string> | undefined => {
    const from = Math.max(floor, aNs - MAX_PLACE);
    let best: number | undefined;
    let bestBy: number | undefined;
    for (const m of matchAll(C.PLACE_START, doc.norm, from, aNs)) {
      const start = m.index + m[0].length;
      if (start > aNs) continue;
      const stretch = doc.norm.slice(start, aNs);
      if (C.NOT_IN_PLACE.test(stretch) || timed(start, end) || /[@]/.test(stretch)) continue;
      const word = (m[1] ?? m[2] ?? '').toLowerCase();
      if (word.startsWith('located')) continue; // "office located at 840 ...": a continuation, not a start
      if (word === 'by') bestBy ??= start;
      else best ??= start;
    }
    let ns = best ?? bestBy;
    if (ns === undefined) return undefined;
    // "at their office located at 840 South Telegraph Road": nothing named before the street.
    const street = doc.norm.slice(ns, aNs).search(STREET_START);
    if (street > 0 && !/[A-Z]/.test(doc.norm.slice(ns, ns + street))) ns += street;
    return { ns, ne: end, value: doc.valueOf(ns, end), source: 'bids:submission' };
  };

  const inSentence = (s: Span, withStreets: boolean): Hit<string> | undefined => {
    const cands = [...ends.filter((a) => a.ns >= s.ns && a.ne <= s.ne)];
    if (withStreets) cands.push(...streets.filter((a) => a.ns >= s.ns && a.ne <= s.ne));
    for (const a of cands.sort((x, y) => x.ns - y.ns)) {
      const aNs = a.ns;
      // A street line printed without city: the phrase ends with it.
      const isStreet = streets.includes(a as Hit<AddressValue>);
      const h = placeBefore(isStreet ? a.ns : aNs, a.ne, s.ns);
      if (h) return h;
    }
    return undefined;
  };

  const block = (cueEnd: number): Hit<string> | undefined => {
    let at = cueEnd;
    while (at < doc.norm.length && /\s/.test(doc.norm[at])) at++;
    const a = ends.find((x) => x.ns >= at);
    if (!a || (doc.norm.slice(at, a.ne).match(/\n/g) ?? []).length > 6) return undefined;
    return { ns: at, ne: a.ne, value: formatAddress(doc, at, a.ne), source: 'bids:submission-block' };
  };

  if (due) {
    const s = { ns: sentences.startOf(due.ns), ne: sentences.endOf(due.ns) };
    const h = inSentence(s, true);
    if (h) return h;
    for (const [, e] of cueMatches(doc, BLOCK, s.ns, Math.min(doc.norm.length, s.ne + 2))) {
      const b = block(e);
      if (b) return b;
    }
  }
  for (const [s, e] of cueMatches(doc, LABELS)) {
    if (doc.lineStart(s) !== s && doc.norm.slice(doc.lineStart(s), s).trim()) continue;
    const a = ends.find((x) => x.ns >= e && doc.norm.slice(e, x.ns).split('\n').length <= 4);
    if (a) return { ns: e, ne: a.ne, value: formatAddress(doc, e, a.ne).replace(/^[\s:]+/, ''), source: 'bids:submission-label' };
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
  return undefined;
}
