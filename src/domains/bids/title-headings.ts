/**
 * Titles printed as such: after a label ("Project: ..."), on the heading
 * lines under the solicitation words, or after a heading a scrape ran into the text.
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import { colonLabels, compileColonLabels } from './scan.js';
import type { HeadLine } from './headings.js';
import { isAgencyLine, isTypeOnly } from './headings.js';
import type { BidNumberValue } from './numbers.js';
import { span, trim, upperRun, type TitleFinding } from './title-text.js';
import { wrappedEnd } from './wrap.js';
import { GENERIC_WORK_NOUNS, GENERIC_WORKS, PROCUREMENT_NOUNS } from './lexicon.js';

const LABELS = compileColonLabels(C.TITLE_LABELS);
const SOLICITING = compileCues([...C.SOLICITING_VERBS, ...C.RECEIPT]);
const INLINE_TYPE = new RegExp(C.INLINE_TYPE_HEADING.source, 'g');
/** How far into the text a run-in heading is looked for. */
const INLINE_HEADING_REACH = 200;
/** A heading line made only of words for a kind of work ("PUBLIC IMPROVEMENT PROJECT", "PROFESSIONAL SERVICES"). */
const KIND_ONLY = /^(?:(?:public|improvements?|projects?|construction|works?|contracts?|services?|professional|general)(?:\s|$))+$/i;
/** A heading line of a generic kind of service, before the specific project ("ENGINEERING SERVICES"). */
const GENERIC_SERVICES = /\bSERVICES?$/i;
/** A heading line ending where its phrase cannot end ("... CONTRACT FOR", "... REPAIR OR MAINTENANCE TO", "ROADS,"). */
const OPEN_END = /(?:\s(?:for|of|and|or|to|the|at|in|on|&)|,)$/i;
/** A heading line that continues the title with its season or year ("2031-2032 SCHOOL YEAR"). */
const SEASON_LINE = /^(?:FY\s?)?\d{4}(?:[-–/]\d{2,4})?\s[A-Z]/;

/** One capitalised word alone on the next line, the line after it blank: the rest of a label's value. */
const LABEL_TAIL_WORD = /^[ \t]*\n(?:[ \t]*\n){0,3}[ \t]*[A-Z][a-z]{2,}(?=[ \t]*\n[ \t]*\n)/;

export function fromLabel(doc: NoticeDocument, numbers: Hit<BidNumberValue>[]): TitleFinding | undefined {
  for (const [, e0] of colonLabels(doc, LABELS)) {
    let e = e0;
    const ls = doc.lineStart(e);
    if (doc.norm.slice(ls, e).trim().split(/\s+/).length > 6) continue;
    // "SOLICITATION FOR: RFP # 31-09 Fleet Telematics ...": the number is not part of the title.
    const num = numbers.find((n) => n.value.labelStart >= e && n.value.labelStart <= e + 1);
    if (num) e = num.ne + (/^\s?[-–—:,]?\s*/.exec(doc.norm.slice(num.ne, num.ne + 8))?.[0].length ?? 0);
    let s = trim(doc, e, withWrapped(doc, doc.lineEnd(e)));
    // "TITLE: Architectural Services, New Middle\n\n\nSchool": a page break left one word of the title on a line of its own.
    const tail = LABEL_TAIL_WORD.exec(doc.norm.slice(s.ne, s.ne + 40));
    // A value already ending in the noun of the work ("... Center Services") is whole.
    const open = !/[.,;:]$/.test(doc.norm.slice(s.ns, s.ne)) && !PROCUREMENT_NOUNS.test(lastWord(doc.norm.slice(s.ns, s.ne)));
    if (tail && open && /[a-z]/.test(doc.norm.slice(s.ns, s.ne))) s = { ns: s.ns, ne: s.ne + tail[0].length };
    const value = doc.norm.slice(s.ns, s.ne);
    // "Project Description: Project consists of ...": a description, not a title ("Well No. 4 Pump Station": an
    // abbreviation's period, after a capital, ends no sentence).
    if (s.ne - s.ns >= 3 && value.split(/\s+/).length <= 16 && !/(?<![A-Z])[a-z]\.\s/.test(value)) return span(s.ns, s.ne, 'bids:title-label');
  }
  return undefined;
}

/** A label opening a line or run into it ("Project No.:", "Bids Due:", "Awarded to:"): the value before it has ended. */
const LABEL_AHEAD = /(?:^|\s)[A-Z][\w.#&'’-]*(?:[ \t][\w.#&'’-]+){0,3}[ \t]?:(?!\d)/;

/** A sentence's end inside the lines read on: a period after a word, a semicolon, a blank line. */
const WRAPPED_SENTENCE_END = /[a-z]{2}\.(?=\s|$)|;|\n\s*\n/;

/** The end of a value read to the line end `le`, read on across the lines a narrow column broke, to where a title stops. */
function withWrapped(doc: NoticeDocument, le: number): number {
  const end = wrappedEnd(doc, le);
  if (end === le) return le;
  const rest = doc.norm.slice(le, end);
  // The words and sentence ends that stop a prose title stop it; its brackets and commas, which the line printed, do not.
  const stops = [rest.search(C.TITLE_WORD_STOP), rest.search(C.NEXT_SENTENCE_LINE), rest.search(WRAPPED_SENTENCE_END), rest.search(LABEL_AHEAD)].filter((i) => i >= 0);
  return le + (stops.length ? Math.min(...stops) : rest.length);
}

/** How many words a heading line finishing the title above it may have ("Reconstruction Project"). */
const MAX_TAIL_WORDS = 4;
/** The line break, or one blank line, between a title line and its tail. */
const TAIL_GAP = /^[ \t]*\n(?:[ \t]*\n)?[ \t]*$/;
const lastWord = (t: string) => /([A-Za-z]+)\W*$/.exec(t)?.[1] ?? '';

/**
 * "E. Main Street Parking Lot\n\nReconstruction Project", "Pine County Fair and Expo\nStorage Building Replacement":
 * a title line that does not end in a noun of what is procured, followed by a short line in the same case that does,
 * is one title printed over two lines.
 */
function isTitleTail(doc: NoticeDocument, l: HeadLine, n: HeadLine): boolean {
  if (n.kind !== 'title' || n.titleStart !== undefined || !TAIL_GAP.test(doc.norm.slice(l.ne, n.ns))) return false;
  if (n.text.split(/\s+/).length > MAX_TAIL_WORDS || /[a-z]/.test(l.text) !== /[a-z]/.test(n.text)) return false;
  return !PROCUREMENT_NOUNS.test(lastWord(l.text)) && PROCUREMENT_NOUNS.test(lastWord(n.text));
}

export function fromHeadings(doc: NoticeDocument, head: HeadLine[]): TitleFinding | undefined {
  const titles = head.filter((l) => l.kind === 'title' && !C.LETTER_SPACED.test(l.text));
  if (!titles.length) return undefined;
  let i = 0;
  const generic = (l: HeadLine) => GENERIC_SERVICES.test(l.text) && l.text.split(/\s+/).length <= 6;
  const next = (l: HeadLine) => head[head.indexOf(l) + 1];
  if (generic(titles[0]) && titles[1] && next(titles[0]) === titles[1]) i = 1;
  // "PUBLIC IMPROVEMENT PROJECT\nINVITATION TO BID # 17-0248\nElm High School – Band Room": a line of kind words only names nothing.
  else if (KIND_ONLY.test(titles[0].text) && titles[1]) i = 1;
  const l = titles[i];
  let ne = l.ne;
  const after = next(l);
  if (after && after.kind === 'title' && SEASON_LINE.test(after.text) && after.text.split(/\s+/).length <= 5) ne = after.ne;
  // "Library Programmer Services for\nPine Library Expansion Project": a line left open by a connector goes on below.
  for (let cur = l, n = after; n && n.kind === 'title' && OPEN_END.test(cur.text) && n.ns - cur.ne <= 2; cur = n, n = next(n)) ne = n.ne;
  if (ne === l.ne && after && isTitleTail(doc, l, after)) ne = after.ne;
  let end = l.titleEnd ?? ne;
  // A heading a narrow column broke goes on below; one in capitals ends where its capitals do.
  if (end === doc.lineEnd(end)) {
    const wrapped = withWrapped(doc, end);
    const caps = wrapped > end && !/[a-z]/.test(l.text) ? upperRun(doc, l.titleStart ?? l.ns, wrapped) : undefined;
    end = caps ? Math.max(end, caps.ne) : /[a-z]/.test(l.text) ? wrapped : end;
  }
  const s = trim(doc, l.titleStart ?? l.ns, end);
  const tail = C.HEADING_REFERENCE_TAIL.exec(doc.norm.slice(s.ns, s.ne));
  return span(s.ns, tail ? s.ns + tail.index : s.ne, 'bids:title-heading');
}

/** A line that is a solicitation's number and its label alone ("RFP NO. 31-118-SC", "ITB #2031-07"). */
const NUMBER_LINE = /^(?:[A-Z]{2,5}\s?)?(?:NO\.?|No\.?|#|NUMBER|Number)\s?:?\s?[A-Z0-9][\w./-]*$/;

/** The title after a solicitation heading that a scrape ran into the text ("INVITATION TO BID Safety Work on Hill Road The Town ..."). */
export function fromRunInHeading(doc: NoticeDocument, head: HeadLine[]): TitleFinding | undefined {
  if (head.some((l) => l.kind === 'title')) return undefined;
  for (const [, e] of cueMatches(doc, INLINE_TYPE, 0, INLINE_HEADING_REACH)) {
    const le = Math.min(doc.lineEnd(e), e + 200);
    const window = doc.norm.slice(e, le);
    const caps = /^[A-Z0-9][A-Z0-9&'’().,/#-]*\s[A-Z0-9]{2}/.test(window);
    let stop = window.search(C.INLINE_TITLE_END);
    if (stop < 0) {
      // A title in capitals that runs into prose in mixed case ("... CULVERT PIPE MATERIAL By the order of ...") ends there;
      // otherwise a line that ends first was a heading line of its own, read already.
      const run = caps ? upperRun(doc, e, le) : undefined;
      if (!run || !/^\s[A-Z][a-z]/.test(doc.norm.slice(run.ne, run.ne + 3))) continue;
      stop = run.ne - e;
    }
    let ne = e + stop;
    // A title in capitals ends where its capitals do.
    const run = caps ? upperRun(doc, e, e + stop) : undefined;
    if (run) ne = run.ne;
    const s = trim(doc, e, ne);
    const text = doc.norm.slice(s.ns, s.ne);
    if (s.ne - s.ns < 4 || text.split(/\s+/).length > 20 || isAgencyLine(text) || isTypeOnly(text) || C.PROSE_OPENING.test(text) || NUMBER_LINE.test(text)) continue;
    if (C.LETTER_SPACED.test(text)) continue;
    // "NOTICE TO BIDDERS\nThe City of X is accepting sealed bids for ...": a clause that solicits is prose, not a title.
    if (new RegExp(SOLICITING.source, 'i').test(text)) continue;
    return span(s.ns, s.ne, 'bids:title-heading');
  }
  return undefined;
}

/** How far into the text a title glued to the first sentence is looked for. */
const GLUED_REACH = 160;

/** A title-case title glued to the first sentence by a scrape ("Elm Road Overlay Replacement The City of Birch is ..."). */
export function fromGluedHeading(doc: NoticeDocument, head: HeadLine[]): TitleFinding | undefined {
  if (head.some((l) => l.kind === 'title')) return undefined;
  const m = C.GLUED_HEADING_TITLE.exec(doc.norm.slice(0, GLUED_REACH));
  if (!m || !/[a-z]/.test(m[1]) || !PROCUREMENT_NOUNS.test(lastWord(m[1])) || isAgencyLine(m[1]) || isTypeOnly(m[1])) return undefined;
  const s = trim(doc, 0, m[1].length);
  return span(s.ns, s.ne, 'bids:title-heading');
}

/** A heading title of at most two words naming a class of work ("PAVING", "ROAD WORK", "GRAVEL ROAD CONTRACT", "DRAIN"). */
export function isGenericHeading(doc: NoticeDocument, t: TitleFinding): boolean {
  if (t.source !== 'bids:title-heading') return false;
  if (namesFundsOnly(doc, t)) return true;
  const words = doc.norm.slice(t.ns, t.ne).toLowerCase().replace(/\s+contract\.?$/, '').split(/\s+/);
  return words.length <= 2 && (GENERIC_WORK_NOUNS.has(words[words.length - 1]) || GENERIC_WORKS.has(words[words.length - 1]));
}

/** A heading naming only the money that pays for the work ("MOTOR FUEL TAX PROJECT", Illinois' road funds). */
const FUNDING_ONLY = /^(?:motor\sfuel\stax|m\.?f\.?t\.?|cdbg|community\sdevelopment\sblock\sgrant)(?:\s(?:project|program|letting|funds?))?$/i;
export const namesFundsOnly = (doc: NoticeDocument, t: TitleFinding) => t.source === 'bids:title-heading' && FUNDING_ONLY.test(doc.norm.slice(t.ns, t.ne));

/**
 * A heading title that names the solicitation itself, as a web page's title does ("School Bus Bid 2026", "Winter
 * Road Maintenance RFP"): the length of what it names without those words, or undefined.
 */
export function solicitationHeadingCore(doc: NoticeDocument, t: TitleFinding): number | undefined {
  if (t.source !== 'bids:title-heading') return undefined;
  const m = SOLICITATION_HEADING.exec(doc.norm.slice(t.ns, t.ne));
  return m ? t.ne - t.ns - m[0].length : undefined;
}
const SOLICITATION_HEADING = /\s(?:bids?|proposals?|quotes?|quotations?|rfp|rfq|itb|ifb)(?:\s(?:19|20)\d{2})?\.?$/i;
