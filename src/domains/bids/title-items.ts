/**
 * A title read from the items bid: the first line (or the rest of the line)
 * after "for the following:".
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import type { BidNumberValue } from './numbers.js';
import type { Sentences } from './sentences.js';
import { isGenericTitle, span, trim, upperRun, type TitleFinding } from './title-text.js';
import type { Span } from '../../text/spans.js';

const ITEMS = new RegExp(C.ITEMS_FOLLOW.source, 'gi');
const ITEMS_INLINE = new RegExp(C.ITEMS_FOLLOW_INLINE.source, 'gi');
/** A quantity note closing an item ("... Wheel Loader (Qty. 1)"). */
const QUANTITY_TAIL = /\s*\((?:qty|quantity|approx)[^)]*\)\s*$/i;
/** A list's mark opening an item line: "1.", "2)", "(a)", "•". */
const LIST_MARK = /^[ \t]*(?:\(?(?:\d{1,2}|[a-z])[.)](?!\d)|·|\*|-)[ \t]+(?=\S)/;
/** The place a highway letting item opens with ("Pine County - Bridge Deck Overlay ..."). */
const LOCATION_PREFIX = /^(?:[A-Z][A-Za-z.'’-]*\s){1,3}(?:County|Parish|Township)\s[-–—]\s/;
/** A line naming only a road and its county ("Route 19, Elm County", "US 50 - Pine County"). */
const ROUTE_AND_COUNTY = /^(?:(?:State\s|U\.?S\.?\s|County\s)?(?:Route|Highway|Hwy\.?|Road)\s|(?:US|SR|CR|I)[-\s]?)[\w-]{1,6}\s?[,–—-]\s?(?:[A-Z][\w.'’-]*\s){1,3}(?:County|Parish)$/;
/** A line under "the following:" that is a sentence: a finite verb after its first words. */
const PROSE_ITEM = /^\s*(?:[A-Za-z]+\s){1,4}(?:includes|include|consists|shall|will|must|is|are)\s[a-z]/;
/** Where an item line's title ends and its description or term starts ("... Service as specified in ...", "... Fuel for the period ...", "... to CSAH 4, a distance of 4.2 miles"). */
const DESCRIPTION_START = /,\s(?:including|consisting|which|located|to\sinclude|a\sdistance\sof)\b|\sas\s(?:specified|described|detailed|shown|outlined|set\sforth)\b|\sin\saccordance\swith\b|\sfor\sthe\s(?:period|term)\b/;
// An initial's period ("Highway U.S. Route 417") or a number's ("BRIDGE NO. 117 REHABILITATION") does not end the item;
// "will be received" after it does.
const CLAUSE_START = /;\s|(?<!\b[A-Z]|\b(?:No|NO))\.\s|\s(?:will|shall)\sbe\s|\s[-–—]\s(?=[A-Z][a-z]+\s[a-z])/;
const ITEM_STOP = new RegExp(`${DESCRIPTION_START.source}|${CLAUSE_START.source}`);
/** The words of ITEM_STOP, read in a lower-cased line printed in capitals ("... SERVICE AS SPECIFIED IN ..."). */
const ITEM_WORD_STOP = new RegExp(`${DESCRIPTION_START.source}|\\s(?:will|shall)\\sbe\\s`);

/** Where an item's title ends in `text`, or -1; a line in capitals ends at the same words as one in lower case. */
function itemStop(text: string): number {
  const stops = [text.search(ITEM_STOP), /[a-z]/.test(text) ? -1 : text.toLowerCase().search(ITEM_WORD_STOP)].filter((i) => i >= 0);
  return stops.length ? Math.min(...stops) : -1;
}

export function fromItems(doc: NoticeDocument, sentences: Sentences, numbers: Hit<BidNumberValue>[]): TitleFinding | undefined {
  for (const [s, e] of cueMatches(doc, ITEMS)) {
    // The colon must close the sentence that says "the following" ("... for the following projects until ... 2031.  Bids ..." does not).
    const ss = sentences.startOf(s);
    if (sentences.startOf(e - 2) !== ss) continue;
    if (!/\b(?:bids?|proposals?|quotations?|quotes)\b/i.test(doc.norm.slice(ss, e))) continue;
    let at = e;
    for (let guard = 0; guard < 6 && at < doc.norm.length; guard++) {
      const le = doc.lineEnd(at);
      const line = doc.norm.slice(at, le);
      if (line.trim()) {
        // "Such work includes street repairs, ...": a sentence describing the work, not an item.
        if (PROSE_ITEM.test(line)) break;
        const item = cleanItem(doc, at, le, numbers);
        if (item) return span(item.ns, item.ne, 'bids:title-item');
      }
      at = le + 1;
    }
  }
  for (const [s, e] of cueMatches(doc, ITEMS_INLINE)) {
    // "for:" closes a phrase about bids, whose sentence may have been cut before it ("the 15th day of May. 2031 ... for:"),
    // so its bid words are looked for in a window; "the following:" and "as follows:" need them in their own sentence
    // ("Minimum criteria are as follows:" lists specifications).
    const from = /^\s?for/i.test(doc.norm.slice(s, e)) ? Math.max(0, s - 300) : sentences.startOf(s);
    if (!/\b(?:bids?|proposals?|quotations?|quotes)\b/i.test(doc.norm.slice(from, e))) continue;
    const item = cleanItem(doc, e, Math.min(doc.lineEnd(e), sentences.endOf(e)), numbers);
    if (item && !isGenericTitle(doc.norm.slice(item.ns, item.ne))) return span(item.ns, item.ne, 'bids:title-item');
  }
  return undefined;
}

/** The title part of an item line: no leading number, place or trailing quantity; the upper-case name before a description. */
function cleanItem(doc: NoticeDocument, ns: number, ne: number, numbers: Hit<BidNumberValue>[]): Span | undefined {
  // "Call No. B07, Job No. J7S3411": every number opening the line, each with its label.
  const numberAt = (at: number) => numbers.find((n) => n.value.labelStart <= at + 2 && n.value.labelStart >= at && n.ne <= ne);
  for (let num = numberAt(ns); num; num = numberAt(ns)) {
    const dash = /^\s*[-–—:,]?\s*/.exec(doc.norm.slice(num.ne, ne))!;
    if (num.ne + dash[0].length >= ne) return undefined; // a line holding only numbers
    ns = num.ne + dash[0].length;
  }
  // "1. One (1) New Dump Truck", "(a) Culvert Pipe": the list's mark is no part of the item.
  const mark = LIST_MARK.exec(doc.norm.slice(ns, ne));
  if (mark) ns += mark[0].length;
  // "Route 19, Elm County": the place a highway letting's item is on, its work on the next line.
  if (ROUTE_AND_COUNTY.test(doc.norm.slice(ns, ne).trim())) return undefined;
  const place = LOCATION_PREFIX.exec(doc.norm.slice(ns, ne));
  if (place) ns += place[0].length;
  const q = QUANTITY_TAIL.exec(doc.norm.slice(ns, ne));
  if (q) ne = ns + q.index;
  let text = doc.norm.slice(ns, ne);
  // A line all in capitals has no case change to end its name at: it ends at a description or a clause.
  if (!/[a-z]/.test(text)) {
    const cut = itemStop(text);
    if (cut > 0) text = doc.norm.slice(ns, (ne = ns + cut));
  }
  if (/^[A-Z0-9][A-Z0-9\s&'’().,/#-]*[A-Z]{2}/.test(text)) {
    const run = upperRun(doc, ns, ne);
    // "2027 HIGHWAY MATERIALS: Bituminous Materials, Aggregates and Road Salt": the subtitle after a colon to the line's end.
    const subtitled = run && /^:\s[A-Z]/.test(doc.norm.slice(run.ne, run.ne + 3)) && itemStop(doc.norm.slice(run.ne, ne)) < 0;
    if (run && run.ns === ns + (text.length - text.trimStart().length)) return subtitled ? trim(doc, run.ns, ne) : run;
  }
  const stop = itemStop(text);
  const s = trim(doc, ns, stop < 0 ? ne : ns + stop);
  return s.ne - s.ns >= 3 ? s : undefined;
}
