/**
 * Tokens and sentence boundaries over normalized text.
 *
 * A token is a run of non-space characters with ",", ";" and "&" split off
 * (they separate parties: "DOE, JOHN & JANE"); other punctuation stays on
 * the word ("N.A.", "Inc.", "(s)"), because notices use it inside names.
 */
import { matchAll, type NoticeDocument } from './document.js';
import { firstAtOrAfter } from './spans.js';
import { wordAlternation } from './escape.js';
import { SENTENCE_ABBREVIATIONS } from '../lexicon/token-abbreviations.js';

export interface Token {
  text: string;
  ns: number;
  ne: number;
}

const TOKEN = /[;&]|,|[^\s,;&]+/g;

/** Tokens of `doc.norm` from `from` up to `to`, at most `max` of them. */
export function tokenize(doc: NoticeDocument, from: number, to: number, max = Infinity): Token[] {
  const out: Token[] = [];
  if (max <= 0) return out;
  for (const m of matchAll(TOKEN, doc.norm, from, to)) {
    out.push({ text: m[0], ns: m.index, ne: m.index + m[0].length });
    if (out.length >= max) break;
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
    if ((text[i] === '\n' && text[i + 1] === '\n') || (/[.?!]/.test(text[i]) && text[i + 1] === ' ' && isSentenceEnd(text, i))) cuts.push(i);
  }
  return Int32Array.from(cuts);
}

function isSentenceEnd(text: string, dot: number): boolean {
  if (text[dot] !== '.') return true;
  const next = text[dot + 2];
  if (!next || !/[A-Z"(]/.test(next)) return false;
  return !ABBREVIATION.test(text.slice(Math.max(0, dot - 8), dot));
}
