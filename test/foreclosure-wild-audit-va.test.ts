/**
 * Mechanisms from reading the engine's output on wild Virginia and Texas sales: numbers that a label-shaped word
 * put in the case number's place, and places of sale named by their street address (texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('foreclosure', extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, any>;

const SALE = (tail: string) => `TRUSTEE'S SALE OF 1 ELM STREET, ELMTON, VA 23000. In execution of a certain Deed of Trust dated May 5, 2005, the undersigned Substitute Trustee will offer for sale at public auction in the front of the Circuit Court building for Elm County, 4 Court Street, Elmton, VA, on June 24, 2031, at 11:45 AM, the property described in said Deed of Trust. ${tail}`;

describe('case numbers on wild Virginia and Texas sales', () => {
  it("takes the firm's file number, not the newspaper's ad number", () => {
    expect(gold(SALE('Substitute Trustee: Elm Trustees, LLC. VA-300100-1. April 22, 29, 2031 AD#200417')).caseNumber).toBe('VA-300100-1');
    expect(gold(SALE('Substitute Trustee: Elm Trustees, LLC. April 22, 29, 2031 AD# 200417')).caseNumber).toBeNull();
  });

  it('reads no case number from a fax label, a lot, a state road or a street glued to "No"', () => {
    for (const tail of ['FAX #: 619-555-0100', 'Described as LOTS NO. 1 & 2, SECTION A.', 'Along STATE ROAD NO. 1234.', 'At 12 CASINO DR 100200.']) {
      expect(gold(SALE(tail)).caseNumber, tail).toBeNull();
    }
  });

  it("reads no county clerk's recording number as the case's", () => {
    expect(gold(SALE("The deed of trust was recorded in Document CLERK'S FILE NO. 2031000100.")).caseNumber).toBeNull();
    expect(gold(SALE('Elm Law LLC, File No. 31-40069.')).caseNumber).toBe('31-40069');
  });

  it("reads a firm's file under its initials with no 'No.'", () => {
    expect(gold(SALE('ELM LAW, LLC, Attorneys. EL File 31-7782')).caseNumber).toBe('31-7782');
  });
});

describe('places of sale named by their street address', () => {
  const text = (place: string) => `NOTICE OF SUBSTITUTE TRUSTEE'S SALE (15 Elm Highway, Elmton, VA 22000). Deed of Trust dated April 27, 2004. The sale will take place at ${place} and via simultaneous online auction on June 12, 2031, at 12:00 p.m. (prevailing Eastern Time). Terms: cash.`;

  it('reads a sale on the premises named by their address after "will take place at"', () => {
    expect(gold(text('15 Elm Highway, Elmton, VA 22000')).auctionLocation).toBe('15 Elm Highway, Elmton, VA 22000');
  });

  it('reads a hall of any name when its street address ends it', () => {
    expect(gold(text('the Elmton Volunteer Fire & Rescue, 10 Firehouse Lane, Elmton, VA 22747,')).auctionLocation).toBe('the Elmton Volunteer Fire & Rescue, 10 Firehouse Lane, Elmton, VA 22747');
  });
});

describe('Texas labelled places', () => {
  const text = (place: string) => `NOTICE OF SUBSTITUTE TRUSTEE'S SALE
T.S. #: 31-18460
Date: 6/3/2031
Time: The sale will begin no earlier than 10:00 AM or no later than three hours thereafter.
Place: ${place}
Property To Be Sold - The property to be sold is described as follows: Lot 5, Block 2, Elm Addition.
Property Address: 7 ELM LANE ELMTON, TX 78000`;

  it('ends at the statute a designation cites and at the next dash-headed paragraph', () => {
    expect(gold(text("Elm County Courthouse in Elmton, Texas, at the following location: At the south entrance of the Elm County Courthouse facing Oak Street OR IN THE AREA DESIGNATED BY THE COMMISSIONER'S COURT, PURSUANT TO SECTION 51.002 OF THE TEXAS PROPERTY CODE")).auctionLocation)
      .toBe("Elm County Courthouse in Elmton, Texas, at the following location: At the south entrance of the Elm County Courthouse facing Oak Street OR IN THE AREA DESIGNATED BY THE COMMISSIONER'S COURT");
  });

  it('keeps the place a designation goes on to print after the statute', () => {
    expect(gold(text('The area designated by the Commissioners Court of Elm County, pursuant to §51.002 of the Texas Property Code, as the place where the sale is to take place: 901 Elm Street, Elmton, TX 78401.')).auctionLocation)
      .toBe('The area designated by the Commissioners Court of Elm County, pursuant to §51.002 of the Texas Property Code, as the place where the sale is to take place: 901 Elm Street, Elmton, TX 78401');
  });
});
