/**
 * Tokens and sentence boundaries over normalized text.
 *
 * A token is a run of non-space characters with ",", ";" and "&" split off
 * (they separate parties: "DOE, JOHN & JANE"); other punctuation stays on
 * the word ("N.A.", "Inc.", "(s)"), because notices use it inside names.
 */
import type { NoticeDocument } from './document.js';

export interface Token {
  text: string;
  ns: number;
  ne: number;
}

const TOKEN = /[;&]|,|[^\s,;&]+/g;

/** Tokens of `doc.norm` from `from` up to `to`, at most `max` of them. */
export function tokenize(doc: NoticeDocument, from: number, to: number, max = Infinity): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = from;
  let m: RegExpExecArray | null;
  while (out.length < max && (m = TOKEN.exec(doc.norm)) !== null && m.index < to) {
    out.push({ text: m[0], ns: m.index, ne: m.index + m[0].length });
  }
  return out;
}

/** Abbreviations whose period does not end a sentence. */
const ABBREVIATION = /(?:^|[\s(])(?:[A-Z]|[A-Z]\.[A-Z]|Mr|Mrs|Ms|Dr|Jr|Sr|St|Ave|Blvd|Rd|Ste|No|Nos|Co|Corp|Inc|Ltd|Esq|N\.A|P\.C|P\.A|L\.L\.C|U\.S|Bk|Pg|Vol|Sec|Twp|Hwy|Mt|Ft|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|a\.m|p\.m|A\.M|P\.M|et al|seq)$/;

/** Where the sentence holding `at` starts and ends: at ". X", "? X", "! X", or a blank line. */
export function sentenceAt(doc: NoticeDocument, at: number): { ns: number; ne: number } {
  const text = doc.norm;
  let ns = 0;
  for (let i = at - 1; i > 0; i--) {
    if (text[i] === '\n' && text[i - 1] === '\n') { ns = i + 1; break; }
    if (/[.?!]/.test(text[i - 1]) && text[i] === ' ' && isSentenceEnd(text, i - 1)) { ns = i + 1; break; }
  }
  let ne = text.length;
  for (let i = at; i < text.length - 1; i++) {
    if (text[i] === '\n' && text[i + 1] === '\n') { ne = i; break; }
    if (/[.?!]/.test(text[i]) && text[i + 1] === ' ' && isSentenceEnd(text, i)) { ne = i + 1; break; }
  }
  return { ns, ne };
}

function isSentenceEnd(text: string, dot: number): boolean {
  if (text[dot] !== '.') return true;
  const next = text[dot + 2];
  if (!next || !/[A-Z"(]/.test(next)) return false;
  return !ABBREVIATION.test(text.slice(Math.max(0, dot - 8), dot));
}
