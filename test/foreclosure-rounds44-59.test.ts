/**
 * Mechanisms from blind rounds 44 (modern foreclosure sales of Maine, Montana, South Dakota, Hawaii and Vermont), 47 and
 * 59 (1916 sales in OCR columns: Missouri, Michigan, Nebraska, Wisconsin and Georgia; Indiana, Pennsylvania, Kentucky,
 * Texas and Illinois), 50 (modern sales of five more states), 53 and 56 (modern forms of the wild corpus's states); texts
 * written here, names invented.
 */
import { describe, expect, it } from 'vitest';
import { classify, extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('round 44', () => {
  const VERMONT = `NOTICE OF FORECLOSURE SALE OF REAL PROPERTY
In accordance with the Judgment Order entered May 2, 2031 in the action entitled Elm Heritage Bank v. Jo A. Roe, Docket No. 31-CV-00100, the real property described below will be sold at public auction at 10:00 AM on Tuesday, September 2, 2031 at 21 Oak Hollow Road, Elmton, Vermont, all and singular the premises described in the mortgage,

To wit: Being all and the same lands conveyed to Jo A. Roe by Warranty Deed of Al B. Poe dated April 29, 2015 and recorded in Book 24, Page 59.

The mortgage being foreclosed was granted by Jo A. Roe to Elm Heritage Bank, dated May 1, 2015 and recorded in Book 24, Page 61.`;

  it('reads a sale held at an address printed without a ZIP after its hour, with no comma: the place and the property', () => {
    const g = gold(VERMONT);
    expect(g.auctionLocation).toBe('21 Oak Hollow Road, Elmton, Vermont');
    expect(g.propertyAddress).toBe('21 Oak Hollow Road, Elmton, Vermont');
  });

  it("dates the mortgage, not the warranty deed that conveyed the land; 'The mortgage being foreclosed was granted by A to B' names the lender", () => {
    const g = gold(VERMONT);
    expect(g.deedDate).toBe('May 1, 2015');
    expect(g.originalMortgageeName).toBe('Elm Heritage Bank');
  });

  it("reads the holder after 'the Mortgage now held by' and 'the beneficial interest is currently held by'", () => {
    expect(gold('Pursuant to the power of sale contained in that certain Mortgage dated May 1, 2017, made by JO A. ROE to Elm Home Loans, LLC, as Mortgagee, the Mortgage now held by Oak Crest Mortgage Trust 2019-2, notice is hereby given that the Mortgagee intends to sell the property at public auction on May 8, 2031, at 12:00 noon, at the front entrance of the Elm Building.').mortgageeName).toBe('Oak Crest Mortgage Trust 2019-2');
    expect(gold('TO BE SOLD AT TRUSTEE\'S SALE on May 4, 2031, at 11:00 AM at the front steps of the Elm County Courthouse. Jo Roe conveyed said real property to Elm Title, Inc., as Trustee, by Deed of Trust dated August 2, 2018. The beneficial interest is currently held by Oak Loan Servicing, LLC. The Beneficiary has declared a default.').mortgageeName).toBe('Oak Loan Servicing, LLC');
  });

  it("reads the amount due after 'as of DATE, the amount due is' and 'The amount owed on the Mortgage as of the date of this notice is'", () => {
    expect(gold('The sale will be held on May 4, 2031 at 11:00 AM at the Elm County Courthouse. As of January 4, 2031, the amount due is $286,510.44 principal and interest.').amountDue).toBe('$286,510.44');
    expect(gold('The sale will be held on May 4, 2031 at 11:00 AM at the Elm County Courthouse. The amount owed on the Mortgage as of the date of this notice is $611,348.90.').amountDue).toBe('$611,348.90');
  });

  it("reads Hawaii's tax map key with its division, a 'Civ. No.' case number and a law office signing for the plaintiff", () => {
    const g = gold(`NOTICE OF SHERIFF'S SALE
Civ. No. 06CIV31-000100
TMK: (1) 9-5-049-022
The Sheriff will sell on May 4, 2031, at 10:00 A.M., at the front door of the Elm County Courthouse, the property known as 14 Elm Drive, Elmton, SD 57000.

Roe Hagen Law Office
Attorneys for Plaintiff
310 S. Main Street, Suite 4
Elmton, SD 57000`);
    expect(g.parcelNumber).toBe('(1) 9-5-049-022');
    expect(g.caseNumber).toBe('06CIV31-000100');
    expect(g.attorneyFirm).toBe('Roe Hagen Law Office');
  });
});

describe('round 47 (1916 sales in OCR columns)', () => {
  it("starts a sale held 'between the hours of nine o'clock in the forenoon and five' at nine", () => {
    const g = gold(`TRUSTEE'S SALE.
I will sell the property at public vendue to the highest bidder for cash, at the east front door of the court house in the city of Elmton, on Saturday, the 30th day of September, 1916, between the hours of nine o'clock in the forenoon and five o'clock in the afternoon of that day.
JO ROE, Trustee.`);
    expect(g.auctionDateTimeStandardized).toBe('09/30/1916, 09:00:00');
  });

  it("reads the lender a note is 'payable to', the defendants after 'is plaintiff and', and a 'decree, to-wit:' amount", () => {
    expect(gold("to secure the payment of a certain note in said deed of trust described, payable to the Farmers' Bank of Elmton; and whereas said note is unpaid, I will sell at public vendue on Saturday, the 30th day of September, 1916, at ten o'clock in the forenoon.").originalMortgageeName).toBe("Farmers' Bank of Elmton");
    const g = gold("Notice is hereby given that by virtue of an order of sale in an action wherein The Elm Loan Company is plaintiff and Otto Roe and Martha Roe are defendants, I will, on the 23d day of October, 1916, at 2 o'clock p. m., at the east front door of the court house, sell the real estate, to satisfy the amount due on said decree, to-wit: $1,862.40, with interest.");
    expect(g.mortgagorName).toEqual(['Otto Roe', 'Martha Roe']);
    expect(g.amountDue).toBe('$1,862.40');
  });

  it("reads a bank named by keywords alone, and takes no 'Plaintiff's Attorneys' firm for the plaintiff", () => {
    const g = gold(`NOTICE OF FORECLOSURE SALE.
Capital City Bank, Plaintiff,
vs.
Jo Roe and Al Roe, Defendants.
By virtue of a judgment of foreclosure and sale, I will sell at the front door of the court house on Saturday, the 14th day of October, 1916, at 10 o'clock in the forenoon, the real estate.
ROE & POE,
Plaintiff's Attorneys.`);
    expect(g.mortgageeName).toBe('Capital City Bank');
  });

  it("reads the town on a lawyer's 'Business Address:' line under the signature, and an indebtedness 'amounting to'", () => {
    const g = gold(`MORTGAGE SALE.
Default having been made in a mortgage made by Jo Roe to the Elm Savings Bank, notice is hereby given that on Saturday, the 16th day of December, A. D. 1916, at ten o'clock in the forenoon, the undersigned will, at the north front door of the court house, sell the premises, for the purpose of paying the indebtedness secured by said mortgage, amounting to $1,140.00.
ELM SAVINGS BANK,
Mortgagee.
AL POE,
Attorney for Mortgagee.
Business Address: Elmton, Mich.`);
    expect(g.attorneyAddress).toBe('Elmton, Mich.');
    expect(g.amountDue).toBe('$1,140.00');
  });
});

describe('round 50 (modern sales of Delaware, Rhode Island, North Dakota, Wyoming and New Mexico)', () => {
  it("reads a caption set with blank lines around 'v.', a lettered 'No. D-...' case number and a special master's contact", () => {
    const g = gold(`NOTICE OF SALE
ELM JUDICIAL DISTRICT COURT

No. D-1329-CV-2031-01442

ELM FEDERAL CREDIT UNION,
Plaintiff,

v.

JO A. ROE and AL B. ROE,
Defendants.

NOTICE IS HEREBY GIVEN that on Wednesday, May 7, 2031, at 11:45 a.m., the undersigned Special Master will, at the west entrance of the Elm Courthouse, 1500 Oak Road, Elmton, New Mexico, sell the real estate commonly known as 61 Elm Loop NE, Elmton, New Mexico 87000.

/s/ Cy D. Poe
Cy D. Poe, Special Master
P.O. Box 27318
Elmton, NM 87100
(505) 555-0100`);
    expect(g.mortgagorName).toEqual(['JO A. ROE', 'AL B. ROE']);
    expect(g.caseNumber).toBe('D-1329-CV-2031-01442');
    expect(g.mortgageeAddress).toBe('P.O. Box 27318, Elmton, NM 87100');
    expect(g.mortgageePhone).toBe('(505) 555-0100');
  });

  it("reads Rhode Island's sale 'on the premises, by virtue of ... a certain mortgage by X' and its holder's role line", () => {
    const g = gold(`MORTGAGEE'S SALE
44 Elm View Avenue, Elmton, RI 02800
The premises described in the mortgage will be sold subject to all encumbrances on May 6, 2031 at 11:00 AM, on the premises, by virtue of the power of sale contained in a certain mortgage by Jo A. Roe dated June 27, 2016, the conditions of said mortgage having been broken.
ELM SHORE SAVINGS BANK
Present holder of said mortgage
By its Attorneys,
ROE & POE, LLP`);
    expect(g.auctionLocation).toBe('the premises');
    expect(g.mortgagorName).toEqual(['Jo A. Roe']);
    expect(g.mortgageeName).toBe('ELM SHORE SAVINGS BANK');
  });

  it("reads Delaware's 'C.A. No.'", () => {
    expect(gold("SHERIFF'S SALE\nBy virtue of a writ of Levari Facias, C.A. No. N31L-08-114 RRC, there will be exposed to public sale at the Sheriff's Office, 800 Elm Street, Elmton, Delaware, on Tuesday, May 6, 2031, at 10:00 A.M., the real estate known as 27 Elm Drive, Elmton, DE 19800.").caseNumber).toBe('N31L-08-114');
  });
});

describe('round 53 (modern Virginia, Texas, Arizona and Tennessee forms)', () => {
  it("reads no case number from a plat's film code or a fee's number", () => {
    expect(gold('NOTICE OF FORECLOSURE SALE\nProperty: LOT 22, BLOCK 4, OF ELM ESTATES, ACCORDING TO THE MAP RECORDED IN FILM CODE NO. 684112 OF THE MAP RECORDS. Sale Information: May 6, 2031, at 10:00 AM, at the Elm County Courthouse.').caseNumber).toBeNull();
    expect(gold('TRUSTEE\'S SALE OF 3 Elm Lane, Elmton, VA 22000. The Substitute Trustee will offer for sale at public auction at the front of the Circuit Court building on May 6, 2031 at 11:00 AM the property. (FEE # 12)').caseNumber).toBeNull();
  });
});

describe("round 56 (modern forms of the wild corpus's states)", () => {
  it("reads an association's assessment lien: the owner who owes it, and the association that holds it", () => {
    const g = gold(`NOTICE OF TRUSTEE'S SALE
(Assessment Lien)
WHEREAS, Jo B. Roe is the owner of the property commonly known as 86 Elm Court, Elmton, Texas 77000; and
WHEREAS, the property is subject to a lien for assessments in favor of Elm Meadow Community Association, Inc.; and
NOW, THEREFORE, on Tuesday, May 6, 2031, the Trustee will sell the property at public auction at the Elm County Courthouse, the sale to begin no earlier than 10:00 A.M.`);
    expect(g.mortgagorName).toEqual(['Jo B. Roe']);
    expect(g.mortgageeName).toBe('Elm Meadow Community Association, Inc.');
  });

  it("reads 'a Deed of Trust dated DATE, from A and B to X, Trustee, securing BANK', and Virginia's GPIN", () => {
    const g = gold("TRUSTEE'S SALE\nOf valuable improved real estate located at 21 Elm Road, Elmton, Virginia 24000. Default having been made in the terms of a certain Deed of Trust dated September 9, 2013, from Jo W. Roe and Al K. Roe to Elm Settlement Co., Trustee, securing Oak Hills Bank, recorded in Deed Book 1041, page 226, the undersigned Substitute Trustee will offer for sale at public auction on the front steps of the Elm County Courthouse on May 13, 2031, at 10:30 a.m., the property. GPIN 0242003000117.");
    expect(g.mortgagorName).toEqual(['Jo W. Roe', 'Al K. Roe']);
    expect(g.originalMortgageeName).toBe('Oak Hills Bank');
    expect(g.parcelNumber).toBe('0242003000117');
  });

  it("takes no date after 'Elm Mortgage Trust' in a company's name for the deed's", () => {
    expect(gold(`NOTICE OF TRUSTEE'S SALE
The trust property will be sold at public auction at the main entrance to the Elm Court Building on 05/06/2031 at 12:30 PM.
Current Beneficiary: Elm Plains Mortgage Trust 2021-1, c/o Oak Loan Servicing, 48 N. Elm Road, Elmton, AZ 85000

Dated: January 29, 2031
Oak Default Services, LLC`).deedDate).toBeNull();
  });
});

describe('round 59 (1916 sales of Indiana, Pennsylvania, Kentucky, Texas and Illinois in OCR columns)', () => {
  it("classifies a levari facias sale as a foreclosure, and reads the owners it was seized from", () => {
    const text = "SHERIFF'S SALE.\nBy virtue of a writ of Levari Facias issued out of the Court of Common Pleas, there will be exposed to public sale at the Court House in Elmton, Pa., on MONDAY, OCTOBER 30, 1916, at 1:30 o'clock p. m., the following described real estate. Seized, taken in execution and to be sold as the property of Jo W. Roe and Al M. Roe, his wife.";
    expect(classify(text).domain).toBe('foreclosure');
    expect(gold(text).mortgagorName).toEqual(['Jo W. Roe', 'Al M. Roe']);
  });

  it("reads a cause number with a thousands comma, 'Gen. No. 9,214', and the spelled sum with its cents restated in figures", () => {
    const g = gold("SHERIFF'S SALE.\nBy virtue of a decree from the Circuit Court of Elm County, in cause No. 11,847, wherein The Elm Savings Bank is plaintiff and Jo J. Roe and Al E. Roe are defendants, requiring me to make the sum of Two Thousand Four Hundred Twelve Dollars and Sixty Cents ($2,412.60), with interest and costs, I will expose at public sale on Saturday, the 4th day of November, 1916, at 10 o'clock a. m., at the door of the court house, the real estate.");
    expect(g.caseNumber).toBe('11,847');
    expect(g.amountDue).toBe('$2,412.60');
    const il = gold("MASTER'S SALE.\nThe Elm Marine Bank vs. Jo F. Roe and Al B. Roe.\nForeclosure. Gen. No. 9,214.\nI, Cy H. Poe, Master in Chancery of said court, will on Wednesday, the 8th day of November, A. D. 1916, at the hour of 2 o'clock p. m., at the north door of the court house, sell the real estate.");
    expect(il.caseNumber).toBe('9,214');
    expect(il.auctionDateTimeStandardized).toBe('11/08/1916, 14:00:00');
  });

  it("reads the bank a note 'for $900.00, payable to' is owed", () => {
    expect(gold("Whereas, by a certain deed of trust dated the 2d day of January, 1915, Jo W. Roe conveyed to the undersigned, as trustee, the property, to secure the payment of a note for $900.00, payable to the Elm National Bank of Oakton; now, therefore, I will, on Tuesday, the 7th day of November, 1916, at ten o'clock a. m., at the court house door, sell said property.").originalMortgageeName).toBe('Elm National Bank of Oakton');
  });
});
