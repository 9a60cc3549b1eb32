/**
 * US street addresses: number, pre-direction, street name, suffix, unit,
 * city, state, ZIP, across line breaks.
 *
 * An address is found from its end: a state and ZIP code anchor
 * ("AZ 85028", "Tennessee 38103", "New York, 12524"); from there the reader
 * looks back for the house number (or PO box) that starts the street line,
 * taking the earliest start whose text up to the anchor reads as an address
 * (street vocabulary, no prose). A second pass finds street lines printed
 * with no city ("26 Chapel St."), which pipelines use where a label vouches
 * for them.
 */
import { DIRECTIONS, STREET_SUFFIXES, UNIT_DESIGNATORS } from '../lexicon/street.js';
import { STATE_ABBREVIATIONS, US_STATES, stateCode } from '../lexicon/us-states.js';
import type { AddressValue } from '../types.js';
import { wideGapBefore, matchAll, type Hit, type NoticeDocument } from '../text/document.js';
import { Coverage } from '../text/spans.js';
import { wordAlternation } from '../text/escape.js';
import { SMALL_COUNT_WORDS } from '../lexicon/count-words.js';

const STATE_WORDS = [...US_STATES.flatMap(([c, n]) => [c, n.replace(/ /g, '\\s')]), ...Object.keys(STATE_ABBREVIATIONS)]
  .sort((a, b) => b.length - a.length);
// Starts with a digit so the scan can skip ahead quickly; OCR may print "l" for "1" inside it.
const ZIP = '\\d(?:\\d{4}(?:-\\d{4})?|\\dl\\d{2}|\\d{2}l\\d|l\\d{3})';
// Anchors are found ZIP first (a cheap pattern), then the state printed just before it.
const ZIP_CODE = new RegExp(`(?<![\\d-])${ZIP}(?![\\d-])`, 'g');
const STATE_BEFORE_ZIP = new RegExp(`(?<![A-Za-z])(${STATE_WORDS.join('|')})\\.?,?\\s{1,2}$`, 'i');
// Scrapers and typesetters drop the space between a capitalized state code and its ZIP ("Gilbert, AZ85295").
const STATE_CODES = new Set(US_STATES.map(([c]) => c));
const STATE_CODE_GLUED = /(?<=[\s,])([A-Z]{2})$/;

/** State + ZIP anchors as [match text, state, zip] with an index, like a RegExp match. */
function* anchors(doc: NoticeDocument): Generator<RegExpExecArray> {
  for (const z of matchAll(ZIP_CODE, doc.norm)) {
    const from = Math.max(0, z.index - 24);
    const before = doc.norm.slice(from, z.index);
    const glued = STATE_CODE_GLUED.exec(before);
    const s = STATE_BEFORE_ZIP.exec(before) ?? (glued && STATE_CODES.has(glued[1]) ? glued : null);
    if (!s) continue;
    const index = from + s.index;
    const m = [doc.norm.slice(index, z.index + z[0].length), s[1], z[0]] as unknown as RegExpExecArray;
    m.index = index;
    yield m;
  }
}
// A house number is followed by a space (not "273," of "Suite 273, 7100 ..."); a box number may take a comma.
// Not the number of a unit: "Suite 273  7100 Commerce Way" run onto one line starts at 7100. A house number
// may be spelled ("One West Harbor Street").
// Nor a page's number: a scraped page footer "Page 2 of 3  13105 Elm Freeway" runs on into the street line.
const NOT_AFTER_UNIT = '(?<!\\b(?:suite|ste\\.?|unit|apt\\.?|room|rm\\.?|floor|fl\\.?|bldg\\.?|page)\\s)';
const DIGIT_HOUSE_NUMBER = '\\d{1,6}(?:-\\d{1,5}|-[A-Za-z])?[A-Za-z]?(?=\\s)';
// A rural grid number (Wisconsin, northern Illinois): "N2146 Cherry Lane", "W5120 County Road K", "S75W16950 Elm Rd".
const GRID_HOUSE_NUMBER = '[NSEW]\\d{2,6}(?:[NSEW]\\d{2,6})?(?=\\s)';
const BOX_NUMBER = '(?:P\\.?\\s?O\\.?\\s?Box|Post Office Box)\\s\\d+(?=[\\s,])';
const SPELLED_HOUSE_NUMBER = `\\b(?:${wordAlternation(SMALL_COUNT_WORDS)})(?=\\s[A-Z])`;
const HOUSE_NUMBER = new RegExp(`(?<![\\w.,/$#:-])${NOT_AFTER_UNIT}(?:${DIGIT_HOUSE_NUMBER}|${GRID_HOUSE_NUMBER}|${BOX_NUMBER}|${SPELLED_HOUSE_NUMBER})`, 'gi');
/** A house number a scraper glued to the heading before it: "TRUSTEE'S SALE1904 FRANCIS RD GLEN ALLEN, VA 23059". */
const GLUED_HOUSE_NUMBER = /(?<=\b[A-Z]{3,})\d{1,6}(?=\s[A-Z0-9])/g;
const LOOKBACK = 130;
const FIELD_SEPARATOR = ' // ';
const MAX_WORDS = 16;

const ABBREVIATION_OK = new Set([...STREET_SUFFIXES.keys(), ...DIRECTIONS.keys(), ...UNIT_DESIGNATORS.keys(), 'p.o', 'po', 'mt', 'ft', 'st', 'no']);
const ALLOWED_LOWER = new Set(['and', 'of', 'the', 'de', 'la', 'del']);

/**
 * Words of a street line outside the USPS suffix table: a box, a rural route, a farm road, a company's campus ("1 Home
 * Campus"), the Spanish street types printed before the name in the Southwest ("3333 Camino Del Rio South"), and a
 * street whose name is its whole kind ("45 Broadway").
 */
const OTHER_STREET_WORDS = new Set(['box', 'route', 'rr', 'hwy', 'highway', 'fm', 'campus', 'camino', 'calle', 'avenida', 'paseo', 'broadway']);

function isStreetWord(w: string): boolean {
  const k = w.toLowerCase().replace(/[.,]/g, '');
  return STREET_SUFFIXES.has(k) || UNIT_DESIGNATORS.has(k) || OTHER_STREET_WORDS.has(k) || /^\d+(?:st|nd|rd|th)$/.test(k) || gluedSuffix(w);
}

/** "10488 Elm RdElmton, VA": a scraper that dropped the line break glued the suffix to the city. */
function gluedSuffix(w: string): boolean {
  const m = /^([A-Z][a-z]{1,3})[A-Z][a-z]{2,}$/.exec(w);
  return !!m && STREET_SUFFIXES.has(m[1].toLowerCase());
}

const UNIT_LABEL_COLON = /\b(unit|apt|suite|ste)\s?:/gi;

/** Words that name a building or a floor of one, a part of an address with no number ("Elm Center", "Lower Level"). */
const BUILDING_WORDS = new Set(['building', 'bldg', 'center', 'centre', 'plaza', 'tower', 'towers', 'floor', 'level', 'office', 'offices', 'complex', 'park', 'commons', 'square', 'mall']);
/** Pieces between the street and the city that read as people's names, enough to tell a scanned column. */
const COLUMN_NAMES_MIN = 2;

/** A piece of an address that is one to three capitalised words with no number, street, unit or building word: a name. */
function namesNoAddressPart(piece: string): boolean {
  const words = piece.split(/\s+/);
  return words.length <= 3 && !/\d/.test(piece) && words.every((w) => /^[A-Z][a-z'’-]+$/.test(w) && !isStreetWord(w) && !BUILDING_WORDS.has(w.toLowerCase()));
}

/** A house number alone on its line, the street line after it. */
/** A unit alone between commas: "#102", "Apt 3", "Unit B-4". */
const UNIT_PIECE = /^(?:#\s?[\w-]{1,6}|(?:apt|unit|ste|suite)\.?\s?#?[\w-]{1,6})$/i;
const LONE_HOUSE_NUMBER = /^\d{1,6}[A-Za-z]?[ \t]*\n/;
const LINE_OPENS_WITH_NUMBER = /\n[ \t]*\d/;

/** A second house number in parentheses after the first ("1410 (1412) N. Elm Road"): a lot's two numbers, one street. */
const ALTERNATE_HOUSE_NUMBER = /^(\d{1,6}[A-Za-z]?)\s\(\d{1,6}[A-Za-z]?\)(?=\s)/;
/** A semicolon where the street line ends ("2215 Pecan Grove Ln.; Elmton, Texas"), read as the comma it stands for. */
const SEMICOLON_AFTER_WORD = /([A-Za-z]+)\.?;(?=\s)/g;
/** A street with no suffix opening its line, then its town ("918 LA BREA ALTA, ELMTON, TX 78999"): a clerk's stamp line. */
const UNSUFFIXED_STREET_LINE = /^\d{1,6}[A-Za-z]?(?:\s[A-Z][A-Za-z'’-]+){1,3},\s[A-Z][A-Za-z'’-]+(?:\s[A-Z][A-Za-z'’-]+){0,2},?\s?$/;

/**
 * Whether `segment` (house number up to the state) reads as street + city, not prose. `opensLine`: the house number
 * opens its line, where a street with no suffix and its town alone before the state are an address too.
 */
function readsAsAddress(printed: string, opensLine = false): boolean {
  if (opensLine && UNSUFFIXED_STREET_LINE.test(printed) && !printed.split(/[\s,]+/).some((w) => NOT_A_STREET_START.test(w))) return true;
  // "479 North Elm Street, Unit: 301, Oakton": a unit's label may take a colon. (Most segments hold no colon, bracket or
  // semicolon: the rewrites are tried only where one is printed.)
  let segment = printed.includes(':') ? printed.replace(UNIT_LABEL_COLON, '$1') : printed;
  if (segment.includes('(')) segment = segment.replace(ALTERNATE_HOUSE_NUMBER, '$1');
  if (segment.includes(';')) segment = segment.replace(SEMICOLON_AFTER_WORD, (m, w: string) => (isStreetWord(w) ? m.replace(';', ',') : m));
  // "SERIES 2006-3 C/O Elm Servicing LLC 8950 Oak Blvd": what goes "in care of" a name starts after it.
  if (segment.length > LOOKBACK || /[:;$()"]|\bc\/o\b/i.test(segment)) return false;
  if ((segment.match(/\n/g) ?? []).length > 3) return false;
  const words = segment.split(/[\s,]+/).filter(Boolean);
  if (words.length > MAX_WORDS || words.length < 2) return false;
  // The street line itself (up to the first comma or line break) must read as a street.
  const pieces = segment.split(/\s*[,\n]\s*/).filter(Boolean);
  if (pieces.length > 5 || (pieces.length > 1 && pieces[pieces.length - 1].split(/\s+/).length > 5)) return false;
  // "6080 Elm Parkway Suite 100 Jo Roe, Al Poe, Bo Doe, Bob\nPlano, TX": a column of names scanned into the address.
  if (pieces.slice(1, -1).filter(namesNoAddressPart).length >= COLUMN_NAMES_MIN) return false;
  // "6120 Oak Waters\nBlvd, Elmville": a street name broken across lines before its suffix is one street line.
  // "2915 Paloma\nBlanca Street, Edinburg": or broken inside the name, the next line ending the street with its suffix.
  const nextWords = (pieces[1] ?? '').split(/\s+/).map((w) => w.toLowerCase().replace(/[.,]$/, ''));
  const suffixNext = segment.search(/\n/) > 0 && !segment.slice(0, segment.search(/\n/)).includes(',') &&
    (STREET_SUFFIXES.has(nextWords[0]) || (nextWords.length <= 2 && STREET_SUFFIXES.has(nextWords[nextWords.length - 1]) && segment.charAt(segment.search(/\n/) + 1) !== ' '));
  // "P.C., 2\nElm Court, Suite 3": a narrow column left the house number alone at the end of a line; the street is the next.
  // Not when a later line opens with its own number ("984412\nElm & Oak Law\n12 Elm St": a bar number, a firm, the street).
  const numberAlone = !suffixNext && LONE_HOUSE_NUMBER.test(segment) && !LINE_OPENS_WITH_NUMBER.test(segment.slice(segment.indexOf('\n') + 1));
  const first = (suffixNext || numberAlone ? `${pieces[0]} ${pieces[1] ?? ''}` : pieces[0]).trim().split(/\s+/);
  // "APR 28 2026 802 N. Elm St": a number run on into the house number (a stamp's year) is not one.
  if (/^\d+$/.test(first[1] ?? '')) return false;
  // "4410 Alameda, #12\nElm City, Texas 78999": a street with no suffix, told by the unit printed after it.
  const unitNext = pieces.length >= 3 && UNIT_PIECE.test(pieces[1]) && first.length >= 2 && first.length <= 4 && first.slice(1).every((w) => /^[A-Z][a-z]+$/.test(w));
  if (!unitNext && (first.length < 2 || !first.slice(1).some((w, i) => isStreetWord(w) || (i < 2 && DIRECTIONS.has(w.toLowerCase().replace(/\.$/, '')))))) return false;
  let streety = unitNext;
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (i > 0 && isStreetWord(w)) streety = true;
    if (i > 0 && i < 3 && DIRECTIONS.has(w.toLowerCase().replace(/\.$/, '')) && words.length > 3) streety = true;
    if (/^[a-z]{3,}$/.test(w) && !ALLOWED_LOWER.has(w) && !isStreetWord(w)) return false;
    // A period inside the segment must end an abbreviation ("Ln.", "E.", "P.O.", an ordinal "83rd."), not a sentence.
    if (/\.$/.test(w) && i < words.length - 1) {
      const k = w.toLowerCase().replace(/\.$/, '');
      if (!(ABBREVIATION_OK.has(k) || /^[a-z]$/.test(k) || /^(?:[a-z]\.)+[a-z]?$/.test(k) || /^\d+(?:st|nd|rd|th)$/.test(k))) return false;
    }
  }
  return streety;
}

const SPELLED_OR_FIGURE_NUMBER = new RegExp(`^(\\d[\\w-]*|${GRID_HOUSE_NUMBER}|(?:${wordAlternation(SMALL_COUNT_WORDS)})(?=\\s[A-Z]))\\s+`, 'i');

/** A spelled house number opens a street line of plain words that ends in a street suffix: "One West Harbor Street". */
function spelledNumberStreet(segment: string): boolean {
  const words = segment.split(/\s*[,\n]\s*/)[0].split(/\s+/).slice(1);
  if (words.some((w) => /\.[A-Za-z]/.test(w))) return false;
  return words.some((w) => isStreetWord(w) && !/^box$/i.test(w));
}

/** The printed address with line breaks between its parts written as ", ". */
/** Digit runs of seven or more ending a street line: a file, loan or barcode number, never a house number or a ZIP. */
const NUMBER_AFTER_STREET = /(?<=[A-Za-z.])(?:\s+\d{5,})*\s+\d{7,}\s*$/;

const LINE_PRINTED_TWICE = /^(\d\S*\s.{6,}?)\s+\1$/;

/** A line of an address as written: a trailing loan number dropped (not on the last line), a line printed twice written once. */
function oneStreetLine(line: string, streetLine: boolean): string {
  // Cheap tests first: most lines end in a letter and hold their first word once.
  if (streetLine && TRAILING_LONG_NUMBER.test(line.slice(-9))) line = line.replace(NUMBER_AFTER_STREET, '');
  const first = line.slice(0, line.indexOf(' ') + 1);
  if (first.length > 1 && /^\d/.test(first) && line.indexOf(` ${first}`, first.length) > 0) line = line.replace(LINE_PRINTED_TWICE, '$1');
  return line;
}
const TRAILING_LONG_NUMBER = /\d{7}\s*$/;

/** A part that ends with a city's first words after a comma ("..., Wenatchee", "..., Mount"), and the rest of that city's name ("Falls, Washington", "Vernon Falls, Washington"). */
const CITY_BEGUN = /,\s[A-Z][a-z]+(?:\s[A-Z][a-z]+)?$/;
const CITY_REST = /^[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s/;

export function formatAddress(doc: NoticeDocument, ns: number, ne: number): string {
  const text = doc.norm.slice(ns, ne);
  // Scraped text that lost every comma keeps none: its parts are joined by spaces, as printed. A place with no number
  // is an office or a town read in prose ("the office of the Judge of the County Court\nin the court house at Elm"),
  // whose lines a column broke: a word like "Court" ends no street there.
  if (!text.includes('\n') || !doc.norm.includes(',') || !/\d/.test(text)) return doc.valueOf(ns, ne);
  // Join in normalized text, then take each line's original words.
  const parts: string[] = [];
  let at = ns;
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    // A loan or barcode number printed after the street on its line ("5120 BIRCH AVENUE 00000042210987") is no part of it.
    // Two columns run onto one line by OCR print one block's line twice ("1 Elm St, Suite 6 1 Elm St, Suite 6"): once is the address.
    if (line.trim()) parts.push(oneStreetLine(doc.valueOf(at, at + line.length), i < lines.length - 1));
    at += line.length + 1;
  });
  // A comma only where a part of the address ends (street, unit, city): not after "and" or inside
  // a street name broken across lines ("1426 East\n52nd Street").
  return parts.reduce((acc, p, i) => {
    if (acc === '') return p;
    const words = acc.split(/\s+/);
    const lastWord = words[words.length - 1].toLowerCase().replace(/[.,]$/, '');
    // "SUITE A": a unit designator and its value end a part, whatever the value is.
    const unitValue = words.length > 1 && UNIT_DESIGNATORS.has(words[words.length - 2].toLowerCase().replace(/[.,]$/, ''));
    // A ZIP code on a line of its own joins the state with a space ("WA\n98115").
    if (/^\d{5}(?:-\d{4})?$/.test(p)) return `${acc} ${p}`;
    // A house number a column left alone on its line opens the street line ("2\nElm Court").
    if (i === 1 && /^\d{1,6}[A-Za-z]?$/.test(acc)) return `${acc} ${p}`;
    // "14 Orchard Block, Wenatchee\nFalls, Washington": a city begun after its comma and broken by a column goes on.
    // (Not a unit or floor after the comma: "..., Suite Two\nHouston, Texas".)
    const afterComma = acc.slice(acc.lastIndexOf(',') + 1).trim().toLowerCase().split(/\s+/);
    if (CITY_BEGUN.test(acc) && CITY_REST.test(p) && !afterComma.some((w) => UNIT_DESIGNATORS.has(w) || w === 'floor')) return `${acc} ${p}`;
    const streetDone = acc.split(/\s+/).some((w) => STREET_SUFFIXES.has(w.toLowerCase().replace(/[.,]$/, '')) || /^box$/i.test(w));
    const partEnds = /,$/.test(acc) ? false : (i === parts.length - 1 && streetDone) || STREET_SUFFIXES.has(lastWord) || UNIT_DESIGNATORS.has(lastWord) || unitValue || /\d/.test(lastWord) || lastWord === 'box';
    if (/(?:\band|&|\bof)$/i.test(acc) || (!partEnds && !/,$/.test(acc))) return `${acc} ${p}`;
    return /,$/.test(acc) ? `${acc} ${p}` : `${acc}, ${p}`;
  }, '');
}

function components(doc: NoticeDocument, ns: number, stateNs: number, anchor: RegExpExecArray | undefined): AddressValue {
  const formatted = formatAddress(doc, ns, anchor ? anchor.index + anchor[0].length : stateNs);
  const seg = doc.norm.slice(ns, stateNs).replace(/[\s,]+$/, '');
  const value: AddressValue = { formatted };
  const box = /^(?:P\.?\s?O\.?\s?Box|Post Office Box)\s(\d+)/i.exec(seg);
  let rest = seg;
  if (box) {
    value.poBox = box[1];
    rest = seg.slice(box[0].length);
  } else {
    const num = SPELLED_OR_FIGURE_NUMBER.exec(seg);
    if (num) {
      value.number = num[1];
      rest = seg.slice(num[0].length);
    }
  }
  // City: the last comma/line piece, or the words after the last street word.
  const pieces = rest.split(/\s*[,\n]\s*/).filter(Boolean);
  let street = rest;
  if (pieces.length > 1) {
    value.city = pieces[pieces.length - 1];
    street = pieces.slice(0, -1).join(' ');
  } else {
    const words = rest.split(/\s+/);
    let last = -1;
    words.forEach((w, i) => { if (isStreetWord(w) || /^\d/.test(w)) last = i; });
    // A unit and its value end the street line: "Suite 1400 Salt Lake City" is a unit, then the city.
    const unitAt = words.findIndex((w, i) => i > 0 && i < words.length - 2 && UNIT_DESIGNATORS.has(w.toLowerCase().replace(/\.$/, '')) && /\d/.test(words[i + 1]));
    if (unitAt > 0) last = unitAt + 1;
    if (last >= 0 && last < words.length - 1) {
      value.city = words.slice(last + 1).join(' ');
      street = words.slice(0, last + 1).join(' ');
    }
  }
  const unit = /\s(?:(apt|apartment|ste|suite|suites|unit|bldg|building|fl|floor|rm|room|#)\.?\s?#?\s?([\w-]+(?:,?\s(?:and\s)?\d+)*))$/i.exec(street);
  if (unit) {
    value.unit = unit[0].trim();
    street = street.slice(0, unit.index);
  }
  const words = street.split(/\s+/).filter(Boolean);
  const first = words[0]?.toLowerCase().replace(/\.$/, '');
  if (first && DIRECTIONS.has(first) && words.length > 1) {
    value.preDirection = DIRECTIONS.get(first)!.toUpperCase();
    words.shift();
  }
  const lastWord = words[words.length - 1]?.toLowerCase().replace(/\.$/, '');
  if (lastWord && STREET_SUFFIXES.has(lastWord) && words.length > 1) {
    value.suffix = STREET_SUFFIXES.get(lastWord)!.toUpperCase();
    words.pop();
  }
  if (words.length) value.streetName = words.join(' ');
  if (anchor) {
    const code = stateCode(anchor[1].replace(/\s+/g, ' '));
    if (code) value.state = code;
    value.zip = anchor[2].replace(/l/g, '1');
  }
  return value;
}

const BUILDING_LINE = /^[A-Z][\w .'&-]{1,40},?\s(?:suite|ste\.?|unit|floor|fl\.?|bldg\.?|building|room|rm\.?)\s?#?[\w-]{1,6}$/i;

/** A building and its unit between commas right before a street line: "Elm Center Building, Suite 600, ". */
const BUILDING_SAME_LINE = /(?:^|,[ \t]?|\n)([A-Z][\w .'&-]{1,40}),[ \t](?:[Ss]uite|SUITE|[Ss]te\.?|STE\.?|[Ff]loor|FLOOR|[Rr]oom|ROOM)[ \t]#?[\w-]{1,6},[ \t]?$/;
/** A party or its role ends that piece, not a building: "Oak Bank, N.A., Suite 5, ", "Substitute Trustees, Suite 5, ". */
const NOT_A_BUILDING = /\b(?:trustees?|llc|l\.l\.c|inc|corp|pllc|p\.?l\.?c|p\.?c|n\.?a|llp|bank|esq)\.?$/i;
const BUILDING_REACH = 70;

/** The same with the line breaks a scraper ran on as wide gaps: "Trustee  Elm Center, Suite 6  580 Oak Street". */
const BUILDING_GAPPED = /([A-Z][\w .'&-]{1,40}),[ \t](?:[Ss]uite|SUITE|[Ss]te\.?|STE\.?|[Ff]loor|FLOOR|[Rr]oom|ROOM)[ \t]#?[\w-]{1,6}[ \t]$/;

/** A scraper's wide gap where a line broke (not a line break: the window stays on one line). */

function buildingBefore(doc: NoticeDocument, start: number): number {
  const from = Math.max(doc.lineStart(start), start - BUILDING_REACH);
  const window = doc.norm.slice(from, start);
  const m = BUILDING_SAME_LINE.exec(window);
  if (m && !NOT_A_BUILDING.test(m[1].trim())) return from + m.index + m[0].indexOf(m[1]);
  // Scraped: the building's own line, with a gap where each line broke, opens the address.
  const g = wideGapBefore(doc, start) ? BUILDING_GAPPED.exec(window) : null;
  if (!g || NOT_A_BUILDING.test(g[1].trim())) return start;
  // The building name starts at a gap too, past any words run onto its line before it.
  for (let at = from + g.index; at < start - g[0].length + g[1].length; at++) {
    if (wideGapBefore(doc, at) && /[A-Z]/.test(doc.norm[at])) return at;
  }
  return start;
}

/** Words that cannot open a street name: "20 FOOT ROAD", "5:00 PM", "41 A IS". */
/**
 * A street suffix (and its direction) followed by a word that is neither a unit, a direction nor a joiner ("12 Elm Way
 * and 14 Oak Street" prints two lots as one address): the street line ended.
 */
const STREET_ENDED = new RegExp(`\\s(?:${wordAlternation([...STREET_SUFFIXES.keys()])})\\.?(?:\\s(?:${wordAlternation([...DIRECTIONS.keys()])})\\.?)?\\s(?!(?:${wordAlternation([...UNIT_DESIGNATORS.keys(), ...DIRECTIONS.keys(), 'and', 'or'])})\\b)[A-Z][A-Za-z]+\\s`, 'i');
/** A town, then a state named in full or by its capital code, after a street line with no ZIP: ", Preston, Connecticut". */
const STREET_CITY_STATE = new RegExp(`^,[ \\t]([A-Z][a-z]+(?:[ \\t][A-Z][a-z]+){0,2}),[ \\t](${US_STATES.map(([, n]) => n.replace(/ /g, '[ \\t]')).join('|')}|[A-Z]{2}\\b)(?![ \\t]*\\d)(?=[\\s,.;:)]|$)`);
const CITY_STATE_REACH = 60;
const NOT_A_STREET_START = /^(?:the|a|an|of|and|or|foot|feet|ft|pm|am|p\.m\.|a\.m\.|acres?|days?|years?|percent)$/i;

export function findAddresses(doc: NoticeDocument): Hit<AddressValue>[] {
  const hits: Hit<AddressValue>[] = [];
  const taken = new Coverage(doc.norm.length);
  let floor = 0;
  for (const a of anchors(doc)) {
    // A two-letter code must be printed in capitals ("IN 46204", not "in 46204").
    if (a[1].length === 2 && a[1] !== a[1].toUpperCase()) continue;
    const from = Math.max(floor, a.index - LOOKBACK);
    let start = -1;
    const starts = [...matchAll(HOUSE_NUMBER, doc.norm, from, a.index)].map((h) => ({ at: h.index, spelled: /^[a-z]+$/i.test(h[0]) }));
    for (const h of matchAll(GLUED_HOUSE_NUMBER, doc.norm, from, a.index)) starts.push({ at: h.index, spelled: false });
    starts.sort((x, y) => x.at - y.at);
    for (let k = 0; k < starts.length; k++) {
      const { at, spelled } = starts[k];
      const segment = doc.norm.slice(at, a.index);
      // "26-0101 4-1 // 12 ELM LANE, ...": a file number and the "//" that sets the address apart open no address.
      if (segment.includes(FIELD_SEPARATOR)) continue;
      if (spelled && !spelledNumberStreet(segment)) continue;
      // "1400 Elm Ave SE TRUSTEE SALE 1400 Elm Ave SE, Elmton, VA": a street that ended before a later house number
      // is a printing of its own; the address opens at the later number.
      const next = starts[k + 1];
      if (next && STREET_ENDED.test(doc.norm.slice(at, next.at))) continue;
      if (readsAsAddress(segment, doc.lineStart(at) === at)) {
        start = at;
        break;
      }
    }
    const end = a.index + a[0].length;
    floor = end;
    if (start < 0) continue;
    const street = start;
    // A building line printed above the street line belongs to the address: "Birch Hollow Commons, Suite 418".
    const prevLineStart = doc.lineStart(start) === start ? doc.lineStart(Math.max(0, start - 1)) : -1;
    if (prevLineStart >= 0 && prevLineStart < start && BUILDING_LINE.test(doc.norm.slice(prevLineStart, start - 1))) start = prevLineStart;
    // The same printed on the street's own line: "..., Substitute Trustees, Elm Center Building, Suite 600, 580 Oak Street".
    else start = buildingBefore(doc, street);
    // The parts are read from the street line (its number, not the building's unit); the address as written opens with the building.
    const value = components(doc, street, a.index, a);
    if (start !== street) value.formatted = formatAddress(doc, start, end);
    hits.push({ ns: start, ne: end, value, source: 'address:full' });
    taken.add(start, end);
  }
  // Street lines with no city, state or ZIP.
  // The last word may end at a comma ("46 Ledyard Hill Road, Preston") or close the text.
  const STREET_ONLY = /(?<![\w.,/$#:-])\d{1,6}[A-Za-z]?\s(?:[NSEW]\.?\s|North\s|South\s|East\s|West\s)?(?:[A-Z0-9][A-Za-z0-9'-]*\.?\s){0,3}[A-Z0-9][A-Za-z0-9'-]*\.?(?=[\s,]|$)/g;
  for (const m of matchAll(STREET_ONLY, doc.norm)) {
    const words = m[0].trim().split(/\s+/);
    let cut = -1;
    for (let i = words.length - 1; i > 0; i--) if (STREET_SUFFIXES.has(words[i].toLowerCase().replace(/\.$/, ''))) { cut = i; break; }
    if (cut < 1 || NOT_A_STREET_START.test(words[1]) || !/^[A-Z]/.test(words[cut])) continue;
    const text = words.slice(0, cut + 1).join(' ');
    const ne = m.index + text.length;
    if (taken.overlaps(m.index, ne)) continue;
    const value = components(doc, m.index, ne, undefined);
    // "46 Ledyard Hill Road, Preston, Connecticut, the following": a town and a state printed without a ZIP close it.
    const town = STREET_CITY_STATE.exec(doc.norm.slice(ne, ne + CITY_STATE_REACH));
    const state = town && stateCode(town[2].replace(/\s+/g, ' ').replace(/\.$/, ''));
    const end = state ? ne + town![0].length : ne;
    if (state) Object.assign(value, { formatted: doc.valueOf(m.index, end), city: town![1], state });
    hits.push({ ns: m.index, ne: end, value, source: state ? 'address:city-state' : 'address:street' });
    taken.add(m.index, end);
  }
  return hits.sort((x, y) => x.ns - y.ns);
}
