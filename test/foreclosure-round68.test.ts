/**
 * Mechanisms from blind round 68 (foreclosure sales in the forms of the corpus's sources: a Colorado public trustee's
 * notice, a California notice of trustee's sale, an Oklahoma sheriff's sale, a Virginia trustee's sale, a Michigan
 * mortgage sale by advertisement; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, any>;

describe('round 68', () => {
  const trustee = (signature: string) => `NOTICE OF SALE
Public Trustee Sale No. 0031-2031
Original Grantor(s): JO A. ROE
Current Holder of Evidence of Debt: ELM LOAN SERVICING, LLC
THEREFORE, Notice Is Hereby Given that I will at public auction, at 10:00 A.M. on Wednesday, May 21, 2031, at the Elm County Public Trustee's Office, 1 Court Square, Elmton, Colorado, sell to the highest and best bidder for cash.
Dated: 1/22/2031
${signature}`;

  it('reads the public trustee who signs above a line naming the county first', () => {
    expect(gold(trustee('AMOS B. PELL\nELM COUNTY Public Trustee')).trusteeName).toEqual(['AMOS B. PELL']);
    expect(gold(trustee('AMOS B. PELL, Public Trustee in and for the County of Elm')).trusteeName).toEqual(['AMOS B. PELL']);
  });

  it("does not take the public trustee's office for a signer", () => {
    expect(gold(trustee('Elm County Public Trustee\'s Office')).trusteeName).toEqual([]);
  });

  const michigan = (assignment: string) => `MORTGAGE SALE - Default has been made in the conditions of a mortgage made by Jo A. Roe, a single man, to Elm Home Lending Company, Mortgagee, dated May 5, 2030, and recorded on May 19, 2030, as Document No. 2030-1, Elm County Records, Michigan, and ${assignment}, on which mortgage there is claimed to be due at the date hereof the sum of $98,412.55. Notice is hereby given that said mortgage will be foreclosed by a sale of the mortgaged premises at public vendue, at the place of holding the circuit court within Elm County, at 10:00 AM, on May 28, 2031.`;

  it('reads the holder at the end of mesne assignments', () => {
    const g = gold(michigan('assigned by mesne assignments to Birch Mortgage Servicing, LLC, as assignee'));
    expect(g.mortgageeName).toBe('Birch Mortgage Servicing, LLC');
    expect(g.originalMortgageeName).toBe('Elm Home Lending Company');
    expect(gold(michigan('assigned through mesne assignments to Birch Mortgage Servicing, LLC')).mortgageeName).toBe('Birch Mortgage Servicing, LLC');
  });
});
