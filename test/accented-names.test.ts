/**
 * Accented Latin letters: the normalizer reads them as their base letters, so every pattern (written in ASCII)
 * matches "Villaseñor" as it matches "Villasenor", and each value, sliced from the original text, keeps its accents.
 * Names invented.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extract, normalize, toGold } from '../src/index.js';
import { judgeName } from '../src/recognizers/name-validity.js';
import { foldLatin } from '../src/text/latin-fold.js';

const gold = (domain: 'foreclosure' | 'bids' | 'probate', text: string) =>
  toGold(domain, extract(text, { domain }).entities)[0] as unknown as Record<string, unknown>;

describe('accented letters in the normalized text', () => {
  it('reads each accented letter as its base letter and maps it back to the original', () => {
    const n = normalize('José Núñez, Zoë Brontë');
    expect(n.norm).toBe('Jose Nunez, Zoe Bronte');
    expect(n.original.slice(n.map[5], n.map[10])).toBe('Núñez');
  });

  it('drops combining marks and spells letters no mark makes', () => {
    expect(normalize('Jose\u0301 Stra\u00DFe \u0141ukasz').norm).toBe('Jose Strasse Lukasz');
  });

  it('folds every Latin-1 and Latin Extended-A letter to ASCII letters, as the judge of a printed value does', () => {
    const latin = fc.integer({ min: 0xc0, max: 0x17f }).filter((c) => c !== 0xd7 && c !== 0xf7).map((c) => String.fromCharCode(c));
    fc.assert(fc.property(fc.array(latin, { minLength: 1, maxLength: 12 }), (letters) => {
      const word = letters.join('');
      expect(normalize(word).norm).toMatch(/^[A-Za-z]+$/);
      expect(foldLatin(word)).toBe(normalize(word).norm);
    }));
  });

  it('judges an accented name as its plain spelling', () => {
    expect(judgeName('Tomás Ibáñez').valid).toBe(judgeName('Tomas Ibanez').valid);
    expect(judgeName('Tomás Ibáñez').valid).toBe(true);
  });
});

describe('accented names read in every domain, as printed', () => {
  it('foreclosure: borrowers and trustees', () => {
    const g = gold('foreclosure', `NOTICE OF TRUSTEE'S SALE
On June 14, 2027 at 10:00 AM at the main entrance of the Elm County Courthouse, 201 West Main Street, Elmwood, AZ 85003,
Renée Castañeda, Trustee, will sell the property at 44 Alder Lane, Glendale, AZ 85301, under a Deed of Trust dated
May 2, 2011, executed by José Núñez and María Peña, husband and wife, as Trustors.`);
    expect(g.mortgagorName).toEqual(['José Núñez', 'María Peña']);
    expect(g.trusteeName).toEqual(['Renée Castañeda']);
  });

  it('probate: the decedent and the attorney', () => {
    const g = gold('probate', `NOTICE TO CREDITORS
ESTATE OF EFRAÍN GÓMEZ, Deceased. Case No. PB2027-000100
Notice is given that Inés Gómez has been appointed Personal Representative of this estate. All persons having claims
against the estate are required to present their claims within four months after the date of the first publication of
this notice or the claims will be forever barred.
Dated March 3, 2027.
Tomás Ibáñez, Esq.
Ibáñez Law, PLLC
100 North Central Avenue, Phoenix, AZ 85004
Attorney for Personal Representative`);
    expect(g.decedentName).toBe('EFRAÍN GÓMEZ');
    expect(g.attorneyName).toBe('Tomás Ibáñez, Esq.');
  });

  it('bids: the contact after the office', () => {
    const g = gold('bids', `Elm Valley Independent School District will receive competitive sealed proposals for HVAC Replacement until
2:00 p.m. CST, Tuesday, May 5, 2026. Direct questions to the Director of Purchasing, Ramón Villaseñor, at (830) 555-0172.`);
    expect(g.contactName).toBe('Ramón Villaseñor');
  });
});
