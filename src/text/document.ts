import { normalize, toNormIndex, toOriginalSpan, type NormalizedText } from './normalize.js';
import type { Field, Mention } from '../types.js';
import { firstAtOrAfter } from './spans.js';
import { printedText } from './printed.js';

/**
 * A finding in normalized coordinates (`ns`..`ne` index `doc.norm`). Pipelines
 * work with hits; only the wire layer turns them into spans of the original.
 */
export interface Hit<V> {
  ns: number;
  ne: number;
  value: V;
  source: string;
  /** Where the hit's leading part ends when the rest only closes it (a time window's end after its start hour). */
  leadEnd?: number;
}

/** The notice being read: original text, normalized text, and the map between them. */
export class NoticeDocument implements NormalizedText {
  readonly original: string;
  readonly norm: string;
  readonly map: Int32Array;
  /** Lower-cased `norm`, for case-insensitive cue searches that keep offsets. */
  readonly lower: string;

  constructor(text: string) {
    const t = normalize(text);
    this.original = t.original;
    this.norm = t.norm;
    this.map = t.map;
    this.lower = t.norm.toLowerCase();
  }

  /** Original text of a normalized span as printed (text/printed.ts): line breaks and space runs folded to one space. */
  valueOf(ns: number, ne: number): string {
    const { start, end } = toOriginalSpan(this, ns, ne);
    return printedText(this.original.slice(start, end));
  }

  mention<V>(hit: Hit<V>): Mention<V> {
    const { start, end } = toOriginalSpan(this, hit.ns, hit.ne);
    return { start, end, text: this.original.slice(start, end), value: hit.value, source: hit.source };
  }

  /**
   * A field whose value is the printed text of the hit (or `value` when
   * given), found by the hit's recognizer and chosen by the slot rule `rule`.
   */
  field<V = string>(hit: Hit<unknown>, value: V | undefined, rule: string, stated = true): Field<V> {
    const { start, end } = toOriginalSpan(this, hit.ns, hit.ne);
    return {
      value: (value === undefined ? this.valueOf(hit.ns, hit.ne) : value) as V,
      start,
      end,
      text: this.original.slice(start, end),
      recognizer: hit.source,
      rule,
      stated,
    };
  }

  toNorm(orig: number): number {
    return toNormIndex(this, orig);
  }

  /** Where the line holding `ni` starts (after the last line break before `ni`). */
  lineStart(ni: number): number {
    const breaks = this.lineBreaks();
    // The last break at or before ni - 1 (at or before 0 for ni <= 0, as lastIndexOf reads it).
    const lo = firstAtOrAfter(breaks, Math.max(0, ni - 1) + 1);
    return lo === 0 ? 0 : breaks[lo - 1] + 1;
  }

  /** Where the line holding `ni` ends (its line break, or the end of the text). */
  lineEnd(ni: number): number {
    const breaks = this.lineBreaks();
    const lo = firstAtOrAfter(breaks, ni);
    return lo === breaks.length ? this.norm.length : breaks[lo];
  }

  /**
   * What `make` computes from this notice, computed once: tables that turn a
   * walk through the text per lookup into a binary search (line breaks,
   * sentence ends). Kept by the document, so nothing is shared between notices.
   */
  memo<T>(make: (doc: NoticeDocument) => T): T {
    if (!this.memos.has(make)) this.memos.set(make, make(this));
    return this.memos.get(make) as T;
  }
  private readonly memos = new Map<(doc: NoticeDocument) => unknown, unknown>();

  /** Positions of the line breaks (a scraped notice may be one line: no walking to the next break). */
  private lineBreaks(): Int32Array {
    return this.memo(lineBreaks);
  }
}

function lineBreaks(doc: NoticeDocument): Int32Array {
  const found: number[] = [];
  for (let i = doc.norm.indexOf('\n'); i >= 0; i = doc.norm.indexOf('\n', i + 1)) found.push(i);
  return Int32Array.from(found);
}

/**
 * How far past the end of a window a match that starts inside it may read:
 * enough for any cue phrase and its lookahead, so a window's matches are the
 * ones a scan of the whole text would find there.
 */
export const MATCH_REACH = 200;

/**
 * `text` cut `MATCH_REACH` characters after `to`, with the same indices: a
 * regex run over it cannot read further, so scanning a window costs the
 * window, not the rest of the text (V8 slices share the parent's characters:
 * the cut is constant time). Lookbehinds still see everything before; the
 * cut reads as the end of the text, so a windowed pattern must not hang on
 * `$` or on a lookahead more than MATCH_REACH long.
 */
export function upTo(text: string, to: number): string {
  const end = to + MATCH_REACH;
  return end >= text.length ? text : text.slice(0, Math.max(0, end));
}

/**
 * Every match of a global regex that starts inside [from, to) of `text`,
 * without building a substring. The scan reads at most `MATCH_REACH`
 * characters past `to`: whatever lies further cannot make it run on.
 */
export function* matchAll(re: RegExp, text: string, from = 0, to = text.length): Generator<RegExpExecArray> {
  if (!re.global && !re.sticky) throw new Error('matchAll needs a global regex');
  const window = upTo(text, to);
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(window)) !== null && m.index < to) {
    if (m[0].length === 0) re.lastIndex++;
    yield m;
  }
}

/** The first match of a global regex that starts inside [from, to) of `text`, read as `matchAll` reads. */
export function firstMatch(re: RegExp, text: string, from = 0, to = text.length): RegExpExecArray | undefined {
  for (const m of matchAll(re, text, from, to)) return m;
  return undefined;
}

/** The `n` characters of normalized text before `ns` (fewer at the start). */
export function textBefore(doc: NoticeDocument, ns: number, n: number): string {
  return doc.norm.slice(Math.max(0, ns - n), ns);
}

/** The `n` characters of normalized text from `ne` on (fewer at the end). */
export function textAfter(doc: NoticeDocument, ne: number, n: number): string {
  return doc.norm.slice(ne, ne + n);
}

/**
 * Whether a line broke right before `at`, as printed or as a scraper ran it on: a line break, or a wide gap (two
 * spaces or more in the caller's text, which normalization folds to one) where the scraper joined two lines.
 */
export function breakBefore(doc: NoticeDocument, at: number): boolean {
  if (at <= 0) return true;
  return doc.norm[at - 1] === '\n' || wideGapBefore(doc, at);
}

/** Whether a wide gap (two spaces or more in the caller's text, folded to one) stands right before `at`. */
export function wideGapBefore(doc: NoticeDocument, at: number): boolean {
  return at > 0 && doc.norm[at - 1] === ' ' && doc.map[at] - doc.map[at - 1] > 1;
}
