/**
 * The street-line reader looks its suffix up in the street lexicon. It must
 * read what the one pattern it replaced reads (kept here as the reference):
 * a house number, an optional direction, up to three words and a suffix (capitalised, or one of the whole words old
 * print sets in lower case).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOWER_CASE_SUFFIXES, STREET_SUFFIXES } from '../src/lexicon/street.js';
import { streetLines } from '../src/recognizers/street-line.js';
import { matchAll } from '../src/text/document.js';

const SUFFIXES = [...new Set([...STREET_SUFFIXES.keys()].filter((k) => /^[a-z]+$/.test(k)))]
  .flatMap((k) => [k[0].toUpperCase() + k.slice(1), k.toUpperCase()])
  .concat(LOWER_CASE_SUFFIXES)
  .sort((a, b) => b.length - a.length);
// A Utah grid street ("2063 North 1200 East") names no suffix: read when no suffix ends the line.
const DIR = '(?:[NSEW]\\.?\\s|North\\s|South\\s|East\\s|West\\s)';
const REFERENCE = new RegExp(`(?<![\\w.,/$#:-])\\d{1,6}[A-Za-z]?\\s(?:${DIR}?(?:[A-Z0-9][A-Za-z0-9'’-]*\\s){0,3}(?:${SUFFIXES.join('|')})\\b\\.?|${DIR}\\d{1,5}\\s(?:[NSEW]\\.?|North|South|East|West)(?![\\w]))`, 'g');

function reference(text: string, from: number, to: number) {
  const out = [];
  for (const m of matchAll(REFERENCE, text, from, to)) if (m.index + m[0].length <= to) out.push({ ns: m.index, ne: m.index + m[0].length });
  return out;
}

describe('streetLines', () => {
  it.each([
    ['Deliver to 12 N. Mill Creek Road, Westhaven', ['12 N. Mill Creek Road']],
    ['at 400 MAIN ST. by noon', ['400 MAIN ST.']],
    ['at 400 North Avenue today', ['400 North Avenue']],
    ['at 7 W Old Mill Creek Road', ['7 W Old Mill Creek Road']],
    // Old print sets the street's kind in lower case; a short or ambiguous kind is not read so.
    ['the Clerk, 14 Main street, until', ['14 Main street']],
    ['in 4 Superior court today', []],
    // Four words before the suffix are too many; a number glued to a word is no house number.
    ['at 9 One Two Three Four Street', []],
    ['Room B12 Main Street', []],
    ['Suite 1234567 Oak Lane', []],
    ['the Office, 2063 North 1200 East, Elmton', ['2063 North 1200 East']],
    ['at 450 S. 300 W. today', ['450 S. 300 W.']],
  ])('%j reads %j', (text, lines) => {
    expect(streetLines(text, 0, text.length).map((s) => text.slice(s.ns, s.ne))).toEqual(lines);
  });

  const piece = fc.constantFrom(
    '12', '400', '1234567', '7B', 'N', 'N.', 'North', 'East', 'Mill', 'MAIN', 'Oak', 'Road', 'ROAD', 'Rd', 'St', 'Street',
    'Streets', 'Ave', 'avenue', "O'Hara", 'Lane-Side', '#', '.', ',', '-', '$', '/', 'x_y', 'Suite', '1200', 'W', 'E.',
  );
  const gap = fc.constantFrom(' ', ' ', ' ', ' ', ' ', '\n', '  ', '', '. ');
  const text = fc.array(fc.tuple(piece, gap), { maxLength: 30 }).map((parts) => parts.map(([p, g]) => p + g).join(''));

  it('reads what the single pattern read, over any window', () => {
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), (t, a, b) => {
        const from = a % (t.length + 1);
        const to = from + (b % (t.length - from + 1));
        expect(streetLines(t, from, to)).toEqual(reference(t, from, to));
      }),
      { numRuns: 3000 },
    );
  });
});
