import { describe, expect, it } from 'vitest';
import { RowPattern } from '../src/text/row-pattern.js';

describe('RowPattern', () => {
  // Rows hold capture groups of their own (named and numbered): the row of a match must still be the right one.
  const rows = ['(a)(b)c', 'x(?<mid>y)z', 'trustee(s)?', 'sale'];
  const table = new RowPattern(rows, 'gi');

  it('tells which row matched, past the groups earlier rows hold', () => {
    const text = 'XYZ then Trustees, then ABC and a sale';
    const found = [...text.matchAll(table.re)].map((m) => [m[0], table.rowOf(m)]);
    expect(found).toEqual([['XYZ', 1], ['Trustees', 2], ['ABC', 0], ['sale', 3]]);
  });

  it("gives a row's own text, and the wrapped context around it", () => {
    const labels = new RowPattern(['no\\.', 'file\\snumber'], 'gi', (alt) => `(?<![a-z])(?:${alt}):?\\s`);
    const m = labels.re.exec('see File Number: 12')!;
    expect(m[0]).toBe('File Number: ');
    expect(labels.rowOf(m)).toBe(1);
    expect(labels.rowText(m, 1)).toBe('File Number');
    expect(labels.rowText(m, 0)).toBe('');
  });

  it('the first row wins where two match at one place, as in the alternation', () => {
    const overlap = new RowPattern(['trust', 'trustee'], 'g');
    const m = overlap.re.exec('trustee')!;
    expect([m[0], overlap.rowOf(m)]).toEqual(['trust', 0]);
  });
});
