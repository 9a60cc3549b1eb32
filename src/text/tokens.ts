/**
 * Tokens and sentence boundaries over normalized text.
 *
 * A token is a run of non-space characters with ",", ";" and "&" split off
 * (they separate parties: "DOE, JOHN & JANE"); other punctuation stays on
 * the word ("N.A.", "Inc.", "(s)"), because notices use it inside names.
 */
import { MATCH_REACH, type NoticeDocument } from './document.js';
import { firstAtOrAfter } from './spans.js';
import { wordAlternation } from './escape.js';
import { SENTENCE_ABBREVIATIONS } from '../lexicon/token-abbreviations.js';

export interface Token {
  text: string;
  ns: number;
  ne: number;
}

/** The characters that are a token of their own. */
const isSeparator = (c: string): boolean => c === ',' || c === ';' || c === '&';
/** Whitespace as `\s` reads it; normalized text is nearly all ASCII, so the regex is asked only past it. */
const isSpace = (c: string): boolean => c === ' ' || c === '\n' || (c < ' ' ? /\s/.test(c) : c > '~' && /\s/.test(c));

/**
 * Tokens of `doc.norm` from `from` up to `to`, at most `max` of them: the
 * matches of /[;&]|,|[^\s,;&]+/g starting in [from, to), read as `matchAll`
 * reads them (a word that starts before `to` runs on at most MATCH_REACH past
 * it). Walked by hand: a regex call per token cost more than its match.
 */
export function tokenize(doc: NoticeDocument, from: number, to: number, max = Infinity): Token[] {
  const out: Token[] = [];
  if (max <= 0) return out;
  const text = doc.norm;
  const end = Math.min(text.length, to + MATCH_REACH);
  let i = Math.max(0, from);
  while (i < to && i < end) {
    const c = text[i];
    if (isSpace(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    if (!isSeparator(c)) while (j < end && !isSpace(text[j]) && !isSeparator(text[j])) j++;
    out.push({ text: text.slice(i, j), ns: i, ne: j });
    if (out.length >= max) break;
    i = j;
  }
  return out;
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATION = new RegExp(`(?:^|[\\s(])(?:[A-Z]|[A-Z]\\.[A-Z]|${wordAlternation(SENTENCE_ABBREVIATIONS)})$`);

/** Where the sentence holding `at` starts and ends: at ". X", "? X", "! X", or a blank line. */
export function sentenceAt(doc: NoticeDocument, at: number): { ns: number; ne: number } {
  const cuts = doc.memo(sentenceCuts);
  // The first cut at or after `at` ends the sentence; the last one at or before at - 2 starts it
  // (a cut at at - 1 would put `at` on the space or line break after it: it belongs to neither side).
  const lo = firstAtOrAfter(cuts, at);
  let prev = lo - 1;
  if (prev >= 0 && cuts[prev] === at - 1) prev--;
  const ns = prev >= 0 ? cuts[prev] + 2 : 0;
  const next = lo < cuts.length ? cuts[lo] : -1;
  const ne = next < 0 ? doc.norm.length : doc.norm[next] === '\n' ? next : next + 1;
  return { ns, ne };
}

/**
 * Every position where a sentence ends, found once per notice (then each
 * lookup is a binary search, not a walk that may cross the whole notice): the
 * first break of a blank line, or a sentence-final mark followed by a space.
 */
function sentenceCuts(doc: NoticeDocument): Int32Array {
  const text = doc.norm;
  const cuts: number[] = [];
  for (let i = 0; i < text.length - 1; i++) {
    const c = text[i];
    if ((c === '\n' && text[i + 1] === '\n') || (isSentenceMark(c) && text[i + 1] === ' ' && isSentenceEnd(text, i))) cuts.push(i);
  }
  return Int32Array.from(cuts);
}

/** A sentence-final mark, told by comparison: a regex test per character of the notice cost more than the rest of the walk. */
const isSentenceMark = (c: string): boolean => c === '.' || c === '?' || c === '!';

function isSentenceEnd(text: string, dot: number): boolean {
  if (text[dot] !== '.') return true;
  const next = text[dot + 2];
  if (!next || !/[A-Z"(]/.test(next)) return false;
  return !ABBREVIATION.test(text.slice(Math.max(0, dot - 8), dot));
}
