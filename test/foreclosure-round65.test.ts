/**
 * Mechanisms from blind round 65 (foreclosure sales in the forms of the corpus's sources: a District of Columbia
 * trustees' sale scraped onto one line, a Texas posting company's notice, a Tennessee substitute trustee's notice,
 * a 1916 Florida master's sale, a New York adjourned referee's sale; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findDates } from '../src/recognizers/dates.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, any>;

describe('round 65', () => {
  it('reads the weekday printed before a date in figures as part of it', () => {
    const doc = new NoticeDocument('the sale will be held on Tuesday, 3/3/2026 at the courthouse');
    expect(findDates(doc).map((d) => doc.norm.slice(d.ns, d.ne))).toEqual(['Tuesday, 3/3/2026']);
  });

  const decree = (parties: string) => `NOTICE OF MASTER'S SALE.
Under a final decree of foreclosure in a cause wherein The Elm Loan Company is complainant and ${parties}, his wife, are
defendants, I, as Special Master, will on Monday, the 7th day of August, 1916, at the court house door in Elmton,
Florida, sell the following lands.
W. H. ROE,
Special Master.`;

  it('reads a name whose line ends with a middle initial on into the next line', () => {
    expect(gold(decree('Amos K.\nPell and Ida Pell')).mortgagorName).toEqual(['Amos K. Pell', 'Ida Pell']);
  });

  const POSTING = (servicer: string) => `Elm Default Services, LLC
P.O. Box 100
Elmton, California 92000
For Sale Information: (714) 555-0100
NOTICE OF SUBSTITUTE TRUSTEE'S SALE
WHEREAS, on 8/14/2020, Amos Pell, as Grantor, executed a Deed of Trust securing a note payable to Oak Home Loans, Inc.
Commonly known as: 12 ELM LANE, ELMTON, TX 78000${servicer}
NOW, THEREFORE, on Tuesday, 3/3/2026, beginning at 1:00 PM, the Substitute Trustee will sell the Property at public auction at the Elm County Justice Center, 405 Main Street, Elmton, Texas 78000.
Substitute Trustee(s): Dana Roe, Felix Poe`;

  it("gives the mortgagee the posting company's return block when no lender or servicer address is printed", () => {
    const g = gold(POSTING(''));
    expect(g.mortgageeAddress).toBe('P.O. Box 100, Elmton, California 92000');
    expect(g.mortgageePhone).toBe('(714) 555-0100');
    expect(g.auctionDateTime).toBe('Tuesday, 3/3/2026, beginning at 1:00 PM');
  });

  it("prefers a servicer's address to the posting company's", () => {
    const g = gold(POSTING('\nMortgage Servicer: Oak Loan Servicing, LLC, 600 Oak Street, Suite 2, Dallas, TX 75000'));
    expect(g.mortgageeAddress).toBe('600 Oak Street, Suite 2, Dallas, TX 75000');
  });
});
