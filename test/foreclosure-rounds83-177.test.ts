/**
 * Mechanisms from blind rounds 83, 86, 89, 92, 95, 98, 101, 104, 110, 113, 116, 119, 122, 125, 128, 131, 134, 137, 140, 143, 146, 149, 152, 156, 159, 162, 165, 168, 171, 174 and 177 (foreclosure notices: a Tennessee postponement, an Ohio sheriff's list signed once at
 * its foot, a Georgia sale under power, a Michigan sale by advertisement on one paragraph, a Virginia sale re-advertised
 * after a postponement; a 1910s Minnesota sale by advertisement; Texas clerk scans and labelled notices; a 1910s Nebraska sheriff's sale; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { classify, extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('foreclosure', extract(text, { domain: 'foreclosure' }).entities) as Array<Record<string, any>>;

describe('round 83', () => {
  it("a sale 'originally scheduled for' a date 'and was postponed' is postponed", () => {
    const text = 'NOTICE OF SUBSTITUTE TRUSTEE\'S SALE\nThe Substitute Trustee will sell at public auction in front of the Elm County Courthouse, 1 Court Road, Elmton, VA 22999, on March 10, 2027, at 12:30 PM, the property at 1 Elm Lane, Elmton, VA 22999.\nThe sale was originally scheduled for February 10, 2027 and was postponed by the Substitute Trustee.';
    expect(gold(text)[0].foreclosureStatus).toBe('postponed');
  });

  it("reads the lender the deed's trustee holds for, set off by commas ('Elm Title Company, Trustee, for Oak Bank')", () => {
    const text = 'NOTICE OF SALE\nDeed of Trust dated October 3, 2014, executed by JO ROE to Elm Title Company, Trustee, for Oak Valley Bank, and recorded in Record Book 1, Page 2. The sale will be held on February 16, 2027 at 10:00 A.M. at the east door of the Elm County Courthouse.';
    expect(gold(text)[0].originalMortgageeName).toBe('Oak Valley Bank');
  });

  it("gives every sale of a list the sheriff who signs at its foot, past a blank line", () => {
    const sale = (n: string, who: string) => `Case No. 2025 CV 0${n}
Elm Bank, Plaintiff, vs. ${who}, Defendant.
I will offer for sale at public auction at the Sheriff's Office, 1 Elm Avenue, Elmton, Ohio, on Thursday, February 11, 2027, at 10:00 A.M., the real estate at ${n} Oak Drive, Elmton, Ohio 44999.
Roe & Poe, LLC, Attorneys for Plaintiff.`;
    const text = `SHERIFF'S SALE OF REAL ESTATE\n\n${sale('1144', 'Jo Doe')}\n\n${sale('2083', 'Al Doe')}\n\nAMOS T. BELL, Sheriff\nElm County, Ohio`;
    expect(gold(text).map((e) => e.trusteeName)).toEqual([['AMOS T. BELL'], ['AMOS T. BELL']]);
  });

  it('takes the firm that declares itself the debt collector under its block as the attorney', () => {
    const text = `NOTICE OF SALE UNDER POWER
By virtue of a Power of Sale contained in a Security Deed from JO ROE to Oak Lending Corporation, dated June 21, 2019, there will be sold at public outcry before the courthouse door of Elm County, Georgia, within the legal hours of sale on the first Tuesday in March, 2027, the property commonly known as 1 Elm Way, Elmton, GA 30999.
Oak Lending Corporation as agent and Attorney in Fact for JO ROE
Pell Danvers LLC, 35 Peach Road NE, Suite 1200, Atlanta, GA 30305, (404) 555-0191. File No. GA-26-0001
THIS LAW FIRM IS ACTING AS A DEBT COLLECTOR ATTEMPTING TO COLLECT A DEBT.`;
    const g = gold(text)[0];
    expect([g.attorneyName, g.attorneyAddress, g.attorneyPhone]).toEqual(['Pell Danvers LLC', '35 Peach Road NE, Suite 1200, Atlanta, GA 30305', '(404) 555-0191']);
  });

  it("reads no place of sale where the premises 'are situated', and gives the line for information to the attorney named after it", () => {
    const text = 'MORTGAGE SALE - Default has been made in the conditions of a mortgage made by Jo Roe to Elm Credit Union, Mortgagee, dated March 9, 2018, on which mortgage there is claimed to be due the sum of $104,318.47. Notice is hereby given that said mortgage will be foreclosed by a sale of the mortgaged premises at public vendue, at the place of holding the circuit court within Elm County, at 10:00 AM, on March 4, 2027. Said premises are situated in City of Elmton, Elm County, Michigan, and are described as: Lot 88, Elm Subdivision, commonly known as 1 Elm Lane, Elmton, MI 48999. For more information, please call: (248) 555-0166. Roe Grant, P.C., Attorneys for Elm Credit Union, 1 Oak Highway, Suite 145, Farmington Hills, MI 48334.';
    const g = gold(text)[0];
    expect(g.auctionLocation).toBe('the place of holding the circuit court within Elm County');
    expect(g.propertyAddress).toBe('1 Elm Lane, Elmton, MI 48999');
    expect([g.attorneyPhone, g.mortgageePhone]).toEqual(['(248) 555-0166', null]);
  });
});

describe('round 86', () => {
  it("reads the owners an association's lien is recorded against", () => {
    const text = 'Foreclosure Sale NOTICE OF TRUSTEE\'S SALE Pursuant to a Memorandum of Lien for unpaid assessments recorded as Instrument No. 260001842, against the property of JO ROE and ANN ROE, the undersigned Trustee will offer for sale at public auction at the main entrance of the Elm County Courthouse, 1 Court Drive, Elmton, Virginia on THURSDAY, MARCH 11, 2027, AT 11:00 A.M., the property known as 1 Elm Court, Elmton, VA 23999.';
    expect(gold(text)[0].mortgagorName).toEqual(['JO ROE', 'ANN ROE']);
  });

  it("reads the holder that 'holds the Deed of Trust and Note as current mortgagee' after its address", () => {
    const text = 'NOTICE OF FORECLOSURE SALE\nObligation Secured: The Deed of Trust executed by JO ROE secures the repayment of a Note. ELM HOME MORTGAGE, LLC, whose address is c/o Oak Loan Servicing, LLC, 1 Oak Avenue, Suite G300, Plano, TX 75024, holds the Deed of Trust and Note as current mortgagee.\nSale Information: March 2, 2027, at 1:00 PM, at the south door of the Elm County Courthouse.';
    expect(gold(text)[0].mortgageeName).toBe('ELM HOME MORTGAGE, LLC');
  });

  it("reads the firm under a lawyer's bar number line", () => {
    const text = "NOTICE OF FORECLOSURE SALE\nSale Information: March 2, 2027, at 1:00 PM, at the south door of the Elm County Courthouse.\n/s/ Jo Roe\nJo Roe, Attorney for Mortgagee\nState Bar No. 24000001\nRoe Legal Group, PLLC\n1 Elm Mills Road, Suite 100\nAddison, Texas 75001";
    expect(gold(text)[0].attorneyFirm).toBe('Roe Legal Group, PLLC');
  });
});

describe('round 89', () => {
  it("reads a clerk and master's sale: the clerk and master sells, the complainant's solicitors are the attorneys", () => {
    const text = `CLERK AND MASTER'S SALE
By virtue of a Decree of the Chancery Court of Elm County, Tennessee, in the cause styled Elm Bank v. Jo Roe, Docket No. 2026-CV-318, I will sell at public auction at the north door of the Elm County Courthouse, 7 Court Circle, Elmton, Tennessee, on Saturday, February 27, 2027, at 10:00 a.m., the real property at 1 Oak Road, Elmton, TN 38999.
This 29th day of January, 2027.
ANN B. POE
Clerk and Master
Roe & Reese, Solicitors for Complainant`;
    const g = gold(text)[0];
    expect(g.trusteeName).toEqual(['ANN B. POE']);
    expect(g.attorneyName).toBe('Roe & Reese');
  });

  it('joins a date to the hour the sale begins "not earlier than", and reads the holder and lender of the Texas recitals', () => {
    const text = `NOTICE
WHEREAS, on June 14, 2018, JO ROE, as Grantor(s), executed a Deed of Trust conveying to AL POE, as Trustee, the Real Estate hereinafter described, to ELM FEDERAL CREDIT UNION, to secure a debt it describes.
WHEREAS, default has occurred, and the Mortgagee, ELM FEDERAL CREDIT UNION, has requested the undersigned to sell said property.
NOW, THEREFORE, NOTICE IS HEREBY GIVEN that on Tuesday, the 2nd day of March, 2027, beginning not earlier than 10:00 AM, the Substitute Trustee will sell said Real Estate at the County Courthouse in ELM COUNTY, TX.`;
    const g = gold(text)[0];
    expect([g.auctionDateTime, g.auctionDateTimeStandardized]).toEqual(['Tuesday, the 2nd day of March, 2027, beginning not earlier than 10:00 AM', '03/02/2027, 10:00:00']);
    expect([g.mortgageeName, g.originalMortgageeName]).toEqual(['ELM FEDERAL CREDIT UNION', 'ELM FEDERAL CREDIT UNION']);
  });

  it('keeps a street named for a person with "Jr." in the place of sale', () => {
    const text = 'NOTICE OF SALE\nPursuant to a Judgment of Foreclosure and Sale, I, the undersigned Referee, will sell at public auction in the lobby of the Elm County Courthouse, 111 Dr. Jo Roe Jr. Boulevard, Elmton, New York, on January 20, 2027 at 10:00 a.m., premises known as 1 Oak Road, Elmton, NY 10999.';
    expect(gold(text)[0].auctionLocation).toBe('the lobby of the Elm County Courthouse, 111 Dr. Jo Roe Jr. Boulevard, Elmton, New York');
  });
});

describe('round 92', () => {
  it('reads a complainant bank whose name a line breaks after "of"', () => {
    const text = `NOTICE OF MASTER'S SALE.
Notice is hereby given that under a final decree of foreclosure in that certain cause wherein the Citizens Bank of
Elm Landing is complainant and Jo Roe and Ann Roe, his wife, are defendants, I, the undersigned special master in chancery, will, on Monday, the 6th day of November, 1916, offer for sale at public outcry in front of the court house door at Elm Landing, Florida, the following described real property.
AL POE, Special Master in Chancery.`;
    expect(gold(text)[0].mortgageeName).toBe('Citizens Bank of Elm Landing');
  });

  it("reads the borrower whose state in life stands before 'conveyed to', and the payee 'to the order of' as the lender", () => {
    const text = 'WHEREAS, by Deed of Trust dated August 21, 2020, and duly recorded as Document No. 2020-061144 in the Official Public Records of Elm County, Texas, JO A. ROE, a single man, conveyed to Al Poe, Trustee, certain property in Elm County, Texas, to secure a promissory note in the original principal amount of $187,650.00, payable to the order of Elm Credit Union; and';
    const g = gold(text)[0];
    expect(g.mortgagorName).toEqual(['JO A. ROE']);
    expect(g.originalMortgageeName).toBe('Elm Credit Union');
  });
});

describe('a middle initial V.', () => {
  it('is no "v." of a caption', () => {
    const text = 'WHEREAS, by Deed of Trust dated August 21, 2020, JO A. ROE, a single man, conveyed to Al Poe, Trustee, certain property.\nWHEREAS, the holder has appointed Elena V. Ruiz or Darnell K. Simms, any to act, as Substitute Trustee;\nNOW, THEREFORE, on Tuesday, April 6, 2027, beginning at 11:00 AM, the Substitute Trustee will sell the property.';
    expect(gold(text)[0].mortgagorName).toEqual(['JO A. ROE']);
  });
});

describe('round 95', () => {
  it("takes the lawyer signing above 'Attorney for Mortgagee', not the town of two words printed under it", () => {
    const text = `NOTICE OF MORTGAGE FORECLOSURE SALE.
Default has been made in the conditions of a certain mortgage executed by John Roe, mortgagor, to the Elm State Bank,
mortgagee, dated the 3rd day of March, 1913. The premises will be sold by the sheriff at the front door of the court
house in the city of Elmton, on Saturday, the 14th day of October, 1916, at 10 o'clock in the forenoon.
ELM STATE BANK,
Mortgagee.
E. T. Oakes,
Attorney for Mortgagee,
Oak Prairie, Minn.`;
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'E. T. Oakes', attorneyAddress: 'Oak Prairie, Minn.' });
  });
});

describe('round 98', () => {
  const address = (text: string) => gold(text)[0].propertyAddress;
  it("reads a clerk's stamp line whose street has no suffix", () => {
    expect(address("2027 - 2027000412 04/02/2027 09:14 AM Page 1 of 3\n918 LA BREA ALTA, ELMTON, TX 78999 APR 02 2027\nNOTICE OF FORECLOSURE SALE\nDate of Sale: 05/04/2027\nPlace of Sale: AT THE WEST ENTRANCE OF THE ELM COUNTY COURTHOUSE")).toBe('918 LA BREA ALTA, ELMTON, TX 78999');
  });

  it('reads a street line ended by a semicolon, and a second house number in parentheses', () => {
    const sale = 'NOTICE OF SUBSTITUTE TRUSTEE\'S SALE\nOn Tuesday, June 1, 2027, beginning at 1:00 p.m., the Substitute Trustee will sell the property at the Elm County Courthouse. ';
    expect(address(`${sale}Lot 6, Block 22, Bayside Terrace; commonly known as 2215 Pecan Grove Ln.; Elmton, Texas, 78999-2210.`)).toBe('2215 Pecan Grove Ln.; Elmton, Texas, 78999-2210');
    expect(address(`${sale}Property: Lot 9, Block 5, Westpoint Heights (Address: 1410 (1412) N. Laguna Road Elmton, Elm County, Texas 78999)`)).toBe('1410 (1412) N. Laguna Road Elmton, Elm County, Texas 78999');
  });

  it('takes the lender a note is payable to, defined as "Lender", as the holder', () => {
    const text = 'WHEREAS, by Deed of Trust dated March 3, 2020, Jo Roe ("Grantor") conveyed to Al Poe, Trustee, certain real property to secure the payment of a note payable to Elm Teachers Credit Union ("Lender"); WHEREAS, Lender has appointed the undersigned as Substitute Trustee; NOW, THEREFORE, on Tuesday, June 1, 2027, at 1:00 p.m., the Substitute Trustee will sell the property at the Elm County Courthouse.';
    expect(gold(text)[0].mortgageeName).toBe('Elm Teachers Credit Union');
  });
});

describe('round 101', () => {
  it('reads the mortgagors of a decree recital whose second name opens the next line with "and"', () => {
    const text = `SHERIFF'S SALE.
Notice is hereby given that by virtue of an order of sale upon a decree of foreclosure
wherein the Elm Loan & Trust Company is plaintiff and Anton Roe
and Marie Roe, his wife, are defendants, I will on Monday, the 18th day of September, 1916, at 2 o'clock p. m.,
at the east front door of the court house in Elmton, sell at public auction the following real estate.`;
    expect(gold(text)[0].mortgagorName).toEqual(['Anton Roe', 'Marie Roe']);
  });

  it('keeps a posting firm named for its county in the list of trustees appointed together', () => {
    const text = "WHEREAS, JO A. ROE, AL POE, ELM COUNTY POSTING SERVICES, LLC have been appointed as Substitute Trustee(s), each empowered to act independently;\nNOW, THEREFORE, the Substitute Trustee will sell the Property at public auction at the south entrance of the Elm County Courthouse on Tuesday, July 6, 2027, at 1:00 PM.";
    expect(gold(text)[0].trusteeName).toEqual(['JO A. ROE', 'AL POE', 'ELM COUNTY POSTING SERVICES, LLC']);
  });

  it("keeps the servicer's address its own when a dated signature below names the attorney", () => {
    const text = "NOTICE OF TRUSTEE'S SALE\nThe Substitute Trustee will sell the Property at public auction at the south entrance of the Elm County Courthouse on Tuesday, July 6, 2027, at 1:00 PM.\nThe mortgage servicer is ELM HOME LOAN SERVICING, LLC, 3400 Legacy Crossing, Suite 300, Elmton, TX 75099.\nDated: May 5, 2027\nOak Law Group, PLLC\nBy: Jo A. Roe, Attorney for Mortgagee\n12700 Park Central Drive, Suite 1500, Dallas, TX 75299";
    const g = gold(text)[0];
    expect(g.mortgageeAddress).toBe('3400 Legacy Crossing, Suite 300, Elmton, TX 75099');
    expect(g.attorneyAddress).toBe('12700 Park Central Drive, Suite 1500, Dallas, TX 75299');
  });
});

describe('round 104', () => {
  it("reads a classified caption's abbreviated roles ('Plf.', 'Defts.') and the lien's amount", () => {
    const text = 'NOTICE OF SALE SUPREME COURT: COUNTY OF ELM. ELM SAVINGS BANK, Plf. vs. JO A. ROE, et al, Defts. Index #2025-51177. Pursuant to judgment of foreclosure and sale dated Mar. 30, 2027, I will sell at public auction on the front steps of the Elm County Courthouse on June 17, 2027 at 10:00 a.m. premises k/a 46 Orchard Road, Elmton, NY 12599. Approximate amount of lien $318,447.12 plus interest and costs. Al Poe, Esq., Referee.';
    expect(gold(text)[0]).toMatchObject({ mortgagorName: ['JO A. ROE'], mortgageeName: 'ELM SAVINGS BANK', amountDue: '$318,447.12' });
  });

  it('reads the trustees listed on the line under "appoint the substitute trustees listed below"', () => {
    const text = "NOTICE OF FORECLOSURE SALE\nSale Information: August 3, 2027, at 10:00 AM, at the south entrance of the Elm County Courthouse.\nSubstitute Trustee: mortgagee and mortgage servicer's attorney appoint the substitute trustees listed below.\nJo Roe, Al Poe, Ann Lee, whose address is 1 Elm Drive, Suite 3, Elmton, TX 75099.";
    expect(gold(text)[0].trusteeName).toEqual(['Jo Roe', 'Al Poe', 'Ann Lee']);
  });

  it('reads the lawyer above a street block titled "Attorney for Mortgagee" under it, and keeps the trustees\' address theirs', () => {
    const text = "NOTICE OF FORECLOSURE SALE\nSale Information: August 3, 2027, at 10:00 AM, at the south entrance of the Elm County Courthouse.\nSubstitute Trustee: Jo Roe, whose address is 1 Elm Drive, Suite 3, Elmton, TX 75099.\nOak & Ash, LLP\nAl B. Poe\n48 Spring Road, Suite 5\nDallas, TX 75299\nAttorney for Mortgagee";
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Al B. Poe', attorneyFirm: 'Oak & Ash, LLP', attorneyAddress: '48 Spring Road, Suite 5, Dallas, TX 75299' });
  });
});

describe('round 110', () => {
  it("reads the town under the plaintiff's attorneys' signature as their address", () => {
    const text = `SUPREME COURT—ELM COUNTY.
Elm Savings Bank, Plaintiff,
against
Jo Roe and Ann Roe, his wife, Defendants.
In pursuance of a judgment of foreclosure and sale dated the 14th day of June, 1916, I, the undersigned, the referee,
will sell at public auction at the front door of the court house in the village of Elmton, N. Y., on the 5th day of
August, 1916, at 10 o'clock in the forenoon of that day, the premises in said judgment described.
AL POE, Referee.
Oak & Ash, Plaintiff's Attorneys,
Elmira Falls, N. Y.`;
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Oak & Ash', attorneyAddress: 'Elmira Falls, N. Y.' });
  });
});

describe('round 113', () => {
  it('reads a "Sale Place:" label, ending at the next labelled line', () => {
    const text = "NOTICE OF SUBSTITUTE TRUSTEE'S SALE\nSale Date: 8/3/2027\nSale Time: 1:00 PM\nSale Place: At the south entrance of the Elm County Courthouse, or as designated by the County Commissioners Court\nObligations Secured: The Deed of Trust executed by JO ROE secures the payment of the indebtedness.";
    expect(gold(text)[0].auctionLocation).toBe('At the south entrance of the Elm County Courthouse, or as designated by the County Commissioners Court');
  });
});

describe('round 116', () => {
  it("classifies a sheriff's sale on a writ of execution, and reads whose property was taken and the plaintiff after its lawyers", () => {
    const text = "SHERIFF'S SALE\nBy virtue of a Writ of Execution issued out of the Court of Common Pleas of Elm County, Pennsylvania, Civil Action No. 2026-C-2214, the Sheriff of Elm County will expose to public sale on Friday, August 20, 2027 at 10:00 a.m. in the Sheriff's Sale Room, Elm County Courthouse, 455 Hamilton Row, Elmton, Pennsylvania, the following described real estate:\nALL THAT CERTAIN lot known as 1518 West Chew Terrace, Elmton, PA 18199.\nTAKEN in execution as the property of Jo A. Roe and Ann M. Roe.\nJUDGMENT AMOUNT: $176,402.10\nOak Default Law, P.C., Attorneys for Plaintiff, Elm Savings Bank";
    expect(classify(text).domain).toBe('foreclosure');
    expect(gold(text)[0]).toMatchObject({ mortgagorName: ['Jo A. Roe', 'Ann M. Roe'], mortgageeName: 'Elm Savings Bank', attorneyFirm: 'Oak Default Law, P.C.', amountDue: '$176,402.10' });
  });

  it("ends a run of signers at the sheriff's county line, so the plaintiff's lawyers are no trustee", () => {
    const text = "SHERIFF'S SALE OF REAL ESTATE\nElm Credit Union, Plaintiff\nvs.\nJo Roe, et al., Defendants\nIn pursuance of an Order of Sale, I will offer for sale at public auction, at the Elm County Courthouse, 401 Main Street, Elmton, Ohio, on Thursday, the 8th day of July, 2027, at 10:00 o'clock A.M., the following described real estate.\nSheriff Al B. Poe\nElm County, Ohio\nOak & Ash, Attorneys for Plaintiff";
    expect(gold(text)[0]).toMatchObject({ trusteeName: ['Al B. Poe'], attorneyName: 'Oak & Ash' });
  });

  it("reads a judicial sales corporation that sells in its own office at a street address", () => {
    const text = 'NOTICE OF SALE\nPUBLIC NOTICE is hereby given that pursuant to a Judgment of Foreclosure and Sale entered in the above cause on March 18, 2027, Elm Judicial Sales Corporation will on June 22, 2027 at the hour of 10:30 a.m. in their office at 120 West Madison Crossing, Suite 718A, Elmton, Illinois 60699, sell at public auction to the highest bidder the following described real estate.';
    expect(gold(text)[0]).toMatchObject({ trusteeName: ['Elm Judicial Sales Corporation'], auctionLocation: 'their office at 120 West Madison Crossing, Suite 718A, Elmton, Illinois 60699' });
  });

  it("reads a justice complex as a place of sale, and New Jersey's 'Tax Lot 18, Block 1204.07'", () => {
    const text = "SHERIFF'S SALE\nBy virtue of the above-stated writ of execution to me directed I shall expose for sale by public vendue, at the Elm County Justice Complex, Sheriff's Sale Room, 118 Washington Avenue, Elmton, New Jersey, on WEDNESDAY, the 14TH day of JULY, 2027 at two o'clock in the afternoon of said day.\nCommonly known as: 44 Bay Court, Elmton, NJ 08799\nTax Lot 18, Block 1204.07";
    expect(gold(text)[0]).toMatchObject({ auctionLocation: "the Elm County Justice Complex, Sheriff's Sale Room, 118 Washington Avenue, Elmton, New Jersey", parcelNumber: 'Tax Lot 18, Block 1204.07' });
  });
});

describe('OCR years and days in old sale notices', () => {
  it('reads a year OCR printed with letters ("IQ16", "rgi6", "l9l6") and a 9th read as "gth"', () => {
    const sale = (date: string) => gold(`TRUSTEE'S SALE.\nI, the undersigned trustee, will, on\n${date}, at the east front court house door in the City of Elmton, Elm County, Missouri, sell at public vendue the above described real estate.`)[0];
    expect(sale('Saturday, tht gth day of December, IQ16').auctionDateTimeStandardized).toBe('12/09/1916');
    expect(sale('Saturday, the 4th day of March, rgi6').auctionDateTimeStandardized).toBe('03/04/1916');
    expect(sale('March 5, l9l6').auctionDateTimeStandardized).toBe('03/05/1916');
    // A year's last figure read as a letter other than O or l is not guessed.
    expect(sale('Monday, September 4th, 191S').auctionDateTimeStandardized).toBeNull();
  });
});

describe('round 119', () => {
  it("keeps 'Sale' inside a trustee firm's name, and ends a labelled place before the next numbered paragraph", () => {
    const firm = 'SUBSTITUTE TRUSTEE\'S SALE\nSale at public auction will be on October 28, 2027 at 12:00 PM at the front door of the Elm County Courthouse, Elmton, Tennessee.\nElm Sale Services, LLC, Substitute Trustee\n40 Music Square, Suite 600, Elmton, TN 37299';
    expect(gold(firm)[0].trusteeName).toEqual(['Elm Sale Services, LLC']);
    const numbered = 'NOTICE OF SUBSTITUTE TRUSTEE\'S SALE\n1. Date, Time, and Place of Sale.\nDate: October 5, 2027\nTime: The sale will begin at 1:00 PM.\nPlace: THE NORTH DOOR OF THE ELM COUNTY COURTHOUSE OR AS DESIGNATED BY THE COUNTY COMMISSIONERS COURT\n2. Terms of Sale. Cash.';
    expect(gold(numbered)[0].auctionLocation).toBe('THE NORTH DOOR OF THE ELM COUNTY COURTHOUSE OR AS DESIGNATED BY THE COUNTY COMMISSIONERS COURT');
  });
});

describe('round 122', () => {
  it("reads a firm's matter number as the file, and leaves the auctioneer's phone to no party", () => {
    const text = "SUBSTITUTE TRUSTEES' SALE\nOF IMPROVED REAL PROPERTY\n12 Elm Road\nElmton, MD 21299\nUnder a power of sale contained in a certain Deed of Trust from Jo Roe, dated March 9, 2016, the Sub. Trustees will sell at public auction at the Circuit Court for Elm County, at the Court House Door, 50 Oak Row, Elmton, MD 21298, on\nDECEMBER 7, 2027 AT 10:30 AM\nTerms of Sale: A deposit of $25,000 will be required. (Matter #24-601877)\nAl Poe, Bea Moe, et al.,\nSubstitute Trustees\n\nELM AUCTION SERVICES, INC.\n(410) 555-0199";
    expect(gold(text)[0]).toMatchObject({ caseNumber: '24-601877', mortgageePhone: null, trusteeName: ['Al Poe', 'Bea Moe'] });
  });

  it("reads the lawyer and firm of a signature block titled 'Attorneys for' under its phone line", () => {
    const text = "NOTICE OF FORECLOSURE SALE\nSale Information: January 4, 2028, at 10:00 AM, at the west steps of the Elm County Courthouse.\nDated: December 6, 2027.\n/s/ Jo A. Roe\nJo A. Roe\nRoe Poe PLLC\n1700 Elm Trail, Suite 400\nElmton, TX 78799\n(512) 555-0163\nAttorneys for ELM CREDIT UNION";
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Jo A. Roe', attorneyFirm: 'Roe Poe PLLC', attorneyAddress: '1700 Elm Trail, Suite 400, Elmton, TX 78799', attorneyPhone: '(512) 555-0163' });
  });

  it("reads partners' names joined as an LLC, in care of which the trustee's mail goes, as the law firm; not a servicer", () => {
    const notice = (careOf: string) => `NOTICE OF SUBSTITUTE TRUSTEE SALE 1 Elm Road, Elmton, VA 22599. The appointed SUBSTITUTE TRUSTEE, Elm Trustee Group, LLC will offer for sale at public auction at the Elm County Circuit Court located at 77 Court Green, Elmton, VA 22598. December 14, 2027 at 12:00 PM improved real property. SUBSTITUTE TRUSTEE: Elm Trustee Group, LLC, c/o ${careOf}, 5120 Harbor Boulevard, Suite 300, Oakton, VA 23799, (757) 555-0124.`;
    expect(gold(notice('Roe & Poe, LLC'))[0]).toMatchObject({ attorneyFirm: 'Roe & Poe, LLC', mortgageeAddress: '5120 Harbor Boulevard, Suite 300, Oakton, VA 23799' });
    expect(gold(notice('Elm Mortgage & Loan, LLC'))[0].attorneyFirm).toBeNull();
  });

  it("keeps 'where the property is located' inside North Carolina's courthouse door", () => {
    const text = 'NOTICE OF FORECLOSURE SALE\n25 SP 1142\nthe undersigned Substitute Trustee will offer for sale at the courthouse door of the county courthouse where the property is located, or the usual and customary location at the county courthouse for conducting the sale on January 12, 2028 at 11:00 AM, and will sell to the highest bidder for cash the following described property.';
    expect(gold(text)[0].auctionLocation).toBe('the courthouse door of the county courthouse where the property is located, or the usual and customary location at the county courthouse for conducting the sale');
  });
});

describe('round 125', () => {
  it("reads a parcel's identification number labelled PIDN or PID", () => {
    const notice = (label: string) => `MASTER COMMISSIONER'S SALE\nthe undersigned Master Commissioner will on Tuesday, December 7, 2027, at the hour of 10:00 a.m., at the Elm County Justice Center, 88 Justice Way, Elmton, Kentucky, sell at public auction the following described property:\nProperty Address: 1 Elm Way, Elmton, Kentucky 41099\n${label} 062.00-13-118.00\nMARGARET E. ROE\nMASTER COMMISSIONER`;
    expect(gold(notice('PIDN:'))[0].parcelNumber).toBe('062.00-13-118.00');
    expect(gold(notice('PID No.'))[0].parcelNumber).toBe('062.00-13-118.00');
  });
});

describe('round 128', () => {
  it("reads a 'Contact:' line opening its line as the firm to contact, when it is not the trustee", () => {
    const text = 'NOTICE OF SALE UNDER POWER\nthere will be sold at public outcry to the highest bidder for cash before the courthouse door of Elm County, Georgia, within the legal hours of sale on the first Tuesday in February, 2028, to wit: February 1, 2028, the following described property.\nContact: Roe Poe, LLP, 3400 Elm Parkway, Suite 500, Elmton, GA 30399, (470) 555-0117\nTHIS LAW FIRM IS ACTING AS A DEBT COLLECTOR.';
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Roe Poe, LLP', attorneyAddress: '3400 Elm Parkway, Suite 500, Elmton, GA 30399', attorneyPhone: '(470) 555-0117' });
  });

  it("reads Minnesota's labelled mortgagee as the original lender when an assignee holds it, and the amount under the long label", () => {
    const text = "NOTICE OF MORTGAGE FORECLOSURE SALE\nDATE OF MORTGAGE: June 5, 2018\nMORTGAGOR(S): Jo Roe\nMORTGAGEE: Elm Home Loans, Inc.\nASSIGNMENTS OF MORTGAGE: Assigned to: Oak Mortgage Servicing, LLC\nAMOUNT DUE AND CLAIMED TO BE DUE AS OF DATE OF NOTICE, INCLUDING TAXES, IF ANY, PAID BY MORTGAGEE: $187,214.66\nDATE AND TIME OF SALE: February 3, 2028 at 10:00 AM\nPLACE OF SALE: Sheriff's Office, 95 Elm Way, Elmton, Minnesota";
    expect(gold(text)[0]).toMatchObject({ originalMortgageeName: 'Elm Home Loans, Inc.', mortgageeName: 'Oak Mortgage Servicing, LLC', amountDue: '$187,214.66' });
  });
});

describe('round 131', () => {
  it("reads HUD's owner by the term a recital defined", () => {
    const text = "NOTICE OF DEFAULT AND FORECLOSURE SALE\nWHEREAS, on 05/14/2012 a certain Deed of Trust was executed by Jo Roe, as Trustor, in favor of Elm Reverse Mortgage Company, as Beneficiary; and\nWHEREAS, the Deed of Trust was insured by the United States Secretary of Housing and Urban Development (the Secretary) pursuant to the National Housing Act; and\nWHEREAS, the beneficial interest in the Deed of Trust is now owned by the Secretary, pursuant to an assignment; and\nNOW THEREFORE, notice is hereby given that on 02/17/2028 at 11:00 AM local time, the following described premises will be sold at public auction.\nThe sale will be held at the following location: At the main entrance of the Elm County Courthouse, 120 Elm Row, Elmton, Arizona 86399.";
    expect(gold(text)[0].mortgageeName).toBe('United States Secretary of Housing and Urban Development');
  });

  it("reads 'the owner and holder, X,' as the holder, and Washington's sum owing as the amount due", () => {
    const holder = 'SUBSTITUTE TRUSTEE\'S SALE\nWHEREAS, by Deed of Trust dated October 30, 2015, JO ROE conveyed to Elm Title, Trustee, the property to secure a promissory note payable to OAK BANK; and WHEREAS, default has been made, and the owner and holder, ELM MORTGAGE COMPANY, has appointed the undersigned as Substitute Trustee. The sale will be held on Thursday, February 10, 2028 at 11:00 A.M. at the North door of the Elm County Courthouse.';
    expect(gold(holder)[0]).toMatchObject({ mortgageeName: 'ELM MORTGAGE COMPANY', originalMortgageeName: 'OAK BANK' });
    const owing = 'NOTICE OF TRUSTEE\'S SALE\nThe undersigned Trustee will on 2/4/2028, at 10:00 AM at the entrance to the Elm County Courthouse sell at public auction the property.\nIII. Failure to pay when due the following amounts which are now in arrears: $24,118.40.\nIV. The sum owing on the Obligation is: Principal Balance of $341,277.19, together with interest.';
    expect(gold(owing)[0].amountDue).toBe('$341,277.19');
  });
});

describe('round 134', () => {
  it("gives a lawyer-trustee's block, past 'a member of the State Bar of Arizona', to the trustee's contact fields", () => {
    const text = "NOTICE OF TRUSTEE'S SALE\nThe trust property will be sold at public auction at the main entrance of the Elm County Superior Court, 18 Elm Row, Elmton, AZ 86099, on February 22, 2028 at 11:00 a.m.\nName and Address of Beneficiary: Elm Credit Union, 700 Elm Loop, Elmton, AZ 86099.\nName, Address and Telephone Number of Trustee: Jo L. Roe, Attorney at Law, a member of the State Bar of Arizona, 4800 North Oak Crossing, Suite 1100, Oakton, AZ 85299, (480) 555-0138.\n/s/ Jo L. Roe, Trustee";
    expect(gold(text)[0]).toMatchObject({ trusteeName: ['Jo L. Roe'], attorneyAddress: null, attorneyPhone: null, mortgageePhone: '(480) 555-0138' });
  });

  it("reads Oregon's holder of 'the beneficial interest ... and the obligations secured thereby' and its principal balance due", () => {
    const text = "TRUSTEE'S NOTICE OF SALE\nReference is made to that certain trust deed made by Jo Roe, as grantor, to Elm Title Company, as trustee, in favor of Oak Home Mortgage, Inc., as beneficiary, dated April 3, 2017.\nThe beneficial interest under said Trust Deed and the obligations secured thereby are presently held by Elm Loan Trust.\nBy reason of said default the beneficiary has declared all obligations secured by said trust deed immediately due and payable, said sums being the following: Principal balance of $211,448.19, plus interest thereon.\nWHEREFORE, notice hereby is given that the undersigned trustee will on March 9, 2028, at the hour of 10:00 AM, at the front steps of the Elm County Courthouse, sell at public auction the said property.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Elm Loan Trust', originalMortgageeName: 'Oak Home Mortgage, Inc.', amountDue: '$211,448.19' });
  });
});

describe('round 137', () => {
  it("reads a street whose kind is a USPS word beyond the common ones ('1 Elm Bluff', '2 Oak Hills')", () => {
    const text = 'NOTICE OF FORECLOSURE SALE\nThe property to be sold is commonly known as 1188 Elm Bluff, Oakton, Texas 78199.\nDate: February 1, 2028\nPlace: the south porch of the Elm County Courthouse.';
    expect(gold(text)[0].propertyAddress).toBe('1188 Elm Bluff, Oakton, Texas 78199');
  });

  it("reads the lender a note is 'executed by Jo A. Roe, and payable to the order of', and the holder 'which is the current owner and holder'", () => {
    const text = 'NOTICE OF FORECLOSURE SALE\nDate: February 1, 2028\nPlace: the south porch of the Elm County Courthouse.\nThe deed of trust secures the payment of the promissory note in the original principal amount of $302,400.00, executed by Jo A. Roe and Al B. Roe, and payable to the order of Elm Valley Bank, which is the current owner and holder of the Obligations.';
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Elm Valley Bank', originalMortgageeName: 'Elm Valley Bank' });
  });

  it("takes any company on the line under a Colorado lawyer named after 'the attorney(s) representing the legal holder ... is:' as the firm", () => {
    const text = "NOTICE OF SALE\nTHEREFORE, Notice Is Hereby Given that I will at public auction, at 10:00 A.M. on Wednesday, January 19, 2028, at the Public Trustee's Office, 45 Elm Plaza, Elmton, Colorado, sell to the highest and best bidder for cash.\nThe name, address and telephone numbers of the attorney(s) representing the legal holder of the indebtedness is:\nJo B. Roe #41177\nRoe Kent, LLC\n3300 Oak Crossing, Suite 1100, Oakton, CO 80299\n(303) 555-0161";
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Jo B. Roe', attorneyFirm: 'Roe Kent, LLC', attorneyPhone: '(303) 555-0161' });
  });
});

describe('round 140', () => {
  it("reads the holder from 'The Noteholder is X'", () => {
    const text = "TRUSTEE'S SALE OF 1 ELM COURT, ELMTON, VA 23199\nThe undersigned Substitute Trustee will sell at public auction on Thursday, February 10, 2028, at 11:15 AM, at the main entrance of the Elm County Courthouse, 9 Court Road, Elmton, VA 23832, the property.\nThe Noteholder is Elm Home Loans, Inc.\nSubstitute Trustee: Oak Default Services, LLC.";
    expect(gold(text)[0].mortgageeName).toBe('Elm Home Loans, Inc.');
  });

  it("reads 'the approximate amount of the judgment to be satisfied by the sale is $N'", () => {
    const text = "SHERIFF'S SALE\nBy virtue of the above stated writ of execution to me directed I shall expose for sale by public vendue, in the Elm County Sheriff's Office, 1 Main Row, Elmton, New Jersey, on Monday, the 13th day of March, 2028 at 2:00 P.M.\nCommonly known as: 27 Elm Drive, Elmton, NJ 08799\nThe approximate amount of the judgment to be satisfied by the sale is $318,446.27, together with lawful interest and costs.";
    expect(gold(text)[0].amountDue).toBe('$318,446.27');
  });

  it("takes no lawyer who signs 'By:' under the trustee firm's name printed again far from its first naming", () => {
    const text = "NOTICE OF TRUSTEE'S SALE\nThe trust property will be sold at public auction at the front entrance of the Elm County Superior Court, 200 North Elm Row, Elmton, AZ 86099, on March 14, 2028 at 10:30 AM.\nName, address and telephone of Trustee: Roe Kent, PLLC, an Arizona professional limited liability company, 1850 North Oak Crossing, Suite 1400, Oakton, AZ 85099, (602) 555-0131\nManner of Trustee qualification: member of the State Bar of Arizona. Name of Trustee's Regulator: State Bar of Arizona.\nDated: December 1, 2027\nRoe Kent, PLLC, Trustee\nBy: Jo A. Roe, Attorney at Law";
    expect(gold(text)[0]).toMatchObject({ trusteeName: ['Roe Kent, PLLC'], attorneyName: null });
  });

  it("keeps the street after a courthouse door ('... Courthouse at 200 East Elm Street, Elmton, Mississippi') in the place", () => {
    const text = "NOTICE OF SUBSTITUTED TRUSTEE'S SALE\nNOW, THEREFORE, I, Jo Roe, Substituted Trustee, will on March 2, 2028 offer for sale at public outcry and sell within legal hours (being between the hours of 11:00 a.m. and 4:00 p.m.), at the West Door of the Elm County Courthouse at 200 East Elm Street, Elmton, Mississippi, to the highest and best bidder for cash the following described property.";
    expect(gold(text)[0].auctionLocation).toBe('the West Door of the Elm County Courthouse at 200 East Elm Street, Elmton, Mississippi');
  });
});

describe('round 143', () => {
  it("reads an association's assessment lien: the owners 'the property owned by', the street kind 'Draw', the amount 'owed to the Association'", () => {
    const text = 'NOTICE OF TRUSTEE\'S SALE\nWHEREAS, Elm Ranch Homeowners Association, Inc. (the "Association") is the owner and holder of a lien for unpaid assessments against the property owned by Jo A. Roe and Al Roe, under the Declaration recorded in the Official Public Records of Elm County, Texas;\nNOW, THEREFORE, notice is hereby given that on Tuesday, March 7, 2028, between the hours of 10:00 a.m. and 1:00 p.m., the Trustee will sell the property at the Elm County Courthouse.\nThe property is commonly known as 305 Mesquite Draw, Elmton, Texas 78699.\nThe amount owed to the Association as of the date of this notice is $6,214.50.';
    expect(gold(text)[0]).toMatchObject({ mortgagorName: ['Jo A. Roe', 'Al Roe'], propertyAddress: '305 Mesquite Draw, Elmton, Texas 78699', amountDue: '$6,214.50' });
  });

  it("does not read a town such as 'Lebanon' after a comma as a state bar's number ('LeBA No')", () => {
    const text = 'NOTICE OF SALE\nThe undersigned, as Substitute Trustee, will on March 28, 2028 on or about 10:00 AM, at the Elm County Courthouse, 228 East Main Row, Lebanon Falls, Tennessee, offer for sale the property.';
    expect(gold(text)[0].attorneyName).toBeNull();
  });

  it("keeps people who hold a loan as a family trust's trustees with the trust they hold for", () => {
    const text = "NOTICE OF TRUSTEE'S SALE\nThe trust property will be sold at public auction at the main entrance of the Elm County Courthouse, 1 Elm Row, Elmton, AZ 86399, on March 21, 2028 at 11:00 A.M.\nName and Address of Beneficiary: Jo H. Roe and Ann M. Roe, Trustees of the Roe Family Trust dated May 4, 2004, 41 Oak Lane, Elmton, AZ 86303";
    expect(gold(text)[0].mortgageeName).toBe('Jo H. Roe and Ann M. Roe, Trustees of the Roe Family Trust dated May 4, 2004');
  });
});

describe('round 152', () => {
  it("ends a labelled holder's name at its line when the next line opens with the instrument ('Deed of Trust dated ...')", () => {
    const text = "NOTICE OF SUBSTITUTE TRUSTEE'S SALE\nDate of Sale: March 7, 2028\nPlace of Sale: THE EAST ENTRANCE OF THE ELM COUNTY COURTHOUSE.\nOriginal Mortgagee: Oak Valley Lending, LLC\nCurrent Mortgagee: Elm Prairie Mortgage Trust\nDeed of Trust dated August 23, 2019, recorded in Document No. 2019027718.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Elm Prairie Mortgage Trust', originalMortgageeName: 'Oak Valley Lending, LLC' });
  });
});

describe('round 156', () => {
  it("reads the holder that acts under its role ('X, a Hawaii corporation, as Mortgagee, intends to exercise its power of sale')", () => {
    const text = "NOTICE OF MORTGAGEE'S INTENTION TO FORECLOSE UNDER POWER OF SALE\nNotice is hereby given that ELM ISLAND BANK, a Hawaii corporation, as Mortgagee, intends to exercise its power of sale under that certain Mortgage dated May 2, 2016, made by JO A. ROE, as Mortgagor.\nThe Mortgagee intends to sell the property at public auction on Tuesday, March 7, 2028, at 12:00 noon, at the front entrance of the Elm Judiciary Building, 1 Elm Row, Honolulu, Hawaii 96813.";
    expect(gold(text)[0].mortgageeName).toBe('ELM ISLAND BANK');
  });

  it('reads the lawyer on the line under the firm named for information ("ELM & OAK, ATTORNEYS AT LAW\\nJo Roe")', () => {
    const text = "NOTICE OF MORTGAGEE'S INTENTION TO FORECLOSE\nThe property will be sold at public auction on March 7, 2028, at 12:00 noon, at the front entrance of the Elm Building, 1 Elm Row, Honolulu, Hawaii 96813.\nFor further information, contact:\nELM & OAK, ATTORNEYS AT LAW\nJo T. Roe\n100 Oak Row, Suite 900\nHonolulu, Hawaii 96813\nTelephone: (808) 555-0100";
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Jo T. Roe', attorneyFirm: 'ELM & OAK' });
  });

  it("takes no county for a second sheriff ('Sheriff: Jo Roe, Elm County, Iowa')", () => {
    const text = "SHERIFF'S LEVY AND SALE\nDate of Sale: 03/02/2028\nTime of Sale: 10:00 AM\nPlace of Sale: Sheriff's Office, 1 Elm Row, Elmton, Iowa\nSheriff: Jo A. Roe, Elm Valley County, Iowa";
    expect(gold(text)[0].trusteeName).toEqual(['Jo A. Roe']);
  });

  it("keeps a bank named for trades whole ('The Farmers and Drovers State Bank, Plaintiff')", () => {
    const text = "SHERIFF'S SALE.\nThe Farmers and Drovers State Bank, Plaintiff,\nvs.\nJo A. Roe and Ann Roe, Defendants.\nBy virtue of an order of sale, I will, on Saturday, the 14th day of August, 1915, at two o'clock p. m. of said day, at the south door of the court house in the city of Elmton, offer at public sale the following described real estate.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'The Farmers and Drovers State Bank', mortgagorName: ['Jo A. Roe', 'Ann Roe'] });
  });
});

describe('round 159', () => {
  it("joins the sale date to the start of an hours window printed after the place ('on DATE, at the Courthouse, ..., between the hours of 10:00 AM and 4:00 PM')", () => {
    const text = "NOTICE OF SALE\nThe sale will be held on Tuesday, March 6, 2029, at the Elm County Courthouse, 1 Elm Row, Elmton, Texas, in the area designated by the Commissioners Court, between the hours of 10:00 AM and 4:00 PM. The sale will\nbegin no earlier than 10:00 AM or no later than three hours thereafter.";
    const sale = gold(text)[0];
    expect(sale.auctionDateTime).toBe('Tuesday, March 6, 2029, at the Elm County Courthouse, 1 Elm Row, Elmton, Texas, in the area designated by the Commissioners Court, between the hours of 10:00 AM');
    expect(sale.auctionDateTimeStandardized).toBe('03/06/2029, 10:00:00');
  });

  it("reads a building named in five words before its kind ('the Elm Bend County Public Trustee's Office')", () => {
    const text = "NOTICE OF SALE\nTHEREFORE, Notice Is Hereby Given that I will at public auction, at 10:00 A.M. on Wednesday, March 7, 2029, at the Elm Bend County Public Trustee's Office, 200 West Oak Row, Suite 4000, Elmton, Colorado, sell to the highest and best bidder for cash, the said real property.";
    expect(gold(text)[0].auctionLocation).toBe("the Elm Bend County Public Trustee's Office, 200 West Oak Row, Suite 4000, Elmton, Colorado");
  });
});

describe('round 162', () => {
  it("reads Arizona's labels with an aside and 'and Address' ('Beneficiary (as of Recording of Notice of Sale) and Address:', 'Trustee and Address:')", () => {
    const text = "NOTICE OF TRUSTEE'S SALE Trustee Sale No. 26-00931-AZ THE SALE WILL OCCUR on 03/13/2029 at 11:00 AM, at the main entrance of the Elm County Courthouse, 1 Elm Row, Elmton, AZ 85199. Original Trustor: JO A. ROE, A SINGLE WOMAN 40 WEST ELM DRIVE, ELMTON, AZ 85199 Beneficiary (as of Recording of Notice of Sale) and Address: Oak Pass Mortgage Trust, c/o Elm Loan Servicing, 7111 East Oak Row, Oakton, AZ 85299 Trustee and Address: Birch Trustee Corporation, a California corporation, 9801 Birch Row, Suite 300, Birchton, CA 92199 (800) 555-0166";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Oak Pass Mortgage Trust', trusteeName: ['Birch Trustee Corporation'] });
  });

  it("reads the holder after 'the holder of the note secured thereby,'", () => {
    const text = "TRUSTEES' SALE\nDefault having been made in the payment of the indebtedness secured by a Deed of Trust dated November 2, 2015, executed by Jo A. Roe, the undersigned Trustees, having been requested to do so by the holder of the note secured thereby, Elm Farm Credit, ACA, will offer for sale at public auction, at the front entrance of the Elm County Courthouse, on Wednesday, February 14, 2029, at 12:00 noon, the following described real estate.";
    expect(gold(text)[0].mortgageeName).toBe('Elm Farm Credit, ACA');
  });

  it('takes a lawyer trustee named for information with the firm as the attorney too', () => {
    const text = "TRUSTEES' SALE\nThe undersigned Trustees will offer for sale at public auction at the front entrance of the Elm County Courthouse, on Wednesday, February 14, 2029, at 12:00 noon, the following described real estate.\nJo T. Roe and Ann M. Poe, Trustees\n\nFor information contact:\nJo T. Roe, Esq.\nRoe & Kern, P.C.\n22 West Elm Row\nElmton, Virginia 24499\n(540) 555-0119";
    expect(gold(text)[0]).toMatchObject({ trusteeName: ['Jo T. Roe', 'Ann M. Poe'], attorneyName: 'Jo T. Roe, Esq.', attorneyFirm: 'Roe & Kern, P.C.', attorneyPhone: '(540) 555-0119' });
  });
});

describe('round 165', () => {
  it("reads the firm under 'Submitted by:' below a Florida clerk's notice as the plaintiff's attorney", () => {
    const text = "NOTICE OF FORECLOSURE SALE\nNOTICE IS HEREBY GIVEN pursuant to a Final Judgment of Foreclosure, the Clerk of the Court will sell to the highest and best bidder for cash at www.elm.realforeclose.example at 9:00 AM on the 2nd day of March, 2029, the following described property.\nProperty Address: 1 Elm Terrace, Elmton, FL 33999\nCLERK OF THE CIRCUIT COURT\nBy: /s/ T. Doe\nDeputy Clerk\n\nSubmitted by:\nRoe Poe, P.A.\n1901 West Elm Row, Suite 300\nOakton, FL 33399\nTelephone: (954) 555-0121";
    expect(gold(text)[0]).toMatchObject({ attorneyName: 'Roe Poe, P.A.', attorneyFirm: 'Roe Poe, P.A.', attorneyPhone: '(954) 555-0121' });
  });

  it("reads a writ's number after the court's county and state ('Court of Common Pleas of Elm County, Pennsylvania, No. 2029-01392')", () => {
    const text = "SHERIFF'S SALE\nBy virtue of a Writ of Execution issued out of the Court of Common Pleas of Elm County, Pennsylvania, No. 2029-01392, and to me directed, there will be exposed to public sale in the Sheriff's Office, Elm County Courthouse, 1 Elm Row, Elmton, Pennsylvania, on Friday, March 2, 2029, at 10:30 A.M., the following described real estate.";
    expect(gold(text)[0].caseNumber).toBe('2029-01392');
  });

  it("takes no judgment creditor for the original lender ('on a judgment rendered ..., in favor of Elm Bank, as plaintiff')", () => {
    const text = "SHERIFF'S SALE.\nNotice is hereby given that by virtue of a special execution directed to me on a judgment rendered in said court on the 9th day of October, 1916, in favor of The Elm Savings Bank, as plaintiff, and against Jo Roe and Ann Roe, as defendants, I will sell the same at the east door of the court house in Elmton, Iowa, on Saturday, the 18th day of November, 1916, at the hour of 1 o'clock p. m.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'The Elm Savings Bank', originalMortgageeName: null });
  });
});

describe('round 168', () => {
  it("drops a judge's title before a master's name ('HONORABLE JO A. ROE\\nMaster in Equity')", () => {
    const text = "MASTER'S SALE\nC/A No. 2029-CP-10-01184\nBY VIRTUE of a decree heretofore granted in the case of: Elm Federal Credit Union v. Jo Q. Doe, I, the undersigned Master in Equity for Elm County, will sell on March 1, 2029 at 11:00 AM, at the Elm County Judicial Center, 100 Elm Row, Elmton, SC, to the highest bidder.\nHONORABLE ANN P. ROE-POE\nMaster in Equity for Elm County";
    expect(gold(text)[0].trusteeName).toEqual(['ANN P. ROE-POE']);
  });
});

describe('round 171', () => {
  it("reads Georgia's holder 'last sold, assigned, transferred and conveyed to' and 'the usual place of conducting Sheriff's sales'", () => {
    const text = "NOTICE OF SALE UNDER POWER\nUnder and by virtue of the Power of Sale contained in a Security Deed given by Jo A. Roe to Mortgage Electronic Registration Systems, Inc., as nominee for Elm Home Mortgage, LLC, dated August 2, 2018, said Security Deed having been last sold, assigned, transferred and conveyed to Oak Servicing Trust, securing a Note, will sell at the usual place of conducting Sheriff's sales within the legal hours of sale on the first Tuesday in March, 2029, to wit: March 6, 2029, to the highest bidder for cash, the property.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Oak Servicing Trust', originalMortgageeName: 'Elm Home Mortgage, LLC', auctionLocation: "the usual place of conducting Sheriff's sales" });
  });

  it("reads 'The holder of the note secured by the Deed of Trust is X' and the lender a title company trustee acts 'on behalf of'", () => {
    const text = "NOTICE OF FORECLOSURE SALE\npursuant to Deed of Trust executed by Jo A. Roe, to Elm Title & Escrow, Trustee, on behalf of Oak Home Loans, LLC, on September 14, 2017, the undersigned will sell at the usual place of sale at the Elm County Courthouse, 1 Elm Row, Elmton, North Carolina, at 11:00 AM on Thursday, March 1, 2029, the following real estate.\nThe holder of the note secured by the Deed of Trust is Birch Mortgage Corporation.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Birch Mortgage Corporation', originalMortgageeName: 'Oak Home Loans, LLC' });
  });
});

describe('round 174', () => {
  it("reads 'The party entitled to enforce the debt is X' and the lender a loan was 'originally made by'", () => {
    const text = "NOTICE OF RESCHEDULED FORECLOSURE SALE\nThe sale has been rescheduled to Thursday, April 5, 2029, at 10:00 AM, at the north door of the Elm County Courthouse, 1 Elm Row, Elmton, Tennessee. The Deed of Trust secures a loan originally made by Oak Crest Mortgage, Inc. The party entitled to enforce the debt is Birch Mortgage Servicing, LLC.";
    expect(gold(text)[0]).toMatchObject({ mortgageeName: 'Birch Mortgage Servicing, LLC', originalMortgageeName: 'Oak Crest Mortgage, Inc.' });
  });

  it("reads Oregon's sum owing 'is: principal balance of $N'", () => {
    const text = "TRUSTEE'S NOTICE OF SALE\nThe sum owing on the obligation secured by said trust deed is: principal balance of $276,114.63, together with interest thereon.\nNotice is hereby given that the undersigned trustee will on April 10, 2029, at the hour of 11:00 AM, at the front entrance of the Elm County Courthouse, sell at public auction the said property.";
    expect(gold(text)[0].amountDue).toBe('$276,114.63');
  });
});

describe('round 177', () => {
  it("takes no attorney for a lawyer signing 'By:' for the trustee firm on a scraped line", () => {
    const text = "NOTICE OF TRUSTEE'S SALE  The following real property will be sold by the Trustee at public auction  at the main entrance of the Superior Court Building  1 Elm Row  Elmton  AZ 85099  on 04/19/2029 at 11:00 AM  of said day.  Current Beneficiary: ELM HEARTH BANK  N.A.  Current Trustee: Roe Poe  P.C.  1850 North Oak Row  Suite 1400  Elmton  AZ 85099  (602) 555-0157  Dated: January 18  2029  Roe Poe  P.C.  Trustee  By: Jo T. Doe  Attorney at Law";
    expect(gold(text)[0]).toMatchObject({ trusteeName: ['Roe Poe P.C.'], attorneyName: null });
  });
});
