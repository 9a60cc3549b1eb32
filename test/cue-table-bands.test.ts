import { describe, expect, it } from 'vitest';
import { cueMatches, CueTable, eachCue, hasCue } from '../src/domains/shared/cues.js';
import { NoticeDocument } from '../src/text/document.js';

describe('CueTable rows scanned apart', () => {
  const rows = ['plaintiff,?\\sv\\.', '(?:\\b|-)(?:vs\\.?|v\\.|against)(?=\\s[A-Z])', 'defendants?\\s?:', 'v\\.\\sjo'];
  const doc = new NoticeDocument('BANK, Plaintiff, v. JO DOE and AL ROE -against ANN POE. Defendants: JO DOE; BANK vs. AL v. jo v. X');

  it('finds what the single alternation finds, in the same order and rows, in any window', () => {
    const one = new CueTable(rows);
    for (const apart of [new Set([1]), new Set([0, 3]), new Set([1, 2, 3])]) {
      const split = new CueTable(rows, 'gi', apart);
      for (const [from, to] of [[0, doc.norm.length], [10, 60], [17, 90]]) expect(split.matches(doc, from, to)).toEqual(one.matches(doc, from, to));
    }
  });

  it('takes the earlier row where two start at one place, and resumes after the match taken', () => {
    const split = new CueTable(rows, 'gi', new Set([1]));
    const rowsFound = split.matches(doc).map((m) => [doc.norm.slice(m.ns, m.ne), m.row]);
    // "v. jo": row 1 (scanned apart) and row 3 both match there; row 1 comes first.
    expect(rowsFound).toEqual([['Plaintiff, v.', 0], ['-against', 1], ['Defendants:', 2], ['vs.', 1], ['v.', 1], ['v.', 1]]);
  });
});

describe('eachCue', () => {
  const doc = new NoticeDocument('Jo Doe, Trustee; Al Roe, Trustee; Bo Poe, Trustee');
  const cue = /,\sTrustee/g;

  it('yields the matches cueMatches lists, and stops where the reader stops', () => {
    expect([...eachCue(doc, cue)]).toEqual(cueMatches(doc, cue));
    const first = eachCue(doc, cue, 10).next().value;
    expect(first).toEqual(cueMatches(doc, cue, 10)[0]);
    expect(cue.lastIndex).toBeLessThan(doc.norm.length - 10);
  });

  it('tells whether a cue is printed in a range', () => {
    expect(hasCue(doc, cue, 0, 10)).toBe(true);
    expect(hasCue(doc, cue, 0, 5)).toBe(false);
  });
});
