/**
 * A gated scan skips a pattern where none of its required words is printed:
 * the words must be ones no match can do without, and the gated scan must
 * find exactly what matchAll finds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixturesDir } from '../bench/lib/corpus.js';
import * as P from '../src/domains/probate/cue-patterns.js';
import { matchAll, NoticeDocument } from '../src/text/document.js';
import { gated, gatedMatches, matchesNearAnchors, mayMatch, type GatedPattern } from '../src/text/gated-scan.js';
import { requiredWords } from '../src/text/required-words.js';

describe('requiredWords', () => {
  const w = (word: string, lead: number) => ({ word, lead });
  it.each([
    ['letters\\sto', 'i', [w('letters', 0)]],
    // An optional letter ends a word; the longest word left is the rarest.
    ['attorney\'?s\\sname', 'i', [w('attorney', 0)]],
    ['ab?cdef', 'i', [w('cdef', 2)]],
    // Each alternative needs its own word; a group that must match gives its alternatives' words.
    ['(?:the\\s)?attorney\\sfor|counsel', 'i', [w('attorney', 4), w('counsel', 0)]],
    ['(?:foo|bar)\\sx', 'i', [w('foo', 0), w('bar', 0)]],
    ['Esq(?:uire)?', '', [w('Esq', 0)]],
    ['ESQ', 'i', [w('esq', 0)]],
    // The lead is the most the pattern can read before the word: a line start, spaces, a counted letter.
    ['(?:^|\\n)[ \\t]{0,4}estate', 'i', [w('estate', 5)]],
    ['\\ba{2,3}bcd', 'i', [w('bcd', 3)]],
    ['(?:x|yy)+abcd', 'i', [w('abcd', Infinity)]],
    ['\\s*estate', 'i', [w('estate', Infinity)]],
    ['(?=ab)(?<=c)estate', 'i', [w('estate', 0)]],
  ] as const)('/%s/%s needs one of %j', (src, flags, words) => {
    expect(requiredWords(new RegExp(src, flags))).toEqual(words);
  });
  it.each([
    // An alternative with no word of three letters, an optional or repeated-from-zero group, a lookaround's text.
    ['x|abcd', 'i'], ['(?:abc)?x', 'i'], ['(?:abc)*x', 'i'], ['(?=abcd)x', 'i'], ['(?<=abcd)x', 'i'], ['(?<!abcd)x', 'i'],
    // Character classes and escapes are no letters of a word.
    ['[abc]de', 'i'], ['ab\\.cd', 'i'], ['ab\\bcd', 'i'],
    // Unicode mode's escapes are not followed.
    ['\\p{L}abcd', 'u'],
  ] as const)('/%s/%s needs no word it can name', (src, flags) => {
    expect(requiredWords(new RegExp(src, flags))).toBeUndefined();
  });
});

/** Every gated cue the probate readers scan. */
const CUES: Array<[string, GatedPattern]> = [
  ['HEADINGS', P.HEADINGS], ['PR_ROLE_ALL', P.PR_ROLE_ALL], ['PR_LABELS', P.PR_LABELS], ['PR_VERBS', P.PR_VERBS],
  ['WHOSE_ADDRESS', P.WHOSE_ADDRESS], ['ESQUIRE', P.ESQUIRE],
  ...P.DECEDENT_CUES.map((c, i): [string, GatedPattern] => [`DECEDENT_CUES[${i}]`, c]),
  ...P.FIRST_PUB.map((c, i): [string, GatedPattern] => [`FIRST_PUB[${i}]`, c]),
  ...P.PUB.map((c, i): [string, GatedPattern] => [`PUB[${i}]`, c]),
  ...P.PR_BEFORE.map((c, i): [string, GatedPattern] => [`PR_BEFORE[${i}]`, c]),
  ...P.ATTORNEY_LABELS.map((c, i): [string, GatedPattern] => [`ATTORNEY_LABELS[${i}]`, c]),
];

const spans = (it: Iterable<RegExpExecArray>) => [...it].map((m) => [m.index, m[0]]);

describe('gated scans', () => {
  const fixtures = readdirSync(join(fixturesDir(), 'probate')).filter((f) => f.endsWith('.txt'))
    .map((f) => new NoticeDocument(readFileSync(join(fixturesDir(), 'probate', f), 'utf8')));

  it('most probate cues are gated by their words', () => {
    expect(CUES.filter(([, c]) => c.words).length).toBeGreaterThan(CUES.length * 0.8);
  });

  it.each(CUES)('%s finds what matchAll finds in every probate fixture, whole and in windows', (_, cue) => {
    for (const doc of fixtures) {
      expect(spans(gatedMatches(cue, doc))).toEqual(spans(matchAll(cue.re, doc.norm)));
      const mid = doc.norm.length >> 1;
      expect(spans(gatedMatches(cue, doc, mid, doc.norm.length))).toEqual(spans(matchAll(cue.re, doc.norm, mid, doc.norm.length)));
      expect(spans(gatedMatches(cue, doc, 0, mid))).toEqual(spans(matchAll(cue.re, doc.norm, 0, mid)));
    }
  });

  it('a pattern that needs one of many words is not gated: a search per word would cost more than the scan', () => {
    expect(gated(/\b(?:january|february|march|april)\s\d/gi).words).toBeUndefined();
    expect(gated(/\b(?:january|february)\s\d/gi).words).toHaveLength(2);
  });

  it('mayMatch is false only where no required word is printed in reach', () => {
    const cue = gated(/\bundersigned\s(?:is|was)\b|\bissued\sto\sthe\sundersigned\b/i);
    const doc = new NoticeDocument('Letters were issued to the UNDERSIGNED on May 1.');
    expect(mayMatch(cue, doc)).toBe(true);
    expect(mayMatch(cue, new NoticeDocument('Letters were issued to Jane Doe on May 1.'))).toBe(false);
    // The word may stand after the range's end, inside a match that starts in it.
    expect(mayMatch(cue, doc, 0, 10)).toBe(true);
  });

  it('finds what matchAll finds on arbitrary text, a letter that lower-cases to two included', () => {
    const cues = [gated(/(?:the\s)?attorney\sfor|counsel/gi), gated(/Esq(?:uire)?/g), gated(/\bletters?\s(?:to|of)\b/gi), gated(/(?:^|\n)[ \t]{0,4}(?:the\s)?estate\sof/gi)];
    const piece = fc.constantFrom('the ', 'attorney ', 'Attorney', 'for ', 'counsel', 'Esq', 'esq', 'letters ', 'LETTER ', 'to', 'of', ' ', '\n', 'İ', 'x', 'estate ', '  ', '\t');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }).map((p) => p.join('')), fc.nat(200), fc.nat(200), fc.nat(cues.length - 1), (text, x, y, k) => {
      const doc = new NoticeDocument(text);
      const [from, to] = [Math.min(x, y), Math.max(x, y)];
      expect(spans(gatedMatches(cues[k], doc, from, to))).toEqual(spans(matchAll(cues[k].re, doc.norm, from, to)));
    }));
  });
});

describe('matchesNearAnchors', () => {
  // Every match of this pattern prints a month word at most 6 characters after its start (a day before it).
  const MONTH = /\b(?:\d{1,2}(?:st|th)?\s{1,2})?(?:May|June)\s{0,2}\d{0,2}(?:,\s\d{4})?/g;
  const MONTH_WORD = /\b(?:May|June)/g;
  const sameAsFullScan = (text: string) => {
    const anchors = [...text.matchAll(MONTH_WORD)].map((m) => m.index!);
    const near = [...matchesNearAnchors(new RegExp(MONTH.source, "y"), text, anchors, 6)].map((m) => [m.index, m[0]]);
    const full = [...matchAll(MONTH, text)].map((m) => [m.index, m[0]]);
    expect(near).toEqual(full);
    return full.length;
  };
  it('finds what the full scan finds, matches next to each other included', () => {
    expect(sameAsFullScan('Sold 5th May 12, 2025 and 3 June, then 14 May June 2, 2026; May')).toBe(5);
  });
  it('finds what the full scan finds on random texts of those words', () => {
    const piece = fc.constantFrom('May', 'June', ' ', '  ', '5', '12', 'th', ', 2025', 'x', '\n');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }), (parts) => { sameAsFullScan(parts.join('')); }), { numRuns: 3000 });
  });
});
