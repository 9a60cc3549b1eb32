/**
 * Mechanisms from blind round 41 (modern foreclosure sales of Arkansas, New Hampshire, West Virginia, Idaho and
 * Connecticut; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { findLotDesignations } from '../src/recognizers/identifiers.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('round 41', () => {
  it('closes a street printed without a ZIP at its town and full state name', () => {
    const doc = new NoticeDocument('on the premises known as 12 Oak Hollow Road, Elmford, Connecticut, the following real property');
    const hits = findAddresses(doc);
    expect(hits.map((h) => [h.source, h.value.formatted, h.value.state])).toEqual([['address:city-state', '12 Oak Hollow Road, Elmford, Connecticut', 'CT']]);
  });

  it('reads a street whose name breaks across a line before its suffix line', () => {
    const doc = new NoticeDocument('commonly known as 2915 Alta\nVista Street, Elmton, TX 78000.');
    expect(findAddresses(doc).map((h) => h.value.formatted)).toEqual(['2915 Alta Vista Street, Elmton, TX 78000']);
  });

  it("reads a tax map's sheet and lot as one parcel designation", () => {
    const doc = new NoticeDocument('subject to all liens. Tax Map 214, Lot 9. And also TAX MAP 47, PARCEL 45E...ELM DISTRICT');
    expect(findLotDesignations(doc).map((h) => h.value.id)).toEqual(['Tax Map 214, Lot 9', 'TAX MAP 47, PARCEL 45E']);
  });

  const COMMITTEE = `NOTICE OF SALE
Pursuant to an order of the Superior Court for the Judicial District of Elm, in the case of OAK BANK v. JO A. ROE, ET AL., Docket No. ELM-CV26-6000100-S, the undersigned Committee will sell at public auction on Saturday, May 1, 2027, at 12:00 noon, on the premises known as 12 Oak Hollow Road, Elmford, Connecticut, the following real property:

All that certain piece or parcel of land situated in the Town of Elmford.

Committee: Attorney Al B. Poe
21 Main Street, Elmton, CT 06000
Tel: (860) 555-0100`;

  it("reads Connecticut's committee as the officer who sells, and its contact as the sale's", () => {
    const g = gold(COMMITTEE);
    expect(g.trusteeName).toEqual(['Al B. Poe']);
    expect(g.mortgageeAddress).toBe('21 Main Street, Elmton, CT 06000');
    expect(g.mortgageePhone).toBe('(860) 555-0100');
  });

  it('reads a sale on the premises known as an address: the place, and the property it names', () => {
    const g = gold(COMMITTEE);
    expect(g.auctionLocation).toBe('the premises known as 12 Oak Hollow Road, Elmford, Connecticut');
    expect(g.propertyAddress).toBe('12 Oak Hollow Road, Elmford, Connecticut');
  });

  it("reads the address 'sometimes associated' with the property (Idaho's statutory sentence)", () => {
    const g = gold(`NOTICE OF TRUSTEE'S SALE
On May 4, 2027, at 11:00 AM, at the main entrance of the Elm County Courthouse, 200 W. Front Street, Elmton, Idaho 83700, Oak Trustee Corp., as successor trustee, will sell at public auction the following described real property: LOT 8 IN BLOCK 3 OF ELM SUBDIVISION. The Trustee has been informed that the street address of 14 N. Birch Way, Elmton, ID 83701 is sometimes associated with said real property.
OAK TRUSTEE CORP.
9 Cedar Plaza, Suite 400, Elmton, ID 83702
(208) 555-0100`);
    expect(g.propertyAddress).toBe('14 N. Birch Way, Elmton, ID 83701');
    expect(g.mortgageeAddress).toBe('9 Cedar Plaza, Suite 400, Elmton, ID 83702');
  });

  it("reads a firm signing as 'Attorney-in-Fact and Successor Trustee' as the trustee, and its lawyer's 'By:' as its signer", () => {
    const g = gold(`NOW, THEREFORE, the undersigned, as Attorney-in-Fact and Successor Trustee, will on May 4, 2027, at 10:00 AM, at the front door of the Elm County Courthouse, Elmton, Arkansas, offer for sale the following described real estate: Lot 4, Elm Addition. Commonly known as: 80 Oak Drive, Elmton, AR 72000

Elm Creek Law, PLLC
Attorney-in-Fact and Successor Trustee
By: Jo A. Roe, Attorney at Law
1120 Main Street, Suite 500
Little Rock, AR 72201
(501) 555-0100`);
    expect(g.trusteeName).toEqual(['Elm Creek Law, PLLC']);
    expect(g.attorneyName).toBeNull();
    expect(g.mortgageeAddress).toBe('1120 Main Street, Suite 500, Little Rock, AR 72201');
    expect(g.mortgageePhone).toBe('(501) 555-0100');
  });

  it("still reads a lawyer under 'Prepared by:' as the attorney", () => {
    const g = gold(`NOTICE OF SHERIFF'S SALE
The Sheriff of Elm County will sell on May 4, 2027 at 10:00 AM at the north door of the Elm County Courthouse, 1 Main St, Elmton, OK 73000, the property known as 5 Oak Lane, Elmton, OK 73001.
JO DOE, SHERIFF OF ELM COUNTY
Prepared by: Roe Law Group, PLLC
Al B. Roe, OBA #22000`);
    expect(g.attorneyFirm).toBe('Roe Law Group, PLLC');
  });
});
