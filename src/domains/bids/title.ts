/**
 * The title: the name of the project or of what is procured, the most
 * specific printed. Sources, in order, each tried only when the one before
 * finds nothing:
 *
 * 1. a label ("Project: ...", "Description: ...");
 * 2. the heading block: what a page's heading says bids are accepted for
 *    ("Now Accepting Bids for X"); the first title line under the solicitation
 *    heading (a generic "... SERVICES" line gives way to the specific line after it;
 *    a season line "2031-2032 SCHOOL YEAR" continues the line before), a
 *    heading a scrape ran into the text, or a title-case title glued to the
 *    first sentence ("Elm Road Overlay The City of Birch is ...");
 * 3. the first item after "for the following:";
 * 4. prose: "sealed bids for the purchase of a street sweeper", or a capitalised
 *    name after "for" in the deadline's sentence (goods named only by their
 *    class, "the materials or supplies", only when nothing else names any);
 * 5. the marking the envelope must bear ("marked “Gravel Bid”"), which also
 *    wins over a prose title too weak to name anything ("proposals for renovations");
 * 6. the first item of what the specifications "include, but are not limited to:".
 */
import type { Hit, NoticeDocument } from '../../text/document.js';
import { compileCues, cueMatches } from '../shared/cues.js';
import * as C from './cues.js';
import type { HeadLine } from './headings.js';
import { PROCUREMENT_NOUNS, QUANTITY_START } from './lexicon.js';
import type { BidNumberValue } from './numbers.js';
import type { Sentences } from './sentences.js';
import { fromGluedHeading, fromHeadings, fromLabel, fromRunInHeading, isGenericHeading, namesFundsOnly, solicitationHeadingCore } from './title-headings.js';
import { fromItems } from './title-items.js';
import { fromAcceptingHeading } from './title-accepting.js';
import { antecedentTitle } from './title-antecedent.js';
import { fromMarking } from './title-marking.js';
import { withoutAgency } from './title-agency.js';
import { beforeWhen, CAPITALISED, isGenericTitle, listOn, span, titleStop, trim, upperRun, type ProseTitle, type TitleFinding } from './title-text.js';
import { nameAfterFor } from './title-for-name.js';
import { namedWork } from './title-named-work.js';
import { fromIncludedWork } from './title-included.js';
import { fromDocumentsFor } from './title-documents.js';
import type { Span } from '../../text/spans.js';

export type { TitleFinding } from './title-text.js';

const TITLE_AFTER = new RegExp(C.TITLE_AFTER.source, 'gi');
/** The work named by its kind, by its verb, or after a verb of supply. */
const WORK_CUES = [C.WORK_OF, C.WORK_TO_DO, C.WORK_SUPPLIED].map((re) => new RegExp(re.source, 'gi'));
const KNOWN_AS = new RegExp(C.PROJECT_KNOWN_AS.source, 'gi');
const SOLICITING = compileCues([...C.SOLICITING_VERBS, ...C.RECEIPT]);

/** Capitalised words and the small words between them: "Fire Station - Phase III", "Gravel Hauled and Spread". */
const CAP_RUN = "[A-Z0-9][\\w'’.&/-]*(?:\\s(?:(?:of|the|and|&|at|-|–|—)\\s)*[A-Z0-9][\\w'’.&/-]*)*";
/** "construction work on the Fire Station - Phase III project": the name before the generic noun. */
const NAME_BEFORE_PROJECT = new RegExp(`\\b(?:on|for|of|at)\\sthe\\s(${CAP_RUN})\\s(?:project|contract|improvements?)\\b`);
/** "construction of the Oak Street Sidewalk Improvements": a capitalised name closing the phrase. */
const WORK_OF_NAME = new RegExp(`\\b(?:of|on|for|at)\\sthe\\s(${CAP_RUN})$`);
/** "a motor grader for the Road and Bridge Department": a body that will use the goods, not the name of the work. */
const BODY_NAME = /\b(?:Department|Dept\.|Division|Office|Bureau|Agency|Commission|Board|Committee|Authority)$/;
/** "a two-year contract for the mowing of ...": what the contract is for. */
const CONTRACT_FOR = /^[a-z-]+\s(?:contract|agreement)\sfor\s(?:the\s)?(.+)$/;
/** An article or a body's possessive before the title ("our library expansion project"). */
const ARTICLE = /^(?:the|a|an|our|its|their)\s/i;
const FOLLOWING_OF = /^(?:the\s)?following\s(?:[a-z]+\s){1,2}of\s/;
/** What is bid on, printed before "bids" ("now accepting paving bids"); words of manner are not it. */
const KIND_BIDS = /\b(?:accepting|requesting|seeking|soliciting|taking|receive|invites?)\s([a-z]+(?:\s[a-z]+)?)\s(?:bids|proposals|quotes)\b/g;
const MANNER = /^(?:sealed|competitive|electronic|formal|informal|written|the|any|all|new|separate)\b/;
/** How far into the text a title is sought when no sentence about bids could be found (OCR-garbled cues). */
const OPENING_REACH = 600;
/** A phrase cut where it cannot end ("project of the"): it names nothing by itself. */
const OPEN_PHRASE = /(?:^|\s)(?:of|the|for|and|to|a|an|as)$/i;
const QUOTED_AFTER = /^\s?["“]([^"”\n]{3,150}?)["”]/;
/** What may sit between the deadline and "for": time-zone words ("10:00 am prevailing time for ..."). */
const AFTER_DUE_FOR = /^\s?(?:\(?(?:[a-z]+\s){0,2}time\)?|[A-Z.]{2,6})?,?\s?(?:for|regarding|concerning)\s(?:the\s)?/;

/** The most specific part of a prose phrase naming what is procured. */
function refine(doc: NoticeDocument, ns: number, ne: number): ProseTitle | undefined {
  let s = trim(doc, ns, ne);
  const art = ARTICLE.exec(doc.norm.slice(s.ns, s.ne));
  if (art) s = { ns: s.ns + art[0].length, ne: s.ne };
  const provide = C.CONTRACTS_TO_PROVIDE.exec(doc.norm.slice(s.ns, s.ne));
  if (provide) s = { ns: s.ns + provide[0].length, ne: s.ne };
  const supply = C.SUPPLY_LEAD.exec(doc.norm.slice(s.ns, s.ne));
  if (supply) s = { ns: s.ns + supply[0].length, ne: s.ne };
  // "the following service of snowplowing and salting": what follows "of" is named.
  const following = FOLLOWING_OF.exec(doc.norm.slice(s.ns, s.ne));
  if (following) s = { ns: s.ns + following[0].length, ne: s.ne };
  const text = doc.norm.slice(s.ns, s.ne);
  if (!text || isGenericTitle(text)) return undefined;
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
    // "Sanding and removal of snow": one capitalised word opening a phrase in lower case is no name; the phrase is the title.
    const sentenceCase = m && !/\s/.test(m[0]) && /^\s(?:and|or|of)\s[a-z]/.test(doc.norm.slice(s.ns + m[0].length, s.ne));
    if (m && !sentenceCase) {
      const r = trim(doc, s.ns, Math.min(s.ne, s.ns + m[0].length));
      return { ...r, weak: false };
    }
  }
  // "construction of the Oak Street Sidewalk Improvements": the capitalised name of the work is the title;
  // "lawn care of the Hillside Cemetery" names a place, and the whole phrase is.
  const work = WORK_OF_NAME.exec(text);
  if (work && PROCUREMENT_NOUNS.test(work[1]) && !BODY_NAME.test(work[1])) {
    const at = s.ns + work.index + work[0].length - work[1].length;
    return { ns: at, ne: at + work[1].length, weak: false };
  }
  // "construction work on the Farm Lane waste handling improvements project": what the work is on, in any case.
  const workOn = C.WORK_ON_PROJECT.exec(text);
  if (workOn) {
    const at = s.ns + workOn[0].length - workOn[1].length - ' project'.length;
    return { ...trim(doc, at, at + workOn[1].length), weak: false };
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

/** A period that ends a sentence: after a word, not an initial or an abbreviation ("S. Center Street"). */
const SENTENCE_PERIOD = /[a-z]{2}\.\s|\n\s*\n/;

function phraseEnd(doc: NoticeDocument, ns: number): number {
  const window = doc.norm.slice(ns, ns + 200);
  const subject = C.CAPS_TITLE_BEFORE_NUMBER.exec(window) ?? C.SUBJECT_TITLE.exec(window);
  if (subject && !SENTENCE_PERIOD.test(subject[0])) return ns + subject[0].length;
  const stop = titleStop(window);
  if (stop < 0) return ns + window.length;
  // "bids for street, sanitary sewer and storm drainage improvements, including ...": a short head opens a list.
  const head = window.slice(0, stop).trim().replace(ARTICLE, '').replace(C.SUPPLY_LEAD, ''); // "the furnishing of Sand, Salt ..."
  const list = window[stop] === ',' ? listOn(head, window.slice(stop)) : null;
  if (!list) return ns + stop;
  const rest = titleStop(window.slice(stop + list[0].length));
  return ns + stop + list[0].length + (rest < 0 ? window.length - stop - list[0].length : rest);
}

function fromProse(doc: NoticeDocument, sentences: Sentences, head: HeadLine[], numbers: Hit<BidNumberValue>[], due: Span | undefined, whens: Span[]): ProseTitle | undefined {
  // A project named as such is the title even when it opens with a number ("known as 2031 Guardrail Repair Project").
  for (const [, e0] of cueMatches(doc, KNOWN_AS)) {
    // A name in quotation marks ("referred to as “Elm West, C-12(318)”"): read inside them.
    const e = /^["“]/.test(doc.norm.slice(e0, e0 + 1)) ? e0 + 1 : e0;
    const t = refine(doc, e, phraseEnd(doc, e));
    if (t) return { ...t, weak: false };
  }
  let tried = 0;
  const headEnd = head.length ? head[head.length - 1].ne : 0;
  let classOnly: ProseTitle | undefined;
  for (const [s, e] of cueMatches(doc, TITLE_AFTER)) {
    // Heading lines were read already ("District Seeks Bids For New Bus" is a headline).
    if (s < headEnd || ++tried > 6) continue;
    const back = antecedentTitle(doc, sentences, e);
    if (back) return back;
    // "SEALED BIDS for JOB NO. 27-114, RESURFACING OF ELM ROAD, will be received": the work follows its number.
    const at = e + (C.TITLE_NUMBER_LEAD.exec(doc.norm.slice(e, e + C.TITLE_NUMBER_LEAD_REACH))?.[0].length ?? 0);
    const t = withoutAgency(doc, refine(doc, at, phraseEnd(doc, at)));
    // "will receive bids on August 23, 2031": a date, not what is bid.
    if (!t || whens.some((w) => w.ns <= t.ns && t.ns < w.ne)) continue;
    // "all bids for the materials or supplies": kept only if nothing below names the goods.
    if (C.CLASS_ONLY_TITLE.test(doc.norm.slice(t.ns, t.ne))) classOnly ??= t;
    else return t;
  }
  return fromProseRest(doc, sentences, numbers, due) ?? classOnly;
}

/** The prose sources after "bids for ...": a name after "for", the work by its kind, what bids are for in lower case. */
function fromProseRest(doc: NoticeDocument, sentences: Sentences, numbers: Hit<BidNumberValue>[], due: Span | undefined): ProseTitle | undefined {
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
    for (const [, e] of WORK_CUES.flatMap((re) => cueMatches(doc, re, sc.ns, sc.ne)).sort((a, b) => a[0] - b[0])) {
      const s = trim(doc, e, phraseEnd(doc, e));
      if (isGenericTitle(doc.norm.slice(s.ns, s.ne))) continue;
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
  // "Bids are invited by the Town of Elm for snow plowing of town roads": what bids are for, in lower case (weak).
  for (const sc of scopes) {
    const [hit] = cueMatches(doc, C.BIDS_THEN_FOR, sc.ns, sc.ne);
    const t = hit && refine(doc, hit[1], phraseEnd(doc, hit[1]));
    if (t) return { ...t, weak: true };
  }
  for (const m of doc.norm.matchAll(KIND_BIDS)) {
    if (MANNER.test(m[1])) continue;
    const ns = m.index! + m[0].indexOf(m[1], m[0].indexOf(' '));
    return { ns, ne: ns + m[1].length, weak: true };
  }
  return undefined;
}

export function findTitle(doc: NoticeDocument, sentences: Sentences, head: HeadLine[], numbers: Hit<BidNumberValue>[], due: Span | undefined, whens: Span[] = []): TitleFinding | undefined {
  const sources = [
    () => fromLabel(doc, numbers), () => fromAcceptingHeading(doc, head), () => fromHeadings(doc, head), () => fromRunInHeading(doc, head), () => fromGluedHeading(doc, head),
    () => fromItems(doc, sentences, numbers),
  ];
  const proseTitle = () => namedWork(doc, beforeWhen(doc, fromProse(doc, sentences, head, numbers, due, whens), whens));
  for (const source of sources) {
    const t = beforeWhen(doc, source(), whens);
    if (!t) continue;
    // "PROPOSALS FOR PAVING ... for paving Main street from First street to Fifth street": the prose names the work;
    // so it does for a page's title naming the solicitation ("Winter Road Maintenance RFP") when it names as much.
    const core = solicitationHeadingCore(doc, t);
    // A heading naming nothing but the work's funds ("MOTOR FUEL TAX PROJECT") yields to the items listed ("for the following:").
    const items = namesFundsOnly(doc, t) ? beforeWhen(doc, fromItems(doc, sentences, numbers), whens) : undefined;
    if (items) return items;
    const prose = core !== undefined || isGenericHeading(doc, t) ? proseTitle() : undefined;
    const length = core ?? t.ne - t.ns + 1;
    return prose && !prose.weak && prose.ne - prose.ns >= length ? span(prose.ns, prose.ne, 'bids:title-prose') : t;
  }
  const prose = proseTitle();
  if (prose && !prose.weak) return span(prose.ns, prose.ne, 'bids:title-prose');
  return fromMarking(doc) ?? (prose ? span(prose.ns, prose.ne, 'bids:title-prose') : undefined) ?? fromIncludedWork(doc) ?? fromDocumentsFor(doc, sentences, numbers);
}
