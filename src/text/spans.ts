/**
 * Sorted hits and claimed spans, looked up without walking from the start:
 * what keeps a per-hit lookup from turning a recognizer quadratic when a text
 * holds thousands of hits.
 */

interface Span { ns: number; ne: number }

/** Index of the first of `spans` (sorted by `ns`) with `ns >= pos`; `spans.length` when none. */
export function firstStartingAt(spans: readonly Span[], pos: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].ns < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the last of `spans` (sorted by `ne`) with `ne <= pos`; -1 when none. */
export function lastEndingBy(spans: readonly Span[], pos: number): number {
  let lo = 0;
  let hi = spans.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (spans[mid].ne <= pos) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

/**
 * Spans of a text claimed first come, first served: a span is taken only if
 * it overlaps none taken before. Each position remembers which span owns it,
 * so a claim costs the length of its span, however many were taken before.
 */
export class Claims {
  private readonly owner: Int32Array;
  private taken = 0;

  constructor(textLength: number) {
    this.owner = new Int32Array(textLength + 1);
  }

  /** Whether a claimed span holds position `pos`. */
  holds(pos: number): boolean {
    return pos >= 0 && pos < this.owner.length && this.owner[pos] !== 0;
  }

  /** Whether [ns, ne) overlaps a claimed span (an empty span overlaps one that holds both sides of it). */
  overlaps(ns: number, ne: number): boolean {
    if (ne <= ns) return this.holds(ns - 1) && this.owner[ns - 1] === this.owner[ns];
    for (let p = Math.max(0, ns); p < ne && p < this.owner.length; p++) if (this.owner[p] !== 0) return true;
    return false;
  }

  /** Takes [ns, ne) unless it overlaps a claimed span; says whether it did. */
  claim(ns: number, ne: number): boolean {
    if (this.overlaps(ns, ne)) return false;
    const id = ++this.taken;
    for (let p = Math.max(0, ns); p < ne && p < this.owner.length; p++) this.owner[p] = id;
    return true;
  }
}
