/**
 * Mechanisms from blind round 74 (five Arizona probate notices in the forms the wild corpus holds most: a notice of
 * hearing, a Yavapai notice signed by the representative, a scraped numbered notice where the attorney represents the
 * representative, a Pima notice of co-representatives, a scraped self-represented notice; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('probate', extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 74', () => {
  const hearing = (block: string, signature: string) => `NO. PB 2031-002318 / ROE
NOTICE OF HEARING
${block}
IN THE SUPERIOR COURT OF THE STATE OF ARIZONA IN AND FOR THE COUNTY OF MARICOPA
In the Matter of the Estate of: AMOS B. ROE  Deceased.
NOTICE IS GIVEN that Petitioner IDA L. ROE has filed with the above-named Court a Petition for Formal Probate of Will.
DATED this 14th day of May  2031. ELM LAW GROUP PLC By: /s/ ${signature}  2 East Elm Road  Suite 130  Phoenix  AZ 85016  Attorneys for Petitioner`;

  it("names the lawyer as the block with the bar number prints it, not as the signature adds 'Esq'", () => {
    const block = 'Jo T. Pell  State Bar No. 024419  ELM LAW GROUP PLC  2 East Elm Road  Suite 130  Phoenix  Arizona 85016  Telephone: (602) 555-0139  Attorneys for Petitioner  Ida L. Roe';
    expect(gold(hearing(block, 'Jo T. Pell  Esq')).attorneyName).toBe('Jo T. Pell');
  });

  it('keeps the signer when the block lists another lawyer first', () => {
    const text = `NOTICE TO CREDITORS\nIn the Matter of the Estate of: AMOS B. ROE, Deceased.\nNOTICE IS HEREBY GIVEN that IDA L. ROE has been appointed Personal Representative of this Estate.\nDATED this 13th day of May  2031.\n/s/ Lu Poe Quill\nAttorney for Personal Representative\nELM & OAK  P.L.L.C.\n2 East Elm Road\nPhoenix  AZ 85254\n(480) 555-0110\nJo T. Pell\nState Bar No. 017139\nLu Poe Quill\nState Bar No. 026530`;
    expect(gold(text).attorneyName).toBe('Lu Poe Quill');
  });

  it('reads the representative an attorney represents when the name has an initial', () => {
    const text = `NOTICE TO CREDITORS In the Matter of the Estate of: AMOS B. ROE An Adult  Deceased. 1. PERSONAL REPRESENTATIVE: Attorney Jo T. Pell represents Ida L. Roe as the Personal Representative of this Estate. My address is 2 East Elm Road  Phoenix  Arizona 85034.`;
    expect(gold(text).personalRepresentatives.map((r: any) => r.name)).toEqual(['Ida L. Roe']);
  });
});
