import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extract, normalize, toGold } from '../src/index.js';
import { REJOINABLE_WORDS, STANDALONE_WORDS } from '../src/lexicon/split-words.js';
import { NoticeDocument } from '../src/text/document.js';
import { gutterMarks, toOriginalSpan } from '../src/text/normalize.js';

describe('notice words OCR split in two', () => {
  it.each([
    ['duly ap pointed as Executrix', 'duly appointed as Executrix'],
    // A line break inside the word moves to the space after it: the lines keep their count.
    ['the Coun\nty Court of Morrow County, Ore gon', 'the County\nCourt of Morrow County, Oregon'],
    ['ADMINIS TRATOR of the es tate', 'ADMINISTRATOR of the estate'],
    ['the de\nceased', 'the deceased'],
  ])('%j reads as %j', (text, norm) => {
    expect(normalize(text).norm).toBe(norm);
  });

  it.each([
    'the Deed of Trust or any other instrument',
    'a survey or plat of the land',
    'the contract or agreement',
    'filed with in the office', // two words of their own, whatever they spell together
    'Mc Cabe and De Witt',
    'A1 ministrator',
  ])('%j keeps its words apart', (text) => {
    expect(normalize(text).norm).toBe(text);
  });

  it('values keep the split as printed while cues match through it', () => {
    const doc = new NoticeDocument('Estate of JOHN DOE, de\nceased');
    const at = doc.norm.indexOf('deceased');
    expect(at).toBeGreaterThan(0);
    expect(doc.valueOf(at, at + 'deceased'.length)).toBe('de ceased');
  });

  it('cues split by column breaks still fill their fields', () => {
    const text = `NOTICE TO CREDITORS
Estate of Walter P. Hume, de
ceased. Notice is hereby given that Andrew Mulvane has been duly ap
pointed administrator of the es
tate of Walter P. Hume. All persons having claims against said estate will present them within six months from the date of the first publication of this no
tice. Dated December 4, 1916.`;
    const e = toGold(extract(text, { domain: 'probate' }).entities)[0] as { decedentName: string; personalRepresentatives: Array<{ name: string }> };
    expect(e.decedentName).toBe('Walter P. Hume');
    expect(e.personalRepresentatives.map((p) => p.name)).toEqual(['Andrew Mulvane']);
  });

  it('never joins two words that stand on their own', () => {
    const standalone = [...STANDALONE_WORDS];
    fc.assert(fc.property(fc.constantFrom(...standalone), fc.constantFrom(...standalone), (a, b) => {
      expect(normalize(`${a} ${b}`).norm).toBe(`${a} ${b}`);
    }), { numRuns: 500 });
  });

  it('joins every split of a vocabulary word whose second piece is not a word', () => {
    for (const w of REJOINABLE_WORDS) {
      for (let k = 1; k < w.length; k++) {
        const a = w.slice(0, k);
        const b = w.slice(k);
        if ((STANDALONE_WORDS.has(a) && STANDALONE_WORDS.has(b)) || w.length > 16 || w.length < 5) continue;
        expect(normalize(`x ${a} ${b} y`).norm, `${a} ${b}`).toBe(`x ${w} y`);
      }
    }
  });
});

describe('the gutter of a scanned column', () => {
  const scanned = ['i Notice is hereby given that', '! letters testamentary have been', 'granted to the undersigned by', 'j the Probate Court of said', '; county. All persons having claims', 'I against the said estate must', 'present the same within one year.', 'i John Roe and Jane Poe,', '; Executors.'].join('\n');
  it('drops the stray mark and space that open many lines of a scan', () => {
    const t = normalize(scanned);
    expect(t.norm.split('\n')).toEqual(['Notice is hereby given that', 'letters testamentary have been', 'granted to the undersigned by', 'the Probate Court of said', 'county. All persons having claims', 'against the said estate must', 'present the same within one year.', 'John Roe and Jane Poe,', 'Executors.']);
    expect(t.original.slice(t.map[t.norm.indexOf('John')], t.map[t.norm.indexOf('John')] + 4)).toBe('John');
  });
  it('finds the marks a multiline pattern finds, on any text', () => {
    // The scan gutterMarks replaced: every line opening with a mark, a space and more text.
    const GUTTER_MARK = /^[ijl|!;:'\][{}I5] (?=\S)/gm;
    const reference = (text: string) => {
      const marks = [...text.matchAll(GUTTER_MARK)].map((m) => m.index!);
      const lines = text.split('\n').length;
      return marks.length < 5 || marks.length < lines * 0.25 ? [] : marks.flatMap((m) => [m, m + 1]);
    };
    const linesOf = fc.array(fc.constantFrom('i ', '! ', 'j', ' ', 'a', 'Word', '\n', '\n\n', '5 x', '; '), { maxLength: 60 }).map((p) => p.join(''));
    fc.assert(fc.property(linesOf, (text) => { expect(gutterMarks(text).drops).toEqual(reference(text)); }), { numRuns: 1000 });
  });
  it('keeps a line that opens with a one-letter word when few lines do', () => {
    const text = ['I hereby certify that', 'the foregoing is true.', 'Dated this day', 'at the courthouse', 'in said county,', 'by the clerk.'].join('\n');
    expect(normalize(text).norm).toBe(text);
  });
});

describe('characters past Latin-1', () => {
  it('read as one Latin-1 stand-in each, so the matched text is always one byte per character', () => {
    const t = normalize('Fee \u20ac50 \u2014 Acme\u2122 \u0415state \ud83d\ude00 done');
    expect(t.norm).toBe('Fee \u00a450 - Acme\u00a4 \u00a4state \u00a4\u00a4 done');
    expect([...t.norm].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
    // Offsets still point at the caller's text.
    expect(t.norm.length + 1).toBe(t.map.length);
    const at = t.norm.indexOf('state');
    expect(t.original.slice(t.map[at], t.map[at] + 5)).toBe('state');
  });
  it('list bullets read as the Latin-1 bullet', () => {
    expect(normalize('\u2022 Item one\n\u25aa Item two\n\u25a0 Item three').norm).toBe('\u00b7 Item one\n\u00b7 Item two\n\u00b7 Item three');
  });
  it('UTF-8 punctuation read back as Windows-1252 reads as the punctuation', () => {
    const text = 'JANE O\u00e2\u20ac\u2122NEAL \u00e2\u20ac\u0153Trustee\u00e2\u20ac\u009d 10\u00e2\u20ac\u201c12';
    const t = normalize(text);
    expect(t.norm).toBe('JANE O\'NEAL "Trustee" 10-12');
    // A span over the name covers all three characters of the apostrophe.
    const end = t.norm.indexOf('NEAL') + 4;
    expect(text.slice(t.map[0], t.map[end - 1] + 1)).toBe('JANE O\u00e2\u20ac\u2122NEAL');
    expect(text.slice(t.map[t.norm.indexOf("'")], t.map[t.norm.indexOf("'")] + 1)).toBe('\u2122');
  });
});

describe('field labels a scraper glued onto the value before them', () => {
  it('starts a line at each glued label, and values keep their printed span', () => {
    const original = 'CITY OF ELM, MASSACHUSETTSRELEASE DATE: 2/24/2028TITLE: Snow ServicesDESCRIPTION: Plowing.';
    const t = normalize(original);
    expect(t.norm).toBe('CITY OF ELM, MASSACHUSETTS\nRELEASE DATE: 2/24/2028\nTITLE: Snow Services\nDESCRIPTION: Plowing.');
    const at = t.norm.indexOf('Snow Services');
    const span = toOriginalSpan(t, at, at + 'Snow Services'.length);
    expect(original.slice(span.start, span.end)).toBe('Snow Services');
  });

  it('leaves a label word that is not glued, or not a label, alone', () => {
    expect(normalize('Project TITLE: Elm').norm).toBe('Project TITLE: Elm');
    expect(normalize('SUBTITLES are due').norm).toBe('SUBTITLES are due');
  });
});

describe('question marks a mis-decoded indent left at line starts', () => {
  it('drops a run of two or more at a line start, not one, nor a run inside a line', () => {
    expect(normalize('?????Notice is given.\n?????JO ROE; ADMINISTRATOR').norm).toBe('Notice is given.\nJO ROE; ADMINISTRATOR');
    expect(normalize('? Notice\nIs it due?? Yes').norm).toBe('? Notice\nIs it due?? Yes');
  });
});

describe("a scraped table's label | value rows", () => {
  it('reads the bar after a short label as its colon when the page prints two such rows or more', () => {
    expect(normalize('Bid Title | Snow Removal\nBid Number | 28-112').norm).toBe('Bid Title : Snow Removal\nBid Number : 28-112');
    expect(normalize('Bid Title | Snow Removal\nSee the plans.').norm).toBe('Bid Title | Snow Removal\nSee the plans.');
  });
});
