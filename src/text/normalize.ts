/**
 * Normalization that keeps an offset map back to the caller's text.
 *
 * Recognizers match against `norm`, a cleaned copy of the notice: one kind of
 * quote, one kind of dash, ligatures spelled out, non-breaking and other
 * exotic spaces made plain, runs of spaces folded to one, CRLF made LF, and
 * words hyphenated across a line break (or, in scraped text, across a single
 * space: "Na- tional") joined. Every character of `norm` remembers where it
 * came from, so a match in `norm` becomes a span of the original text.
 */

const CHAR_MAP: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'", '\u00B4': "'", '\u0060': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-', '\u00AD': '',
  '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl',
  '\u00A0': ' ', '\u2007': ' ', '\u202F': ' ', '\u2009': ' ', '\u200A': ' ', '\u2002': ' ', '\u2003': ' ',
  '\u2004': ' ', '\u2005': ' ', '\u2006': ' ', '\u2008': ' ', '\u3000': ' ', '\t': ' ', '\f': '\n', '\v': '\n',
  '\u200B': '', '\u200C': '', '\u200D': '', '\uFEFF': '', '\u2028': '\n', '\u2029': '\n',
};

export interface NormalizedText {
  /** The caller's text, untouched. */
  readonly original: string;
  /** The cleaned text recognizers match against. */
  readonly norm: string;
  /** `map[i]` is the index in `original` of `norm[i]`; `map[norm.length]` is `original.length`. */
  readonly map: Int32Array;
}

const isLower = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z';
const isLetter = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));

export function normalize(original: string): NormalizedText {
  const out: string[] = [];
  const pos: number[] = [];
  const push = (s: string, at: number) => {
    for (const ch of s) {
      out.push(ch);
      pos.push(at);
    }
  };
  const n = original.length;
  for (let i = 0; i < n; i++) {
    let ch = original[i];
    if (ch === '\r') {
      if (original[i + 1] === '\n') continue;
      ch = '\n';
    }
    const mapped = CHAR_MAP[ch];
    if (mapped !== undefined) ch = mapped;
    if (ch === '') continue;
    if (ch.length > 1) {
      push(ch, i);
      continue;
    }
    if (ch === ' ') {
      const prev = out[out.length - 1];
      if (prev === ' ' || prev === '\n' || prev === undefined) continue; // fold runs; no indentation
      push(' ', i);
      continue;
    }
    if (ch === '\n') {
      if (out[out.length - 1] === ' ') {
        out.pop();
        pos.pop();
      }
      // A word hyphenated across a line break: "foreclo-\nsure" -> "foreclosure".
      if (out[out.length - 1] === '-' && isLetter(out[out.length - 2])) {
        let j = i + 1;
        while (j < n && (original[j] === ' ' || original[j] === '\t')) j++;
        if (isLower(original[j])) {
          out.pop();
          pos.pop();
          i = j - 1;
          continue;
        }
      }
      push('\n', i);
      continue;
    }
    // Scraped text that lost its line breaks keeps the hyphen and a space: "Na- tional".
    if (ch === '-' && isLetter(out[out.length - 1]) && original[i + 1] === ' ' && isLower(original[i + 2]) &&
        isLetter(out[out.length - 2])) {
      i += 1;
      continue;
    }
    push(ch, i);
  }
  const map = new Int32Array(out.length + 1);
  for (let k = 0; k < pos.length; k++) map[k] = pos[k];
  map[out.length] = n;
  return { original, norm: out.join(''), map };
}

/** The original-text span of `norm.slice(start, end)`. */
export function toOriginalSpan(t: NormalizedText, start: number, end: number): { start: number; end: number } {
  if (end <= start) {
    const at = t.map[Math.min(start, t.map.length - 1)];
    return { start: at, end: at };
  }
  return { start: t.map[start], end: t.map[end - 1] + 1 };
}

/** The `norm` index of the first character at or after original index `orig`. */
export function toNormIndex(t: NormalizedText, orig: number): number {
  let lo = 0;
  let hi = t.map.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t.map[mid] < orig) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
