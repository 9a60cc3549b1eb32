import { describe, expect, it } from 'vitest';
import { devCorpusDir, fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { classify, extract } from '../src/index.js';
import type { ClassDomain } from '../src/classify/cues.js';

const CASES: Array<[ClassDomain, string]> = [
  ['foreclosure', "NOTICE OF SUBSTITUTE TRUSTEE'S SALE. Grantor(s): Jo Doe. Deed of Trust dated May 1, 2019. The property will be sold at public auction."],
  ['bids', 'INVITATION TO BID. Sealed bids will be received by the City of Elmwood until 2:00 p.m. for the Main Street Resurfacing Project. A bid bond is required.'],
  ['probate', 'NOTICE TO CREDITORS. Estate of Mary Roe, Deceased. All persons having claims against the estate must present them to the Personal Representative.'],
  ['other', 'NOTICE OF PUBLIC HEARING. The Zoning Board of Appeals will hear a request for a variance at 123 Elm St.'],
  ['other', 'NOTICE OF APPLICATION FOR TAX DEED. The holder of the tax certificate has filed it for a tax deed; the property will be sold at public auction.'],
  ['other', 'NOTICE OF LIEN SALE. The contents of the following self storage units will be sold at public auction to the highest bidder.'],
  ['other', 'NOTICE OF PETITION FOR CHANGE OF NAME. Petitioner asks the court to change the name of a minor.'],
  ['other', ''],
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
