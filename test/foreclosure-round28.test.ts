/**
 * Mechanisms from blind round 28 (Arizona forms; texts written here, names invented): "Esq." after a name read under
 * a label, a lawyer trustee's own details, a bare "Beneficiary:" run on in a scraped line, a firm in capitals after a
 * deputy's name and badge number.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { readPartiesBefore } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;
const namesBefore = (text: string, cue: string) => {
  const doc = new NoticeDocument(text);
  const end = doc.norm.indexOf(cue);
  return readPartiesBefore(doc, end, 0).map((p) => p.value.name);
};

const SALE = 'NOTICE OF TRUSTEE\'S SALE  The sale of the property described below has been postponed to June 7  2031 at 9:00 AM  at the Main Entrance of the Elm County Courthouse  250 West 2nd Street  Elmton  AZ 85364.  Property address: 22 S. Oak Lane  Elmton  AZ 85399  ';

describe('Arizona forms', () => {
  it('keeps "Esq." printed right after a trustee read under a label', () => {
    expect(gold(`${SALE}Trustee: Jo Q. Roe  Esq.  an attorney licensed in Arizona  2222 E. Elm Avenue  Phoenix  AZ 85016`).trusteeName).toEqual(['Jo Q. Roe Esq.']);
  });

  it('reads a bare "Beneficiary:" label run on after prose, not a column\'s split label', () => {
    expect(gold(`${SALE}Original Trustor: Al Roe and Bo Roe  husband and wife  Beneficiary: Elm River Credit Union  1400 W. 16th Street  Elmton  AZ 85364`).mortgageeName)
      .toBe('Elm River Credit Union');
  });

  it("gives a lawyer trustee's address and phone to the mortgagee's fields, not to an attorney", () => {
    const g = gold(`${SALE}Name and address of beneficiary: Elm Credit Union, 2600 North Central Avenue, Phoenix, AZ 85004
Name and address of trustee: Jo Q. Roe, Attorney at Law, 3030 North Third Street, Suite 1100, Phoenix, AZ 85012; (602) 555-0183`);
    expect(g.trusteeName).toEqual(['Jo Q. Roe']);
    expect(g.mortgageePhone).toBe('(602) 555-0183');
    expect(g.attorneyAddress).toBeNull();
  });

  it("ends a run of names at a badge number, and parts a firm in capitals from a name in mixed case", () => {
    expect(namesBefore('By Deputy L. Roe #D0417 ELM VALLEY LAW GROUP  PLLC  Attorneys for Plaintiff', ' Attorneys for')).toEqual(['ELM VALLEY LAW GROUP PLLC']);
    expect(namesBefore('By Deputy L. Roe ELM VALLEY LAW GROUP PLLC, Attorneys for Plaintiff', ', Attorneys for')).toEqual(['Deputy L. Roe', 'ELM VALLEY LAW GROUP PLLC']);
    // A firm's name in mixed case that ends in capitals stays whole.
    expect(namesBefore('Elm Partners for Home Relief DE IV LLC, as Beneficiary', ', as Beneficiary')).toEqual(['Elm Partners for Home Relief DE IV LLC']);
  });
});

describe('bar numbers (wild audit)', () => {
  it("never takes a lawyer's state bar number as the case number", () => {
    expect(gold(`${SALE}I ASK FOR THIS: /s/ Jo Roe, Esq. (VSB #40001) ELM LAW PLLC 12 Elm Dr., Elmton, VA 23602`).caseNumber).toBeNull();
  });
});

describe("a scraper's date stamp (wild audit)", () => {
  it('never takes a date a machine wrote as the sale date', () => {
    const g = gold(`ORDER OF PUBLICATION VIRGINIA: IN THE CIRCUIT COURT OF THE COUNTY OF ELM Case No.: CL31-1926 The object of this suit is
to interplead surplus funds following a foreclosure sale of the property at 12 Oak Road, Elmton, Virginia 22551. ENTERED 4/22/31
/s/ Judge COL-3002087 ELM COUNTY, VIRGINIA 2031-05-16`);
    expect(g.auctionDateTime).toBeNull();
  });
});

describe('street lines (wild audit)', () => {
  const addresses = (text: string) => findAddresses(new NoticeDocument(text)).filter((h) => h.source === 'address:full').map((h) => h.value.formatted);

  it('opens an address at the later house number when the street before it already ended', () => {
    expect(addresses('TRUSTEE SALE: 90017, 1400 Elm Ave SE TRUSTEE SALE 1400 Elm Ave SE, Elmton, VA 24999 City of Elmton'))
      .toEqual(['1400 Elm Ave SE, Elmton, VA 24999']);
    // Two lots printed as one address stay one.
    expect(addresses('located at 150 S. Oak Way and 210 E. Elm Street Elmton AZ 85999 on')).toEqual(['150 S. Oak Way and 210 E. Elm Street Elmton AZ 85999']);
  });

  it('reads a suffix a scraper glued to the city', () => {
    expect(addresses("TRUSTEE'S SALE10488 Elm RdElmton, VA 23999In execution of the Deed of Trust")).toEqual(['10488 Elm RdElmton, VA 23999']);
  });

  it('reads a street with no suffix when a unit follows it', () => {
    expect(addresses('Property Address: 4410 Alameda, #12\nElm City, Texas 78999\nMortgage Servicer')).toEqual(['4410 Alameda, #12, Elm City, Texas 78999']);
    expect(addresses('Lot 5 Block 3, #12, Elm City, Texas 78999')).toEqual([]);
  });
});

describe('round 31', () => {
  it('reads the property in brackets after the heading, and a tax map reference as the parcel, not a case', () => {
    const g = gold(`Foreclosure Sale NOTICE OF SUBSTITUTE TRUSTEE'S SALE (22 Elm Lane, Elmton, VA 22999) Tax Map Reference Nos. 34-2-118 In execution of a certain Deed of Trust dated June 2, 2014, the undersigned Substitute Trustee will offer for sale at public auction at the front entrance of the Elm County Courthouse, 10 Court Road, Elmton, Virginia, on Thursday, October 14, 2027, at 11:00 a.m., the property.`);
    expect(g.propertyAddress).toBe('22 Elm Lane, Elmton, VA 22999');
    expect(g.parcelNumber).toBe('34-2-118');
    expect(g.caseNumber).toBeNull();
  });

  it('gives the phone "for additional sale information" to the sale\'s side, not the attorney printed above it', () => {
    const g = gold(`NOTICE OF FORECLOSURE SALE
Date: 07/06/2027
Time: 01:00 PM
Place: Elm County, Texas at the following location: THE WEST DOOR OF THE ELM COUNTY COURTHOUSE.
appoint Oak Title Services, LLC, located at 2200 Post Oak Row Suite 900, Houston, TX 77099, Substitute Trustee.
Roe Poe, P.C.
Jo Roe, Attorney at Law
14100 Parkway Center Drive, Suite 700
Dallas, TX 75299
For additional sale information visit: www.elm-auctions.example or (844) 555-0163`);
    expect(g.mortgageePhone).toBe('(844) 555-0163');
    expect(g.attorneyPhone).toBeNull();
  });
});
