/**
 * Span helpers shared by the title readers: trimming a cut and finding the
 * upper-case run a title is printed in.
 */
import type { NoticeDocument } from '../../text/document.js';
import type { Span } from '../../text/spans.js';
import * as C from './cues.js';
import { wordAlternation } from '../../text/escape.js';
import { ROUND_COUNT_WORDS, SMALL_COUNT_WORDS } from '../../lexicon/count-words.js';

/** An upper-case run: "ELM AVENUE 12-INCH SEWER REPLACEMENT", "TWO (2) NEW DUMP TRUCKS". */
// A word may open with a bracket inside the run ("PARISH ROAD 4-112 (BELLEVUE LANE) DRAINAGE IMPROVEMENTS"), or be a short
// label in quotes ("GRADING “W” AGGREGATE").
const UPPER_RUN = /(?:[A-Z0-9][A-Z0-9&'’().,/#-]*(?![a-z])|&|[-–—])(?:\s(?:\(?[A-Z0-9][A-Z0-9&'’().,/#-]*(?![a-z])|["“][A-Z0-9]{1,3}["”]|&|[-–—]))*/g;

/** A title read from prose; a weak one ("renovations") gives way to an envelope's marking. */
export interface ProseTitle extends Span {
  weak: boolean;
}

export interface TitleFinding extends Span {
  source: string;
}

export const span = (ns: number, ne: number, source: string): TitleFinding => ({ ns, ne, source });

/** Words a title never ends on: a preposition or a purpose whose object the cut left out. */
const DANGLING_END = /\s(?:for\suse|for|to|of|with|by)$/i;

export function trim(doc: NoticeDocument, ns: number, ne: number): Span {
  const t = doc.norm;
  // A list bullet ("• Two (2) Tandem Axle Trucks") is not part of the title.
  while (ns < ne && /[\s"“”'‘,.:;–—•·▪◦*-]/.test(t[ns])) ns++;
  while (ne > ns && /[\s"“”,.:;–—-]/.test(t[ne - 1])) ne--;
  // A phrase the cut left open ("200 tons of coal, more or less, for use" before "at the court house"): no part of it.
  const open = DANGLING_END.exec(t.slice(ns, ne));
  if (open) for (ne -= open[0].length; ne > ns && /[\s,.:;–—-]/.test(t[ne - 1]);) ne--;
  // A parenthesis left open by the cut is not part of the title.
  if (t[ne - 1] === ')' && !t.slice(ns, ne).includes('(')) ne--;
  // A quotation mark that closes one opened inside the title stays ("ROADS “A” - “D”").
  const inside = t.slice(ns, ne);
  const quote = (inside.match(/"/g)?.length ?? 0) % 2 === 1 ? '"' : (inside.match(/“/g)?.length ?? 0) > (inside.match(/”/g)?.length ?? 0) ? '”' : '';
  if (quote && t[ne] === quote) ne++;
  return { ns, ne };
}

/**
 * A count spelled out and then given in figures ("ONE HUNDRED FORTY (140)
 * WORKING DAYS are allowed"), after a word that is not a connector: the next
 * sentence's subject in capitals, not part of the title before it ("TWO (2)
 * NEW DUMP TRUCKS" and "PURCHASE OF TWO (2) ..." keep theirs).
 */
const CAPS_COUNT = (words: readonly string[]) => wordAlternation(words.map((w) => w.toUpperCase()));
const COUNT_IN_FIGURES = new RegExp(`\\s(?<!\\b(?:OF|FOR|AND|&)\\s)(?:${CAPS_COUNT(SMALL_COUNT_WORDS)}|[A-Z]+TEEN|${CAPS_COUNT(ROUND_COUNT_WORDS)})(?:[\\s-][A-Z]+){0,4}\\s?\\(\\d[\\d,]*%?\\)`);

/** The upper-case run inside [ns, ne) with at least two words, if any. */
export function upperRun(doc: NoticeDocument, ns: number, ne: number): Span | undefined {
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

/** Words that hand a title over to its date ("Screened Sand at 10:00 AM"). */
const BEFORE_WHEN = /\s(?:at|on|by|@|until|before)\s*$/i;

/** A title never holds a date or time: it ends before the first one; what is left must still name something. */
const TERM_BOUND_BEFORE = /\b(?:year|period|term|season)\s(?:ending|beginning|commencing|through)\s$/i;

export function beforeWhen<T extends Span>(doc: NoticeDocument, t: T | undefined, whens: Span[]): T | undefined {
  if (!t) return undefined;
  // "for the fiscal year ending June 30, 2031": a date that bounds the term procured belongs to the title.
  const w = whens.find((x) => x.ns >= t.ns && x.ns < t.ne && !TERM_BOUND_BEFORE.test(doc.norm.slice(t.ns, x.ns)));
  if (!w) return t;
  const head = doc.norm.slice(t.ns, w.ns).replace(BEFORE_WHEN, '');
  const s = trim(doc, t.ns, t.ns + head.length);
  return /[A-Za-z]{3}/.test(doc.norm.slice(s.ns, s.ne)) ? { ...t, ...s } : undefined;
}

const CAPITALISED_WORD = "[A-Z0-9][\\w'’.&/-]*";
/** Capitalised items listed after the first ("..., Aggregates and Road Salt"). */
const LISTED = `(?:(?:,\\s${CAPITALISED_WORD}(?:\\s${CAPITALISED_WORD}){0,3})+,?\\s(?:and|or)\\s${CAPITALISED_WORD}(?:\\s${CAPITALISED_WORD}){0,3}(?![\\w,]))?`;
/**
 * A capitalised name read from a position: "Annual Contract for Gravel Hauled and Spread", with its stage (", Phase 2"),
 * or a list of such names ("Bituminous Materials, Aggregates and Road Salt").
 */
export const CAPITALISED = new RegExp(`${/[A-Z0-9][\w'’.&/-]*(?:\s(?:(?:of|the|and|&|&amp;|for|at|on|in|to|a|-|–|—|:)\s)*[A-Z0-9][\w'’.&/-]*)*/.source}(?:,${C.STAGE_ON}|${LISTED})(?:\\s\\(${C.NAMED_ASIDE})?(?:${C.SEASON_TAIL})?`, 'y');

/** A prose title that names nothing ("the following", "same", "the various projects", "a period of ..."). */
export const isGenericTitle = (text: string) => C.GENERIC_TITLE.test(text) || C.NAMELESS_TITLE.test(text);

const LOWER_LETTER = /[a-z]/;

/** Where a prose title ends in `window`, or -1. */
export function titleStop(window: string): number {
  const stops = [window.search(C.TITLE_STOP), window.search(C.TITLE_STOP_FOLLOWING), window.search(C.NEXT_SENTENCE_LINE)];
  // Prose printed in capitals ends a title at the same words as prose in lower case ("... ROCK SALT WILL BE RECEIVED").
  if (!LOWER_LETTER.test(window)) {
    const lower = window.toLowerCase();
    stops.push(lower.search(C.TITLE_WORD_STOP), lower.search(C.TITLE_STOP_FOLLOWING), lower.search(C.NEXT_SENTENCE_LINE));
  }
  const found = stops.filter((i) => i >= 0);
  return found.length ? Math.min(...found) : -1;
}

/** How many words (article and verb of supply aside) may precede a list's first comma for the list to belong to the title. */
const MAX_LIST_HEAD = 3;

/**
 * The list a title's head opens at its first comma ("street, sanitary sewer and storm drainage improvements"): after a
 * short head in any case, or after a head in capitals of any length, its items in capitals too ("2028 HOT MIX ASPHALT,
 * AGGREGATE AND ROAD MATERIALS").
 */
export function listOn(head: string, rest: string): RegExpExecArray | null {
  if (head.split(/\s+/).length <= MAX_LIST_HEAD) return C.TITLE_LIST_ON.exec(rest);
  return LOWER_LETTER.test(head) ? null : C.CAPS_LIST_ON.exec(rest);
}
