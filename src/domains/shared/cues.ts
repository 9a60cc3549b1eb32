/**
 * Cue phrases as data, and the few ways pipelines look for them around a hit.
 * A cue row is [pattern source, example]; patterns are case-insensitive.
 */
import { matchAll, upTo, type Hit, type NoticeDocument } from '../../text/document.js';
import { RowPattern } from '../../text/row-pattern.js';
import { gatedMatches, type GatedPattern } from '../../text/gated-scan.js';

/**
 * `scan: 'apart'` marks a row whose shortest match is a word or two letters
 * ("v."): in one alternation with the others it leaves irregexp no long
 * enough run of known letters to skip ahead by, and the whole table tries
 * every position; scanned on its own it costs little (see CueTable).
 */
export type CueRow = readonly [pattern: string, example: string, scan?: 'apart'];

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
  return [...eachCue(doc, cue, from, to)];
}

/**
 * `cueMatches` for a cue gated by its words (text/gated-scan.ts): the same matches, and no scan at all where none
 * of the words is printed, as for a rare phrase ("on behalf of", "Bar No.") most notices never print.
 */
export function gatedCueMatches(doc: NoticeDocument, cue: GatedPattern, from = 0, to = doc.norm.length): Array<[number, number]> {
  return [...gatedMatches(cue, doc, from, to)].map((m) => [m.index, m.index + m[0].length]);
}

/**
 * The same matches, found as they are read: a reader that stops at the first cue it can use leaves the rest of
 * the range unscanned. The reader must not scan with `cue` itself before it is done with them.
 */
export function* eachCue(doc: NoticeDocument, cue: RegExp, from = 0, to = doc.norm.length): Generator<[number, number]> {
  for (const m of matchAll(cue, doc.norm, from, to)) yield [m.index, m.index + m[0].length];
}

/** Whether a global cue pattern matches in [from, to): the scan stops at the first match. */
export const hasCue = (doc: NoticeDocument, cue: RegExp, from = 0, to = doc.norm.length): boolean => !eachCue(doc, cue, from, to).next().done;

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
 * A cue table compiled into one alternation with a numbered group per row, so
 * the text is scanned once per table, not once per row. Matches come in text
 * order; `byPriority` orders them by row (earlier rows are stronger cues).
 *
 * Rows marked to be scanned apart form a second alternation; the two scans
 * are merged as the single alternation would match: the leftmost match wins
 * and, at one position, the earlier row; each scan resumes where the last
 * match taken ends.
 */
export class CueTable {
  private readonly bands: Array<{ pattern: RowPattern; rows: number[] }>;
  constructor(readonly rows: readonly string[], flags = 'gi', apart: ReadonlySet<number> = new Set()) {
    const global = flags.includes('g') ? flags : `${flags}g`;
    const bandRows = [rows.flatMap((_, i) => (apart.has(i) ? [] : [i])), [...apart].sort((a, b) => a - b)].filter((b) => b.length);
    this.bands = bandRows.map((band) => ({ pattern: new RowPattern(band.map((i) => rows[i]), global), rows: band }));
  }

  static of(rows: readonly CueRow[]): CueTable {
    return new CueTable(rows.map(([p]) => p), 'gi', new Set(rows.flatMap((r, i) => (r[2] === 'apart' ? [i] : []))));
  }

  /** Matches in [from, to), in text order; the scan never reads past `to`. */
  matches(doc: NoticeDocument, from = 0, to = doc.norm.length): RowMatch[] {
    const out: RowMatch[] = [];
    if (this.bands.length === 1) {
      const [{ pattern, rows }] = this.bands;
      for (const m of matchAll(pattern.re, doc.norm, from, to)) {
        if (m[0].length === 0) continue;
        out.push({ ns: m.index, ne: m.index + m[0].length, row: rows[pattern.rowOf(m)] });
      }
      return out;
    }
    const text = upTo(doc.norm, to);
    // Each band's next match at or after `pos` (null: none left); found again only once `pos` passes its start.
    const next: Array<RowMatch | null | undefined> = this.bands.map(() => undefined);
    for (let pos = from; pos < to;) {
      let best: RowMatch | undefined;
      this.bands.forEach(({ pattern, rows }, b) => {
        let n = next[b];
        if (n === undefined || (n && n.ns < pos)) {
          pattern.re.lastIndex = pos;
          const m = pattern.re.exec(text);
          n = next[b] = m && m.index < to ? { ns: m.index, ne: m.index + m[0].length, row: rows[pattern.rowOf(m)] } : null;
        }
        if (n && (!best || n.ns < best.ns || (n.ns === best.ns && n.row < best.row))) best = n;
      });
      if (!best) break;
      // An empty match is passed over, as `matchAll` steps past it.
      if (best.ne === best.ns) pos = best.ns + 1;
      else {
        out.push(best);
        pos = best.ne;
      }
    }
    return out;
  }

  byPriority(doc: NoticeDocument, from = 0, to = doc.norm.length): RowMatch[] {
    return this.matches(doc, from, to).sort((a, b) => a.row - b.row || a.ns - b.ns);
  }
}
