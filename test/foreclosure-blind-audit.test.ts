/**
 * Mechanisms from a blind audit of unseen foreclosure notices (texts written here, names and places invented):
 * clerk's stamps and block labels around the sale date, the property's full printing, addresses that open with a
 * building or go "in care of", and contact blocks told apart by name.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { findDates, findTimes } from '../src/recognizers/dates.js';
import { judgeName } from '../src/recognizers/name-validity.js';
import { readPartiesBefore } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;
const fullAddresses = (text: string) => findAddresses(new NoticeDocument(text)).filter((h) => h.source === 'address:full').map((h) => h.value.formatted);

describe('sale date', () => {
  it('never takes a clerk\'s received stamp, and reads the time after a scanned rule', () => {
    const g = gold(`2027 - 2027000100 03/09/2027 10:14 AM Page 1 of 2
MAR 09 2027
NOTICE OF SUBSTITUTE TRUSTEE SALE
DATE, TIME, PLACE OF SALE:
Date: Tuesday, the 6th day of April, 2027
Time: — 10:00 AM or not later than three hours after that time
Place: At the north door of the Elm County Courthouse
Grantor(s): Jo Ann Roe`);
    expect(g.auctionDateTimeStandardized).toBe('04/06/2027, 10:00:00');
    expect(g.auctionLocation).toBe('At the north door of the Elm County Courthouse');
  });

  it('leaves the sale date empty when only a stamp and a deed date under a label grid are printed', () => {
    const g = gold(`2027 - 2027000101 03/09/2027 10:14 AM Page 1 of 2
APR 23 2027
NOTICE OF SUBSTITUTE TRUSTEE SALE
Deed of Trust Date: Grantor(s)/Mortgagor(s):
11/8/2020 JO ROE AND AL ROE
The sale will begin at the earliest time stated above.`);
    expect(g.auctionDateTime).toBeNull();
    expect(g.deedDate).toBe('11/8/2020');
  });

  it('reads "Date and time of substitute trustee\'s sale of property", not the notice\'s own "DATE:" under its heading', () => {
    const g = gold(`NOTICE OF SUBSTITUTE TRUSTEE'S SALE
DATE: March 2, 2027
Grantor: Jo Roe
DATE AND TIME OF SUBSTITUTE TRUSTEE'S SALE OF PROPERTY: APRIL 6, 2027, the first Tuesday of the month, to commence at 10:00 A.M.
PLACE OF SUBSTITUTE TRUSTEE'S SALE OF PROPERTY: at the east door of the Oak County Courthouse.`);
    expect(g.auctionDateTimeStandardized).toBe('04/06/2027, 10:00:00');
  });

  it('ends a sale window printed after its date at the window\'s first hour', () => {
    const doc = new NoticeDocument('Date of Sale: June 1, 2027 between the hours of 10:00 AM and 1:00 PM.');
    const [d] = findDates(doc, findTimes(doc));
    expect(doc.norm.slice(d.ns, d.ne)).toBe('June 1, 2027 between the hours of 10:00 AM');
    expect(d.value.standardized).toBe('06/01/2027, 10:00:00');
    // Printed before its date, the window is read whole: the date closes it.
    const before = new NoticeDocument('between the hours of 10 AM and 4 PM on 5 March 2027');
    const [b] = findDates(before, findTimes(before));
    expect(before.norm.slice(b.ns, b.ne)).toBe('between the hours of 10 AM and 4 PM on 5 March 2027');
  });

  it('reads a month glued to "on" by a scraper', () => {
    const dates = findDates(new NoticeDocument('will sell at public auction onMay 18, 2027, at the courthouse'));
    expect(dates.map((d) => d.value.standardized)).toEqual(['05/18/2027']);
  });
});

describe('property address', () => {
  it('takes the heading\'s full printing over a stronger cue before the street alone', () => {
    const g = gold(`TRUSTEE'S SALE OF 418 MILLRACE LANE, ORCHARD GAP, VIRGINIA 24999 In execution of a certain deed of trust dated 03/11/09, the undersigned will offer for sale at public auction on June 15, 2027, at 11:30 am, the property KNOWN AS 418 MILLRACE LANE. Substitute Trustee: Elm Trustees, LLC, 12 Oak Street, Suite 2, Ashby, VA 23000.`);
    expect(g.propertyAddress).toBe('418 MILLRACE LANE, ORCHARD GAP, VIRGINIA 24999');
    expect(g.mortgageeAddress).toBe('12 Oak Street, Suite 2, Ashby, VA 23000');
  });

  it('reads a unit label with a colon', () => {
    expect(fullAddresses('Trustee Sale 1204 Larkspur Court, Unit: 7, Fairbrook, VA 22399 By virtue')).toEqual(['1204 Larkspur Court, Unit: 7, Fairbrook, VA 22399']);
  });
});

describe('addresses', () => {
  it.each([
    // A building and its suite between commas on the street's own line open the address; a party's name does not.
    ['Oak Trustees, LLC, Substitute Trustees, Elm Center Building, Suite 600, 415 West Birch Street, Elmport, VA 23999', 'Elm Center Building, Suite 600, 415 West Birch Street, Elmport, VA 23999'],
    ['mail to Oak Trustees, LLC, Suite 600, 415 West Birch Street, Elmport, VA 23999', '415 West Birch Street, Elmport, VA 23999'],
    // What goes in care of a name starts after it.
    ['CERTIFICATES SERIES 2006-3 C/O ELM SERVICING LLC 6120 OAK WATERS BLVD. ELMVILLE TX 75999', '6120 OAK WATERS BLVD. ELMVILLE TX 75999'],
    // A stamp's year run into the house number is not one.
    ['APR 28 2027 802 N. Bayview, Suite 450\nPort Lavaca, Texas 77979', '802 N. Bayview, Suite 450, Port Lavaca, Texas 77979'],
    // A street name broken across lines before its suffix.
    ['c/o ELM SERVICING LLC, 6120 Oak Waters\nBlvd, Elmville, TX 75999 and the', '6120 Oak Waters Blvd, Elmville, TX 75999'],
    // A Spanish street type before the name.
    ['Jo Roe, Attorney\nElm & Oak, LLP\n4400 Camino Del Sol North, Suite 12\nSan Miguel, California 92999', '4400 Camino Del Sol North, Suite 12, San Miguel, California 92999'],
    // A company's campus with a mail stop.
    ['C/O ELM BANK N.A. 2 Summit Campus M1180-04 Borrower Care Brookdale IA 50399 Name', '2 Summit Campus M1180-04 Borrower Care Brookdale IA 50399'],
  ])('reads %j', (text, address) => {
    expect(fullAddresses(text)).toEqual([address]);
  });

  it('reads no address where a column of names was scanned between the street and the city', () => {
    expect(fullAddresses('6080 Elmwood Parkway Suite 100 Jo Roe, Al Poe, Bo Doe, Bob\nPlano, TX 75024')).toEqual([]);
    expect(fullAddresses('12 Oak Road, Elm Center, Suite 5, Plano, TX 75024')).toEqual(['12 Oak Road, Elm Center, Suite 5, Plano, TX 75024']);
  });
});

describe('contacts', () => {
  it('gives the attorney an e-mail address spelled from the firm\'s name, even under the trustees\' cue', () => {
    const g = gold(`NOTICE OF FORECLOSURE SALE
Sale Information: September 7, 2027, at 10:00 AM, at the west entrance of the Quill County Courthouse.
Obligation Secured: The Deed of Trust executed by JO ROE secures a Note. ELM LOAN SERVICING, LLC, whose address is 900 Tollway Plaza, Frisco, TX 75034, is the current mortgagee.
/s/Corwin Slate
Corwin Slate, Attorney at Law Substitute Trustee(s): Lena Voss, Omar Kettle,
txsales@marshslate.com Rook Posting LLC
c/o Marsh & Slate, P.C. 7700 Harbor View Blvd, Suite B-120, Port Sable, FL 33301`);
    expect(g.attorneyName).toBe('Corwin Slate');
    expect(g.mortgageeEmail).toBeNull();
  });

  it('keeps a trustee\'s e-mail address the mortgagee\'s contact', () => {
    const g = gold(`TRUSTEE'S SALE 12 Elm Street, Ashby, VA 23000. The undersigned will offer for sale at public auction on June 1, 2027 at 10:00 AM at the courthouse. JO A. ROE Substitute Trustee For Information Contact: Jo A. Roe Phone: (804) 555-0118 Email: jroe@elmfirm.com`);
    expect(g.mortgageeEmail).toBe('jroe@elmfirm.com');
  });

  it('reads the attorney named with a bar number after a dash, whose block follows "Attorney for BANK, as Trustee for TRUST"', () => {
    const g = gold(`NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Date: Tuesday, the 4th day of May, 2027
Time: 10:00 AM
Grantor(s): Harlan J. Roe
SUBSTITUTE TRUSTEE(S): Elm Default Partners, LLP
SUBSTITUTE TRUSTEE ADDRESS: 5600 Quorum Drive, Suite 210, Addison, TX 75001
/s/ Priya Doe
Priya Doe - Bar #: 24199001
Attorney for Bank of Oak Hollow, N.A., as Trustee for
the Greystone Mortgage Trust 2007-2
pdoe@elmlaw.com
1200 Ledger Court, Suite 500
Plano, TX 75093
(972) 555-0143 Office`);
    expect(g.attorneyName).toBe('Priya Doe');
    expect(g.attorneyPhone).toBe('(972) 555-0143');
    expect(g.mortgageeEmail).toBeNull();
    expect(g.mortgageePhone).toBeNull();
  });
});

describe('parties', () => {
  it('reads a signature titled "Attorney" alone on its line as the attorney', () => {
    const g = gold(`Date of Sale: June 1, 2027
SUBSTITUTE TRUSTEE(S): ELM POSTING, LLC
By: Jo Roe
Jo Ann Roe, Attorney
Oak & Birch, LLP
12 Harbor Street, Suite 4
Bayside, California 92999`);
    expect(g.attorneyName).toBe('Jo Ann Roe');
    expect(g.attorneyAddress).toBe('12 Harbor Street, Suite 4, Bayside, California 92999');
  });

  it('ends a name read back at a clerk\'s RECEIVED stamp', () => {
    const doc = new NoticeDocument('EXECUTED this 2nd day of April, 2027.\nRECEIVED K. JO ROE, Mortgagee Attorney');
    const end = doc.norm.indexOf(', Mortgagee');
    expect(readPartiesBefore(doc, end, 0).map((p) => p.value.name)).toEqual(['K. JO ROE']);
  });

  it('drops a marital descriptor and a complaint\'s placeholder parties', () => {
    const g = gold(`NOTICE OF TRUSTEE'S SALE Sale Date and Time: 6/1/2027 at 10:00 AM Name and Address of original Trustor: VICTOR ROE A WIDOWER 12 N ELM ST MESA AZ 85201`);
    expect(g.mortgagorName).toEqual(['VICTOR ROE']);
    expect(judgeName('JOHN DOES I-V').valid).toBe(false);
    expect(judgeName('ROE CORPORATIONS 1-10').valid).toBe(false);
    expect(judgeName('JOHN DOE').valid).toBe(true);
  });

  it('reads the deed\'s grantors before the note\'s maker', () => {
    const g = gold(`NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Maker: Wendell P. Roe
Grantor: Wendell P. Roe and Lucinda Roe, husband and wife
Date of Sale: April 6, 2027`);
    expect(g.mortgagorName).toEqual(['Wendell P. Roe', 'Lucinda Roe']);
  });

  it('reads a holder whose alias marker ends a line', () => {
    const g = gold(`Date of Sale: June 1, 2027
renewals and extensions of the promissory note. ELMWOOD MORTGAGE CORPORATION F/K/A
OAKDALE MORTGAGE CORPORATION is the current mortgagee of the note and deed of trust.`);
    expect(g.mortgageeName).toBe('ELMWOOD MORTGAGE CORPORATION F/K/A OAKDALE MORTGAGE CORPORATION');
  });

  it('keeps the capacity of a holder whose trust\'s name opens with an article', () => {
    const g = gold(`NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Date of Sale: April 6, 2027
Current Mortgagee: Bank of Oak Hollow, N.A., as Trustee for the Greystone Mortgage Trust 2007-2
Property Address: 419 Juniper Terrace, Dunmore, TX 79705`);
    expect(g.mortgageeName).toBe('Bank of Oak Hollow, N.A., as Trustee for the Greystone Mortgage Trust 2007-2');
  });
});
