/**
 * The bounded scans and lookups of src/text give the answers of the plain
 * walks they replace (kept here as the reference), on arbitrary text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstMatch, matchAll, MATCH_REACH, NoticeDocument, upTo } from '../src/text/document.js';
import { Coverage, firstStartingAt, lastEndingBy, lastEndingNear, longestOf } from '../src/text/spans.js';
import { sentenceAt, tokenize } from '../src/text/tokens.js';
import { isMailbox, PLAIN_ADDRESS } from '../src/recognizers/emails.js';
import emailAddresses from 'email-addresses';

const texty = fc.array(fc.constantFrom('a', 'B', ' ', '\n', '.', '?', 'Mr', 'Inc', '1', ',', 'Jo. ', '. The ', '\n\n'), { maxLength: 80 }).map((p) => p.join(''));

/** The unbounded scan matchAll replaced: every match starting in [from, to), read against the whole text. */
function* wholeTextMatches(re: RegExp, text: string, from: number, to: number) {
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null && m.index < to) {
    if (m[0].length === 0) re.lastIndex++;
    yield [m.index, m[0]] as const;
  }
}

describe('windowed regex scans', () => {
  it('matchAll finds what a scan of the whole text finds in the window, for matches shorter than MATCH_REACH', () => {
    const patterns = [/\b[A-Z][a-z]*\b/g, /\d+(?=\s)/g, /\.\s+(?=[A-Z])/g, /(?<=\n)\w*/g, /a|\n\n/g];
    fc.assert(fc.property(texty, fc.nat(100), fc.nat(100), fc.nat(patterns.length - 1), (text, x, y, k) => {
      const [from, to] = [Math.min(x, y), Math.max(x, y)];
      const got = [...matchAll(patterns[k], text, from, to)].map((m) => [m.index, m[0]] as const);
      expect(got).toEqual([...wholeTextMatches(patterns[k], text, from, to)]);
    }), { numRuns: 500 });
  });
  it('a window scan reads at most MATCH_REACH characters past its end', () => {
    const text = `${'x'.repeat(50)}${'y'.repeat(10 * MATCH_REACH)}`;
    expect(upTo(text, 50).length).toBe(50 + MATCH_REACH);
    // A match starting in the window may run on MATCH_REACH characters past it, no further.
    expect(firstMatch(/x+y+/g, text, 0, 10)?.[0].length).toBe(10 + MATCH_REACH);
    expect(firstMatch(/x+y+/g, text)?.[0].length).toBe(text.length);
    // A window holding no match ends the scan there, though the text goes on.
    expect(firstMatch(/y/g, text, 0, 10)).toBeUndefined();
  });
});

describe('tokens', () => {
  /** The scan tokenize replaced: the token pattern's matches in [from, to), as matchAll reads them. */
  const TOKEN = /[;&]|,|[^\s,;&]+/g;
  const tokenTexty = fc.array(fc.constantFrom('a', 'Bo', ' ', '\n', ',', ';', '&', '.', '\t', '\u00a0', 'x'.repeat(120), ' , '), { maxLength: 60 }).map((p) => p.join(''));
  it('tokenize finds the matches of the token pattern in the window, up to max', () => {
    fc.assert(fc.property(tokenTexty, fc.nat(400), fc.nat(400), fc.integer({ min: 0, max: 8 }), (text, x, y, max) => {
      const doc = new NoticeDocument(text);
      const [from, to] = [Math.min(x, y), Math.max(x, y)];
      const want = [...matchAll(TOKEN, doc.norm, from, to)].map((m) => ({ text: m[0], ns: m.index, ne: m.index + m[0].length }));
      expect(tokenize(doc, from, to)).toEqual(want);
      expect(tokenize(doc, from, to, max)).toEqual(want.slice(0, max));
    }), { numRuns: 500 });
    expect(tokenize(new NoticeDocument('DOE, JO & JAN;X'), 0, 20).map((t) => t.text)).toEqual(['DOE', ',', 'JO', '&', 'JAN', ';', 'X']);
  });
});

describe('line and sentence lookups', () => {
  it('lineStart and lineEnd agree with lastIndexOf and indexOf', () => {
    fc.assert(fc.property(texty, fc.integer({ min: -2, max: 90 }), (text, at) => {
      const doc = new NoticeDocument(text);
      expect(doc.lineStart(at)).toBe(doc.norm.lastIndexOf('\n', at - 1) + 1);
      const e = doc.norm.indexOf('\n', at);
      expect(doc.lineEnd(at)).toBe(e < 0 ? doc.norm.length : e);
    }), { numRuns: 500 });
  });

  /** The walk sentenceAt replaced: from `at` back and forward to the nearest sentence end. */
  function walkedSentence(text: string, at: number, isEnd: (dot: number) => boolean) {
    let ns = 0;
    for (let i = at - 1; i > 0; i--) {
      if (text[i] === '\n' && text[i - 1] === '\n') { ns = i + 1; break; }
      if (/[.?!]/.test(text[i - 1]) && text[i] === ' ' && isEnd(i - 1)) { ns = i + 1; break; }
    }
    let ne = text.length;
    for (let i = at; i < text.length - 1; i++) {
      if (text[i] === '\n' && text[i + 1] === '\n') { ne = i; break; }
      if (/[.?!]/.test(text[i]) && text[i + 1] === ' ' && isEnd(i)) { ne = i + 1; break; }
    }
    return { ns, ne };
  }
  it('sentenceAt agrees with the walk to the nearest sentence end', () => {
    fc.assert(fc.property(texty, fc.nat(90), (text, at) => {
      const doc = new NoticeDocument(text);
      // Which marks end a sentence is sentenceAt's own rule: read it from one-position sentences.
      const isEnd = (dot: number) => sentenceAt(doc, dot + 1).ne === dot + 1 || sentenceAt(doc, dot).ne === dot + 1;
      expect(sentenceAt(doc, at)).toEqual(walkedSentence(doc.norm, at, isEnd));
    }), { numRuns: 500 });
    const doc = new NoticeDocument('Sold by Mr. Doe. The sale is final.\n\nNext part');
    expect(doc.norm.slice(sentenceAt(doc, 3).ns, sentenceAt(doc, 3).ne)).toBe('Sold by Mr. Doe.');
    expect(doc.norm.slice(sentenceAt(doc, 20).ns, sentenceAt(doc, 20).ne)).toBe('The sale is final.');
    expect(doc.norm.slice(sentenceAt(doc, 40).ns, sentenceAt(doc, 40).ne)).toBe('Next part');
  });
});

const spansArb = fc.array(fc.tuple(fc.nat(200), fc.integer({ min: 1, max: 15 })), { maxLength: 40 })
  .map((xs) => xs.map(([ns, len]) => ({ ns, ne: ns + len })).sort((a, b) => a.ns - b.ns));

describe('span lookups', () => {
  it('binary searches agree with a walk over the spans', () => {
    fc.assert(fc.property(spansArb, fc.nat(220), (spans, pos) => {
      const i = firstStartingAt(spans, pos);
      expect(i).toBe(spans.findIndex((s) => s.ns >= pos) < 0 ? spans.length : spans.findIndex((s) => s.ns >= pos));
      const byEnd = [...spans].sort((a, b) => a.ne - b.ne);
      expect(lastEndingBy(byEnd, pos)).toBe(byEnd.map((s) => s.ne <= pos).lastIndexOf(true));
      const near = [...spans].reverse().find((s) => s.ne <= pos && pos - s.ne <= 20);
      expect(lastEndingNear(spans, pos, 20, longestOf(spans))).toBe(near);
    }), { numRuns: 500 });
  });
  it('Coverage claims a span only if it overlaps none claimed before, like a search of the claimed list', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.nat(200), fc.integer({ min: 1, max: 15 })), { maxLength: 40 }), (xs) => {
      const cover = new Coverage(220);
      const claimed: Array<{ ns: number; ne: number }> = [];
      for (const [ns, len] of xs) {
        const ne = ns + len;
        const expected = !claimed.some((c) => c.ns < ne && ns < c.ne);
        expect(cover.claim(ns, ne)).toBe(expected);
        if (expected) claimed.push({ ns, ne });
      }
      const held = Array.from({ length: 220 }, (_, p) => cover.holds(p));
      expect(held).toEqual(Array.from({ length: 220 }, (_, p) => claimed.some((c) => p >= c.ns && p < c.ne)));
    }), { numRuns: 200 });
  });
});

describe('e-mail shape check', () => {
  it('the RFC 5322 parser accepts every address of the plain shape, so skipping it changes nothing', () => {
    const atom = fc.stringMatching(/^[A-Za-z0-9%+_-]{1,8}$/);
    const label = fc.stringMatching(/^[A-Za-z0-9-]{1,8}$/);
    fc.assert(fc.property(fc.array(atom, { minLength: 1, maxLength: 3 }), fc.array(label, { minLength: 1, maxLength: 4 }), (local, domain) => {
      const value = `${local.join('.')}@${domain.join('.')}`;
      expect(value).toMatch(PLAIN_ADDRESS);
      const parsed = emailAddresses({ input: value, oneResult: true, startAt: 'address', rfc6532: false }) as { type?: string } | null;
      expect(parsed?.type).toBe('mailbox');
    }), { numRuns: 500 });
    expect(isMailbox('jo..roe@x.gov')).toBe(false);
    expect(isMailbox('jo@x..gov')).toBe(false);
  });
});
