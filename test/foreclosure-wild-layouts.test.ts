/**
 * Mechanisms learned from unseen (wild) foreclosure layouts: party names read back before a role, the trustee firm
 * that signs, place-of-sale start rows, and the extract() result on short notices of each kind (texts written here).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { judgeName } from '../src/recognizers/name-validity.js';
import { readParties, readPartiesBefore } from '../src/recognizers/names.js';
import { readPartyBefore } from '../src/domains/shared/parties.js';
import { undersignedTrusteeFirm } from '../src/domains/foreclosure/trustee-firm.js';
import { SALE_PLACE_START_ROWS } from '../src/domains/foreclosure/place-start.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { NoticeDocument } from '../src/text/document.js';

const before = (text: string, cue: string) => {
  const doc = new NoticeDocument(text);
  const end = doc.norm.indexOf(cue);
  return readPartiesBefore(doc, end, Math.max(0, end - 300)).map((p) => p.value.name);
};
const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('party names read back before a role', () => {
  it.each([
    // The lowercase word that ended the run leaves no connector at the start of the name.
    ['debt collector. Ames & Doyle, PLLC on behalf of Piedmont Trustee Services, L.L.C., Pine Posting-VA, LLC, Substitute Trustees', ', Substitute', ['Piedmont Trustee Services, L.L.C.', 'Pine Posting-VA, LLC']],
    // A firm whose name a prose word opens.
    ['WITNESS my hand.\nBy: In Source Partners LLC\nSubstitute Trustee(s)', '\nSubstitute', ['In Source Partners LLC']],
    // A lawyer's firm "NAME, Attorney at Law, PLC" is one name; a bare title is a description between list entries.
    ['at sale. Marcus T. Pell, Attorney At Law, PLC and Hollis Crane & Associates P.C., Substitute Trustee', ', Substitute', ['Marcus T. Pell, Attorney At Law, PLC', 'Hollis Crane & Associates P.C.']],
    ['on behalf of Piedmont Trustees, L.L.C., and/or Jo Q. Roe, Attorney at Law, and/or Pine Posting LLC, Substitute Trustees', ', Substitute', ['Piedmont Trustees, L.L.C.', 'Jo Q. Roe', 'Pine Posting LLC']],
    // An alias across a line, an OCR period before "Inc.", upper-case "INC." and a series id do not end the name.
    ['of the note. GULF SERVICING CORPORATION F/K/A BAY HOME LOANS\nCORPORATION is the current mortgagee', ' is the current', ['GULF SERVICING CORPORATION']],
    ['of the note. Plains Mortgage Servicing. Inc. is the current mortgagee', ' is the current', ['Plains Mortgage Servicing. Inc.']],
    ['as Owner Trustee for Lakeside Funding Mortgage Trust HB7 is the current mortgagee', ' is the current', ['Lakeside Funding Mortgage Trust HB7']],
  ])('reads %j', (text, cue, names) => {
    expect(before(text, cue)).toEqual(names);
  });

  it.each([
    ['Carl Doewood Stephanie A. Doewood 1120 W. Elm', ['Carl Doewood', 'Stephanie A. Doewood']],
    ['Arnold Roe Sandra Roe Alexis Roe', ['Arnold Roe', 'Sandra Roe', 'Alexis Roe']],
    ['Mary Elizabeth Grace Doewood', ['Mary Elizabeth Grace Doewood']],
    ['JOHN ROBERT DOEWOOD', ['JOHN ROBERT DOEWOOD']],
    // In capitals only the shape "J. SURNAME FIRST K." (or a first name after "JR.") is split.
    ['HOLLIS D. ROE, JR. DAVID F. DOEWOOD DANIEL S. POE', ['HOLLIS D. ROE, JR.', 'DAVID F. DOEWOOD', 'DANIEL S. POE']],
    ['JOHN P. DOEWOOD MARY', ['JOHN P. DOEWOOD MARY']],
  ])('splits people run together without a separator in %j', (text, names) => {
    expect(readParties(new NoticeDocument(text), 0).map((p) => p.value.name)).toEqual(names);
  });

  it('starts a list of trustees after the speaker\'s "I," (OCR "|,")', () => {
    expect(before('NOTICE\n\nI, Marla J. Okonkwo, Dean Pruett or Colette Hanes, Substitute Trustee,', ', Substitute')).toEqual(['Marla J. Okonkwo', 'Dean Pruett', 'Colette Hanes']);
    expect(before('NOTICE\n|, Jo Roe, Al Poe or Bo Doe, Substitute Trustee,', ', Substitute')).toEqual(['Jo Roe', 'Al Poe', 'Bo Doe']);
  });

  it('drops the cut entry when the window opens inside a listed name', () => {
    const doc = new NoticeDocument('JO ANN ROE, MATTHEW DOE, ERICA LEE have been appointed');
    const end = doc.norm.indexOf(' have been');
    expect(readPartiesBefore(doc, end, doc.norm.indexOf('ATTHEW')).map((p) => p.value.name)).toEqual(['ERICA LEE']);
  });

  it('keeps "Smith, Trustee Services of X, LLC" as two parties and stops at a role word that opens no firm', () => {
    const doc = new NoticeDocument('Jo Doe, Trustee Services of Elm, LLC');
    expect(readParties(doc, 0).map((p) => p.value.name)).toEqual(['Jo Doe', 'Trustee Services of Elm, LLC']);
    const its = new NoticeDocument('BANK FEDERAL CREDIT UNION, ITS SERVICE SUCCESSORS');
    expect(readParties(its, 0).map((p) => p.value.name)).toEqual(['BANK FEDERAL CREDIT UNION']);
  });

  it('takes the party before an alias or a description as the one the role names', () => {
    for (const [text, cue, name] of [
      ['for Lone Bank F/K/A Old Bank, Mortgagee', ', Mortgagee', 'Lone Bank'],
      ['MESA HILLS HOMEOWNERS ASSOCIATION an Arizona non-profit corporation Plaintiff(s) vs.', ' Plaintiff', 'MESA HILLS HOMEOWNERS ASSOCIATION'],
    ]) {
      const doc = new NoticeDocument(text);
      const end = doc.norm.indexOf(cue);
      expect(readPartyBefore(doc, end, 0)?.value.name).toBe(name);
    }
  });
});

describe('addresses of scraped headings', () => {
  it.each([
    ["TRUSTEE'S SALE1904 ELMWOOD RD GLEN ALLEN, VA 23059In execution of the Deed of Trust", '1904 ELMWOOD RD GLEN ALLEN, VA 23059'],
    ["TRUSTEE'S SALE OF 2576-A S ELM MILL DRIVE, UNIT 76-3, ARLINGTON, VA 22206.", '2576-A S ELM MILL DRIVE, UNIT 76-3, ARLINGTON, VA 22206'],
  ])('reads %j', (text, address) => {
    const doc = new NoticeDocument(text);
    expect(findAddresses(doc).map((a) => doc.valueOf(a.ns, a.ne))).toEqual([address]);
  });
  it('takes no number glued to a lower-case word', () => {
    const doc = new NoticeDocument('see page1904 ELM RD GLEN ALLEN, VA 23059');
    expect(findAddresses(doc)).toEqual([]);
  });
});

describe('name validity', () => {
  it.each([
    ['In Source Partners LLC', true],
    ['If the preceding area', false],
    ['In the County', false],
    ['Marcus T. Pell, Attorney At Law, PLC', true],
  ])('%j valid: %s', (name, valid) => {
    expect(judgeName(name).valid).toBe(valid);
  });
});

describe('the trustee firm that signs for "the undersigned Substitute Trustee"', () => {
  const firm = (text: string) => {
    const doc = new NoticeDocument(text);
    return undersignedTrusteeFirm(doc, { ns: 0, ne: doc.norm.length })?.value.name;
  };
  it.each([
    ['the undersigned Substitute Trustee will offer for sale ... Lowry LLC is a debt collector. SHENANDOAH GAP TRUSTEES LLC June 2, 9, 2026', 'SHENANDOAH GAP TRUSTEES LLC'],
    ['The undersigned Substitute Trustee will offer ... For more information contact: Jo Roe, Esq., member of Granite Trustees, at 301-555-0100', 'Granite Trustees'],
  ])('finds it in %j', (text, name) => {
    expect(firm(text)).toBe(name);
  });
  it.each([
    // No "undersigned" cue: a firm named in passing is no signer.
    'Granite Trustees, LLC was appointed. The Substitute Trustee will offer for sale',
    // Role phrases are not firms.
    'the undersigned Substitute Trustee will sell. Neither the Substitute Trustee nor the Trustee\'s Sale',
  ])('finds none in %j', (text) => {
    expect(firm(text)).toBeUndefined();
  });
});

describe('place-of-sale start rows', () => {
  it.each(SALE_PLACE_START_ROWS.map(([pattern, example]) => [example, pattern]))('row example %j matches its row', (example, pattern) => {
    expect(new RegExp(pattern, 'i').test(example)).toBe(true);
  });
});

describe('extract() on the learned layouts', () => {
  it('reads the place printed right after the time, and ignores a court order caption', () => {
    const sale = gold("Trustee's Sale 12 ELM RD, FALLOW, VA 24190 the undersigned Substitute Trustees will sell at public auction on 8/13/2026 at 11:15 AM, Front of building of the Circuit Court Building For Marlow County, 40 Court Row, Fallow, Virginia 24190, the property designated as 12 ELM RD.");
    expect(sale.auctionLocation).toBe('Front of building of the Circuit Court Building For Marlow County, 40 Court Row, Fallow, Virginia 24190');
    expect(sale.propertyAddress).toBe('12 ELM RD, FALLOW, VA 24190');
    const order = gold('ORDER OF PUBLICATION VIRGINIA: IN THE CIRCUIT COURT FOR ELM COUNTY Case No. CL26-1 In re: Surplus Funds Derived from the Foreclosure Sale of Property Located at 12 Elm Road, Fallow, Virginia 24190');
    expect(order.auctionLocation).toBeNull();
  });

  it('reads borrowers named before a defined term, past a date printed between', () => {
    const sale = gold('THAT, WHEREAS, on or about Teo Ruiz Almanza and Ana Ruiz March 2, 2024 ("Borrower"), executed and delivered to Neil R. Oakes, Trustee whose address is P O Box 5 Kerrville, Texas 78028, for the benefit of Brush Lots, LLC ("Lender"), that certain Deed of Trust. NOTICE IS HEREBY GIVEN that on Tuesday, August 4, 2026, at 10:00 A.M., Trustee will sell the property.');
    expect(sale.mortgagorName).toEqual(['Teo Ruiz Almanza', 'Ana Ruiz']);
    expect(sale.trusteeName).toEqual(['Neil R. Oakes']);
    expect(sale.deedDate).toBe('March 2, 2024');
    expect(sale.auctionDateTimeStandardized).toBe('08/04/2026, 10:00:00');
  });

  it('reads Arizona labels "Original Trustor\'s Stated Name and Address:" and "Beneficiary\'s Name and Address:"', () => {
    const sale = gold("Trustee's Sale No.: 1 Notice Of Trustee's Sale Beneficiary's Name and Address: Desert Bank  N.A.  2701 East Camel Road  Phoenix  Arizona 85016 Original Trustor's Stated Name and Address: Palo Verde Investments  Inc.  16 East Palisades Boulevard  Mesa  Arizona 85268");
    expect(sale.mortgageeName).toBe('Desert Bank N.A.');
    expect(sale.mortgagorName).toEqual(['Palo Verde Investments Inc.']);
  });

  it.each([
    ['WHEREAS, Cedar Bluff Owners Association, Inc. (the "Association") is the homeowners association for Cedar Bluff; the Owner is in default.', 'Cedar Bluff Owners Association, Inc.'],
    ['Lone Oak Bank (hereinafter called "Beneficiary", is the present legal owner of the Note.', 'Lone Oak Bank'],
    // The party that appoints the successor trustee holds the debt, not the lender the deed names.
    ['executed by Jo Roe, conveying certain property therein described to Al Poe as Trustee for Elm Lending, LLC; and the undersigned, Oak & Associates, P.L.L.C., having been appointed Successor Trustee by Ridge Federal Credit Union. NOW, THEREFORE, notice is hereby given.', 'Ridge Federal Credit Union'],
    // The deed's trustee lends nothing; the holder follows "payable to the order of" with its role after it.
    ['executed and delivered that certain Deed of Trust in favor of JO ROE as Trustee, ELM CREDIT UNION as original Beneficiary, which secures a note payable to the order of Elm Credit Union as current Beneficiary, which Deed of Trust recorded.', 'Elm Credit Union'],
    ['and the undersigned, Oak & Associates, P.L.L.C., having been appointed Successor Trustee by Ridge Bank, National Association, not in its individual capacity, but solely as legal title trustee for Elm Title Trust IV.\nNOW, THEREFORE, notice is hereby given.', 'Ridge Bank, National Association, not in its individual capacity, but solely as legal title trustee for Elm Title Trust IV'],
  ])('reads the holder named before its defined term or as the one who appoints, in %j', (text, holder) => {
    // Compared as the scorer does: a sentence's period after the name ("Trust IV.") is no part of it.
    expect([holder, `${holder}.`]).toContain(gold(text).mortgageeName);
  });

  it("gives the trustee's signature block to the mortgagee contact fields, and no other unlabelled block", () => {
    const text = 'the undersigned, Oak & Associates, P.L.L.C., having been appointed Successor Trustee by Ridge Bank. NOW, THEREFORE, the property will be sold on August 19, 2026 at 10:00 AM.\n';
    const signed = gold(`${text}Oak & Associates, P.L.L.C.\n400 Quarry Hill Road, Suite 300\nMemphis, Tennessee 38120\n(901) 555-0121`);
    expect(signed.mortgageeAddress).toBe('400 Quarry Hill Road, Suite 300, Memphis, Tennessee 38120');
    expect(signed.mortgageePhone).toBe('(901) 555-0121');
    const other = gold(`${text}Pine Street Realty Group\n400 Quarry Hill Road, Suite 300\nMemphis, Tennessee 38120`);
    expect(other.mortgageeAddress).toBeNull();
  });

  it("names the sheriff's office printed in capitals when no sheriff is named", () => {
    expect(gold('NOW THEREFORE PUBLIC NOTICE IS HEREBY GIVEN that on the 4th day of June 2026 at the hour of 10:00 A.M. I will sell the property. DATED this 1st day of May 2026. SHERIFF OF YUMA COUNTY By: Deputy').trusteeName).toEqual(['SHERIFF OF YUMA COUNTY']);
  });

  it('reads a labelled place across the blank lines of double-spaced OCR, and stops at a true paragraph', () => {
    const spaced = gold('Date of Sale: June 2, 2026 at 10:00 AM\n\nThe sale will be held at the following location:\n\nAt the south entrance of the Hill County Courthouse facing Elm\n\nStreet, or if the preceding area is no longer the designated area, at\n\nthe area most recently designated by the County Commissioners\n\nCourt\nbeing the location designated pursuant to law.');
    expect(spaced.auctionLocation).toBe('At the south entrance of the Hill County Courthouse facing Elm Street, or if the preceding area is no longer the designated area, at the area most recently designated by the County Commissioners Court');
    const paragraph = gold('Date of Sale: June 2, 2026 at 10:00 AM\nPLACE OF SALE: Hill County Sheriff\'s Office, 12 Elm Street, Suite 4, Elm City, Minnesota\n\nThe property will be sold by the Sheriff.');
    expect(paragraph.auctionLocation).toBe("Hill County Sheriff's Office, 12 Elm Street, Suite 4, Elm City, Minnesota");
  });

  it("keeps the building's address printed after the labelled place's period", () => {
    const sale = gold('Sale Date and Time: 7/19/2026 at 10:00 AM Sale Location: At the Main Entrance to the Superior Courts Building. Pima County Courthouse  110 W. Congress  Tucson  AZ 85701. Legal Description: LOT 6');
    expect(sale.auctionLocation).toBe('At the Main Entrance to the Superior Courts Building. Pima County Courthouse 110 W. Congress Tucson AZ 85701');
  });

  it('dates the deed from "Deed of Trust executed effective as of DATE"', () => {
    const sale = gold('The following legally described trust property will be sold pursuant to the power of sale under the Deed of Trust executed effective as of August 30  2006  by Elm Holdings  LLC. The sale will be held on June 2, 2026 at 10:00 AM.');
    expect(sale.deedDateStandardized).toBe('08/30/2006');
  });

  it('reads a Texas holder "X F/K/A Y is the current mortgagee" and the property after "Property Address/Mailing Address:"', () => {
    const sale = gold('Property Address/Mailing Address: 61 MESQUITE DR, SABINAL, TX 78881\nDate of Sale: August 4, 2026\nGULF SERVICING CORPORATION F/K/A BAY HOME LOANS\nCORPORATION is the current mortgagee of the note and deed of trust.');
    expect(sale.propertyAddress).toBe('61 MESQUITE DR, SABINAL, TX 78881');
    expect(sale.mortgageeName).toBe('GULF SERVICING CORPORATION F/K/A BAY HOME LOANS CORPORATION');
  });

  it('takes no surveyor who made a plat for a borrower, though an initial stands between the plat and "made by"', () => {
    const sale = gold('The undersigned will sell at public auction on June 2, 2026 at 10:00 AM the lot shown on a plat of survey for Harold J. Pruitt and Nora E. Pruitt showing 12 Elm Road made March 3, 1994, by Wendell & Holt, Land Surveyors, of record.');
    expect(sale.mortgagorName).toEqual([]);
    expect(gold('Deed of Trust executed by Harold J. Pruitt, recorded in Deed Book 4. The undersigned will sell at public auction on June 2, 2026 at 10:00 AM.').mortgagorName).toEqual(['Harold J. Pruitt']);
    // A plan's maker in capitals, the plan's title holding "NO. ONE"; a prior owner who "conveyed by" is no borrower either.
    const caps = gold('THE UNDERSIGNED WILL SELL AT PUBLIC AUCTION ON JUNE 2, 2026 AT 10:00 AM LOT 6 AS SHOWN ON A PLAN OF "ELM WOOD-SECTION NO. ONE", MADE BY G. M. ROE, JR., C.L.S., BEING THE SAME PROPERTY CONVEYED BY ELM DEVELOPMENT CORPORATION.');
    expect(caps.mortgagorName).toEqual([]);
  });

  it('reads a recorded Texas notice\'s sale date under its "Date:" label, not the clerk\'s stamp or the page header', () => {
    const sale = gold('2027 - 2027004412 02/09/2027 09:41 AM Page 1 of 3\nRECEIVED\nFEB 09 2027\nNotice of Trustee Sale\n1. Date, Time and Place of Sale.\nDate: 04/06/2027\nTime: The sale will begin at 10:00 AM\nPlace: the west entrance of the Brazoria County Courthouse\nRecorded Date/Time: February 09, 2027 09:41 AM');
    expect(sale.auctionDateTimeStandardized).toBe('04/06/2027, 10:00:00');
    const prose = gold('RECEIVED\nNOTICE OF SUBSTITUTE TRUSTEE\'S SALE MAY 11 2026\nI will sell the Property at the Courthouse Door at 10:00 a.m. (at the earliest), or within three (3) hours thereafter, on June 2, 2026, that being the first Tuesday of that month.');
    // The time printed before the date in the same clause ("at TIME ..., on DATE") is the sale's.
    expect(prose.auctionDateTimeStandardized).toBe('06/02/2026, 10:00:00');
    expect(prose.auctionDateTime).toBe('10:00 a.m. (at the earliest), or within three (3) hours thereafter, on June 2, 2026');
  });
});

describe('a holder whose name runs into its address', () => {
  const holderOf = (line: string) => (toGold('foreclosure', extract(`NOTICE OF TRUSTEE'S SALE\nThe following legally described trust property will be sold at public auction at the Main Entrance to the Superior Court Building, 201 W. Jefferson, Phoenix, AZ 85003 on June 16, 2026 at 10:00 a.m.\nStreet address: 1520 North Elm Road, Mesa, AZ 85201\n${line}\nName of trustee: Jane Roe, Attorney`, { domain: 'foreclosure' }).entities)[0] as { mortgageeName: string | null }).mortgageeName;
  it('ends where the address printed after a wide gap starts', () => {
    expect(holderOf('Name and address of beneficiary: QX N.A. dba Quill Bank fka Quill First National Bank  One West Harbor Street Suite 1400  Lakeview  Utah 84000')).toBe('QX N.A. dba Quill Bank fka Quill First National Bank');
  });
  it('keeps a number of its own printed in its line (a series)', () => {
    expect(holderOf('Name and address of beneficiary: QX BANK NATIONAL ASSOCIATION AS TRUSTEE FOR QUILL TRUST 2006-3 MORTGAGE PASS-THROUGH CERTIFICATES SERIES 2006-3, 12 Main Street, Salt Lake City, Utah 84111')).toMatch(/SERIES 2006-3$/);
  });
});

describe('a borrower list printed again under the address line', () => {
  it('reads each borrower once', () => {
    const text = `NOTICE OF TRUSTEE'S SALE\nThe following legally described trust property will be sold at public auction at the Main Entrance to the Superior Court Building, 201 W. Jefferson, Phoenix, AZ 85003 on June 16, 2026 at 10:00 a.m.\nName and Address of original Trustor JOHN Q. ROE  A MARRIED MAN AND MARY ROE  HIS WIFE  MARY ROE  JOHN Q. ROE 12 ELM STREET  MESA  AZ 85201\nName and Address of the Beneficiary Quill Bank N.A. 1 Main Street, Mesa, AZ 85201`;
    expect((toGold('foreclosure', extract(text, { domain: 'foreclosure' }).entities)[0] as { mortgagorName: string[] }).mortgagorName).toEqual(['JOHN Q. ROE', 'MARY ROE']);
  });
});
