/**
 * Whether two printed names are the same person: estates are split by it,
 * representatives merged by it, and the decedent and the attorney kept out
 * of the representatives by it.
 */

import { escapeRegExp } from '../../text/escape.js';
import { foldLatin } from '../../text/latin-fold.js';

const SUFFIX_AT_END = /,\s?(?:jr|sr|ii|iii|iv|esq(?:uire)?)\.?$/;
const SPACE = /\s/;
/** "Jane Roe Esq." printed again may go without its "Esq." ("c/o Jane Roe"). */
const ESQUIRE_AT_END = /,?\s+esq(?:uire)?\.?$/i;

/**
 * Letters only, lower-cased, accents read as their base letters, tokens
 * sorted: "DOE, JOHN A." and "John A. Doe" fold alike, "Nu\u00F1ez" and "NUNEZ" too. Other characters drop out of their word ("O'Neal" is "oneal");
 * white space parts words. One walk over the name: names are new strings in
 * every notice, and a chain of regex replaces and a split costs twice as much.
 */
export function foldName(name: string): string {
  const s = foldLatin(name).toLowerCase().replace(SUFFIX_AT_END, '');
  const words: string[] = [];
  let word = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x61 && c <= 0x7a) word += s[i];
    else if (c < 0x80 ? c === 0x20 || (c >= 0x09 && c <= 0x0d) : SPACE.test(s[i])) {
      if (word) words.push(word);
      word = '';
    }
  }
  if (word) words.push(word);
  return words.sort().join(' ');
}

/**
 * Whether `a` and `b` are at most `k` edits apart. Only the diagonal band
 * `|i - j| <= k` can hold such an alignment, and a row's least cost never
 * falls in the rows below it: names that differ by more than a slip cost a
 * few cells per row and stop early, not a whole table.
 */
function withinEdits(a: string, b: string, k: number): boolean {
  if (Math.abs(a.length - b.length) > k) return false;
  const far = k + 1;
  // Cells outside the band read as `far`; one spare cell past the end is the band's right edge.
  let prev: number[] = new Array(b.length + 2).fill(far);
  let cur: number[] = new Array(b.length + 2).fill(far);
  for (let j = 0; j <= Math.min(k, b.length); j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const lo = Math.max(1, i - k);
    const hi = Math.min(b.length, i + k);
    cur[lo - 1] = lo === 1 && i <= k ? i : far;
    cur[hi + 1] = far;
    let least = cur[lo - 1];
    for (let j = lo; j <= hi; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < least) least = v;
    }
    if (least > k) return false;
    [prev, cur] = [cur, prev];
  }
  return prev[b.length] <= k;
}

/** The generational suffix closing a name ("jr", "sr", "iii"), lower-cased; '' when none. */
function generationOf(name: string): string {
  return /[\s,](jr|sr|ii|iii|iv|v|vi|2nd|3rd)\.?\s*$/i.exec(name)?.[1].toLowerCase() ?? '';
}

/** A name folded once, for readers that compare one name with many (merging lists of representatives). */
export interface NameKey { fold: string; words: string[]; generation: string }

export function nameKey(name: string): NameKey {
  const fold = foldName(name);
  return { fold, words: fold.split(' '), generation: generationOf(name) };
}

/** Whether two folded names are the same person (case, order, an OCR slip or a dropped middle name aside). */
export function sameKey(a: NameKey, b: NameKey): boolean {
  // Different generations of one family are different people ("John Doe, Sr." and "John Doe, Jr.").
  if (a.generation && b.generation && a.generation !== b.generation) return false;
  if (a.fold === b.fold) return true;
  // An OCR slip changes a letter or two; on a short name two letters make another name ("Elvis" / "Ervin").
  if (a.fold.length > 8 && withinEdits(a.fold, b.fold, a.fold.length > 16 ? 2 : 1)) return true;
  const [small, big] = a.words.length <= b.words.length ? [a.words, b.words] : [b.words, a.words];
  return small.length >= 2 && small.every((t) => big.includes(t) || (t.length === 1 && big.some((w) => w.startsWith(t))));
}

/** Whether two printed names are the same person. */
export function sameName(a: string, b: string): boolean {
  return sameKey(nameKey(a), nameKey(b));
}

/**
 * The source of a pattern for `name` printed again elsewhere, its words as
 * printed with commas, periods or spaces between ("Jane Roe" for "JANE ROE").
 * A middle initial may be left out the second time ("c/o Jo Roe" for "Jo D. Roe"). Used case-insensitively.
 */
export function printedAgainSource(name: string): string {
  const words = name.replace(SUFFIX_AT_END, '').replace(ESQUIRE_AT_END, '').split(/[\s,]+/).filter(Boolean);
  const between = '[\\s,.]{1,3}';
  return words
    .map((w, i) => (i > 0 && i < words.length - 1 && MIDDLE_INITIAL.test(w) ? `(?:${escapeRegExp(w.replace(/\.$/, ''))}${between})?` : `${escapeRegExp(w)}${i < words.length - 1 ? between : ''}`))
    .join('');
}
const MIDDLE_INITIAL = /^[A-Z]\.?$/;
