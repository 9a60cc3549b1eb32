/**
 * The place of sale: the value after a place label; else, in running text,
 * the place phrase nearest the sale date, or one right after the sale's own
 * words ("at public auction in the lobby of"). A place ends with its address.
 */
import type { DateHitValue } from '../../recognizers/dates.js';
import type { Hit, NoticeDocument } from '../../text/document.js';
import { anyOf } from '../../text/escape.js';
import type { Span } from '../../text/spans.js';
import { compileCues, cueMatches, eachCue } from '../shared/cues.js';
import { SALE_PLACE_CUE, SALE_PLACE_LABELS, SALE_PLACE_START } from './cues/sale.js';
import { USUAL_PLACE_OF_SALE } from './place-start.js';
import type { Found } from './recognize.js';

const PLACE_LABELS = compileCues(SALE_PLACE_LABELS);
/**
 * How far a place is read: at most `value` after its start (`labelled` when a label's value has no stop), around the
 * sale date (`beforeSale`, `afterSale`), where it may start after the sale's own words (`afterCue`; `afterCueWide` when
 * none starts that close: the terms of payment may come first), and how far after a
 * labelled place's period its building's address may start (`addressAfter`).
 */
const REACH = { value: 400, labelled: 300, beforeSale: 300, afterSale: 250, afterCue: 60, afterCueWide: 320, addressAfter: 60 } as const;

const BLOCK_LABEL_NEXT = /^(?:date|time)\s?[:;]/i;
const LABELLED_LEAD_IN = /^(?:the\s)?(?:sale|auction)\s(?:will|shall)\s(?:be\s(?:held|conducted)|take\splace|occur)\s(?:at|in)\s/i;
const LEAD_IN_REACH = 50;
const BLOCK_LABEL_REACH = 6;

/** A place of sale; `premises` when it is printed as the street address of the mortgaged premises themselves. */
export interface SalePlace extends Span {
  premises?: boolean;
}

export function saleLocation(f: Found, r: Span, sale?: Hit<DateHitValue>): SalePlace | undefined {
  const { doc } = f;
  for (const [, end] of eachCue(doc, PLACE_LABELS, r.ns, r.ne)) {
    let ns = end;
    // OCR prints a label's colon as ")" or "|", and a dash may stand before the value.
    while (/[\s:,.)|\u2014_-]/.test(doc.norm[ns] ?? '')) ns++;
    // "DATE, TIME, PLACE OF SALE:\nDate: ...": a heading over the block's own labels; its "Place:" line comes next.
    if (BLOCK_LABEL_NEXT.test(doc.norm.slice(ns, ns + BLOCK_LABEL_REACH))) continue;
    // "Place of Sale: The sale will be held at the west door of ...": the sentence's opening words are no part of the place.
    ns += LABELLED_LEAD_IN.exec(doc.norm.slice(ns, ns + LEAD_IN_REACH))?.[0].length ?? 0;
    const stop = doc.norm.slice(ns, ns + REACH.value).search(LABELLED_PLACE_STOP);
    let ne = ns + (stop < 0 ? Math.min(REACH.labelled, r.ne - ns) : stop);
    // "Sale Location: At the Main Entrance to the Courts Building. County Courthouse 201 W. Jefferson Phoenix AZ 85003.":
    // the building's address printed in a sentence of its own after the period still belongs to the place.
    const next = doc.norm[ne] === '.' ? f.addresses.find((a) => a.source === 'address:full' && a.ns > ne && a.ns - ne <= REACH.addressAfter) : undefined;
    if (next && !/[:;\n]/.test(doc.norm.slice(ne, next.ns))) ne = next.ne;
    if (ne > ns) return placeEndingAtAddress(f, ns, ne);
  }
  // In running text: the place phrase nearest the sale date, else one right after the sale's own words ("at public auction in the lobby of").
  if (sale) {
    const near = placeInProse(f, r, Math.max(r.ns, sale.ns - REACH.beforeSale), Math.min(r.ne, sale.ne + REACH.afterSale), sale.ns, sale);
    if (near) return near;
  }
  for (const reach of [REACH.afterCue, REACH.afterCueWide]) {
    for (const [, e] of eachCue(doc, SALE_PLACE_CUE, r.ns, r.ne)) {
      const place = placeInProse(f, r, e, Math.min(r.ne, e + reach), e);
      if (place) return place;
    }
  }
  return undefined;
}

/**
 * Where a labelled place ends: a blank line, unless OCR that double-spaces every line broke a phrase with it
 * ("facing Elm\n\nStreet, or if ...": no sentence end before, a fragment after); a labelled line; a period before
 * a new sentence; "being the location designated (pursuant to ...)"; the statute a designation cites; a dash-headed paragraph.
 */
/** A period that closes an initial or a street abbreviation ("111 E. LOCUST STREET", "Main St. Door") ends no sentence. */
const NOT_ABBREVIATION = '(?<!(?:\\b|\\d)(?:[A-Z]|St|Rd|Dr|Ave|Blvd|No|Co|Inc|Ste|Jr|Sr))';
// Nor one after a phrase left hanging ("FACING ELM STREET OR AS\n\nDESIGNATED BY THE COUNTY COMMISSIONERS").
const PARAGRAPH_BREAK = /(?<=[.;:!?)"\u201d]|\d)[ \t]*\n\s*\n|\n(?<!\b(?:or|as|and|of|the|by|OR|AS|AND|OF|THE|BY)[ \t]*\n)\s*\n(?![a-z]|[A-Z][\w'\u2019]*(?:,|[ \t]*\n))/.source;
/** The statute a Texas designation cites: "OR IN THE AREA DESIGNATED BY THE COMMISSIONER'S COURT, PURSUANT TO SECTION 51.002". */
// Not where the designation goes on to print the place itself: "..., pursuant to §51.002 ..., as the place where the sale is
// to take place: 901 Elm Street, Elmton, TX 78401".
const STATUTE_AFTER = ',?\\s(?:pursuant|PURSUANT|Pursuant)\\s(?:to|TO)\\s(?:section|SECTION|Section|Sec\\.|SEC\\.|\u00a7)(?![^;]{0,160}?\\stake\\splace:)';
/** A Texas form's next paragraph, headed by a dash: "Property To Be Sold - The property to be sold is". */
const DASH_HEADING = '\\n(?:\\d{1,2}\\.\\s)?[A-Z][A-Za-z ]{2,40}\\s[-\u2013\u2014]\\s';
const LABELLED_PLACE_STOP = new RegExp(`${PARAGRAPH_BREAK}|\\n[A-Z][A-Za-z ()]{2,40}:|\\n\\d{1,2}\\.\\s|${NOT_ABBREVIATION}\\.\\s+(?:[A-Z][a-z]|[A-Z]{3,}\\s[A-Z]{2,}|The|This|\\d{1,2}\\.\\s)|\\sbeing\\sthe\\slocation\\sdesignated\\b|\\s(?:NOTICE\\sIS\\sHEREBY|Notice\\sis\\shereby)\\b|${STATUTE_AFTER}|${DASH_HEADING}`);

/**
 * A place of sale from `ns` to at most `ne`. "the area designated by the Commissioners Court ... as follows: X" is X;
 * the place ends with its address, since what follows a state and ZIP is the next sentence (or the legal description).
 */
function placeEndingAtAddress(f: Found, ns: number, ne: number): Span {
  const { doc } = f;
  const follows = /\bdesignated\b[^:]{0,200}?\bas\sfollows\s?:\s*/i.exec(doc.norm.slice(ns, ne));
  if (follows && ne - (ns + follows.index + follows[0].length) > 3) ns += follows.index + follows[0].length;
  // A street closed by its town and state but no ZIP ends a place too ("on the premises, 12 Elm Road, Elmton, Connecticut, the following").
  const address = f.addresses.find((a) => (a.source === 'address:full' || a.source === 'address:city-state') && a.ns >= ns && a.ne < ne);
  if (!address) return { ns, ne: trimEnd(doc, ns, ne) };
  // "..., Elmton, Texas 77000, or as designated by the County Commissioners Court": the printed alternative is part of the place.
  const alternative = OR_AS_DESIGNATED.exec(doc.norm.slice(address.ne, ne));
  return { ns, ne: trimEnd(doc, ns, address.ne + (alternative ? alternative[0].length : 0)) };
}

// "..., Belton, Texas, in the area designated by the Commissioners Court": the area within the building's grounds too
// (not where the phrase runs on into the statute: "... Court of Elm County pursuant to Section 51.002").
const OR_AS_DESIGNATED = anyOf([
  /^,?\sor\s(?:at\s)?(?:such\sother\splace\s)?as\s(?:otherwise\s)?designated\sby\s(?:the\s)?(?:[\w'\u2019]+\s){0,4}(?:court|commissioners)\b/,
  /^,?\s(?:in|at)\sthe\sarea\sdesignated\sby\s(?:the\s)?(?:[\w'\u2019]+\s){0,4}(?:court|commissioners)(?=[.;]|\s*$)/,
], 'i');

const PLACE_START = new RegExp(SALE_PLACE_START.source, 'gi');

/** The place phrase starting in [from, to) nearest `anchor`, ended by PLACE_STOP (or by the sale date printed after it). */
function placeInProse(f: Found, r: Span, from: number, to: number, anchor: number, sale?: Hit<DateHitValue>): SalePlace | undefined {
  const { doc } = f;
  let best: SalePlace | undefined;
  for (const [s, e] of cueMatches(doc, PLACE_START, from, to)) {
    const ns = e;
    const windowEnd = Math.min(r.ne, ns + REACH.value);
    const text = doc.norm.slice(ns, windowEnd);
    let stop = text.search(PLACE_STOP);
    if (stop < 0) stop = text.length;
    // "... State of Arizona I will ... sell": the officer speaking in the first person ends the place.
    const speaker = text.search(FIRST_PERSON_SELLS);
    if (speaker >= 0 && speaker < stop) stop = speaker;
    if (sale && sale.ns > ns && sale.ns - ns < stop) stop = sale.ns - ns;
    // "in their office at 120 West Elm Street, Suite 7, Elmton, IL 60699, sell": the office's street is the place's.
    const atStreet = AT_STREET.exec(text.slice(stop));
    // "... Courthouse at 200 East Elm Street, Elmton, Mississippi, to the highest bidder": a street closed by its town and state too.
    const street = atStreet && f.addresses.find((a) => (a.source === 'address:full' || a.source === 'address:city-state') && a.ns === ns + stop + atStreet[0].length && a.ne <= windowEnd);
    if (street) stop = street.ne - ns;
    if (stop <= 3) continue;
    const cand = placeEndingAtAddress(f, ns, ns + stop);
    // Prefer the place phrase closest to the anchor, but not one nested in an earlier phrase
    // ("the courthouse steps ... located at 1300 Courthouse Road" is one place).
    if (best && cand.ns < best.ne && best.ns < cand.ns) continue;
    // A place names a building, a door or an area; "in the County of X, described as follows" opens a legal description.
    // "lying and being in the County of Elm, containing 2 acres ... shown on a plat": a legal description, not a place.
    if (LEGAL_DESCRIPTION.test(doc.norm.slice(cand.ns, cand.ne))) continue;
    // "Said premises are situated in City of Elm, ... commonly known as 1 Elm St": where the land lies, not the sale.
    if (SITUATED_BEFORE.test(doc.norm.slice(Math.max(r.ns, e - SITUATED_REACH), e))) continue;
    // "recorded ... in the Office of the Recorder of Deeds": the office a deed was filed in.
    if (RECORD_OFFICE.test(doc.norm.slice(cand.ns, cand.ne)) && RECORDED_BEFORE.test(doc.norm.slice(Math.max(r.ns, s - RECORDED_REACH), s))) continue;
    // A place opening with a number ("at 2 o'clock ..., at the door") is a street address (the premises) or no place.
    const premises = STREET_NUMBER_FIRST.test(doc.norm.slice(cand.ns, cand.ns + STREET_NUMBER_REACH));
    // A hall of any name is a place when its street address ends it ("the Elm Fire & Rescue, 10 Oak Lane, Elmton, VA 22000").
    if (premises ? !startsWithAddress(f, cand) : !PLACE_NOUN.test(doc.norm.slice(cand.ns, cand.ne)) && !endsWithAddress(f, cand)) continue;
    if (!best || Math.abs(s - anchor) < Math.abs(best.ns - anchor)) best = premises ? { ...cand, premises } : cand;
  }
  return best;
}

/** Words that name where people gather for a sale, or the web site of an online sale. */
const PLACE_NOUN = anyOf([
  /\b(?:court\s?house|court|entrance|doors?|steps?|building|lobby|offices?|hall|center|complex|plaza|fountain|area|foyer|vestibule|counter|premises)\b/,
  /\bplace\s(?:in\s[^,]{1,40},\s(?:[A-Za-z]+,\s)?)?designated\b/,
  new RegExp(`\\b${USUAL_PLACE_OF_SALE}\\b`),
  /\bwww\./,
], 'i');

const STREET_NUMBER_FIRST = /^\d{1,6}\s/;
/** An office of land records, and the filing words of the clause before it. */
const RECORD_OFFICE = /^(?:the\s)?(?:office\sof\sthe\s(?:(?!of\b)[\w.]+\s){0,2}?(?:recorder|register|registrar)|(?:recorder|register|registrar)[\s'\u2019]|[\w\s]{0,30}?\b(?:recorder|register)['\u2019]?s\soffice)/i;
const RECORDED_BEFORE = /\b(?:recorded|of\srecord|filed)\b(?:[^.;]|\.(?=\s?\d))*$/i;
const RECORDED_REACH = 120;
/** Words of a legal description, which no place of sale prints. */
const LEGAL_DESCRIPTION = /\b(?:acres?|square\sfeet|plat\s(?:book|cabinet|of\ssurvey)|bounded\s(?:as\sfollows|on|by)|more\sor\sless|deed\sbook)\b/i;
const STREET_NUMBER_REACH = 8;
const SITUATED_BEFORE = /\b(?:situated|situate|located|lying(?:\sand\sbeing)?)\s(?:in|within|on)\s$/i;
const SITUATED_REACH = 30;

/** A sale held on the premises prints only their address: a place that is a full street address. */
function startsWithAddress(f: Found, cand: Span): boolean {
  return f.addresses.some((a) => (a.source === 'address:full' || a.source === 'address:city-state') && a.ns === cand.ns);
}

function endsWithAddress(f: Found, cand: Span): boolean {
  return f.addresses.some((a) => a.source === 'address:full' && a.ne === cand.ne && a.ns > cand.ns);
}

const FIRST_PERSON_SELLS = /\s(?:I|we)\s(?:will|shall)\b/;
const AT_STREET = /^,?\sat\s/;

/** Where a place of sale printed in running text ends: the sale's date ("on June 2"), a sentence end, the sale's own words
 * or its hour (not right after "located"), a blank line or semicolon, the property or a notice's next clause. */
const STOP_AT_DATE = /,?\s(?:on|upon),?\s(?:(?:\w+day,?\s)?(?:the\s)?(?:\d|[A-Z][a-z]+\.?\s\d)|(?:the\s)?(?:first|second|third|fourth|last)\s\w+day\b)/;
const STOP_AT_SENTENCE = new RegExp(`${NOT_ABBREVIATION}\\.\\s+[A-Z]`);
const PLACE_CONTINUES = /\blocated|\bsituated/;
const STOP_AT_SALE_WORDS = anyOf([
  /,?\s(?:proceed|to\ssell|to\senforce|to\ssatisfy|sell|offer|beginning|commencing|at\s\d|at\sapproximately|between\sthe)/,
  /,?\s(?:conducted|pursuant|by\svirtue\sof|will\s|per\s|to\sthe\shighest|for\scash|or\sany\ssuch|the\sfollowing)/,
], '');
const STOP_AT_BREAK_OR_HOUR = /\n\s*\n|;|\sat\s(?:the\s)?(?:hour|time)/;
/** "at the court house door in Pulaski, Tennessee, within legal hours": the hours of sale follow the place. */
const STOP_AT_LEGAL_HOURS = /,?\s(?:within|during|between)\s(?:the\s)?(?:legal|usual)\shours\b/;
const STOP_AT_NEXT_CLAUSE = anyOf([
  // Not "where the property is located": North Carolina's courthouse door is the one of the county the land lies in.
  /,?\s(?:subject,?\s(?:however,?\s)?to|(?<!\bwhere\s)the\sproperty|property\scommonly|and\supon|NOTICE\sIS|Notice\sis|all\sthat\scertain)\b/,
  // "..., Texas, the sale to begin at 10:00 o'clock a.m.": the sale's hour follows the place.
  /,?\s(?:the\s)?sale\s(?:to|will|shall)\s(?:begin|commence|start)\b/,
  // Michigan's "..., that being the place where the circuit court for said county is held": where, not a part of the place.
  /,?\s(?:(?:and\s)?(?:is\s)?described\sas\sfollows|being\sthe\s(?:area|location|place)\sdesignated|(?:that\s|which\s)?being\sthe\s(?:place|building)\swhere(?:in)?)\b/,
], '');
const PLACE_STOP = anyOf([
  STOP_AT_DATE,
  STOP_AT_SENTENCE,
  new RegExp(`(?<!${PLACE_CONTINUES.source})(?:${STOP_AT_SALE_WORDS.source}|${STOP_AT_BREAK_OR_HOUR.source})`),
  STOP_AT_NEXT_CLAUSE,
  STOP_AT_LEGAL_HOURS,
], 'i');

/** A preposition left hanging where a place was cut at a blank line (", on\n\nThursday, March 18"): no part of the place. */
const HANGING_WORD = /[\s,](?:on|upon|at)$/i;

function trimEnd(doc: NoticeDocument, ns: number, ne: number): number {
  for (;;) {
    while (ne > ns && /[\s,.;:]/.test(doc.norm[ne - 1])) ne--;
    const hanging = HANGING_WORD.exec(doc.norm.slice(Math.max(ns, ne - 8), ne));
    if (!hanging || ne - hanging[0].length <= ns) return ne;
    ne -= hanging[0].length - 1;
  }
}
