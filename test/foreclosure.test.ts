import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devCorpusDir, fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { evaluate } from '../bench/lib/evaluate.js';
import { SEED_FIELDS } from '../bench/lib/fields.js';
import { extract, toGold, toWire } from '../src/index.js';

const fixtures = loadGold(fixturesDir(), 'foreclosure');
const f1 = (scorer: ReturnType<typeof evaluate>, field: string) => scorer.scores().find((s) => s.field === field)!.f1;

describe('foreclosure fixtures (golden)', () => {
  it('has at least 30 fixtures from at least 12 states', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(30);
    expect(new Set(fixtures.map((n) => n.state)).size).toBeGreaterThanOrEqual(12);
  });
  it('renders one entity per sale, in order, for every fixture', () => {
    for (const n of fixtures) {
      const got = extract(n.text, { domain: 'foreclosure' }).entities;
      expect(got.length, n.id).toBeGreaterThan(0);
    }
  });
  // Floors sit just below the figures reached; they may only go up.
  it('keeps seed-field macro F1 on the fixtures', () => {
    const scorer = evaluate('foreclosure', fixtures);
    expect(scorer.macroF1(SEED_FIELDS.foreclosure)).toBeGreaterThanOrEqual(0.85);
  });
});

describe('foreclosure renderers', () => {
  const text = `NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Grantor(s): Maria L. Ortega and Daniel Ortega, wife and husband
Property Address: 4411 Quarry Bend Road
Lakeview, TX 75001
Date of Sale: April 1, 2025
Time of Sale: 10:00 AM
Place of Sale: At the west door of the County Courthouse
Substitute Trustee: Bluebonnet Trustee Services, LLC
Substitute Trustee Address: 900 Commerce Street, Suite 12, Dallas, TX 75202
(214) 555-0147`;
  const { entities } = extract(text, { domain: 'foreclosure' });
  it('gold shape: plain values under the contract names', () => {
    const [g] = toGold(entities) as Array<Record<string, unknown>>;
    expect(g.auctionDateTime).toBe('April 1, 2025 Time of Sale: 10:00 AM');
    expect(g.auctionDateTimeStandardized).toBe('04/01/2025, 10:00:00');
    expect(g.mortgagorName).toEqual(['Maria L. Ortega', 'Daniel Ortega']);
    expect(g.propertyAddress).toBe('4411 Quarry Bend Road, Lakeview, TX 75001');
    expect(g.trusteeName).toEqual(['Bluebonnet Trustee Services, LLC']);
    expect(g.mortgageeAddress).toBe('900 Commerce Street, Suite 12, Dallas, TX 75202');
    expect(g.mortgageePhone).toBe('(214) 555-0147');
    expect(g.foreclosureStatus).toBe('scheduled');
  });
  it('wire shape: the eleven §2.3 fields, all strings, lists joined with " and "', () => {
    const [w] = toWire('foreclosure', entities) as Array<Record<string, string>>;
    expect(Object.keys(w)).toHaveLength(11);
    expect(w.mortgagorName).toBe('Maria L. Ortega and Daniel Ortega');
    expect(w.attorneyName).toBe('');
  });
  it('every value keeps its source span and whether it was stated', () => {
    const e = entities[0];
    expect(text.slice(e.propertyAddress!.start, e.propertyAddress!.end)).toBe('4411 Quarry Bend Road\nLakeview, TX 75001');
    expect(e.foreclosureStatus.stated).toBe(false);
    expect(e.auctionDateTime!.stated).toBe(true);
    expect(e.auctionDateTime!.source).toMatch(/^date:/);
  });
});
