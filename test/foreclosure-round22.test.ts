/**
 * Mechanisms from blind round 22 and the wild audit beside it (texts written here, names and places invented):
 * lists of names around a relative clause, a lawyer's name run on into the firm's, a trustee's role printed after a
 * name without its comma, a chain of assignments, a sale hour printed far from its date, spelled cents "40-100".
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findMoney } from '../src/recognizers/money.js';
import { readParties } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const names = (text: string) => readParties(new NoticeDocument(text), 0).map((p) => p.value.name);
const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('reading a list of names', () => {
  it('reads on over a relative clause of words between two names of the list', () => {
    expect(names('Jo Roe or Al Poe, whose address is listed below, or Bo Doe, Cy Lee or Di Fox, whose business address is 1 Elm St, Dallas'))
      .toEqual(['Jo Roe', 'Al Poe', 'Bo Doe', 'Cy Lee', 'Di Fox']);
  });

  it('stops at a relative clause that holds an address', () => {
    expect(names('Jo Roe, whose address is 1 Elm St, or Al Poe')).toEqual(['Jo Roe']);
  });

  it("ends a lawyer's name where the name of the lawyer's firm begins", () => {
    expect(names('Marla J. Penrose Penrose Law PLLC PO Box 1234 Phoenix  AZ 85066')).toEqual(['Marla J. Penrose']);
    // A firm named after the lawyer, with no name of its own before "Law", stays one name.
    expect(names('John Q. Adams Law Group, PLLC, 1 Elm St')).toEqual(['John Q. Adams Law Group, PLLC']);
  });

  it("ends a person's name at the role printed after it without a comma", () => {
    expect(names('Delia R. Fenwick  Trustee  Hollis  Crane  Marsh & Lowry  P.C.  200 North Central Avenue')).toEqual(['Delia R. Fenwick']);
    expect(names('JO Q. ROE TRUSTEE OF THE ROE FAMILY TRUST, dated May 1, 2001')).toEqual(['JO Q. ROE TRUSTEE OF THE ROE FAMILY TRUST']);
    expect(names('Jo Q. Roe Trustee Services, LLC')).toEqual(['Jo Q. Roe Trustee Services, LLC']);
  });
});

describe('spelled money', () => {
  it('reads cents printed "40-100" as old papers print them', () => {
    const hits = findMoney(new NoticeDocument('the sum of Two Thousand One Hundred Eighteen and 40-100 Dollars, ($2,118.40)'));
    expect(hits.map((h) => h.value.amount)).toEqual(['2118.40', '2118.40']);
  });
});

describe('foreclosure parties and sale', () => {
  const texas = `NOTICE OF SUBSTITUTE TRUSTEE'S SALE
PURSUANT TO AUTHORITY conferred upon the Trustee by that certain Deed of Trust dated
May 2, 2011, executed by JO ANN ROE, ("Mortgagor") to Al Poe, Trustee, for the benefit of Elm Home Loans, Ltd.,
filed for record under Instrument No. 2011000123; said Deed of Trust being assigned to
Oak Savings Bank, F.S.B. by that certain Assignment of Deed of Trust dated June 2, 2011; said Deed of Trust
being further assigned to BIRCH HOUSING CREDIT COMPANY ("Mortgagee") by that certain
Assignment dated October 9, 2013, Mortgagee appoints Cy Lee or Di Fox, to sell on
Tuesday, August 3, 2027, (that being the first Tuesday of the month), at public auction to the highest bidder for
cash, at the Elm County Courthouse at the place designated by the Commissioners Court for such sales in
Elm County, Texas, the sale to begin at 1:00 o'clock p.m. or not later than three (3) hours after such time on
that date, selling the property commonly known as 12 Birch Lane, Elmwood, Texas 77999.`;

  it('takes the holder from the further assignment, over the first', () => {
    expect(gold(texas).mortgageeName).toBe('BIRCH HOUSING CREDIT COMPANY');
  });

  it("joins the sale's hour printed a long clause after its date, and ends the place before it", () => {
    const g = gold(texas);
    expect(g.auctionDateTimeStandardized).toBe('08/03/2027, 13:00:00');
    expect(g.auctionLocation).toBe('the Elm County Courthouse at the place designated by the Commissioners Court for such sales in Elm County, Texas');
  });

  it("reads the original lender after the mortgagors' role, and the sum claimed from its figures", () => {
    const g = gold(`NOTICE OF MORTGAGE FORECLOSURE SALE.
Default has been made in the conditions of that certain mortgage, executed and delivered by Jo Roe
and Ann Roe, his wife, mortgagors, to the Elm State Bank, a corporation, mortgagee, dated the 2d day of
May, 1912. That there is claimed to be due at the date of this notice the sum of One Hundred Ten
and 40-100 Dollars, ($110.40), principal and interest. The sale will be made by the sheriff at the front
door of the court house, in the village of Elmvale, on Saturday, the 18th day of November, 1916, at 2 o'clock P. M.`);
    expect(g.originalMortgageeName).toBe('Elm State Bank');
    expect(g.amountDue).toBe('$110.40');
  });

  it("never takes a trustee's qualification as the trustee's name", () => {
    const g = gold(`NOTICE OF TRUSTEE'S SALE On June 14, 2027 at 10:00 AM at the main entrance of the Superior Court Building, 201 West Jefferson Street, Phoenix, AZ 85003, the trustee will sell the property at 44 Alder Lane, Glendale, AZ 85301. NAME AND ADDRESS OF TRUSTEE (as of date of recording of sale): Dale P. Corwin  licensed real estate broker 5400 W Onyx Ave. Glendale  AZ 85302. QUALIFICATIONS TO BE TRUSTEE: Licensed Real Estate Broker in Arizona.`);
    expect(g.trusteeName).toEqual(['Dale P. Corwin']);
  });
});
