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
import { gated, gatedMatches, type GatedPattern } from '../src/text/gated-scan.js';
import { requiredWords } from '../src/text/required-words.js';

describe('requiredWords', () => {
  it.each([
    ['letters\\sto', 'i', ['letters']],
    // An optional letter ends a word; the longest word left is the rarest.
    ['attorney\'?s\\sname', 'i', ['attorney']],
    ['ab?cdef', 'i', ['cdef']],
    // Each alternative needs its own word; a group that must match gives its alternatives' words.
    ['(?:the\\s)?attorney\\sfor|counsel', 'i', ['attorney', 'counsel']],
    ['(?:foo|bar)\\sx', 'i', ['foo', 'bar']],
    ['Esq(?:uire)?', '', ['Esq']],
    ['ESQ', 'i', ['esq']],
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
  ['WHOSE_ADDRESS', P.WHOSE_ADDRESS], ['ESQUIRE', P.ESQUIRE],
  ...P.FIRST_PUB.map((c, i): [string, GatedPattern] => [`FIRST_PUB[${i}]`, c]),
  ...P.PR_BEFORE.map((c, i): [string, GatedPattern] => [`PR_BEFORE[${i}]`, c]),
];

const spans = (it: Iterable<RegExpExecArray>) => [...it].map((m) => [m.index, m[0]]);

describe('gated scans', () => {
  const fixtures = readdirSync(join(fixturesDir(), 'probate')).filter((f) => f.endsWith('.txt'))
    .map((f) => new NoticeDocument(readFileSync(join(fixturesDir(), 'probate', f), 'utf8')));

  it('every gated probate cue names its words', () => {
    expect(CUES.filter(([, c]) => !c.words)).toEqual([]);
  });

  it.each(CUES)('%s finds what matchAll finds in every probate fixture, whole and in windows', (_, cue) => {
    for (const doc of fixtures) {
      expect(spans(gatedMatches(cue, doc))).toEqual(spans(matchAll(cue.re, doc.norm)));
      const mid = doc.norm.length >> 1;
      expect(spans(gatedMatches(cue, doc, mid, doc.norm.length))).toEqual(spans(matchAll(cue.re, doc.norm, mid, doc.norm.length)));
      expect(spans(gatedMatches(cue, doc, 0, mid))).toEqual(spans(matchAll(cue.re, doc.norm, 0, mid)));
    }
  });

  it('finds what matchAll finds on arbitrary text, a letter that lower-cases to two included', () => {
    const cues = [gated(/(?:the\s)?attorney\sfor|counsel/gi), gated(/Esq(?:uire)?/g), gated(/\bletters?\s(?:to|of)\b/gi)];
    const piece = fc.constantFrom('the ', 'attorney ', 'Attorney', 'for ', 'counsel', 'Esq', 'esq', 'letters ', 'LETTER ', 'to', 'of', ' ', '\n', 'İ', 'x');
    fc.assert(fc.property(fc.array(piece, { maxLength: 40 }).map((p) => p.join('')), fc.nat(200), fc.nat(200), fc.nat(cues.length - 1), (text, x, y, k) => {
      const doc = new NoticeDocument(text);
      const [from, to] = [Math.min(x, y), Math.max(x, y)];
      expect(spans(gatedMatches(cues[k], doc, from, to))).toEqual(spans(matchAll(cues[k].re, doc.norm, from, to)));
    }));
  });
});
