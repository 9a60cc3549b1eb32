/**
 * Mechanisms from blind round 33 (sheriff's, judicial and master's sales of five states; texts written here, names
 * invented) and the wild check beside it.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findLotDesignations } from '../src/recognizers/identifiers.js';
import { readParties } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;
const SALE = 'NOTICE OF SALE. The property will be sold at public auction at the Elm County Courthouse on August 19, 2031 at 10:30 AM. ';

describe('round 33', () => {
  it('reads a bank of two trades as one name', () => {
    expect(readParties(new NoticeDocument('ELM STATE BANK AND TRUST\nPlaintiff'), 0).map((p) => p.value.name)).toEqual(['ELM STATE BANK AND TRUST']);
  });

  it('reads the firm after "For information, contact the sales department,"', () => {
    const g = gold(`${SALE}For information, contact the sales department, Roe Poe & Fenn, LLC, 230 W. Elm Street, Suite 1125, Chicago, IL 60699, (312) 555-0140.`);
    expect(g.attorneyName).toBe('Roe Poe & Fenn, LLC');
  });

  it('takes no post office box as a name, and the master in equity as the officer who sells', () => {
    const g = gold(`MASTER'S SALE
C/A No. 2031-CP-18-00917
BY VIRTUE of a decree, I, the undersigned Master in Equity for Elm County, will sell on September 7, 2031 at 11:00 AM, at the Elm County Courthouse, to the highest bidder:
Property Address: 56 Oak Hollow Lane, Elmton, SC 29499
TMS No. 163-00-00-222
JO A. ROE, MASTER IN EQUITY
Oak Law Firm, P.A., Attorneys for Plaintiff, Post Office Box 2170, Elmton, SC 29499, (843) 555-0112`);
    expect(g.attorneyName).toBe('Oak Law Firm, P.A.');
    expect(g.trusteeName).toEqual(['JO A. ROE']);
    expect(g.caseNumber).toBe('2031-CP-18-00917');
    expect(g.parcelNumber).toBe('163-00-00-222');
  });

  it("leaves out a caption's spouse named by title and surname only, and reads a sheriff under his label", () => {
    const g = gold(`SHERIFF'S SALE
DOCKET NO. F-004471-31
ELM SAVINGS AND LOAN ASSOCIATION, PLAINTIFF
vs.
JO ANN ROE; MR. ROE, HUSBAND OF JO ANN ROE, DEFENDANTS
I shall expose for sale by public vendue, at the Sheriff's Office, 77 Elm Street, Elmton, New Jersey, on Wednesday, September 22, 2031, at two o'clock in the afternoon of said day.
Approximate amount of judgment to be satisfied by sale: $312,447.51
SHERIFF: AL B. POE`);
    expect(g.mortgagorName).toEqual(['JO ANN ROE']);
    expect(g.trusteeName).toEqual(['AL B. POE']);
    expect(g.amountDue).toBe('$312,447.51');
  });

  it("reads New Jersey's tax lot in block, not a legal description's lot in block", () => {
    const ids = (t: string) => findLotDesignations(new NoticeDocument(t)).map((h) => h.value.id);
    expect(ids('Tax Lot No. 9 in Block 144')).toEqual(['Tax Lot No. 9 in Block 144']);
    expect(ids('LOT 31 IN BLOCK 4 IN ELM SUBDIVISION')).toEqual([]);
  });

  it('reads the address under a heading of "improved real property", and no parcel from a deed\'s folio', () => {
    const g = gold(`SUBSTITUTE TRUSTEES' SALE
OF IMPROVED REAL PROPERTY
52 Glen Elm Terrace
Elmton, MD 20799
Under a power of sale contained in a certain Deed of Trust dated November 20, 2015, recorded in Liber 37711, folio 402, the Substitute Trustees will offer for sale at public auction at the Courthouse Door on OCTOBER 5, 2031 AT 11:30 AM. Tax ID #17-1930412.`);
    expect(g.propertyAddress).toBe('52 Glen Elm Terrace, Elmton, MD 20799');
    expect(g.parcelNumber).toBe('17-1930412');
    expect(g.caseNumber).toBeNull();
  });
});

describe('round 35 (1916 notices)', () => {
  it('classifies a sheriff\'s sale on special execution as a foreclosure', async () => {
    const { classify } = await import('../src/index.js');
    expect(classify(`SHERIFF'S SALE.
By virtue of a special execution issued by the Clerk of the District Court of Iowa, in and for Elm county, in favor of
The Elm State Bank, and against Jo Roe and Ann Roe, his wife, I will on the 20th day of November, 1916, at 2 o'clock
p. m., at the east door of the court house in Elmton, offer at public sale to the highest bidder for cash the land.`).domain).toBe('foreclosure');
  });

  it('reads borrowers after "executed on the 2nd day of March, 1914, by", one cut by a hyphen at a line\'s end', () => {
    const g = gold(`TRUSTEE'S SALE.
By virtue of a deed of trust executed
on the 2nd day of March, 1914, by
Jo L. Roe and Ann B. Ro-
wan, his wife, to the undersigned trus-
tee, I will, on Monday, December 4, 1916, (that being County Court day), at about 12 o'clock noon, in front of the
court house in Elmton, Va., sell at public auction.`);
    expect(g.mortgagorName).toEqual(['Jo L. Roe', 'Ann B. Ro- wan']);
    expect(g.auctionDateTimeStandardized).toBe('12/04/1916, 12:00:00');
  });
});
