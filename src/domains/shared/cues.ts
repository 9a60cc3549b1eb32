/**
 * Cue phrases as data, and the few ways pipelines look for them around a hit.
 * A cue row is [pattern source, example]; patterns are case-insensitive.
 */
import { matchAll, type Hit, type NoticeDocument } from '../../text/document.js';
import { RowPattern } from '../../text/row-pattern.js';

export type CueRow = readonly [pattern: string, example: string];

/** One alternation of all rows. `anchor` 'end' matches only at the end of the searched text. */
export function compileCues(rows: readonly CueRow[], anchor: 'end' | 'start' | 'none' = 'none', flags = 'i'): RegExp {
  const body = `(?:${rows.map(([p]) => p).join('|')})`;
  // "dated the 8th day of October": an article between a cue and its value belongs to neither.
  if (anchor === 'end') return new RegExp(`${body}(?:\\s(?:the|this))?[\\s:,.\\-]*$`, flags);
  if (anchor === 'start') return new RegExp(`^[\\s:,.\\-]*${body}`, flags);
  return new RegExp(body, flags.includes('g') ? flags : `${flags}g`);
}

/** Whether `cue` matches the `window` characters right before `ns`. */
export function cueBefore(doc: NoticeDocument, ns: number, cue: RegExp, window: number): boolean {
  return cue.test(doc.norm.slice(Math.max(0, ns - window), ns));
}

/** Whether `cue` matches the `window` characters right after `ne`. */
export function cueAfter(doc: NoticeDocument, ne: number, cue: RegExp, window: number): boolean {
  return cue.test(doc.norm.slice(ne, ne + window));
}

/** Positions just after each match of a global cue pattern in [from, to). */
export function cueEnds(doc: NoticeDocument, cue: RegExp, from = 0, to = doc.norm.length): number[] {
  return cueMatches(doc, cue, from, to).map(([, end]) => end);
}

/** Matches of a global cue pattern in [from, to) as [start, end] pairs; the scan never reads past `to`. */
export function cueMatches(doc: NoticeDocument, cue: RegExp, from = 0, to = doc.norm.length): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const m of matchAll(cue, doc.norm, from, to)) out.push([m.index, m.index + m[0].length]);
  return out;
}

/** The first hit starting within `reach` characters after `pos` (skipping only what `gap` allows). */
export function hitAfter<V>(hits: Hit<V>[], pos: number, reach: number, doc?: NoticeDocument, gap?: RegExp): Hit<V> | undefined {
  for (const h of hits) {
    if (h.ns < pos) continue;
    if (h.ns - pos > reach) return undefined;
    if (doc && gap && !gap.test(doc.norm.slice(pos, h.ns))) continue;
    return h;
  }
  return undefined;
}

export const inside = (h: { ns: number; ne: number }, range: { ns: number; ne: number }) => h.ns >= range.ns && h.ne <= range.ne;
export const overlapping = (a: { ns: number; ne: number }, b: { ns: number; ne: number }) => a.ns < b.ne && b.ns < a.ne;

export interface RowMatch { ns: number; ne: number; row: number }

/**
 * A cue table compiled into one alternation with a named group per row, so
 * the text is scanned once per table, not once per row. Matches come in text
 * order; `byPriority` orders them by row (earlier rows are stronger cues).
 */
export class CueTable {
  private readonly pattern: RowPattern;
  constructor(readonly rows: readonly string[], flags = 'gi') {
    this.pattern = new RowPattern(rows, flags.includes('g') ? flags : `${flags}g`);
  }

  static of(rows: readonly CueRow[]): CueTable {
    return new CueTable(rows.map(([p]) => p));
  }

  /** Matches in [from, to), in text order; the scan never reads past `to`. */
  matches(doc: NoticeDocument, from = 0, to = doc.norm.length): RowMatch[] {
    const out: RowMatch[] = [];
    for (const m of matchAll(this.pattern.re, doc.norm, from, to)) {
      if (m[0].length === 0) continue;
      out.push({ ns: m.index, ne: m.index + m[0].length, row: this.pattern.rowOf(m) });
    }
    return out;
  }

  byPriority(doc: NoticeDocument, from = 0, to = doc.norm.length): RowMatch[] {
    return this.matches(doc, from, to).sort((a, b) => a.row - b.row || a.ns - b.ns);
  }
}
