/** The shared span and pattern helpers every domain reads through (src/text/spans.ts, document.ts, escape.ts). */
import { describe, expect, it } from 'vitest';
import { NoticeDocument, textAfter, textBefore } from '../src/text/document.js';
import { anyOf, escapeRegExp, wordAlternation } from '../src/text/escape.js';
import { within, withinSorted } from '../src/text/spans.js';

describe('text helpers', () => {
  it('escapeRegExp makes every special character literal', () => {
    const specials = 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o';
    expect(new RegExp(`^${escapeRegExp(specials)}$`).test(specials)).toBe(true);
    expect(new RegExp(`^${escapeRegExp('a.m')}$`).test('aXm')).toBe(false);
  });

  it('wordAlternation keeps the list order and matches each word literally', () => {
    expect(wordAlternation(['no', 'a.m', 'u.s'])).toBe('no|a\\.m|u\\.s');
    const rx = new RegExp(`^(?:${wordAlternation(['p.m', 'sec'])})$`, 'i');
    expect(['p.m', 'SEC'].map((w) => rx.test(w))).toEqual([true, true]);
    expect(['pxm', 'secs'].map((w) => rx.test(w))).toEqual([false, false]);
  });

  it('within keeps the hits wholly inside a span, in order', () => {
    const hits = [{ ns: 0, ne: 4 }, { ns: 5, ne: 9 }, { ns: 8, ne: 12 }, { ns: 10, ne: 12 }];
    expect(within(hits, { ns: 5, ne: 12 })).toEqual([{ ns: 5, ne: 9 }, { ns: 8, ne: 12 }, { ns: 10, ne: 12 }]);
    expect(within(hits, { ns: 1, ne: 8 })).toEqual([]);
  });

  it('textBefore reads back at most n characters, fewer at the start', () => {
    const doc = new NoticeDocument('Estate of Jane Doe');
    expect(textBefore(doc, 10, 3)).toBe('of ');
    expect(textBefore(doc, 2, 10)).toBe('Es');
  });

  it('withinSorted keeps what within keeps for hits in text order, reading only those starting in the span', () => {
    const hits = [{ ns: 0, ne: 4 }, { ns: 3, ne: 6 }, { ns: 5, ne: 9 }, { ns: 8, ne: 12 }, { ns: 10, ne: 12 }, { ns: 12, ne: 12 }, { ns: 13, ne: 15 }];
    for (const r of [{ ns: 5, ne: 12 }, { ns: 1, ne: 8 }, { ns: 0, ne: 15 }, { ns: 12, ne: 12 }, { ns: 20, ne: 30 }]) {
      expect(withinSorted(hits, r)).toEqual(within(hits, r));
    }
    expect(withinSorted(hits, { ns: 5, ne: 12 })).toEqual([{ ns: 5, ne: 9 }, { ns: 8, ne: 12 }, { ns: 10, ne: 12 }, { ns: 12, ne: 12 }]);
  });

  it('textAfter reads on at most n characters, fewer at the end', () => {
    const doc = new NoticeDocument('Estate of Jane Doe');
    expect(textAfter(doc, 7, 3)).toBe('of ');
    expect(textAfter(doc, 15, 10)).toBe('Doe');
  });

  it('anyOf joins short patterns into one alternation with the flags given', () => {
    const rx = anyOf([/\bv\.\s/, /versus\b/i], 'gi');
    expect(rx.source).toBe('\\bv\\.\\s|versus\\b');
    expect(rx.flags).toBe('gi');
    expect('A v. B, C VERSUS D'.match(rx)).toEqual(['v. ', 'VERSUS']);
    expect(rx.test('vs')).toBe(false);
  });
});
