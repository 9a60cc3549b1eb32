/**
 * A table of patterns compiled into one alternation, so the text is scanned
 * once per table, not once per row, with a way to tell which row matched.
 *
 * Each row sits in a numbered capture group and the group of each row is
 * worked out once, at compile time, from how many groups the rows before it
 * hold. Telling the row is then a look at a few array slots; named groups
 * (`(?<r12>...)`, read through `m.groups`) would build an object of every
 * row's group on each match and look the name up in it, which cost more than
 * the scan itself on the cue tables of a long notice.
 */
export class RowPattern {
  readonly re: RegExp;
  /** `groupOfRow[i]` is the capture group holding row `i`. */
  private readonly groupOfRow: Int32Array;

  /**
   * `wrap` puts the alternation in context (a lookbehind before it, a tail
   * after it); it must add no capture group of its own before the rows.
   */
  constructor(rows: readonly string[], flags: string, wrap: (alternation: string) => string = (a) => a) {
    this.groupOfRow = new Int32Array(rows.length);
    let group = 1;
    rows.forEach((row, i) => {
      this.groupOfRow[i] = group;
      group += 1 + captureGroups(row, flags);
    });
    this.re = new RegExp(wrap(rows.map((p) => `(${p})`).join('|')), flags);
  }

  /** The row a match of `re` came from (the first whose group took part), or -1. */
  rowOf(m: RegExpExecArray): number {
    for (let i = 0; i < this.groupOfRow.length; i++) if (m[this.groupOfRow[i]] !== undefined) return i;
    return -1;
  }

  /** The text row `row` matched in `m` ('' when it took no part). */
  rowText(m: RegExpExecArray, row: number): string {
    return row < 0 ? '' : m[this.groupOfRow[row]] ?? '';
  }
}

/** How many capture groups a pattern holds: an empty alternative makes it match '', and the match has a slot per group. */
function captureGroups(pattern: string, flags: string): number {
  return new RegExp(`${pattern}|`, flags.replace(/[gy]/g, '')).exec('')!.length - 1;
}
