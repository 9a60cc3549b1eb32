/**
 * Scans for patterns that need a word (required-words.ts): no match starts
 * before the first place of one of the pattern's words, less that word's
 * lead, so the scan starts there, and where none is printed it is skipped.
 * A word search costs far less than a regex run over the text it passes:
 * cue words are few, and most are first printed late in a notice or not at all.
 */
import { MATCH_REACH, matchAll, type NoticeDocument } from './document.js';
import { requiredWords, type RequiredWord } from './required-words.js';

/** A global pattern and the words one of which each of its matches prints (none known: always scanned in full). */
export interface GatedPattern {
  re: RegExp;
  words?: readonly RequiredWord[];
}

/** Each word costs a search of the text: past a few, the searches cost more than the scan they spare. */
const MAX_WORDS = 3;

export function gated(re: RegExp): GatedPattern {
  const words = requiredWords(re);
  return { re, words: words && words.length <= MAX_WORDS ? words : undefined };
}

/**
 * Where each looked-for word is first printed (-1: nowhere), found once per
 * notice: cue tables share words ("attorney" opens most attorney labels) and
 * every estate of a combined notice asks again.
 */
const firstInLower = (): Map<string, number> => new Map();
const firstInNorm = (): Map<string, number> => new Map();

/** Where `word` is first printed at or after `from` in `hay` (-1: nowhere). */
function printedFrom(hay: string, firsts: Map<string, number>, word: string, from: number): number {
  let first = firsts.get(word);
  if (first === undefined) {
    first = hay.indexOf(word);
    firsts.set(word, first);
  }
  // The first place answers a search from before it; a later start (an estate further down) searches on.
  return first < 0 || first >= from ? first : hay.indexOf(word, from);
}

/**
 * Where a scan for matches starting in [from, to) can start: no match starts
 * more than a word's lead before the word's first place (at or after `from`);
 * -1 when none of the words is printed where a match could read it.
 */
function scanStart(doc: NoticeDocument, p: GatedPattern, from: number, to: number): number {
  if (!p.words) return from;
  const lower = p.re.ignoreCase;
  const hay = lower ? doc.lower : doc.norm;
  // Lower-casing keeps offsets unless a letter lower-cases to two ("İ"); then the words are not looked for.
  if (hay.length !== doc.norm.length) return from;
  const firsts = doc.memo(lower ? firstInLower : firstInNorm);
  // A match starting before `to` reads at most MATCH_REACH past it (matchAll's window).
  const end = to + MATCH_REACH;
  let start = -1;
  for (const { word, lead } of p.words) {
    const at = printedFrom(hay, firsts, word, from);
    if (at < 0 || at >= end) continue;
    const s = Math.max(from, at - lead);
    if (start < 0 || s < start) start = s;
  }
  return start;
}

/** Whether a match of the pattern can start in [from, to): false where none of its words is printed. */
export function mayMatch(p: GatedPattern, doc: NoticeDocument, from = 0, to = doc.norm.length): boolean {
  return scanStart(doc, p, from, to) >= 0;
}

/**
 * The matches `matchAll` finds in [from, to): the scan starts where the first
 * match can, and is skipped where none can be. Starting later finds the same
 * matches, as none starts before.
 */
export function gatedMatches(p: GatedPattern, doc: NoticeDocument, from = 0, to = doc.norm.length): Iterable<RegExpExecArray> {
  const start = scanStart(doc, p, from, to);
  return start < 0 ? [] : matchAll(p.re, doc.norm, start, to);
}

/**
 * The matches a scan of the whole text finds, for a pattern whose every match
 * starts at most `before` characters before one of `anchors` (ascending
 * positions, e.g. month words for dates): only those positions are tried,
 * left to right, with `sticky` (the pattern compiled with the 'y' flag). A
 * match consumes its text and the next try starts at its end, as in the whole
 * scan, so the matches are the same; a try that fails reads only what the
 * pattern needs to fail there, not the rest of the text.
 */
export function* matchesNearAnchors(sticky: RegExp, text: string, anchors: ArrayLike<number>, before: number): Generator<RegExpExecArray> {
  if (!sticky.sticky) throw new Error('matchesNearAnchors needs a sticky regex');
  let resume = 0;
  for (let k = 0; k < anchors.length; k++) {
    let at = Math.max(resume, anchors[k] - before);
    const to = anchors[k] + 1;
    for (; at < to; at++) {
      sticky.lastIndex = at;
      const m = sticky.exec(text);
      if (!m) continue;
      resume = at + Math.max(1, m[0].length);
      at = resume - 1;
      yield m;
    }
  }
}
