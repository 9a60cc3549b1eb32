/**
 * Sorted hits and claimed spans, looked up without walking from the start:
 * what keeps a per-hit lookup from turning a recognizer quadratic when a text
 * holds thousands of hits.
 */

/** A stretch [ns, ne) of a document's normalized text. */
export interface Span { ns: number; ne: number }

/** The hits lying wholly inside `r`, in their order. */
export function within<T extends Span>(hits: readonly T[], r: Span): T[] {
  return hits.filter((h) => h.ns >= r.ns && h.ne <= r.ne);
}

/**
 * The hits lying wholly inside `r`, in their order, for hits sorted by `ns`:
 * only those starting in `r` are read, so a notice cut into many parts does
 * not read every hit once per part.
 */
export function withinSorted<T extends Span>(hits: readonly T[], r: Span): T[] {
  const out: T[] = [];
  for (let i = firstStartingAt(hits, r.ns); i < hits.length && hits[i].ns <= r.ne; i++) if (hits[i].ns >= r.ns && hits[i].ne <= r.ne) out.push(hits[i]);
  return out;
}

/** The first index in [0, length) whose key is not below `x` (keys ascending); `length` when none. One binary search serves every lookup below. */
function lowerBound(length: number, keyAt: (i: number) => number, x: number, inclusive = false): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const k = keyAt(mid);
    if (k < x || (inclusive && k === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first of `values` (sorted ascending) that is `>= x`; `values.length` when none. */
export function firstAtOrAfter(values: ArrayLike<number>, x: number): number {
  return lowerBound(values.length, (i) => values[i], x);
}

/** Index of the first of `spans` (sorted by `ns`) with `ns >= pos`; `spans.length` when none. */
export function firstStartingAt(spans: readonly Span[], pos: number): number {
  return lowerBound(spans.length, (i) => spans[i].ns, pos);
}

/** Index of the last of `spans` (sorted by `ne`) with `ne <= pos`; -1 when none. */
export function lastEndingBy(spans: readonly Span[], pos: number): number {
  return lowerBound(spans.length, (i) => spans[i].ne, pos, true) - 1;
}

/** Length of the longest of `spans`. */
export function longestOf(spans: readonly Span[]): number {
  let longest = 0;
  for (const s of spans) longest = Math.max(longest, s.ne - s.ns);
  return longest;
}

/**
 * The last of `spans` (sorted by `ns`) that ends by `pos` and at most `reach`
 * before it. Only spans starting within `reach + longest` of `pos` can, so
 * the search reads those, not every span before `pos`.
 */
export function lastEndingNear<S extends Span>(spans: readonly S[], pos: number, reach: number, longest: number): S | undefined {
  for (let i = firstStartingAt(spans, pos) - 1; i >= 0 && spans[i].ns >= pos - reach - longest; i--) {
    const s = spans[i];
    if (s.ne <= pos && pos - s.ne <= reach) return s;
  }
  return undefined;
}

/**
 * Which positions of a text some span already covers. Marking and testing a
 * span cost its length, however many spans came before (a list of spans
 * would be searched once per new span). Spans are non-empty.
 */
export class Coverage {
  private readonly covered: Uint8Array;

  /** Positions [start, end) of the text are tracked; others read as uncovered and are never marked. */
  constructor(end: number, private readonly start = 0) {
    this.covered = new Uint8Array(Math.max(0, end - start) + 1);
  }

  /** The positions of [window.ns, window.ne) that `spans` cover: a window of a long text costs its own length. */
  static of(window: Span, spans: readonly Span[]): Coverage {
    const c = new Coverage(window.ne, window.ns);
    for (const s of spans) if (s.ns < window.ne && s.ne > window.ns) c.add(s.ns, s.ne);
    return c;
  }

  /** Whether a covered span holds position `pos`. */
  holds(pos: number): boolean {
    return this.covered[pos - this.start] === 1;
  }

  /** Whether [ns, ne) shares a position with a covered span. */
  overlaps(ns: number, ne: number): boolean {
    const last = Math.min(ne - this.start, this.covered.length);
    for (let p = Math.max(0, ns - this.start); p < last; p++) if (this.covered[p] === 1) return true;
    return false;
  }

  add(ns: number, ne: number): void {
    this.covered.fill(1, Math.max(0, ns - this.start), Math.max(0, Math.min(ne - this.start, this.covered.length)));
  }

  /** Covers [ns, ne) unless it overlaps a covered span (first come, first served); says whether it did. */
  claim(ns: number, ne: number): boolean {
    if (this.overlaps(ns, ne)) return false;
    this.add(ns, ne);
    return true;
  }
}
