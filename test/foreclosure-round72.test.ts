/**
 * Mechanisms from blind round 72 (foreclosure sales in the forms the wild corpus holds most: two scraped Virginia
 * trustee's sales, a Texas posting company's notice, an Arizona statutory notice, a Tennessee substitute trustee's
 * notice; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('foreclosure', extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, any>;

describe('round 72', () => {
  const texas = (original: string, trustees: string) => `Notice of Substitute Trustee Sale
T.S. #: 31-20518
Date: 7/8/2031
Time: The sale will begin no earlier than 1:00 PM or no later than three hours thereafter.
Place: At the north entrance of the Elm County Courthouse
Property Address: 4410 ELM DRIVE ELMTON, TX 78999
Trustor(s): JO A. ROE and AMOS B. ROE
Original Beneficiary: ${original}
Current Beneficiary: Birch Mortgage Servicing, LLC
${trustees}
Terms of Sale - The sale will be conducted as a public auction to the highest bidder for cash.`;

  it("reads the lender MERS held for when MERS's short name in brackets comes first", () => {
    const g = gold(texas('MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC. ("MERS"), AS BENEFICIARY, AS NOMINEE FOR Oak Home Loans, LLC, ITS SUCCESSORS AND ASSIGNS', ''));
    expect(g.originalMortgageeName).toBe('Oak Home Loans, LLC');
  });

  it('reads it across the blank lines OCR leaves between the words', () => {
    expect(gold(texas('MORTGAGE ELECTRONIC REGISTRATION SYSTEMS, INC., AS\n\nBENEFICIARY, AS NOMINEE FOR OAK HOME LOANS, LLC,\n\nITS SUCCESSORS AND ASSIGNS', '')).originalMortgageeName).toBe('OAK HOME LOANS, LLC');
  });

  it("reads the trustees under 'Substituted Trustees:'", () => {
    expect(gold(texas('Oak Home Loans, LLC', 'Current Substituted Trustees: Elm Auction Services, LLC, Dolores Pell, Rafael Poe')).trusteeName)
      .toEqual(['Elm Auction Services, LLC', 'Dolores Pell', 'Rafael Poe']);
  });
});

describe('round 72, reworded', () => {
  const sale = (who: string, holder: string) => `TRUSTEE'S SALE 1 Elm Road, Elmton, VA 23000. The borrower having defaulted under a Deed of Trust dated 2/14/2029, ${holder} the ${who} will sell the property at public auction on 6/16/2031 at 11:00 AM, at the front steps of the Elm County Circuit Courthouse, 2 Court Row, Elmton, VA 23001. TERMS: CASH. Oak Default Solutions, LLC, 500 Harbor Gate Parkway, Suite 210, Elmton, VA 23320, File No. 31-51377, Tel: 757-555-0149`;

  it('reads the signer as the trustee when the trustees are "named below"', () => {
    const g = gold(sale('Substitute Trustees named below', ''));
    expect(g.trusteeName).toEqual(['Oak Default Solutions, LLC']);
    expect(g.mortgageePhone).toBe('757-555-0149');
    expect(gold(sale('Substitute Trustees', '')).trusteeName).toEqual([]);
  });

  it('reads the holder that "now holds the note"', () => {
    expect(gold(sale('undersigned Substitute Trustees', 'Birch Community Bank now holds the note and the Deed of Trust by assignment, and')).mortgageeName).toBe('Birch Community Bank');
  });
});
