/**
 * Words a narrow column wrapped inside a name with no hyphen ("Lind\ngren,"):
 * the name readers read such a word whole and judge the joined form, while
 * the value stays as printed.
 */
import { NAME_PARTICLES } from '../lexicon/name-particles.js';
import { PARTY_ROLE_WORDS } from '../lexicon/party-roles.js';
import { STANDALONE_WORDS } from '../lexicon/split-words.js';

/** A role word on the next line is a word of its own ("Doe\ntrustee,"). */
const ROLE_WORDS: ReadonlySet<string> = new Set(PARTY_ROLE_WORDS.map((w) => w.toLowerCase()));
/** So is a particle that opens the next name word ("Anne\nde Laval"); one that a comma closes ends a name ("Sulli\nvan,"). */
const PARTICLES: ReadonlySet<string> = new Set(NAME_PARTICLES.map((w) => w.toLowerCase()));

/**
 * "Bank of Plain\nville,", "Hilda Lind\ngren, Defendants": a narrow column
 * wraps a name inside a word and prints no hyphen. A short lowercase fragment
 * that opens a line right after a capitalised word ending the line above, and
 * is itself closed by punctuation, the end of the run or the next name word
 * ("Wil\nliam Tolley"), is that word's rest: a word of its own there would be
 * prose ("Doe\nwill sell"), and prose goes on in lower case.
 */
export function isWrappedWordRest(text: string, at: number, word: string): boolean {
  if (text[at - 1] !== '\n' || !/[A-Za-z]/.test(text[at - 2] ?? '') || !WRAPPED_REST.test(word)) return false;
  const w = word.replace(/[.,;]$/, '');
  if ((STANDALONE_WORDS.has(w) && !NAME_ENDINGS.has(w)) || ROLE_WORDS.has(w)) return false;
  let s = at - 1;
  while (s > 0 && /[A-Za-z]/.test(text[s - 1])) s--;
  if (!/^[A-Z]/.test(text[s])) return false;
  const after = text.slice(at + word.length, at + word.length + 6);
  const closed = /[.,;]$/.test(word) || /^(?:\s*$|[.,;])/.test(after);
  return closed || (!PARTICLES.has(w) && /^\s(?:and\s|&\s|[A-Z])/.test(after));
}
const WRAPPED_REST = /^[a-z]{2,8}[.,;]?$/;
/** Words of their own that also end names ("Tollef\nson", "Caro\nline"): after a capitalised fragment they finish it. */
const NAME_ENDINGS = new Set(['son', 'sons', 'line', 'house', 'west']);
/** `text` with each line break inside a wrapped word (see isWrappedWordRest) taken out: the form a name is judged in. */
export function joinedWrappedWords(text: string): string {
  if (!text.includes('\n')) return text;
  return text.replace(/\n([a-z]+[.,;]?)/g, (whole, word: string, at: number) =>
    (isWrappedWordRest(text, at + 1, word) ? word : whole));
}
