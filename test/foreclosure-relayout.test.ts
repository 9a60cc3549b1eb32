/**
 * Foreclosure notices in layouts the rules were not written on (the robustness bench's): line breaks run on as wide
 * gaps (scraped), and a narrow column that wraps anywhere and splits long words at its edge. Texts written here.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { readParties, readPartiesBefore } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const addresses = (text: string) => findAddresses(new NoticeDocument(text)).filter((a) => a.source === 'address:full').map((a) => a.value.formatted);
const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('street addresses in a narrow column', () => {
  it.each([
    // A column left the house number alone at the end of its line.
    ['Attorneys for Plaintiff: MARLOW & FINCH, P.C., 2\nBirchwood Court, Suite 40, Kettleton,\nNew York, 12950, 555.201.3300', '2 Birchwood Court, Suite 40, Kettleton, New York, 12950'],
    ['the property is 4410\nQuarry Lane Maplefield, Tennessee\n37999, and further described', '4410 Quarry Lane Maplefield, Tennessee 37999'],
    // A long street word split at the column's edge.
    ['Attorneys for Plaintiff 75 Orchard Crossing Boule\nvard, Suite Two, Lakeport, NY\n14999 (555) 201-4400', '75 Orchard Crossing Boule vard, Suite Two, Lakeport, NY 14999'],
  ])('reads %j', (text, formatted) => {
    expect(addresses(text)).toEqual([formatted]);
  });

  it('does not take a bar number ending a line for a house number when the street opens a later line', () => {
    expect(addresses('Attorney: Jo Quill, OSB No. 551230\nQuill Estate & Elder Law\n80 NW Ash Avenue, Suite 9\nPortland, Oregon 97999'))
      .toEqual(['80 NW Ash Avenue, Suite 9, Portland, Oregon 97999']);
  });
});

describe('street addresses in scraped text', () => {
  it('keeps a building line that the scraper ran on before the street', () => {
    expect(addresses('Elm & Roe, P.C., Substitute Trustee(s)  Larch Hill Commons, Suite 12  880 Mill Way  Fernwood, TN 37999  next'))
      .toEqual(['Larch Hill Commons, Suite 12 880 Mill Way Fernwood, TN 37999']);
  });

  it('does not read a page footer number as a house number', () => {
    expect(addresses('03/31/2026 10:03 AM Page 2 of 3  4500 Westbrook Freeway, Suite 70  Harwood, TX 77999  Telephone'))
      .toEqual(['4500 Westbrook Freeway, Suite 70 Harwood, TX 77999']);
  });
});

describe('a sheriff\'s notice whose place of sale is a full address', () => {
  it('stays one sale when the sale place, wrapped after its house number, lies between the case line and the parcel line', () => {
    const text = [
      'IN THE CIRCUIT COURT OF ELM COUNTY, ILLINOIS',
      'OAKVALE HOME LENDING, LLC, Plaintiff,',
      'vs. Case No. 2025-FC-000411',
      'JOAN Q. PELL, Defendant.',
      'NOTICE OF SHERIFF\'S SALE OF REAL ESTATE',
      'the Sheriff of Elm County will at 9:00 A.M. on Tuesday, May 5, 2026, at the east door of the Elm County Hall, 300',
      'North Third Street, Cedarton, Illinois 62999, sell at public auction the real estate:',
      'Permanent Index No. 31-22-104-007',
      'Commonly known as 12 Willow Bend Drive,',
      'Cedarton, IL 62998',
      'The mortgage being foreclosed was dated March 3, 2020.',
    ].join('\n');
    const sales = toGold(extract(text, { domain: 'foreclosure' }).entities);
    expect(sales).toHaveLength(1);
    expect((sales[0] as Record<string, unknown>).propertyAddress).toBe('12 Willow Bend Drive, Cedarton, IL 62998');
  });
});

describe('the attorney in scraped text', () => {
  const scraped = (lines: string[]) => lines.join('  ');
  it('reads the lawyer before a bar number line run on after a wide gap', () => {
    const text = scraped([
      'NOTICE OF SUBSTITUTE TRUSTEE\'S SALE',
      'Date of Sale: 05/05/2026. Time of Sale: 10:00 AM. Place of Sale: the east door of the Elm County Courthouse.',
      'Property: 12 Willow Bend Drive, Cedarton, TX 76999',
      'SUBSTITUTE TRUSTEE',
      'Lakeshore Posting LLC',
      'By: sig nat',
      'Norah Vance',
      'Texas Bar No. 24999001',
      'nvance@vancelaw.example',
    ]);
    const g = gold(text);
    expect(g.attorneyName).toBe('Norah Vance');
    expect(g.mortgageeEmail).toBeNull();
  });

  it('keeps "Bar No." inside a line of prose from naming anyone', () => {
    const text = 'NOTICE OF SALE. The trustee, a member of the State Bar No. 1 club, will sell 12 Willow Bend Drive, Cedarton, TX 76999 on 05/05/2026.';
    expect(gold(text).attorneyName ?? null).toBeNull();
  });
});

describe('names run on by a scraper', () => {
  const names = (text: string) => readParties(new NoticeDocument(text), 0).map((p) => p.value.name);
  it.each([
    // A name ending in a suffix ends at the wide gap where its line broke.
    ['PETRA L. MOSS, JR.  Petra L. Moss, Jr.  Moss, Quint & Vale', ['PETRA L. MOSS, JR.', 'Petra L. Moss, Jr.', 'Moss, Quint & Vale']],
    // A connector or a corporate form after the gap goes on with the name.
    ['WILLOW SERVICE CORP  of OREGON', ['WILLOW SERVICE CORP of OREGON']],
    ['Harbor Relief Fund IV  LLC', ['Harbor Relief Fund IV LLC']],
  ])('reads %j', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });
});

describe('labels a narrow column wraps', () => {
  it('skips an aside wrapped across lines before the name', () => {
    const doc = new NoticeDocument('Name and address of Beneficiary: (as of re\ncording of Notice of Sale)\nRiverbend Savings Bank 12 Elm');
    const at = doc.norm.indexOf('Beneficiary:') + 'Beneficiary:'.length;
    expect(readParties(doc, at)[0]?.value.name).toBe('Riverbend Savings Bank');
  });

  it.each([
    // The line break moves to the space after the rejoined word.
    ['Cur\nrent Beneficiary: Lakeview Bank', /^Current\sBeneficiary:/],
    ['Mortgage Ser\nvicer: Lakeview Loan Co.', /^Mortgage Servicer:/],
    ['For more infor\nmation contact: Jo Quill', /^For more information\scontact:/],
    ['a Deed of Trust exe\ncuted by NORA T FELL', /^a Deed of Trust executed\sby/],
    ['of which mortgage Birch Loan Serv\nicing LLC is the present holder', /Birch Loan Servicing\sLLC/],
  ])('rejoins the split label word in %j', (text, label) => {
    expect(new NoticeDocument(text).norm).toMatch(label);
  });
});

describe('a contact cue a narrow column splits', () => {
  it('names the attorney and firm after "For more infor\\nmation contact:"', () => {
    const text = [
      'TRUSTEE\'S SALE. In execution of a Deed of Trust dated March 3, 2019, the undersigned Substitute Trustee',
      'will sell 12 Willow Bend Drive, Cedarton, VA 24999 on June 2, 2026, at 10:00 a.m.',
      'at the front steps of the Elm County Courthouse. /s/ Milo Grant, Substitute Trustee For More infor',
      'mation contact: Milo Grant Grant & Pike PLLC 40 Oak Street Cedarton, VA 24999 (555) 201-7788',
    ].join('\n');
    expect(gold(text)).toMatchObject({ attorneyName: 'Milo Grant', attorneyFirm: 'Grant & Pike PLLC' });
  });
});

describe('a sheriff\'s list scraped onto one line', () => {
  const sales = (lines: string[]) => toGold(extract(lines.join('  '), { domain: 'foreclosure' }).entities) as Record<string, unknown>[];
  it.each([
    // Each sale opens at its heading between two gaps, or at its case line after a gap.
    ['SALE NO. 1', 'SALE NO. 2'],
    ['', ''],
  ])('cuts a sale at %j and its case line', (first, second) => {
    const list = sales([
      'SHERIFF\'S SALE OF REAL ESTATE. The following will be sold at public auction on June 2, 2026, at 10:00 a.m. at the Elm County Courthouse.',
      ...(first ? [first] : []),
      'Case No. 25CV100111',
      'Birch Savings Bank vs. Nora T. Fell, et al.',
      'Property Address: 12 Willow Bend Drive, Cedarton, OH 44999',
      ...(second ? [second] : []),
      'Case No. 25CV100222',
      'Aspen Home Loans, LLC vs. Ivo P. Marsh, et al.',
      'Property Address: 40 Quarry Lane, Cedarton, OH 44998',
    ]);
    expect(list.map((s) => s.propertyAddress)).toEqual(['12 Willow Bend Drive, Cedarton, OH 44999', '40 Quarry Lane, Cedarton, OH 44998']);
    expect(list.map((s) => s.caseNumber)).toEqual(['25CV100111', '25CV100222']);
  });
});

describe('a signature and the name typed under it, scraped onto one line', () => {
  const before = (text: string, cue: string) => {
    const doc = new NoticeDocument(text);
    const end = doc.norm.indexOf(cue);
    return readPartiesBefore(doc, end, 0).map((p) => p.value.name);
  };
  it.each([
    ['SERVICER.  /s/ Odile Marchetti  Odile Marchetti - Bar #: 24000999', ' - Bar', ['Odile Marchetti']],
    // One space between is a name of four words printed so, not two lines.
    ['SERVICER. Ada Ada Lee Lee - Bar #: 24000999', ' - Bar', ['Ada Ada Lee Lee']],
  ])('reads %j', (text, cue, names) => {
    expect(before(text, cue)).toEqual(names);
  });
});

describe('a scraped listing that keeps the masthead of its page', () => {
  const goldOfMasthead = (text: string) => (toGold(extract(text, { domain: 'foreclosure' }).entities) as Array<Record<string, unknown>>)[0];
  it('never takes the paper\'s issue date for the sale date', () => {
    const g = goldOfMasthead("Elmford Courier, The Friday, May 15, 2026 City: County: TRUSTEE'S SALE 12 Larch Lane Elmford, VA 24000 In execution of the Deed of Trust dated August 28, 2023, the appointed Substitute Trustee will offer for sale ...");
    expect(g.auctionDateTime).toBeNull();
  });
  it('keeps a sale date that opens the notice under its own heading', () => {
    const g = goldOfMasthead("NOTICE OF TRUSTEE'S SALE Tuesday, June 9, 2026 at the front door of the Elm County Courthouse, the undersigned Substitute Trustee will sell the property at 12 Larch Lane Elmford, VA 24000 under the Deed of Trust dated August 28, 2023.");
    expect(g.auctionDateTimeStandardized).toBe('06/09/2026');
  });
  it('still reads the sale date the notice prints after it', () => {
    const g = goldOfMasthead("Elmford Courier, The Friday, May 15, 2026 City: County: TRUSTEE'S SALE 12 Larch Lane Elmford, VA 24000 In execution of the Deed of Trust dated August 28, 2023, the appointed Substitute Trustee will offer for sale at public auction at the front of the Circuit Court building on June 9, 2026 at 11:00 AM the property described.");
    expect(g.auctionDateTimeStandardized).toBe('06/09/2026, 11:00:00');
  });
});
