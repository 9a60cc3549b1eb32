/**
 * Mechanisms from blind round 25 (texts written here, names and places invented): a tax map's designation printed
 * whole, "Map/Parcel", borrowers before "conveyed to" in a deed of trust's clause, a window of hours "more
 * particularly at" an hour, a deed's record office is no place of sale, a sale "within" an auctioneer's offices or
 * "in the Atrium", a county of two words closing a caption's line, a firm's address before "Attorneys for Plaintiff".
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findLotDesignations } from '../src/recognizers/identifiers.js';
import { readParties } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;
const designations = (text: string) => findLotDesignations(new NoticeDocument(text)).map((h) => h.value.id);

describe('parcels designated by a tax map', () => {
  it('reads section, block and lot whole, with a district before them', () => {
    expect(designations('premises known as 1 Elm Road. Section 063.1 Block 02 Lot 017.000. Approximate amount'))
      .toEqual(['Section 063.1 Block 02 Lot 017.000']);
    expect(designations('District 0500 Section 412.00 Block 03.00 Lot 017.000')).toEqual(['District 0500 Section 412.00 Block 03.00 Lot 017.000']);
    expect(designations('Section: 7171 Block: 05 Lot: 120044')).toEqual(['Section: 7171 Block: 05 Lot: 120044']);
  });

  it("reads the District of Columbia's lot and square", () => {
    expect(designations('4412 KEARNY COURT, N.E., WASHINGTON, DC 20019\nLOT 0117, SQUARE 5102\nBy virtue of')).toEqual(['LOT 0117, SQUARE 5102']);
  });

  it('takes no lot of a legal description spelled in words', () => {
    expect(designations('being Lot numbered One Hundred Seventeen (117) in Square numbered Fifty-one Hundred Two (5102)')).toEqual([]);
  });

  it('reads the number after "Map/Parcel:"', () => {
    expect(gold('NOTICE OF SUBSTITUTE TRUSTEE\'S SALE Property address: 14 Elm Lane, Elmford, TN 37999 Map/Parcel: 091B-C-008.00').parcelNumber)
      .toBe('091B-C-008.00');
  });
});

describe('foreclosure sentences of round 25', () => {
  const missouri = `NOTICE OF TRUSTEE'S SALE
For default in payment of debt secured by Deed of Trust executed by Jo Roe, dated March 21, 2019 and recorded on
March 26, 2019 as Document No. 2019R-008812 in the Office of the Recorder of Deeds, Elm County, Missouri, the Successor
Trustee will on Friday, July 10, 2026, between the hours of 9:00 a.m. and 5:00 p.m., more particularly at 10:30 AM, at
the West Front Door of the Elm County Courthouse, 801 East Walnut Street, Elmton, Missouri, sell at public vendue.`;

  it('takes the hour a window of hours names "more particularly"', () => {
    expect(gold(missouri).auctionDateTimeStandardized).toBe('07/10/2026, 10:30:00');
  });

  it("never takes the office a deed was recorded in as the place of sale", () => {
    expect(gold(missouri).auctionLocation).toBe('the West Front Door of the Elm County Courthouse, 801 East Walnut Street, Elmton, Missouri');
  });

  it('reads the borrowers before "conveyed to" in a deed of trust\'s clause, not in a chain of title', () => {
    expect(gold(`WHEREAS, on October 2, 2018, by Deed of Trust of record at Instrument No. 18105522 in the Register's Office for
Elm County, Tennessee, JO A. ROE and AL B. ROE conveyed to Oak Title Company, Trustee, the following described property.`).mortgagorName)
      .toEqual(['JO A. ROE', 'AL B. ROE']);
    expect(gold(`NOTICE OF TRUSTEE'S SALE. LESS AND EXCEPT 68.35 ACRES CONVEYED TO JO ROE AND AL ROE BY DEED DATED
OCTOBER 25, 1994.`).mortgagorName).toEqual([]);
  });

  it('reads a sale within an auctioneer\'s offices and in a courthouse atrium', () => {
    expect(gold(`the undersigned Substitute Trustees will offer for sale at public auction within the offices of Elm Row Auctioneers,
1100 Oak Avenue, N.W., Suite 300, Washington, D.C. 20037, on Thursday, July 16, 2026, at 11:15 a.m., the land.`).auctionLocation)
      .toBe('the offices of Elm Row Auctioneers, 1100 Oak Avenue, N.W., Suite 300, Washington, D.C. 20037');
    expect(gold(`I, the undersigned Referee will sell at public auction in the Atrium of the Elm County Courthouse, 401 Oak Street,
Elmira, NY 13999 on July 9, 2026 at 9:30 a.m., premises known as 8 Birch Terrace, Elmira, NY 13998.`).auctionLocation)
      .toBe('the Atrium of the Elm County Courthouse, 401 Oak Street, Elmira, NY 13999');
  });

  it("ends a caption's county of two words at its line, and reads the firm before its address and its role", () => {
    const g = gold(`NOTICE OF SALE
SUPREME COURT COUNTY OF ST LAWRENCE
ELM SAVINGS BANK, FSB, Plaintiff, against JO ROE, et al., Defendant(s).
Pursuant to a Judgment of Foreclosure and Sale, I, the undersigned Referee will sell at public auction at the Elm County
Courthouse on July 9, 2026 at 9:30 a.m., premises known as 8 Birch Terrace, Elmira, NY 13998.
Al Poe, Esq., Referee
Oak Vogt LLP, 900 Merchants Row, Suite 1200, Rochester, NY 14699, Attorneys for Plaintiff`);
    expect(g.mortgageeName).toBe('ELM SAVINGS BANK, FSB');
    expect(g.attorneyName).toBe('Oak Vogt LLP');
  });
});

describe('firm names with numbers (wild audit)', () => {
  const names = (text: string) => readParties(new NoticeDocument(text), 0).map((p) => p.value.name);

  it('reads a firm whose name opens with a number, and no street address as one', () => {
    expect(names('2950 Elm Row  LLC  an Arizona limited liability company 2950 N. 40th Place')).toEqual(['2950 Elm Row LLC']);
    expect(names('2950 N. 40th Place Elmton')).toEqual([]);
  });

  it('reads a number glued to its "No." inside a name', () => {
    expect(names('ELM GARDENS NO.2 ASSOCIATION  an Arizona non-profit corporation')).toEqual(['ELM GARDENS NO.2 ASSOCIATION']);
  });
});
