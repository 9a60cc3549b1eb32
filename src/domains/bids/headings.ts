/**
 * The heading block: the short lines a notice opens with, before its first
 * sentence of prose. Each line is sorted into what it names (the kind of
 * solicitation, the agency, a number, a date, the project), so the title,
 * agency and solicitation type can read them.
 */
import { STREET_SUFFIXES } from '../../lexicon/street.js';
import { US_STATES } from '../../lexicon/us-states.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import type { When } from './deadlines.js';
import { AGENCY_HEADS, CORE_TYPE_WORDS, LEAD_IN_QUALIFIERS, LEAD_IN_VERBS, PROCUREMENT_NOUNS, TYPE_HEADING_WORDS } from './lexicon.js';
import { INLINE_TYPE_HEADING, PROSE_OPENING } from './cues.js';
import type { BidNumberValue } from './numbers.js';
import { brokenAtEdge } from './wrap.js';
import { runOnHeadSegments } from './run-on-heading.js';

export type LineKind =
  | 'type' | 'agency' | 'location' | 'number' | 'label' | 'addendum' | 'when' | 'address' | 'aside' | 'headline'
  | 'title';

export interface HeadLine {
  ns: number;
  ne: number;
  text: string;
  kind: LineKind;
  /** For a title printed after the solicitation words on one line ("INVITATION TO BID - ROAD SALT"): where it starts. */
  titleStart?: number;
  /** For a title printed before the solicitation words on one line ("Resource Plan Request for Proposals"): where it ends. */
  titleEnd?: number;
  /** A line cut back out of the prose line a scrape ran it into (run-on-heading.ts). */
  runOn?: boolean;
}

const STATES = US_STATES.flatMap(([code, name]) => [code, name.replace(/ /g, '\\s')]).join('|');
const HEADS = [...AGENCY_HEADS].sort((a, b) => b.length - a.length).map((h) => h.replace(/ /g, '\\s')).join('|');

const AGENCY_OF = /^(?:the\s)?(?:city|town|village|borough|county|(?:charter\s)?township|parish|state|commonwealth|port|board|department|office|division|bureau|housing\sauthority|university|college)\sof\s/i;
// A district's number may follow its head bare ("Oak Valley ISD 212").
const AGENCY_END = new RegExp(`\\b(?:${HEADS})(?:\\s(?:no\\.?\\s?|#\\s?)?\\d+[a-z]?)?(?:,?\\s(?:${STATES}))?\\.?$`, 'i');
const BODY_OF = /\b(?:board|department|office|authority|commission|commissioners|trustees|supervisors|regents|bureau|division|council)\sof\b/i;
const LOCATION = new RegExp(`^(?:[A-Za-z .'’-]{2,40},?\\s)?(?:${STATES})\\.?$`, 'i');
/** A street line ("402 West Fifth Street", "100 N. Main St."): the number, a few words, a street suffix. */
const STREET_LINE = /^\d{1,6}[A-Z]?\s(?:[A-Za-z0-9.'’-]+\s){1,5}([A-Za-z]+)\.?$/;
const isStreetLine = (t: string) => STREET_SUFFIXES.has(STREET_LINE.exec(t)?.[1].toLowerCase() ?? '');
const ZIP_LINE = new RegExp(`(?:${STATES})\\.?,?\\s{1,2}\\d{5}(?:-\\d{4})?\\b`, 'i');
const LABEL = /^[A-Z][A-Za-z ()'#/-]{0,40}:(?:\s|$)/;
// A newspaper's headline over the notice ("Pine School District calls for bids"), not a title.
const HEADLINE_VERB = /\b(?:solicits?|seeks?|seeking|requests?|requesting|accepting|accepts|invites?|inviting|announces?|awards?|calls\sfor|calling\sfor)\b/i;
const TYPE_THEN_TITLE = new RegExp(`^(?:${INLINE_TYPE_HEADING.source})`);
const TITLE_THEN_TYPE = /^(\S.{2,80}?)\s(?:Request\sfor\s(?:Proposals?|Qualifications|Quotes?|Quotations|Bids?)|REQUEST\sFOR\s(?:PROPOSALS?|QUALIFICATIONS|QUOTES?|QUOTATIONS|BIDS?)|Invitation\sto\sBid|INVITATION\sTO\sBID)$/;
/** The title printed before the solicitation words of a heading line, if it is one (not a body's name, not more kind words). */
function titleBeforeType(t: string): string | undefined {
  const m = TITLE_THEN_TYPE.exec(t);
  return m && !isTypeOnly(m[1]) && !isAgencyLine(m[1]) ? m[1] : undefined;
}
const TYPED_TITLE = /^(.{3,60}?)\s?[-–—:]\s+(\S.*)$/;

/**
 * A heading that addresses a trade rather than naming the work ("NOTICE TO
 * PUPIL TRANSPORTATION VENDORS", "NOTICE TO ROOFING CONTRACTORS", "TO BUILDERS."): a
 * solicitation heading; the work is named below it.
 */
const ADDRESSED_TO_BIDDERS = /^(?:NOTICE\s)?TO\s(?:[A-Z][A-Z&-]*\s){0,4}(?:VENDORS|BIDDERS|CONTRACTORS|PROPOSERS|SUPPLIERS|OFFERORS|CONSULTANTS|SUBCONTRACTORS|BUILDERS|DEALERS|PRINTERS)\.?$/;

const tokens = (text: string) => text.toLowerCase().split(/[^a-z0-9#]+/).filter(Boolean);

/** Whether `text` is made only of solicitation words ("NOTICE TO BIDDERS", "REQUEST FOR PROPOSALS"). */
export function isTypeOnly(text: string): boolean {
  const t = tokens(text);
  return t.some((w) => !/^\d+$/.test(w)) && t.every((w) => TYPE_HEADING_WORDS.has(w) || /^\d+$/.test(w));
}

/** Whether a line names a public body ("CITY OF BROOKFIELD", "PINE COUNTY, ILLINOIS"). */
export function isAgencyLine(text: string): boolean {
  const t = text.trim();
  if (t.split(/\s+/).length > 12) return false;
  // "SR 9, Coastal Highway Drainage Improvements, Kent County": the work, then the county it is in.
  const workBeforeComma = t.includes(',') && PROCUREMENT_NOUNS.test(t.slice(0, t.lastIndexOf(',')));
  // "CITY OF ELM 2027 STREET SWEEPING CONTRACT": a body's name opening the title of its contract.
  return (AGENCY_OF.test(t) && !/\scontract$/i.test(t)) || (AGENCY_END.test(t) && !workBeforeComma) || (BODY_OF.test(t) && !PROCUREMENT_NOUNS.test(t));
}

/** A clause of receipt in running text ("Sealed bids will be received by the"): a sentence, however short its line. */
const RECEIPT_CLAUSE = /\b(?:will|shall)\s(?:be\s)?(?:received|receive|opened|accepted|accept)\b/;
const isProse = (text: string, words: number) =>
  words > 16 || PROSE_OPENING.test(text) || text.length > 130 || (/[a-z]/.test(text) && /[.;]["”)]?$/.test(text) && words >= 6) ||
  (words >= 4 && RECEIPT_CLAUSE.test(text));

/**
 * "The Commissioners' Court of Hays\nCounty, Texas, will receive ...": full
 * lines of a narrow column that run on into the prose open that prose; they
 * are no headings. A heading ends its line short of the column's edge.
 */
function dropWrappedProse(doc: NoticeDocument, out: HeadLine[]): void {
  for (let last = out[out.length - 1]; last && !/[.:!?]$/.test(last.text) && brokenAtEdge(doc, doc.lineEnd(last.ns)); last = out[out.length - 1]) out.pop();
}

/** The most lines a heading block is read for. */
const MAX_HEAD_LINES = 16;

/** The heading block's lines, sorted into kinds. */
export function headLines(doc: NoticeDocument, numbers: Hit<BidNumberValue>[], whens: When[]): HeadLine[] {
  const text = doc.norm;
  const out: HeadLine[] = [];
  let at = 0;
  while (at < text.length && out.length < MAX_HEAD_LINES) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    const line = text.slice(at, end).trim();
    const ns = at + (text.slice(at, end).length - text.slice(at, end).trimStart().length);
    at = end + 1;
    if (!line) continue;
    const words = line.split(/\s+/).length;
    if (/^\(.*\)\.?$/.test(line)) {
      out.push({ ns, ne: ns + line.length, text: line, kind: 'aside' });
      continue;
    }
    if (isProse(line, words)) {
      dropWrappedProse(doc, out);
      // A scrape ran the rest of the heading block into the prose: its lines, cut back apart.
      for (const s of runOnHeadSegments(line, ns, numbers, whens)) if (out.length < MAX_HEAD_LINES) out.push({ ...s, kind: 'title', runOn: true });
      break;
    }
    // A line that starts in lower case continues a sentence wrapped from the line before: prose begins there.
    if (/^[a-z]/.test(line)) {
      // The line above ran into it as prose, and full lines above that ran into that one; a heading's own word
      // wrapped onto a line of its own ("Deck Re\nplacement", then a blank line) leaves the heading be.
      const ranInto = out.length && /[a-z]/.test(out[out.length - 1].text) && /\b[a-z]+,?$/.test(out[out.length - 1].text);
      if (ranInto) out.pop();
      const headingsLastWord = words === 1 && /^[ \t]*(?:\n|$)/.test(text.slice(at, at + 10));
      if (ranInto || !headingsLastWord) dropWrappedProse(doc, out);
      break;
    }
    out.push({ ns, ne: ns + line.length, text: line, kind: 'title' });
  }
  for (const l of out) if (l.kind === 'title') classify(l, numbers, whens);
  // A mixed-case line is a title only under a solicitation heading, or when it names what is procured.
  const typed = out.some((l) => l.kind === 'type' || l.kind === 'number');
  for (const l of out) {
    if (l.kind === 'title' && /[a-z]/.test(l.text) && !typed && l.titleEnd === undefined && !PROCUREMENT_NOUNS.test(l.text)) l.kind = 'aside';
  }
  return out;
}

const LEAD_IN_TOKEN = /[A-Za-z0-9]+|[-–—:()]/g;
/** What follows a lead-in in a sentence, not a heading ("Sealed bids will be received ..."). */
const PROSE_AFTER = /^(?:will|shall|are|is|must|may|can|has|have|were|was)\b/i;

/**
 * Where the title starts after a solicitation lead-in on its line ("NOTICE OF
 * INVITATION TO BID FOR SNOW REMOVAL", "SEALED BIDS WANTED FOR TWO TRUCKS",
 * "Call for Bids: Fire Station Roof", "Project Bid Solicitation – Elm Trail"), or 0. The lead-in is words of the kind
 * only and names a solicitation ("PUBLIC WORKS GARAGE" has none).
 */
function typePrefixEnd(text: string): number {
  let core = false;
  let first = true;
  for (const m of text.matchAll(LEAD_IN_TOKEN)) {
    const w = m[0].toLowerCase();
    const qualifier = !core && LEAD_IN_QUALIFIERS.has(w);
    // "4021 Call for Bid for Fiber Splicing": a page's listing number may open the lead-in.
    const listing = first && /^\d+$/.test(w);
    first = false;
    if (/^[-–—:()]$/.test(w) || TYPE_HEADING_WORDS.has(w) || LEAD_IN_VERBS.has(w) || qualifier || listing) {
      core ||= CORE_TYPE_WORDS.test(w);
      continue;
    }
    const rest = text.slice(m.index);
    return core && /[A-Za-z]{3}/.test(rest) && !isTypeOnly(rest) && !PROSE_AFTER.test(rest) && !/^[a-z]/.test(rest) ? m.index! : 0;
  }
  return 0;
}

/** A line's text without its numbers and the words that list them ("SAP 057-611-019 and" holds no title). */
function withoutNumbers(text: string, inLine: Hit<BidNumberValue>[]): string {
  return inLine.reduce((t, h) => t.replace(h.value.id, ' '), text).replace(/\b(?:and|or)\b|[,;&]/gi, ' ');
}

function classify(l: HeadLine, numbers: Hit<BidNumberValue>[], whens: When[]) {
  const inside = (h: { ns: number; ne: number }) => h.ns < l.ne && l.ns < h.ne;
  const t = l.text;
  if (/^addendum\b/i.test(t)) l.kind = 'addendum';
  else if (whens.some(inside)) {
    // "FUEL OIL SUPPLY, JULY 1, 2031 - JUNE 30, 2032": a title, then its period of supply.
    const w = whens.find(inside)!;
    const lead = t.slice(0, Math.max(0, w.ns - l.ns));
    const before = lead.replace(/[\s,]+$/, '');
    if (/,\s*$/.test(lead) && /[A-Z]{3,}\s[A-Z]{3,}/.test(before) && !isTypeOnly(before) && !isAgencyLine(before)) {
      l.kind = 'title';
      l.titleEnd = l.ns + before.length;
    } else l.kind = 'when';
  }
  else if (ZIP_LINE.test(t) || isStreetLine(t)) l.kind = 'address';
  else if (numbers.some(inside)) {
    l.kind = 'number';
    // "RFP 2031-12 Banking Services": the title printed after the number on the same line.
    const n = numbers.filter(inside).pop()!;
    const rest = /^\s?[-–—:]?\s*(\S.*)$/.exec(l.text.slice(n.ne - l.ns));
    // "Paving Renovations at Various Schools, Bid Number 8-31000012": the title printed before the number's label.
    const before = l.text.slice(0, Math.max(0, n.value.labelStart - l.ns)).replace(/[\s,:;–—-]+$/, '');
    if (rest && /[A-Za-z]{3}/.test(rest[1]) && !isTypeOnly(rest[1])) {
      l.kind = 'title';
      // "4021 Call for Bid for Fiber Splicing Labor": the solicitation words after the number are not the title either.
      l.titleStart = l.ne - rest[1].length + typePrefixEnd(rest[1]);
    } else if (!rest && /[A-Za-z]{3}/.test(withoutNumbers(before, numbers.filter(inside))) && !isTypeOnly(before) && (!isAgencyLine(before) || PROCUREMENT_NOUNS.test(before)) && typePrefixEnd(before) === 0 && !/^[A-Za-z ]*\b(?:numbers?|nos?)\.?\s?:/i.test(before)) {
      l.kind = 'title';
      l.titleEnd = l.ns + before.length;
    }
  }
  else if (typePrefixEnd(t) > 0) l.titleStart = l.ns + typePrefixEnd(t);
  else if (LABEL.test(t) || /:$/.test(t)) l.kind = 'label';
  else if (isTypeOnly(t) || ADDRESSED_TO_BIDDERS.test(t)) l.kind = 'type';
  else if (LOCATION.test(t)) l.kind = 'location';
  else if (isAgencyLine(t)) l.kind = 'agency';
  else if (TYPE_THEN_TITLE.test(t) && (!isAgencyLine(t.replace(TYPE_THEN_TITLE, '')) || PROCUREMENT_NOUNS.test(t.replace(TYPE_THEN_TITLE, '')))) {
    // "REQUEST FOR PROPOSAL (RFP) CITY OF X 2031 LANDSCAPE CONTRACT": the title follows the kind with no dash.
    l.titleStart = l.ns + TYPE_THEN_TITLE.exec(t)![0].length;
  }
  else if (titleBeforeType(t)) {
    // "Resource Management Plan Request for Proposals": the title before the kind.
    l.titleEnd = l.ns + titleBeforeType(t)!.length;
  }
  else if (HEADLINE_VERB.test(t)) l.kind = 'headline';
  else {
    const m = TYPED_TITLE.exec(t);
    if (m && isTypeOnly(m[1])) l.titleStart = l.ns + t.length - m[2].length;
    else if (listingPrefixEnd(t) > 0) l.titleStart = l.ns + listingPrefixEnd(t);
  }
  // "HEATING OIL AND DIESEL FUEL - FY 2031-2032", "Janitorial Supplies, Annual Contract": the term of supply after a title.
  const fy = /(?:,|\s[-–—]|\s\()\s?(?:(?:FY|Fiscal\sYear)\s?\d{2,4}(?:[-–/]\d{2,4})?|Annual\sContract)\)?$/i.exec(t);
  if (l.kind === 'title' && l.titleEnd === undefined && fy && fy.index > 0) l.titleEnd = l.ns + fy.index;
}

/** A listing's date and place before the title, dash-separated ("8/25 - Elmwood GA - Architectural Services"). */
const LISTING_PIECES = /\s[-–—]\s/g;
const SHORT_DATE = /^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/;

/** Where the title starts after a listing's leading date and place pieces, or 0. */
function listingPrefixEnd(t: string): number {
  let at = 0;
  let piece = 0;
  for (const m of t.matchAll(LISTING_PIECES)) {
    const p = t.slice(at, m.index).trim();
    if (!(piece === 0 ? SHORT_DATE.test(p) : LOCATION.test(p))) break;
    at = m.index! + m[0].length;
    piece++;
  }
  return piece > 0 && /[A-Za-z]{3}/.test(t.slice(at)) ? at : 0;
}
