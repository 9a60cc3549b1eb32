/**
 * Normalization that keeps an offset map back to the caller's text.
 *
 * Recognizers match against `norm`, a cleaned copy of the notice: one kind of
 * quote, one kind of dash, ligatures spelled out, accented Latin letters read
 * as their base letters, non-breaking and other
 * exotic spaces made plain, runs of spaces folded to one, CRLF made LF, and
 * words hyphenated across a line break (or, in scraped text, across a single
 * space: "Na- tional") joined, and notice words OCR split in two ("no tice",
 * "Coun\nty") joined back (see lexicon/split-words.ts). Every character of `norm` remembers where it
 * came from, so a match in `norm` becomes a span of the original text.
 */

import { REJOINABLE_WORDS, STANDALONE_WORDS } from '../lexicon/split-words.js';
import { LATIN_FOLDS } from './latin-fold.js';
import { GLUED_FIELD_LABELS } from '../lexicon/glued-field-labels.js';

const CHAR_MAP: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201A': "'", '\u201B': "'", '\u2032': "'", '\u00B4': "'", '\u0060': "'",
  '\u201C': '"', '\u201D': '"', '\u201E': '"', '\u201F': '"', '\u2033': '"',
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2013': '-', '\u2014': '-', '\u2015': '-', '\u2212': '-', '\u00AD': '',
  '\uFB00': 'ff', '\uFB01': 'fi', '\uFB02': 'fl', '\uFB03': 'ffi', '\uFB04': 'ffl',
  '\u00A0': ' ', '\u2007': ' ', '\u202F': ' ', '\u2009': ' ', '\u200A': ' ', '\u2002': ' ', '\u2003': ' ',
  '\u2004': ' ', '\u2005': ' ', '\u2006': ' ', '\u2008': ' ', '\u3000': ' ', '\t': ' ', '\f': '\n', '\v': '\n',
  '\u200B': '', '\u200C': '', '\u200D': '', '\uFEFF': '', '\u2028': '\n', '\u2029': '\n',
  // List bullets read as the one bullet Latin-1 has.
  '\u2022': '\u00B7', '\u2023': '\u00B7', '\u2043': '\u00B7', '\u25AA': '\u00B7', '\u25AB': '\u00B7',
  '\u25A0': '\u00B7', '\u25A1': '\u00B7', '\u25CF': '\u00B7', '\u25CB': '\u00B7', '\u25E6': '\u00B7', '\u25BA': '\u00B7',
};

/**
 * What any other character past Latin-1 reads as: a symbol no recognizer
 * looks for, outside every letter, digit and space class, so it matches
 * where that character matched. Values are sliced from the original text and
 * keep it. Why: V8 compiles each pattern once per string width, so one
 * two-byte text doubles the machine code of every pattern it meets; with
 * `norm` always one-byte, the process holds half as much, and stays under the
 * size past which V8 stops optimizing the patterns it compiles (README,
 * "Speed").
 */
const WIDE_STAND_IN = 0xa4;

/**
 * UTF-8 punctuation read back as Windows-1252 ("O\u00e2\u20ac\u2122NEAL" for
 * "O\u2019NEAL"): "\u00e2\u20ac" and a third character that tells which. The
 * three read as the one they stand for.
 */
const MOJIBAKE_LEAD = [0xe2, 0x20ac] as const;
const MOJIBAKE_THIRD = new Map<number, number>([
  [0x2122, 0x27], [0x02dc, 0x27], [0x0153, 0x22], [0x009d, 0x22], [0x201c, 0x2d], [0x201d, 0x2d], [0x00a2, 0xb7],
]);

export interface NormalizedText {
  /** The caller's text, untouched. */
  readonly original: string;
  /** The cleaned text recognizers match against. */
  readonly norm: string;
  /** `map[i]` is the index in `original` of `norm[i]`; `map[norm.length]` is `original.length`. */
  readonly map: Int32Array;
}

const isLowerCode = (c: number) => c >= 97 && c <= 122;
const isLetterCode = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isAlnumCode = (c: number) => isLetterCode(c) || (c >= 48 && c <= 57);
/** A scraped page's field label run onto the value before it ("...ServicesDESCRIPTION:"), read where it starts. */
const GLUED_LABEL = new RegExp(`(?:${GLUED_FIELD_LABELS.map((l) => l.replace(/ /g, '[ \\t]')).join('|')})[ \\t]?:`, 'y');
/** The labels' first two letters, as one number each: a cheap test before the pattern is tried. */
const GLUED_LABEL_PAIRS = new Set(GLUED_FIELD_LABELS.map((l) => l.charCodeAt(0) * 128 + l.charCodeAt(1)));
const SPACE = 32;
const NEWLINE = 10;
const HYPHEN = 45;

/** Replacement text per exotic code unit, as code units. */
const REPLACE = new Map<number, number[]>(
  [...LATIN_FOLDS, ...Object.entries(CHAR_MAP).map(([from, to]) => [from.charCodeAt(0), to] as [number, string])]
    .map(([from, to]) => [from, [...to].map((c) => c.charCodeAt(0))]),
);

const UTF16 = new TextDecoder('utf-16le');

const SHORTEST_JOIN = 5;
const LONGEST_JOIN = 16;

/** Whether the fragments share one word's case: "no tice", "Coun ty", "ADMINIS TRATOR". */
function sameWordCase(a: string, b: string): boolean {
  const upper = (s: string) => s === s.toUpperCase();
  const lower = (s: string) => s === s.toLowerCase();
  return lower(b) || (upper(a) && upper(b) && a.length + b.length > 2);
}

/**
 * A split's shape as one number, no string made: the first two letters of
 * its first fragment and the first letter of its second (lower-cased), the
 * first fragment's length and the joined length. Most word pairs of a notice
 * have a shape no split notice word has.
 */
function splitShape(text: ArrayLike<number>, start: number, end: number, next: number, joinedLength: number): number {
  const second = start + 1 < end ? text[start + 1] | 32 : 0;
  const letters = ((text[start] | 32) * 128 + second) * 32 + ((text[next] | 32) & 31);
  return (letters * 16 + (end - start)) * 32 + joinedLength;
}

/** The shapes of every way a rejoinable word splits in two. */
const SPLIT_SHAPES: ReadonlySet<number> = new Set(
  [...REJOINABLE_WORDS].flatMap((w) => {
    const units = Array.from(w, (c) => c.charCodeAt(0));
    return Array.from({ length: w.length - 1 }, (_, k) => splitShape(units, 0, k + 1, k + 1, w.length));
  }),
);

/**
 * Which letters open a split of a rejoinable word, as one index: the first two letters of the first fragment (the
 * second 0 when it is one letter) and the first of the second fragment, lower-cased (the letters of `splitShape`).
 * Most word pairs of a notice open no split: one look in this table passes them over before their shape is built
 * and sought in the set, which cost most of normalization.
 */
const letterIndex = (c: number) => (c | 32) - 96;
const openingKey = (first: number, second: number, next: number) => (letterIndex(first) * 27 + (second ? letterIndex(second) : 0)) * 27 + letterIndex(next);
const SPLIT_OPENINGS: Uint8Array = (() => {
  const table = new Uint8Array(27 * 27 * 27);
  for (const w of REJOINABLE_WORDS) {
    const units = Array.from(w, (c) => c.charCodeAt(0));
    for (let k = 1; k < w.length; k++) table[openingKey(units[0], k > 1 ? units[1] : 0, units[k])] = 1;
  }
  return table;
})();

const isWordCode = (c: number) => isLetterCode(c) || (c >= 48 && c <= 57) || c === 95;

/** What a code unit is to the split-word pass, looked up (two range tests per character cost twice the pass). */
const LETTER = 1;
const OTHER_WORD_CHAR = 2;
const WORD_CLASS: Uint8Array = (() => {
  const table = new Uint8Array(0x10000);
  for (let c = 0; c < table.length; c++) table[c] = isLetterCode(c) ? LETTER : isWordCode(c) ? OTHER_WORD_CHAR : 0;
  return table;
})();

/**
 * Indices (in `text`) of the spaces inside split notice words: two letter
 * runs with one space or line break between them (OCR splits words mostly at
 * the end of a column's line). One pass over the text; a pair is spelled out
 * only when its shape is one a split notice word has.
 */
function splitWordSpaces(text: Uint16Array, n: number): Edit {
  const drops: number[] = [];
  const breaks: number[] = [];
  let prevStart = -1;
  let prevEnd = -1;
  let i = 0;
  while (i < n) {
    if (WORD_CLASS[text[i]] !== LETTER) {
      i++;
      continue;
    }
    const start = i;
    while (i < n && WORD_CLASS[text[i]] === LETTER) i++;
    const whole = (start === 0 || WORD_CLASS[text[start - 1]] === 0) && (i === n || WORD_CLASS[text[i]] === 0);
    if (!whole) {
      prevEnd = -1;
      continue;
    }
    // Read only when a word came before: an index of -1 sends the typed array read down a slow path.
    const sep = prevEnd >= 0 ? text[prevEnd] : 0;
    if (prevEnd >= 0 && start === prevEnd + 1 && (sep === SPACE || sep === NEWLINE)) {
      const joinedLength = prevEnd - prevStart + i - start;
      const opening = openingKey(text[prevStart], prevStart + 1 < prevEnd ? text[prevStart + 1] : 0, text[start]);
      if (joinedLength >= SHORTEST_JOIN && joinedLength <= LONGEST_JOIN && SPLIT_OPENINGS[opening] === 1) {
        if (SPLIT_SHAPES.has(splitShape(text, prevStart, prevEnd, start, joinedLength))) {
          const a = String.fromCharCode(...text.subarray(prevStart, prevEnd));
          const la = a.toLowerCase();
          const b = String.fromCharCode(...text.subarray(start, i));
          const lb = b.toLowerCase();
          if (sameWordCase(a, b) && REJOINABLE_WORDS.has(la + lb) && !(STANDALONE_WORDS.has(la) && STANDALONE_WORDS.has(lb))) {
            drops.push(prevEnd);
            // A line break inside the word moves to the space after it, so the lines keep their count and layout.
            if (sep === NEWLINE && text[i] === SPACE) breaks.push(i);
          }
        }
      }
    }
    prevStart = start;
    prevEnd = i;
  }
  return { drops, breaks };
}

/** What a pass over the normalized text changes: characters to drop (sorted) and spaces that become line breaks. */
interface Edit { drops: number[]; breaks?: number[] }
const NO_EDIT: Edit = { drops: [] };

/** Removes the (sorted) `drops` from the first `len` units of `out` and `pos`; the new length. */
function dropIndices(out: Uint16Array, pos: Int32Array, len: number, drops: number[]): number {
  let w = 0;
  let d = 0;
  for (let r = 0; r < len; r++) {
    if (r === drops[d]) {
      d++;
      continue;
    }
    out[w] = out[r];
    pos[w++] = pos[r];
  }
  return w;
}

/** A mark the scan of a column's edge leaves at the start of a line, before a space and a word: "i ", "! ", "j ", "; ". */
const GUTTER_MARK_CHARS = new Set("ijl|!;:'][{}I5");
/** Share of lines that must open with a mark before the marks are read as the scan's gutter. */
const GUTTER_SHARE = 0.25;
const GUTTER_MIN_LINES = 5;

/**
 * Indices of gutter marks: when many lines of an OCR scan open with one
 * stray character and a space, those two characters are noise, not text.
 * Only line starts are looked at, found by searching for the breaks (a
 * multiline pattern was tried at every position); normalized text ends its
 * lines with "\n" alone (CR, U+2028 and U+2029 are made one).
 */
export function gutterMarks(text: string): Edit {
  const marks: number[] = [];
  let lines = 0;
  for (let at = 0; ;) {
    lines++;
    if (GUTTER_MARK_CHARS.has(text[at]) && text[at + 1] === ' ' && at + 2 < text.length && /\S/.test(text[at + 2])) marks.push(at);
    const nl = text.indexOf('\n', at);
    if (nl < 0) break;
    at = nl + 1;
  }
  if (marks.length < GUTTER_MIN_LINES || marks.length < lines * GUTTER_SHARE) return NO_EDIT;
  return { drops: marks.flatMap((m) => [m, m + 1]) };
}

/** A scraped table's row, "Bid Title | Janitorial Services": a short label, then a bar before the value. */
const TABLE_ROW = /(?<=^|\n)[A-Z][A-Za-z /()&'-]{1,40}? (\|) (?=\S)/g;
/** Rows a page must print before its bars are read as labels' colons. */
const TABLE_MIN_ROWS = 2;
const COLON = 58;

/** Indices of the bars that separate a scraped table's labels from their values, read as colons (same length). */
export function tableRowSeparators(text: string): number[] {
  if (!text.includes(' | ')) return [];
  const bars = [...text.matchAll(TABLE_ROW)].map((m) => m.index + m[0].length - 2);
  return bars.length >= TABLE_MIN_ROWS ? bars : [];
}

/** Question marks a page's mis-decoded indent left at a line's start ("?????Notice is hereby given"): two or more. */
const INDENT_MARKS = /(?<=^|\n)\?{2,}/g;

/** Indices of the question marks a mis-decoded indent left at line starts, and of a space after them. */
export function indentMarks(text: string): Edit {
  if (!text.includes('??')) return NO_EDIT;
  const drops: number[] = [];
  for (const m of text.matchAll(INDENT_MARKS)) {
    let end = m.index + m[0].length;
    if (text[end] === ' ') end++;
    for (let k = m.index; k < end; k++) drops.push(k);
  }
  return { drops };
}

/**
 * Units a few ligatures may add before the buffers must grow: sized for the
 * text's own length, not three times it (the most a ligature expands to), as
 * allocating that much cost more than the pass that fills it.
 */
const LIGATURE_ROOM = 16;

/** `to` holding all of `from` (units past the text's end too: the split-word pass may read one there). */
function grown<T extends Uint16Array | Int32Array>(from: T, to: T): T {
  to.set(from);
  return to;
}

export function normalize(original: string): NormalizedText {
  const n = original.length;
  // A unit per character and one for the map's end; a ligature, which expands, grows them (see `room`).
  let out = new Uint16Array(n + 1 + LIGATURE_ROOM);
  let pos = new Int32Array(out.length);
  let len = 0;
  for (let i = 0; i < n; i++) {
    let c = original.charCodeAt(i);
    if (c === 13) {
      if (original.charCodeAt(i + 1) === NEWLINE) continue;
      c = NEWLINE;
    } else if (c > 126 || c === 9 || c === 12 || c === 11 || c === 96) {
      const rep = REPLACE.get(c);
      if (c === MOJIBAKE_LEAD[0] && original.charCodeAt(i + 1) === MOJIBAKE_LEAD[1] && MOJIBAKE_THIRD.has(original.charCodeAt(i + 2))) {
        // The character stands where its last part does, so a value ending with it keeps all three.
        i += 2;
        c = MOJIBAKE_THIRD.get(original.charCodeAt(i))!;
      } else if (!rep && c > 0xff) c = WIDE_STAND_IN;
      else if (rep) {
        if (rep.length === 0) continue;
        if (rep.length > 1) {
          // Every character after this one writes a unit at most: room for them all, past this one's units.
          if (len + rep.length + (n - i) >= out.length) {
            const cap = 2 * out.length + rep.length;
            out = grown(out, new Uint16Array(cap));
            pos = grown(pos, new Int32Array(cap));
          }
          for (const r of rep) {
            out[len] = r;
            pos[len++] = i;
          }
          continue;
        }
        c = rep[0];
      }
    }
    if (c === SPACE) {
      const prev = len ? out[len - 1] : NEWLINE;
      if (prev === SPACE || prev === NEWLINE) continue; // fold runs; no indentation
      out[len] = SPACE;
      pos[len++] = i;
      continue;
    }
    if (c === NEWLINE) {
      if (len && out[len - 1] === SPACE) len--;
      // A word hyphenated across a line break: "foreclo-\nsure" -> "foreclosure".
      if (len >= 2 && out[len - 1] === HYPHEN && isLetterCode(out[len - 2])) {
        let j = i + 1;
        while (j < n && (original.charCodeAt(j) === SPACE || original.charCodeAt(j) === 9)) j++;
        if (isLowerCode(original.charCodeAt(j))) {
          len--;
          i = j - 1;
          continue;
        }
      }
      out[len] = NEWLINE;
      pos[len++] = i;
      continue;
    }
    // Scraped text that lost its line breaks keeps the hyphen and a space: "Na- tional".
    if (c === HYPHEN && len >= 2 && isLetterCode(out[len - 1]) && isLetterCode(out[len - 2]) &&
        original.charCodeAt(i + 1) === SPACE && isLowerCode(original.charCodeAt(i + 2))) {
      i += 1;
      continue;
    }
    if (c >= 65 && c <= 90 && len && isAlnumCode(out[len - 1]) && GLUED_LABEL_PAIRS.has(c * 128 + original.charCodeAt(i + 1))) {
      GLUED_LABEL.lastIndex = i;
      if (GLUED_LABEL.test(original)) {
        if (len + 1 + (n - i) >= out.length) {
          out = grown(out, new Uint16Array(2 * out.length));
          pos = grown(pos, new Int32Array(2 * pos.length));
        }
        out[len] = NEWLINE;
        pos[len++] = i;
      }
    }
    out[len] = c;
    pos[len++] = i;
  }
  let norm = UTF16.decode(out.subarray(0, len));
  // Each pass drops characters of the text before it, and the next pass reads what is left.
  const gutter = gutterMarks(norm);
  if (gutter.drops.length) {
    len = dropIndices(out, pos, len, gutter.drops);
    norm = UTF16.decode(out.subarray(0, len));
  }
  const indents = indentMarks(norm);
  if (indents.drops.length) {
    len = dropIndices(out, pos, len, indents.drops);
    norm = UTF16.decode(out.subarray(0, len));
  }
  const split = splitWordSpaces(out, len);
  if (split.drops.length) {
    for (const b of split.breaks ?? []) out[b] = NEWLINE;
    len = dropIndices(out, pos, len, split.drops);
    norm = UTF16.decode(out.subarray(0, len));
  }
  const rows = tableRowSeparators(norm);
  if (rows.length) {
    for (const k of rows) out[k] = COLON;
    norm = UTF16.decode(out.subarray(0, len));
  }
  // The positions are the map: no copy (`len` < the buffer's length, as the growth above keeps it).
  pos[len] = n;
  return { original, norm, map: pos.subarray(0, len + 1) };
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
