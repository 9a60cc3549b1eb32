/**
 * Scans for patterns that need a word: where a range prints none of the
 * words a pattern cannot match without (required-words.ts), its scan is
 * skipped. Cue phrases are rare, and most notices print only a few of a
 * table's phrases: a substring search costs far less than a regex run.
 */
import { MATCH_REACH, matchAll, type NoticeDocument } from './document.js';
import { requiredWords } from './required-words.js';
import { firstAtOrAfter } from './spans.js';

/** A global pattern and the words one of which each of its matches prints (none known: always scanned). */
export interface GatedPattern {
  re: RegExp;
  words?: readonly string[];
}

export const gated = (re: RegExp): GatedPattern => ({ re, words: requiredWords(re) });

/**
 * Where each looked-for word is printed, found once per notice: cue tables
 * share words ("attorney" opens most attorney labels) and every estate of a
 * combined notice asks again. Keys are the word, marked by the text searched.
 */
const wordPlaces = (): Map<string, number[]> => new Map();

function placesOf(doc: NoticeDocument, hay: string, key: string, word: string): number[] {
  const index = doc.memo(wordPlaces);
  let found = index.get(key);
  if (!found) {
    found = [];
    for (let at = hay.indexOf(word); at >= 0; at = hay.indexOf(word, at + 1)) found.push(at);
    index.set(key, found);
  }
  return found;
}

/** Whether a match starting in [from, to) could print one of the pattern's words. */
function mayMatch(doc: NoticeDocument, p: GatedPattern, from: number, to: number): boolean {
  if (!p.words) return true;
  const lower = p.re.ignoreCase;
  const hay = lower ? doc.lower : doc.norm;
  // Lower-casing keeps offsets unless a letter lower-cases to two ("İ"); then the words are not looked for.
  if (hay.length !== doc.norm.length) return true;
  // A match starting before `to` reads at most MATCH_REACH past it (matchAll's window).
  const end = to + MATCH_REACH;
  return p.words.some((w) => {
    const places = placesOf(doc, hay, `${lower ? 'i' : 'c'}:${w}`, w);
    const k = firstAtOrAfter(places, from);
    return k < places.length && places[k] < end;
  });
}

/** The matches `matchAll` finds in [from, to), without a scan where none can be. */
export function gatedMatches(p: GatedPattern, doc: NoticeDocument, from = 0, to = doc.norm.length): Iterable<RegExpExecArray> {
  return mayMatch(doc, p, from, to) ? matchAll(p.re, doc.norm, from, to) : [];
}
