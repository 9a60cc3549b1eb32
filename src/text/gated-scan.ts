/**
 * Scans for patterns that need a word: where a range prints none of the
 * words a pattern cannot match without (required-words.ts), its scan is
 * skipped. Cue phrases are rare, and most notices print only a few of a
 * table's phrases: a substring search costs far less than a regex run.
 */
import { MATCH_REACH, matchAll, type NoticeDocument } from './document.js';
import { requiredWords } from './required-words.js';

/** A global pattern and the words one of which each of its matches prints (none known: always scanned). */
export interface GatedPattern {
  re: RegExp;
  words?: readonly string[];
}

export const gated = (re: RegExp): GatedPattern => ({ re, words: requiredWords(re) });

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

/** Whether a match starting in [from, to) could print one of the pattern's words. */
function mayMatch(doc: NoticeDocument, p: GatedPattern, from: number, to: number): boolean {
  if (!p.words) return true;
  const lower = p.re.ignoreCase;
  const hay = lower ? doc.lower : doc.norm;
  // Lower-casing keeps offsets unless a letter lower-cases to two ("İ"); then the words are not looked for.
  if (hay.length !== doc.norm.length) return true;
  const firsts = doc.memo(lower ? firstInLower : firstInNorm);
  // A match starting before `to` reads at most MATCH_REACH past it (matchAll's window).
  const end = to + MATCH_REACH;
  for (const w of p.words) {
    const at = printedFrom(hay, firsts, w, from);
    if (at >= 0 && at < end) return true;
  }
  return false;
}

/** The matches `matchAll` finds in [from, to), without a scan where none can be. */
export function gatedMatches(p: GatedPattern, doc: NoticeDocument, from = 0, to = doc.norm.length): Iterable<RegExpExecArray> {
  return mayMatch(doc, p, from, to) ? matchAll(p.re, doc.norm, from, to) : [];
}
