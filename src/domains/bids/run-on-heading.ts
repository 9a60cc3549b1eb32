/**
 * A heading block that a scrape ran onto one line with the prose ("CITY OF
 * ELKO INVITATION TO BID RFP #26-04 ROAD SALT The City of Elko will receive
 * ..."), cut back into the lines it was printed as, so that the heading
 * block is read as printed. Without its line breaks the print still shows
 * where a line ended:
 * - where the case changes: a heading in capitals, a title in title case;
 * - around a bid number with its label ("RFP #26-04");
 * - around the words of a solicitation's kind ("NOTICE OF REQUEST FOR PROPOSALS");
 * - after a state's name closing a place ("Birch Harbor, Minnesota").
 * The block ends where the prose begins: a sentence's first words ("The",
 * "Sealed bids", "Notice is hereby"), or the capitalised subject of the
 * first verb ("Pine County Highway Department will receive").
 */
import { stateCode } from '../../lexicon/us-states.js';
import { escapeRegExp } from '../../text/escape.js';
import type { Hit } from '../../text/document.js';
import { CORE_TYPE_WORDS, FIRST_SENTENCE_OPENERS, PROCUREMENT_NOUNS, SENTENCE_OPENERS, TYPE_HEADING_WORDS } from './lexicon.js';
import type { BidNumberValue } from './numbers.js';
import type { Span } from '../../text/spans.js';

export interface HeadSegment { ns: number; ne: number; text: string }

/** How far into a run-on line a heading block is looked for. */
const HEAD_REACH = 400;

const phrases = (list: readonly string[]) => list.map((w) => escapeRegExp(w).replace(/ /g, '\\s')).join('|');
/** A notice's first words (case-sensitive, see lexicon.ts), and "THE CITY OF X WILL" in capitals. */
const SENTENCE_OPENER = new RegExp(
  `(?:^|\\s)(?:(?:${phrases(FIRST_SENTENCE_OPENERS)})\\b|(?:${phrases(SENTENCE_OPENERS)})\\s[a-z]|THE\\s(?:[A-Z]+\\s){0,4}(?:WILL|SHALL|IS)\\b)`,
);
/** A capitalised word and then two words in lower case, the first no small word of a title: a clause ("Department will receive"). */
const CLAUSE = /(?:^|\s)[A-Z][a-z]+\s(?!(?:of|and|for|the|at|to|in|on|with|a|an|or|from|by|de|la|del)\s)[a-z]{2,}\s[a-z]/;
/** The small words a title's run of capitalised words may hold. */
const SMALL_WORD = /^(?:of|and|the|for|at|to|in|on|&|-|–|—)$/;
const CAPITALISED_WORD = /^[A-Z0-9(]/;
/** Kind words that join a heading to what follows; a run of kind words does not start with one. */
const JOINING_KIND = /^(?:of|to|for|and|by|the|a)$/;
/** The last word of a label in capitals that a heading block prints on a line of its own. */
const CAPS_LABEL = /^(?:DATE|TIME|DEADLINE|LOCATION|DUE|ISSUED|PLACE|OWNER|CONTACT):$/;
const ZIP = /^\d{5}(?:-\d{4})?,?$/;

interface Word { ns: number; ne: number; text: string; caps: boolean; mixed: boolean }

function words(line: string, base: number): Word[] {
  return [...line.matchAll(/\S+/g)].map((m) => {
    const letters = m[0].replace(/[^A-Za-z]/g, '');
    // A word of one letter ("A", "N.") or in brackets ("(CPUD)") is no evidence of either case.
    const weighs = letters.length >= 2 && !/^\(/.test(m[0]);
    return { ns: base + m.index!, ne: base + m.index! + m[0].length, text: m[0], caps: weighs && !/[a-z]/.test(letters), mixed: weighs && /[a-z]/.test(letters) };
  });
}

/** Where the prose starts in `line` (an index into it), walking a clause back to its capitalised subject; -1: not seen. */
function proseStart(line: string): number {
  const opener = SENTENCE_OPENER.exec(line);
  const clause = CLAUSE.exec(line);
  const at = (m: RegExpExecArray) => m.index + (/^\s/.test(m[0]) ? 1 : 0);
  let start = opener ? at(opener) : -1;
  if (clause && (start < 0 || at(clause) < start)) {
    let s = at(clause);
    for (;;) {
      const before = /(\S+)\s$/.exec(line.slice(0, s));
      if (!before || !(CAPITALISED_WORD.test(before[1]) || SMALL_WORD.test(before[1])) || !/[a-z]/.test(before[1])) break;
      // "... Hauling Services Granite Springs District is soliciting": a title's noun of the work ends the heading.
      if (PROCUREMENT_NOUNS.test(before[1]) && s < at(clause)) break;
      s = before.index;
    }
    start = s;
  }
  return start;
}

/** Word indices after which a printed line ended. */
function lineEnds(ws: Word[], numbers: Hit<BidNumberValue>[], dates: readonly Span[]): Set<number> {
  const ends = new Set<number>();
  const caseOf = (w: Word) => (w.caps ? 'caps' : w.mixed ? 'mixed' : undefined);
  // A word in capitals alone among words in title case is an acronym of the title ("Replacement of HVAC Equipment").
  const cases = ws.map((w, i) => {
    const c = caseOf(w);
    const near = (d: number) => { for (let k = i + d; k >= 0 && k < ws.length; k += d) { const n = caseOf(ws[k]); if (n) return n; } return undefined; };
    return c === 'caps' && near(-1) !== 'caps' && near(1) !== 'caps' && (near(-1) === 'mixed' || near(1) === 'mixed') ? 'mixed' : c;
  });
  let last: string | undefined;
  const dateStarts = new Set(dates.filter((d) => d.ns >= ws[0].ns && d.ns < ws[ws.length - 1].ne).map((d) => d.ns));
  cases.forEach((c, i) => {
    // "BIDS CLOSE Tuesday, April 18": a date goes on with the words in capitals that label it.
    const dated = dateStarts.has(ws[i].ns);
    if (c && last && c !== last && !dated) ends.add(i - 1);
    if (c) last = c;
  });
  for (const n of numbers) {
    const first = ws.findIndex((w) => w.ne > n.value.labelStart);
    const lastWord = ws.findIndex((w) => w.ne >= n.ne);
    if (first > 0) ends.add(first - 1);
    if (lastWord >= 0) ends.add(lastWord);
  }
  // A run of kind words in capitals naming a solicitation is a line of its own ("NOTICE TO BIDDERS"; not the trade
  // a heading addresses, "GRAVEL CONTRACTORS").
  for (let i = 0; i < ws.length;) {
    let j = i;
    let core = false;
    for (; j < ws.length && ws[j].caps && TYPE_HEADING_WORDS.has(bare(ws[j].text)); j++) if (CORE_TYPE_WORDS.test(bare(ws[j].text))) core = true;
    // One kind word among others is part of their line ("REVISED BID OPENING DATE").
    if (j - i === 1) core = false;
    if (j === i) { i++; continue; }
    let s = i;
    while (s < j && JOINING_KIND.test(bare(ws[s].text))) s++;
    if (core && s < j) {
      if (s > 0) ends.add(s - 1);
      ends.add(j - 1);
    }
    i = j;
  }
  ws.forEach((w, i) => {
    // "... NEW MIDDLE SCHOOL DATE: July 14": a label in capitals opens a line.
    if (i > 0 && CAPS_LABEL.test(w.text)) ends.add(i - 1);
    // "Birch Harbor, Minnesota N. Lake Street ...", "PINE COUNTY, MN": a state's name or code closes a place.
    const state = (i > 0 && /,$/.test(ws[i - 1].text) && stateCode(bare(w.text)) !== undefined) ||
      (i > 1 && /,$/.test(ws[i - 2].text) && stateCode(`${bare(ws[i - 1].text)} ${bare(w.text)}`) !== undefined);
    // The place's ZIP code, when printed, ends its line.
    if (state) ends.add(ZIP.test(ws[i + 1]?.text ?? '') ? i + 1 : i);
  });
  return ends;
}

const bare = (w: string) => w.toLowerCase().replace(/^[^a-z0-9#]+|[^a-z0-9#]+$/g, '');

/**
 * The heading lines run into the prose line `line` (starting at `base` in the
 * text; `dates`, the dates and times found in the text), or none: the prose must start after them, and the words before it
 * must show where lines ended (a heading block of one run of words in one case
 * is left to the readers of run-in titles).
 */
export function runOnHeadSegments(line: string, base: number, numbers: Hit<BidNumberValue>[], dates: readonly Span[]): HeadSegment[] {
  // Where no prose is seen to start, or all is in capitals, nothing shows where the heading block ends.
  const opening = line.slice(0, HEAD_REACH);
  const start = /[a-z]/.test(opening) ? proseStart(opening) : -1;
  if (start <= 0) return [];
  const head = line.slice(0, start);
  const ws = words(head, base);
  // A block opens in capitals ("CITY OF ELKO INVITATION TO BID"); a line opening in title case is a sentence, or
  // a title glued to one, which the readers of run-in titles take.
  if (ws.length < 2 || !ws[0].caps || !ws[1].caps) return [];
  const ends = lineEnds(ws, numbers.filter((n) => n.ns >= base && n.ne <= base + head.length), dates);
  ends.delete(ws.length - 1);
  if (!ends.size) return [];
  // A line that would open in lower case goes on with a sentence ("NOTICE IS HEREBY GIVEN that ...",
  // "ELECTRONIC BIDS for the project of ..."): the words are one sentence, no heading block.
  if ([...ends].some((i) => /^[a-z]/.test(ws[i + 1]?.text ?? ''))) return [];
  const out: HeadSegment[] = [];
  let from = 0;
  for (let i = 0; i < ws.length; i++) {
    if (!ends.has(i) && i < ws.length - 1) continue;
    // The dash or colon between two printed lines ("SAN ALVARO SCHOOL DISTRICT - REQUEST FOR BIDS") belongs to neither.
    const text = line.slice(ws[from].ns - base, ws[i].ne - base);
    const lead = /^[\s\-–—:,.]*/.exec(text)![0].length;
    const kept = text.slice(lead).replace(/[\s\-–—:,]+$/, '');
    if (kept) out.push({ ns: ws[from].ns + lead, ne: ws[from].ns + lead + kept.length, text: kept });
    from = i + 1;
  }
  return out;
}
