/**
 * The title: the name of the project or of what is procured, the most
 * specific printed. Sources, in order, each tried only when the one before
 * finds nothing:
 *
 * 1. a label ("Project: ...", "Description: ...");
 * 2. the heading block: the first title line under the solicitation heading
 *    (a generic "... SERVICES" line gives way to the specific line after it;
 *    a season line "2031-2032 SCHOOL YEAR" continues the line before);
 * 3. the first item after "for the following:";
 * 4. prose: "sealed bids for the purchase of a street sweeper", or a capitalised
 *    name after "for" in the deadline's sentence;
 * 5. the marking the envelope must bear ("marked “Gravel Bid”"), which also
 *    wins over a prose title too weak to name anything ("proposals for renovations").
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import { isAgencyName } from './agency.js';
import * as C from './cues.js';
import { colonLabels, compileColonLabels } from './scan.js';
import type { HeadLine } from './headings.js';
import { isAgencyLine, isTypeOnly } from './headings.js';
import { PROCUREMENT_NOUNS, QUANTITY_START } from './lexicon.js';
import type { BidNumberValue } from './numbers.js';
import type { Sentences } from './sentences.js';

interface Span { ns: number; ne: number }

const LABELS = compileColonLabels(C.TITLE_LABELS);
const TITLE_AFTER = new RegExp(C.TITLE_AFTER.source, 'gi');
const ITEMS = new RegExp(C.ITEMS_FOLLOW.source, 'gi');
const ITEMS_INLINE = new RegExp(C.ITEMS_FOLLOW_INLINE.source, 'gi');
const WORK_OF = new RegExp(C.WORK_OF.source, 'gi');
const KNOWN_AS = new RegExp(C.PROJECT_KNOWN_AS.source, 'gi');
const INLINE_TYPE = new RegExp(C.INLINE_TYPE_HEADING.source, 'g');
/** How far into the text a run-in heading is looked for. */
const INLINE_HEADING_REACH = 200;
const SOLICITING = compileCues([...C.SOLICITING_VERBS, ...C.RECEIPT]);
const MARKING_QUOTED = new RegExp(C.MARKING_QUOTED.source, 'gi');
const MARKING_LINE = new RegExp(C.MARKING_LINE.source, 'gi');

/** An upper-case run: "ELM AVENUE 12-INCH SEWER REPLACEMENT", "TWO (2) NEW DUMP TRUCKS". */
const UPPER_RUN = /(?:[A-Z0-9][A-Z0-9&'’().,/#-]*(?![a-z])|&|[-–—])(?:\s(?:[A-Z0-9][A-Z0-9&'’().,/#-]*(?![a-z])|&|[-–—]))*/g;
/** Capitalised words and the small words between them: "Fire Station - Phase III", "Gravel Hauled and Spread". */
const CAP_RUN = "[A-Z0-9][\\w'’.&/-]*(?:\\s(?:(?:of|the|and|&|at|-|–|—)\\s)*[A-Z0-9][\\w'’.&/-]*)*";
/** A capitalised name read from a position: "Annual Contract for Gravel Hauled and Spread". */
const CAPITALISED = /[A-Z0-9][\w'’.&/-]*(?:\s(?:(?:of|the|and|&|for|at|on|in|to|a|-|–|—|:)\s)*[A-Z0-9][\w'’.&/-]*)*/y;
/** "construction work on the Fire Station - Phase III project": the name before the generic noun. */
const NAME_BEFORE_PROJECT = new RegExp(`\\b(?:on|for|of|at)\\sthe\\s(${CAP_RUN})\\s(?:project|contract|improvements?)\\b`);
/** "construction of the Oak Street Sidewalk Improvements": a capitalised name closing the phrase. */
const WORK_OF_NAME = new RegExp(`\\b(?:of|on|for|at)\\sthe\\s(${CAP_RUN})$`);
/** "a two-year contract for the mowing of ...": what the contract is for. */
const CONTRACT_FOR = /^[a-z-]+\s(?:contract|agreement)\sfor\s(?:the\s)?(.+)$/;
const ARTICLE = /^(?:the|a|an)\s/i;
const FOLLOWING_OF = /^(?:the\s)?following\s(?:[a-z]+\s){1,2}of\s/;
/** What is bid on, printed before "bids" ("now accepting paving bids"); words of manner are not it. */
const KIND_BIDS = /\b(?:accepting|requesting|seeking|soliciting|taking|receive|invites?)\s([a-z]+(?:\s[a-z]+)?)\s(?:bids|proposals|quotes)\b/g;
const MANNER = /^(?:sealed|competitive|electronic|formal|informal|written|the|any|all|new|separate)\b/;
/** How far into the text a title is sought when no sentence about bids could be found (OCR-garbled cues). */
const OPENING_REACH = 600;
/** A quantity note closing an item ("... Wheel Loader (Qty. 1)"). */
const QUANTITY_TAIL = /\s*\((?:qty|quantity|approx)[^)]*\)\s*$/i;
/** The place a highway letting item opens with ("Pine County - Bridge Deck Overlay ..."). */
const LOCATION_PREFIX = /^(?:[A-Z][A-Za-z.'’-]*\s){1,3}(?:County|Parish|Township)\s[-–—]\s/;
/** A phrase cut where it cannot end ("project of the"): it names nothing by itself. */
const OPEN_PHRASE = /(?:^|\s)(?:of|the|for|and|to|a|an|as)$/i;
const QUOTED_AFTER = /^\s?["“]([^"”\n]{3,150}?)["”]/;
/** A line under "the following:" that is a sentence: a finite verb after its first words. */
const PROSE_ITEM = /^\s*(?:[A-Za-z]+\s){1,4}(?:includes|include|consists|shall|will|must|is|are)\s[a-z]/;
/** Where an item line's title ends and its description starts ("... Service as specified in the Request ..."). */
const ITEM_STOP = /,\s(?:including|consisting|which|located|to\sinclude)\b|\sas\s(?:specified|described|detailed|shown|outlined|set\sforth)\b|\sin\saccordance\swith\b|;\s|\.\s|\s[-–—]\s(?=[A-Z][a-z]+\s[a-z])/;
/** What may sit between the deadline and "for": time-zone words ("10:00 am prevailing time for ..."). */
const AFTER_DUE_FOR = /^\s?(?:\(?(?:[a-z]+\s){0,2}time\)?|[A-Z.]{2,6})?,?\s?(?:for|regarding|concerning)\s(?:the\s)?/;
/** Where a name after "for" starts: "for the “2031 Mill Road Project.”", "FOR THE PURCHASE OF ...", "for furnishing Spiral Metal Culvert". */
const FOR_NAME = /\b(?:for|FOR)\s(?:(?:furnishing|supplying|providing|purchasing|delivering)\s)?(?:the\s|THE\s)?(?=["“]|[A-Z0-9]|(?:contract|project|bid)\s(?:no\b|number|#))/g;
/** A heading line of a generic kind of service, before the specific project ("ENGINEERING SERVICES"). */
const GENERIC_SERVICES = /\bSERVICES?$/i;
/** A heading line ending where its phrase cannot end ("... CONTRACT FOR", "... REPAIR OR MAINTENANCE TO", "ROADS,"). */
const OPEN_END = /(?:\s(?:for|of|and|or|to|the|at|in|on|&)|,)$/i;
/** A heading line that continues the title with its season or year ("2031-2032 SCHOOL YEAR"). */
const SEASON_LINE = /^(?:FY\s?)?\d{4}(?:[-–/]\d{2,4})?\s[A-Z]/;

export interface TitleFinding extends Span {
  source: string;
}

const span = (ns: number, ne: number, source: string): TitleFinding => ({ ns, ne, source });

function trim(doc: NoticeDocument, ns: number, ne: number): Span {
  const t = doc.norm;
  while (ns < ne && /[\s"“”'‘,.:;–—-]/.test(t[ns])) ns++;
  while (ne > ns && /[\s"“”,.:;–—-]/.test(t[ne - 1])) ne--;
  // A parenthesis left open by the cut is not part of the title.
  if (t[ne - 1] === ')' && !t.slice(ns, ne).includes('(')) ne--;
  return { ns, ne };
}

/**
 * A count spelled out and then given in figures ("ONE HUNDRED FORTY (140)
 * WORKING DAYS are allowed"), after a word that is not a connector: the next
 * sentence's subject in capitals, not part of the title before it ("TWO (2)
 * NEW DUMP TRUCKS" and "PURCHASE OF TWO (2) ..." keep theirs).
 */
const COUNT_IN_FIGURES = /\s(?<!\b(?:OF|FOR|AND|&)\s)(?:ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN|EIGHT|NINE|TEN|ELEVEN|TWELVE|[A-Z]+TEEN|TWENTY|THIRTY|FORTY|FIFTY|SIXTY|SEVENTY|EIGHTY|NINETY|HUNDRED|THOUSAND)(?:[\s-][A-Z]+){0,4}\s?\(\d[\d,]*%?\)/;

/** The upper-case run inside [ns, ne) with at least two words, if any. */
function upperRun(doc: NoticeDocument, ns: number, ne: number): Span | undefined {
  UPPER_RUN.lastIndex = ns;
  let m: RegExpExecArray | null;
  while ((m = UPPER_RUN.exec(doc.norm)) !== null && m.index < ne) {
    let runEnd = Math.min(ne, m.index + m[0].length);
    const count = COUNT_IN_FIGURES.exec(doc.norm.slice(m.index, runEnd + 24));
    if (count && count.index > 0) runEnd = Math.min(runEnd, m.index + count.index);
    const s = trim(doc, m.index, runEnd);
    const text = doc.norm.slice(s.ns, s.ne);
    if (text.split(/\s+/).filter((w) => /[A-Z]{2}/.test(w)).length >= 2) return s;
  }
  return undefined;
}

function fromLabel(doc: NoticeDocument, numbers: Hit<BidNumberValue>[]): TitleFinding | undefined {
  for (const [, e0] of colonLabels(doc, LABELS)) {
    let e = e0;
    const ls = doc.lineStart(e);
    if (doc.norm.slice(ls, e).trim().split(/\s+/).length > 6) continue;
    // "SOLICITATION FOR: RFP # 31-09 Fleet Telematics ...": the number is not part of the title.
    const num = numbers.find((n) => n.value.labelStart >= e && n.value.labelStart <= e + 1);
    if (num) e = num.ne + (/^\s?[-–—:,]?\s*/.exec(doc.norm.slice(num.ne, num.ne + 8))?.[0].length ?? 0);
    const s = trim(doc, e, doc.lineEnd(e));
    const value = doc.norm.slice(s.ns, s.ne);
    // "Project Description: Project consists of ...": a description, not a title.
    if (s.ne - s.ns >= 3 && value.split(/\s+/).length <= 16 && !/[a-z]\.\s/.test(value)) return span(s.ns, s.ne, 'bids:title-label');
  }
  return undefined;
}

function fromHeadings(doc: NoticeDocument, head: HeadLine[]): TitleFinding | undefined {
  const titles = head.filter((l) => l.kind === 'title');
  if (!titles.length) return undefined;
  let i = 0;
  const generic = (l: HeadLine) => GENERIC_SERVICES.test(l.text) && l.text.split(/\s+/).length <= 6;
  const next = (l: HeadLine) => head[head.indexOf(l) + 1];
  if (generic(titles[0]) && titles[1] && next(titles[0]) === titles[1]) i = 1;
  const l = titles[i];
  let ne = l.ne;
  const after = next(l);
  if (after && after.kind === 'title' && SEASON_LINE.test(after.text) && after.text.split(/\s+/).length <= 5) ne = after.ne;
  // "Library Programmer Services for\nPine Library Expansion Project": a line left open by a connector goes on below.
  for (let cur = l, n = after; n && n.kind === 'title' && OPEN_END.test(cur.text) && n.ns - cur.ne <= 2; cur = n, n = next(n)) ne = n.ne;
  const s = trim(doc, l.titleStart ?? l.ns, l.titleEnd ?? ne);
  return span(s.ns, s.ne, 'bids:title-heading');
}

function fromItems(doc: NoticeDocument, sentences: Sentences, numbers: Hit<BidNumberValue>[]): TitleFinding | undefined {
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
    if (item && !C.GENERIC_TITLE.test(doc.norm.slice(item.ns, item.ne))) return span(item.ns, item.ne, 'bids:title-item');
  }
  return undefined;
}

/** The title after a solicitation heading that a scrape ran into the text ("INVITATION TO BID Safety Work on Hill Road The Town ..."). */
function fromRunInHeading(doc: NoticeDocument, head: HeadLine[]): TitleFinding | undefined {
  if (head.some((l) => l.kind === 'title')) return undefined;
  for (const [, e] of cueMatches(doc, INLINE_TYPE, 0, INLINE_HEADING_REACH)) {
    const le = Math.min(doc.lineEnd(e), e + 200);
    const window = doc.norm.slice(e, le);
    const stop = window.search(C.INLINE_TITLE_END);
    // A title runs to prose; a line that ends first was a heading line of its own, read already.
    if (stop < 0) continue;
    let ne = e + stop;
    // A title in capitals ends where its capitals do.
    const run = /^[A-Z0-9][A-Z0-9&'’().,/#-]*\s[A-Z0-9]{2}/.test(window) ? upperRun(doc, e, e + stop) : undefined;
    if (run) ne = run.ne;
    const s = trim(doc, e, ne);
    const text = doc.norm.slice(s.ns, s.ne);
    if (s.ne - s.ns < 4 || text.split(/\s+/).length > 20 || isAgencyLine(text) || isTypeOnly(text) || C.PROSE_OPENING.test(text)) continue;
    return span(s.ns, s.ne, 'bids:title-heading');
  }
  return undefined;
}

/** The title part of an item line: no leading number, place or trailing quantity; the upper-case name before a description. */
function cleanItem(doc: NoticeDocument, ns: number, ne: number, numbers: Hit<BidNumberValue>[]): Span | undefined {
  const num = numbers.find((n) => n.value.labelStart <= ns + 2 && n.value.labelStart >= ns && n.ne <= ne);
  if (num) {
    const dash = /^\s*[-–—:]?\s*/.exec(doc.norm.slice(num.ne, ne))!;
    if (num.ne + dash[0].length >= ne) return undefined; // a line holding only a number
    ns = num.ne + dash[0].length;
  }
  const place = LOCATION_PREFIX.exec(doc.norm.slice(ns, ne));
  if (place) ns += place[0].length;
  const q = QUANTITY_TAIL.exec(doc.norm.slice(ns, ne));
  if (q) ne = ns + q.index;
  const text = doc.norm.slice(ns, ne);
  if (/^[A-Z0-9][A-Z0-9\s&'’().,/#-]*[A-Z]{2}/.test(text)) {
    const run = upperRun(doc, ns, ne);
    if (run && run.ns === ns + (text.length - text.trimStart().length)) return run;
  }
  const stop = text.search(ITEM_STOP);
  const s = trim(doc, ns, stop < 0 ? ne : ns + stop);
  return s.ne - s.ns >= 3 ? s : undefined;
}

interface ProseTitle extends Span {
  weak: boolean;
}

/** The most specific part of a prose phrase naming what is procured. */
function refine(doc: NoticeDocument, ns: number, ne: number): ProseTitle | undefined {
  let s = trim(doc, ns, ne);
  const art = ARTICLE.exec(doc.norm.slice(s.ns, s.ne));
  if (art) s = { ns: s.ns + art[0].length, ne: s.ne };
  // "the following service of snowplowing and salting": what follows "of" is named.
  const following = FOLLOWING_OF.exec(doc.norm.slice(s.ns, s.ne));
  if (following) s = { ns: s.ns + following[0].length, ne: s.ne };
  const text = doc.norm.slice(s.ns, s.ne);
  if (!text || C.GENERIC_TITLE.test(text)) return undefined;
  // "for the project of the “Parish Street Maintenance Contract”": the phrase stops at the quote, which names it.
  if (OPEN_PHRASE.test(text)) {
    const quoted = QUOTED_AFTER.exec(doc.norm.slice(s.ne, s.ne + 160));
    if (!quoted) return undefined;
    const at = s.ne + quoted[0].length - quoted[1].length - 1;
    return { ...trim(doc, at, at + quoted[1].length), weak: false };
  }
  const up = upperRun(doc, s.ns, s.ne);
  if (up) return { ...up, weak: false };
  if (/^[A-Z]/.test(text)) {
    CAPITALISED.lastIndex = s.ns;
    const m = CAPITALISED.exec(doc.norm);
    if (m) {
      const r = trim(doc, s.ns, Math.min(s.ne, s.ns + m[0].length));
      return { ...r, weak: false };
    }
  }
  // "construction of the Oak Street Sidewalk Improvements": the capitalised name of the work is the title;
  // "lawn care of the Hillside Cemetery" names a place, and the whole phrase is.
  const work = WORK_OF_NAME.exec(text);
  if (work && PROCUREMENT_NOUNS.test(work[1])) {
    const at = s.ns + work.index + work[0].length - work[1].length;
    return { ns: at, ne: at + work[1].length, weak: false };
  }
  const named = NAME_BEFORE_PROJECT.exec(text);
  if (named) {
    const at = s.ns + named.index + named[0].indexOf(named[1]);
    return { ns: at, ne: at + named[1].length, weak: false };
  }
  const contract = CONTRACT_FOR.exec(text);
  if (contract) s = { ns: s.ne - contract[1].length, ne: s.ne };
  const words = doc.norm.slice(s.ns, s.ne).split(/\s+/);
  const weak = (words.length <= 2 && !/[A-Z]/.test(words.join(''))) || QUANTITY_START.test(words[0]);
  return { ...s, weak };
}

/** A name of capitalised words only ("Board of Education of X"), as an agency's is; a title has lower-case words. */
const capitalisedOnly = (text: string) => text.split(/\s+/).every((w) => /^[A-Z0-9&(]/.test(w) || /^(?:of|the|and|for|on|at|de)$/.test(w));
/** The last word names work or goods ("... Maintenance Contract", "... Paving Project"). */
const WORK_LAST = new RegExp(`(?:${PROCUREMENT_NOUNS.source}|\\bcontract)$`, 'i');
/** Where a title hands over to the body it is for ("Chip Spreader for the Perry County Highway Dept"). */
const FOR_BODY = /\s(?:for|of)\s(?:the\s)?/g;

/**
 * A prose title that is not the agency's name: an agency named after "for"
 * is cut off ("Chip Spreader for the Perry County Highway Dept" gives "Chip
 * Spreader"); a title that is nothing but an agency's name is none.
 */
function withoutAgency(doc: NoticeDocument, t: ProseTitle | undefined): ProseTitle | undefined {
  if (!t) return undefined;
  const text = doc.norm.slice(t.ns, t.ne);
  // "Parish Government Street Maintenance Contract": a name that ends in the work is a title, whatever body it names.
  if (!isAgencyName(text) || !capitalisedOnly(text) || WORK_LAST.test(text)) return t;
  for (const m of text.matchAll(FOR_BODY)) {
    const head = text.slice(0, m.index);
    if (head.split(/\s+/).length >= 2 && !isAgencyName(head) && isAgencyName(text.slice(m.index! + m[0].length))) return { ...t, ne: t.ns + m.index! };
  }
  return undefined;
}

/** A period that ends a sentence: after a word, not an initial or an abbreviation ("S. Center Street"). */
const SENTENCE_PERIOD = /[a-z]{2}\.\s|\n\s*\n/;

function phraseEnd(doc: NoticeDocument, ns: number): number {
  const window = doc.norm.slice(ns, ns + 200);
  const subject = C.SUBJECT_TITLE.exec(window);
  if (subject && !SENTENCE_PERIOD.test(subject[0])) return ns + subject[0].length;
  const stop = window.search(C.TITLE_STOP);
  return ns + (stop < 0 ? window.length : stop);
}

/** A capitalised or quoted name after "for" in [ss, se): "for the “2031 Mill Road Project.”", "for the Elk Creek Culvert ... project". */
function nameAfterFor(doc: NoticeDocument, ss: number, se: number, numbers: Hit<BidNumberValue>[]): ProseTitle | undefined {
  for (let [, e] of cueMatches(doc, FOR_NAME, ss, se)) {
    // "for Project No. L-2025-01, Bridge Replacement": the name follows the number.
    const num = numbers.find((n) => n.value.labelStart === e || n.ns === e);
    if (num) {
      const after = /^(?:,|\s[-–—:])?\s(?=[A-Z"“])/.exec(doc.norm.slice(num.ne, num.ne + 4));
      if (!after) continue;
      e = num.ne + after[0].length;
    }
    const quoted = /^["“]([^"”\n]{3,150}?)["”]/.exec(doc.norm.slice(e, e + 160));
    if (quoted) return { ...trim(doc, e + 1, e + 1 + quoted[1].length), weak: false };
    CAPITALISED.lastIndex = e;
    const m = CAPITALISED.exec(doc.norm);
    if (!m) continue;
    let ne = Math.min(se, e + m[0].length);
    const name = doc.norm.slice(e, ne).replace(/\s+/g, ' ').replace(/[.,;:\s]+$/, '');
    if (isAgencyName(name) || isAgencyLine(name) || isTypeOnly(name) || name.split(/\s+/).length < 2) continue;
    // "the Elk Creek Culvert Repair project": the noun printed right after stays.
    const tail = /^\s(?:project|contract|improvements)\b/.exec(doc.norm.slice(ne, ne + 20));
    if (tail) ne += tail[0].length;
    const up = upperRun(doc, e, ne);
    return up ? { ...up, weak: false } : { ...trim(doc, e, ne), weak: false };
  }
  return undefined;
}

function fromProse(doc: NoticeDocument, sentences: Sentences, head: HeadLine[], numbers: Hit<BidNumberValue>[], due: Span | undefined, whens: Span[]): ProseTitle | undefined {
  // A project named as such is the title even when it opens with a number ("known as 2031 Guardrail Repair Project").
  for (const [, e] of cueMatches(doc, KNOWN_AS)) {
    const t = refine(doc, e, phraseEnd(doc, e));
    if (t) return { ...t, weak: false };
  }
  let tried = 0;
  const headEnd = head.length ? head[head.length - 1].ne : 0;
  for (const [s, e] of cueMatches(doc, TITLE_AFTER)) {
    // Heading lines were read already ("District Seeks Bids For New Bus" is a headline).
    if (s < headEnd || ++tried > 6) continue;
    const t = withoutAgency(doc, refine(doc, e, phraseEnd(doc, e)));
    // "will receive bids on August 23, 2031": a date, not what is bid.
    if (t && !whens.some((w) => w.ns <= t.ns && t.ns < w.ne)) return t;
  }
  // A name after "for" in the deadline's sentence, then in the first sentences that solicit or receive bids.
  const scopes: Span[] = [];
  if (due) scopes.push({ ns: sentences.startOf(due.ns), ne: sentences.endOf(due.ns) });
  for (const [s] of cueMatches(doc, SOLICITING)) {
    const ns = sentences.startOf(s);
    if (!scopes.some((x) => x.ns === ns)) scopes.push({ ns, ne: sentences.endOf(s) });
    if (scopes.length >= 4) break;
  }
  // A date set on its own line ends its sentence; the title may follow in the next ("... opened and read aloud, for Parishwide Drainage").
  if (due && sentences.endOf(due.ne - 1) < doc.norm.length) {
    const next = sentences.endOf(due.ne - 1);
    scopes.push({ ns: next, ne: sentences.endOf(next) });
  }
  for (const sc of scopes) {
    const t = nameAfterFor(doc, sc.ns, sc.ne, numbers);
    if (t) return t;
  }
  // "received ... for the erection of two school buildings": the work, named by its kind (also read in the
  // opening text, when garbled print hid the cues of receipt: "Scaled proposals wilt be received").
  for (const sc of [...scopes, { ns: 0, ne: Math.min(doc.norm.length, OPENING_REACH) }]) {
    for (const [, e] of cueMatches(doc, WORK_OF, sc.ns, sc.ne)) {
      const s = trim(doc, e, phraseEnd(doc, e));
      // "furnishing all labor and materials for the improvement of the roads": boilerplate, weaker than a marking.
      const boilerplate = /\b(?:labor|materials|equipment)\b[^.]{0,40}$/i.test(doc.norm.slice(Math.max(sc.ns, e - 60), e));
      if (s.ne - s.ns >= 8) return { ...s, weak: boilerplate };
    }
  }
  // "... until 10:00 on June 4, 2031 for one new dump truck."
  if (due) {
    const f = AFTER_DUE_FOR.exec(doc.norm.slice(due.ne, due.ne + 40));
    if (f) {
      const t = refine(doc, due.ne + f[0].length, phraseEnd(doc, due.ne + f[0].length));
      if (t) return t;
    }
  }
  for (const m of doc.norm.matchAll(KIND_BIDS)) {
    if (MANNER.test(m[1])) continue;
    const ns = m.index! + m[0].indexOf(m[1], m[0].indexOf(' '));
    return { ns, ne: ns + m[1].length, weak: true };
  }
  return undefined;
}

function fromMarking(doc: NoticeDocument): TitleFinding | undefined {
  for (const m of doc.norm.matchAll(MARKING_QUOTED)) {
    const at = m.index! + m[0].length - 1 - m[1].length;
    const s = cleanMarking(doc, at, at + m[1].length);
    if (s) return span(s.ns, s.ne, 'bids:title-marking');
  }
  for (const [, e] of cueMatches(doc, MARKING_LINE)) {
    const s = cleanMarking(doc, e, doc.lineEnd(e));
    if (s) return span(s.ns, s.ne, 'bids:title-marking');
  }
  return undefined;
}

/** A marking without its solicitation prefix and the agency at its end ("BID – X – City of Brookfield" gives X). */
function cleanMarking(doc: NoticeDocument, ns: number, ne: number): Span | undefined {
  const pre = C.MARKING_PREFIX.exec(doc.norm.slice(ns, ne));
  if (pre && pre[0].length < ne - ns - 2) ns += pre[0].length;
  const suffix = C.MARKING_AGENCY_SUFFIX.exec(doc.norm.slice(ns, ne));
  if (suffix) ne = ns + suffix.index;
  const s = trim(doc, ns, ne);
  const text = doc.norm.slice(s.ns, s.ne);
  if (s.ne - s.ns < 3 || !/[A-Za-z]{3}/.test(text)) return undefined;
  return s;
}

/** Words that hand a title over to its date ("Screened Sand at 10:00 AM"). */
const BEFORE_WHEN = /\s(?:at|on|by|@|until|before)\s*$/i;

/** A title never holds a date or time: it ends before the first one; what is left must still name something. */
function beforeWhen<T extends Span>(doc: NoticeDocument, t: T | undefined, whens: Span[]): T | undefined {
  if (!t) return undefined;
  const w = whens.find((x) => x.ns >= t.ns && x.ns < t.ne);
  if (!w) return t;
  const head = doc.norm.slice(t.ns, w.ns).replace(BEFORE_WHEN, '');
  const s = trim(doc, t.ns, t.ns + head.length);
  return /[A-Za-z]{3}/.test(doc.norm.slice(s.ns, s.ne)) ? { ...t, ...s } : undefined;
}

export function findTitle(doc: NoticeDocument, sentences: Sentences, head: HeadLine[], numbers: Hit<BidNumberValue>[], due: Span | undefined, whens: Span[] = []): TitleFinding | undefined {
  const sources = [() => fromLabel(doc, numbers), () => fromHeadings(doc, head), () => fromRunInHeading(doc, head), () => fromItems(doc, sentences, numbers)];
  for (const source of sources) {
    const t = beforeWhen(doc, source(), whens);
    if (t) return t;
  }
  const prose = beforeWhen(doc, fromProse(doc, sentences, head, numbers, due, whens), whens);
  if (prose && !prose.weak) return span(prose.ns, prose.ne, 'bids:title-prose');
  return fromMarking(doc) ?? (prose ? span(prose.ns, prose.ne, 'bids:title-prose') : undefined);
}
