import { describe, expect, it } from 'vitest';
import { devCorpusDir, fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { classify, extract } from '../src/index.js';
import type { ClassDomain } from '../src/classify/cues.js';
import { foldPattern, foldText } from '../src/text/ocr-fold.js';

const CASES: Array<[ClassDomain, string]> = [
  ['foreclosure', "NOTICE OF SUBSTITUTE TRUSTEE'S SALE. Grantor(s): Jo Doe. Deed of Trust dated May 1, 2019. The property will be sold at public auction."],
  ['bids', 'INVITATION TO BID. Sealed bids will be received by the City of Elmwood until 2:00 p.m. for the Main Street Resurfacing Project. A bid bond is required.'],
  ['probate', 'NOTICE TO CREDITORS. Estate of Mary Roe, Deceased. All persons having claims against the estate must present them to the Personal Representative.'],
  ['other', 'NOTICE OF PUBLIC HEARING. The Zoning Board of Appeals will hear a request for a variance at 123 Elm St.'],
  ['other', 'NOTICE OF APPLICATION FOR TAX DEED. The holder of the tax certificate has filed it for a tax deed; the property will be sold at public auction.'],
  ['other', 'NOTICE OF LIEN SALE. The contents of the following self storage units will be sold at public auction to the highest bidder.'],
  ['other', 'NOTICE OF PETITION FOR CHANGE OF NAME. Petitioner asks the court to change the name of a minor.'],
  ['other', ''],
  // Scanned print: words split and run together, letters misread.
  ['bids', 'N0TICE TO BID-\nDERS\nSEALED PROPO SALS for grading the county road will be taken by the Board.'],
  ['foreclosure', "NOTICE OF SPECIAL\nMASTER'S SALE\nUnder a final decree the master will offer for sale, at public outcry, the lands described."],
  ['foreclosure', 'Surplus funds derived from the foreclosure sale of the property; the Substitute Trustee asks the court to interplead them.'],
  ['bids', 'The Association shall receive and open bids for three regional contracts set out in the Invitations to Bid.'],
  ['other', 'SUMMONS. THE STATE OF ARIZONA TO THE DEFENDANTS: YOU ARE HEREBY SUMMONED to answer a complaint to quiet title; the unknown heirs of Jo Doe, deceased.'],
  ['other', "SHERIFF'S NOTICE OF SALE OF REAL ESTATE ON EXECUTION. The sheriff will sell at public auction the real estate of the judgment debtor."],
];

describe('classify', () => {
  it.each(CASES)('labels %s: %j', (domain, text) => {
    const c = classify(text);
    expect(c.domain).toBe(domain);
    expect(c.score).toBeGreaterThanOrEqual(0);
    expect(c.score).toBeLessThanOrEqual(1);
  });
  it('names the cues that decided, with spans into the text', () => {
    const text = CASES[2][1];
    const c = classify(text);
    expect(c.cues.length).toBeGreaterThan(0);
    for (const cue of c.cues) expect(text.slice(cue.start, cue.end)).toBe(cue.text);
  });
  it('reads cues through OCR noise, at the start of a printed word only', () => {
    const c = classify(CASES[8][1]);
    expect(c.cues.map((x) => x.text)).toContain('N0TICE TO BID-\nDERS');
    // "THE STATE OF" holds the letters of "estate of" without being the cue.
    expect(classify('IN THE SUPERIOR COURT OF THE STATE OF ARIZONA').scores.probate).toBe(0);
  });
  it('folds text and patterns alike', () => {
    expect(foldText('Bid-\nDERS').text).toBe('bidders');
    expect(foldText('INVITATlON').text).toBe(foldText('invitation').text);
    expect(foldText('rnortgage').text).toBe('mortgage');
    const f = foldText('a  B1D');
    expect(f.at.slice(0, 2)).toEqual([0, 3]);
    expect(foldPattern("trustees?'?s?\\ssale")).toBe('trustees?s?saie');
    expect(foldPattern('\\bRFP\\b')).toBeUndefined();
    expect(foldPattern('tax\\s[^.]{0,40}')).toBeUndefined();
  });
  it('extract without a domain classifies first; another kind gives no entities', () => {
    expect(extract(CASES[0][1]).domain).toBe('foreclosure');
    const other = extract(CASES[3][1]);
    expect(other).toMatchObject({ domain: 'other', entities: [] });
    expect(other.classification.domain).toBe('other');
  });
  it('keeps classification accuracy over fixtures and the dev corpus at 0.97 or more', () => {
    let right = 0;
    let total = 0;
    for (const dir of [fixturesDir(), devCorpusDir()]) {
      for (const kind of ['foreclosure', 'bids', 'probate', 'other'] as const) {
        for (const n of loadGold(dir, kind)) {
          total++;
          if (classify(n.text).domain === kind) right++;
        }
      }
    }
    expect(total).toBeGreaterThan(0);
    expect(right / total).toBeGreaterThanOrEqual(0.97);
  });
});
