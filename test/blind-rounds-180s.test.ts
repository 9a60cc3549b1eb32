/**
 * Mechanisms from the blind rounds of stop 26, rounds 180 on (texts written here, names invented): each was found on
 * notices the engine had not seen, scored before any rule saw them; the round's notices are fixtures.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

type Domain = 'foreclosure' | 'bids' | 'probate';
const gold = (domain: Domain, text: string) => toGold(domain, extract(text, { domain }).entities)[0] as Record<string, any>;

describe('round 180 (foreclosure)', () => {
  it('reads the committee a Connecticut notice names as whom to contact as the one who sells, and the firm labelled for the plaintiff as attorney', () => {
    const text = 'NOTICE OF FORECLOSURE SALE BY COMMITTEE\nA Judgment of Foreclosure by Sale entered in Elm Bank v. Jo A. Roe, Docket No. ELM-CV27-6000111-S.\nDate of Sale: Saturday, May 8, 2032\nTime of Sale: 12:00 noon\nPlace of Sale: On the premises\nProperty Address: 1 Elm Lane, Elmton, CT 06000\n\nFor further information contact the Committee:\nAttorney Pat B. Poe\n2 Oak Court\nElmton, CT 06001\n(860) 555-0100\n\nAttorney for the Plaintiff: Birch & Ash, LLC, 3 Pine Row, Oakton, CT 06002, (860) 555-0101.';
    expect(gold('foreclosure', text)).toMatchObject({
      trusteeName: ['Pat B. Poe'], mortgageeAddress: '2 Oak Court, Elmton, CT 06001', mortgageePhone: '(860) 555-0100',
      attorneyName: 'Birch & Ash, LLC', attorneyPhone: '(860) 555-0101',
    });
  });

  it("reads a sheriff's sale held in a named room after the sale's hour", () => {
    const text = "NOTICE OF SHERIFF'S SALE\nCase No. CJ-2031-0100\nI will on the 14th day of April, 2032, at 10:00 o'clock a.m., in the Commissioners' Meeting Room, first floor of the Elm County Courthouse, 1 Main Row, Elmton, Oklahoma, offer for sale and sell at public auction the real estate commonly known as 2 Oak Drive, Elmton, OK 74000.\nJO A. ROE, SHERIFF";
    expect(gold('foreclosure', text).auctionLocation).toBe("the Commissioners' Meeting Room, first floor of the Elm County Courthouse, 1 Main Row, Elmton, Oklahoma");
  });
});

describe('round 181 (probate)', () => {
  it("reads Rhode Island's 'qualification of' a representative with the address after the name, and the number after the court's name", () => {
    const text = 'NOTICE TO CREDITORS\nEstate of Jo A. Roe\nElm River Probate Court, No. 2032-0017\nNotice is hereby given by the Probate Court of the Town of Elm River of the qualification of Pat B. Roe, 1 Elm Lane, Elm River, RI 02899, as Administrator of the estate of Jo A. Roe, late of said Town, deceased. Creditors must present their claims in writing and in the manner and within the time prescribed by law, namely within six months from the first publication of this notice.\nFirst publication: February 3, 2032';
    expect(gold('probate', text)).toMatchObject({
      caseNumber: '2032-0017', personalRepresentatives: [{ name: 'Pat B. Roe', address: '1 Elm Lane, Elm River, RI 02899' }],
      claimDeadline: 'within six months from the first publication of this notice', claimDeadlineStandardized: '08/03/2032',
    });
  });

  it("keeps a court's own number after its name out of the case number", () => {
    const text = 'NOTICE OF ADMINISTRATION\nIN THE ELM SUPERIOR COURT, No. 2\nESTATE NUMBER 29D02-3112-EU-000418\nIn the Matter of the Estate of Jo A. Roe, Deceased.\nNotice is hereby given that Pat Roe was appointed personal representative of the estate on December 1, 2031.';
    expect(gold('probate', text).caseNumber).toBe('29D02-3112-EU-000418');
  });

  it("reads Alaska's judicial district 'at' its town, and partners' names with 'LLC' in care of whom claims go as the lawyers", () => {
    const text = 'NOTICE TO CREDITORS\nIN THE SUPERIOR COURT FOR THE STATE OF ALASKA\nTHIRD JUDICIAL DISTRICT AT ELMTON\nIn the Matter of the Estate of JO A. ROE, Deceased. Case No. 3EL-32-00081PR\nNOTICE IS HEREBY GIVEN that the undersigned has been appointed personal representative of this estate. All persons having claims against the decedent are required to present their claims within four months after the date of the first publication of this notice or said claims will be forever barred.\nClaims must be presented to Pat B. Roe, Personal Representative of the Estate of Jo A. Roe, c/o Birch & Ash, LLC, 3300 Spruce Street, Suite 200, Elmton, Alaska 99500.';
    expect(gold('probate', text)).toMatchObject({
      courtName: 'SUPERIOR COURT FOR THE STATE OF ALASKA THIRD JUDICIAL DISTRICT AT ELMTON',
      attorneyName: 'Birch & Ash, LLC', attorneyAddress: '3300 Spruce Street, Suite 200, Elmton, Alaska 99500',
    });
  });
});

describe('round 182 (bids)', () => {
  it("reads the first numbered item under 'the following:' without its number", () => {
    const text = 'NOTICE TO BIDDERS\n\nThe Elm County Highway Department will accept sealed bids for the following:\n\n1. One (1) New 2032 Tandem Axle Dump Truck\n2. Culvert Pipe (Annual Bid)\n\nBids will be received until 10:00 a.m., Thursday, February 26, 2032, at the office of the Highway Superintendent, 1 Quarry Road, Elmton, TN 38999.';
    expect(gold('bids', text).title).toBe('One (1) New 2032 Tandem Axle Dump Truck');
  });

  it("ends a title before 'for said city' and reads the city secretary's office as the place bids go", () => {
    const text = "NOTICE TO BIDDERS.\nSealed bids will be received by the City Council of the City of Elmton, Texas, at the office of the city secretary until 8 o'clock p. m., Tuesday, May 9, 1916, for furnishing all material and labor for the construction of a sanitary sewer system for said city, in accordance with plans and specifications.";
    expect(gold('bids', text)).toMatchObject({ title: 'construction of a sanitary sewer system', submissionAddress: 'office of the city secretary' });
  });
});

describe('round 183 (foreclosure)', () => {
  it("reads the makers of a deed of trust who 'did convey unto' its trustee", () => {
    const text = "NOTICE OF TRUSTEE'S SALE\nNotice is hereby given that pursuant to that certain Deed of Trust dated the 11th day of October, 2016, and duly recorded in Trust Deed Book 918, at page 402, Jo A. Roe and Al B. Roe, did convey unto Ed Poe, Trustee, certain real property; the undersigned Substitute Trustee will offer for sale at public auction at the front door of the Elm County Courthouse in Elmton, West Virginia, on\n\nThursday, March 18, 2032 at 1:30 p.m.\n\nthe following described real estate.";
    const g = gold('foreclosure', text);
    expect(g.mortgagorName).toEqual(['Jo A. Roe', 'Al B. Roe']);
    expect(g.auctionLocation).toBe('the front door of the Elm County Courthouse in Elmton, West Virginia');
  });

  it("reads the lender a mortgage was delivered to with its defined term ('(\"Mortgagee\")')", () => {
    const text = 'NOTICE OF FORECLOSURE SALE\nWHEREAS, default has occurred under a real estate mortgage dated April 3, 2031, executed and delivered by Jo A. Roe, an unmarried man ("Mortgagor"), to Elm Basin Federal Credit Union ("Mortgagee"); NOW, THEREFORE, the Mortgagee will cause the property to be sold at 10:00 a.m. on March 31, 2032 at the front steps of the Elm County Courthouse.';
    expect(gold('foreclosure', text).originalMortgageeName).toBe('Elm Basin Federal Credit Union');
  });
});

describe('round 184 (probate)', () => {
  it("reads Utah's 'attorney at the following address: Jo Roe, ...' and the later-of rule's per-creditor term 'after the Personal Representative mails or delivers'", () => {
    const text = "NOTICE TO CREDITORS\nEstate of Jo A. Roe, Deceased\nProbate No. 323400021\nPat B. Roe, whose address is 1 East 400 North, Elmton, Utah 84799, has been appointed Personal Representative of the above-entitled estate. Creditors of the estate are hereby notified to: (1) deliver or mail their written claims to the Personal Representative at the address above; (2) deliver or mail their written claims to the Personal Representative's attorney at the following address: Al C. Poe, POE & ASH, P.C., 2 North Main Street, Elmton, Utah 84798; or (3) file their written claims with the Clerk of the District Court in Elm County, or otherwise present their claims as required by Utah law within the later of three months after the date of the first publication of this notice or thirty days after the Personal Representative mails or delivers a copy of this notice to the creditor.\nDate of first publication: February 4, 2032.\n/s/ Al C. Poe\nAttorney for Personal Representative";
    expect(gold('probate', text)).toMatchObject({ attorneyAddress: '2 North Main Street, Elmton, Utah 84798', claimDeadlineStandardized: '05/04/2032' });
  });

  it("reads Vermont's court with its unit on the caption's next line", () => {
    const text = 'STATE OF VERMONT\nSUPERIOR COURT                 PROBATE DIVISION\nElm Ridge Unit                 Docket No. 32-PR-00412\n\nIn re ESTATE of Jo A. Roe\n\nNOTICE TO CREDITORS\n\nTo the creditors of: Jo A. Roe, late of Elmton, Vermont.\nI have been appointed to administer this estate. All creditors having claims against the decedent or the estate must present their claims in writing within four (4) months of the first publication of this notice.';
    expect(gold('probate', text).courtName).toBe('SUPERIOR COURT PROBATE DIVISION Elm Ridge Unit');
  });
});

describe('round 185 (bids)', () => {
  it('resolves questions sent "to the Procurement Officer" to the person a heading line labels so, with the phone and e-mail lines under it', () => {
    const text = 'CITY OF ELMTON\nINVITATION FOR BIDS\nSolicitation Number: IFB 32-0193\nTitle: Clarifier Drive Replacement\nBid Due Date: March 10, 2032 at 2:00 p.m.\nProcurement Officer: Jo A. Roe, CPPB\nPhone: (520) 555-0100\nEmail: jroe@elmton.example\n\nThe City of Elmton is soliciting sealed bids from qualified contractors. Questions must be submitted in writing to the Procurement Officer no later than March 1, 2032.';
    expect(gold('bids', text)).toMatchObject({ contactName: 'Jo A. Roe', contactPhone: '(520) 555-0100', contactEmail: 'jroe@elmton.example' });
  });
});

describe('round 188 (bids)', () => {
  it("reads a bid page's 'Closing Date/Time:' as the deadline and the name after 'Contact Person:'", () => {
    const text = "Bid Title: 2032 Crack Seal Program\nBid Number: PW-32-06\nDescription:\nThe Town of Elm Meadow is seeking bids from qualified contractors for crack sealing.\nClosing Date/Time: 3/12/2032 2:00 PM\nBid Opening Information: Bids will be opened publicly at 2:15 PM on March 12, 2032 in the Town Council Chambers.\nContact Person: Jo A. Roe, Streets Superintendent, (970) 555-0100, jroe@elmmeadow.example";
    expect(gold('bids', text)).toMatchObject({
      dueDate: { rawDateText: '3/12/2032 2:00 PM', standardized: '03/12/2032, 14:00:00' },
      openingDate: { rawDateText: '2:15 PM on March 12, 2032', standardized: '03/12/2032, 14:15:00' },
      contactName: 'Jo A. Roe',
    });
  });

  it("reads a bidding service's name with a word like 'eBid' whole", () => {
    const text = 'ADVERTISEMENT FOR BIDS\nThe Board of Supervisors of Elm County, Mississippi will receive sealed bids until 10:00 a.m., Monday, April 5, 2032, in the Chancery Clerk\'s Office. Electronic bids may be submitted at www.elmebid.example. For questions relating to the electronic bidding process, please call Elm eBid at 225-555-0100.';
    expect(gold('bids', text)).toMatchObject({ contactName: 'Elm eBid', contactPhone: '225-555-0100' });
  });
});

describe('round 189 (foreclosure)', () => {
  it("reads the sum a figure in brackets restates after its spelled words, 'Dollars' printed after the figure", () => {
    const text = "MORTGAGE FORECLOSURE SALE.\nDefault has been made in the conditions of that certain mortgage, on which there is claimed to be due at the date of this notice the sum of One Thou-\nsand Eight Hundred Twelve and 40/100\n($1,812.40) Dollars. The premises will be sold at the front door of the court house in the city of Elmton, on Saturday, the 18th day of November, 1916, at ten o'clock a. m.";
    expect(gold('foreclosure', text).amountDue).toBe('$1,812.40');
  });

  it("ends Michigan's place of sale before 'that being the place where the circuit court ... is held'", () => {
    const text = "MORTGAGE SALE.\nNotice is hereby given, that on Monday, the 27th day of November, A. D. 1916, at ten o'clock in the forenoon, the undersigned will, at the north front door of the court house in the city of Elmton, Michigan, that being the place where the circuit court for said county is held, sell at public auction the premises described in said mortgage.";
    expect(gold('foreclosure', text).auctionLocation).toBe('the north front door of the court house in the city of Elmton, Michigan');
  });

  it("reads the street address 'commonly known as No. 1216 Elm Street'", () => {
    const text = "MASTER'S SALE.\nI will on Saturday, the 11th day of November, 1916, at the hour of 10 o'clock a. m., at the east door of the Court House in the city of Elmton, sell the premises, to-wit: Lot five in Block three, commonly known as No. 1216 South Elm Street.";
    expect(gold('foreclosure', text).propertyAddress).toMatch(/^1216 South Elm Street\.?$/);
  });
});
