/**
 * Mechanisms from blind round 36 (modern foreclosure sales of Alabama, Indiana, Wisconsin, Louisiana and Nevada;
 * texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { readParties } from '../src/recognizers/names.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('round 36', () => {
  it('reads a rural grid house number as an address', () => {
    const found = findAddresses(new NoticeDocument('PROPERTY ADDRESS: N4410 Birch Lane, Elmton, WI 54999')).map((a) => a.value);
    expect(found.map((a) => a.formatted)).toEqual(['N4410 Birch Lane, Elmton, WI 54999']);
    expect(found[0].number).toBe('N4410');
    expect(findAddresses(new NoticeDocument('W12 Elm Street, Elmton, WI 54999')).length).toBe(1);
    // A grid number needs its digits: a word opening with N is no house number.
    expect(findAddresses(new NoticeDocument('North Elm Street, Elmton, WI 54999')).length).toBe(0);
  });

  it("reads a service corporation's 'S.C.' as part of a firm's name, with or without a comma", () => {
    const names = (t: string) => readParties(new NoticeDocument(t), 0).map((p) => [p.value.name, p.value.kind]);
    expect(names('Roe Lahti S.C.\nAttorneys for Plaintiff')).toEqual([['Roe Lahti S.C.', 'organization']]);
    expect(names('Elm Valley Physicians, S.C., Defendants')[0]).toEqual(['Elm Valley Physicians, S.C.', 'organization']);
  });

  it("leaves a caption's lienholder firm out of the borrowers, and reads Wisconsin's tax key and labelled place", () => {
    const g = gold(`NOTICE OF SHERIFF'S SALE
Elm Savings Bank, F.S.B.
Plaintiff,
vs.
Jo A. Roe, Al B. Roe and Elm Valley Physicians, S.C.,
Defendants.
Case No. 31-CV-000100
PLEASE TAKE NOTICE that by virtue of a judgment of foreclosure the Sheriff will sell the described premises at public auction as follows:
DATE/TIME: March 4, 2031 at 10:00 a.m.
PLACE: In the lobby of the Elm County Justice Center, 100 Elm Street, Elmton, Wisconsin
PROPERTY ADDRESS: N4410 Birch Lane, Elmton, WI 54999
TAX KEY NO.: 040-1100-07
Roe Lahti S.C.
Attorneys for Plaintiff`);
    expect(g.mortgagorName).toEqual(['Jo A. Roe', 'Al B. Roe']);
    expect(g.propertyAddress).toBe('N4410 Birch Lane, Elmton, WI 54999');
    expect(g.parcelNumber).toBe('040-1100-07');
    expect(g.attorneyFirm).toBe('Roe Lahti S.C.');
  });

  it("reads the property's address after a disclaimer label, not as a holder's", () => {
    const g = gold(`MORTGAGE FORECLOSURE SALE
Default having been made in the payment of the indebtedness secured by that certain mortgage executed by Jo A. Roe to Elm Bank, on the 2nd day of May, 2020, the undersigned will sell at public outcry, in front of the main entrance of the Courthouse at Elmton, Elm County, Alabama, on March 4, 2031, during the legal hours of sale, the following described real estate.
Property street address for informational purposes: 12 Oak Ridge Rd, Elmton, AL 35999`);
    expect(g.propertyAddress).toBe('12 Oak Ridge Rd, Elmton, AL 35999');
    expect(g.mortgageeAddress).toBeNull();
  });

  it("reads a decree's recital of the plaintiff and the defendants, and a lawyer by the state's attorney number", () => {
    const g = gold(`NOTICE OF SHERIFF'S SALE
By virtue of a decree in Cause No. 49D01-3101-MF-000100, wherein Elm Federal Credit Union was Plaintiff, and Jo A. Roe and Al B. Roe were Defendants, I will expose at public sale on the 4th day of March, 2031, at the hour of 10:00 a.m., at the Elm County Sheriff's Office, 100 Elm Road, Elmton, Indiana 46999.
Commonly known as: 12 Oak Ridge Drive, Elmton, IN 46999
Oak Birch LLP
Attorney for Plaintiff
Bo C. Poe, Attorney No. 30001-49`);
    expect(g.mortgagorName).toEqual(['Jo A. Roe', 'Al B. Roe']);
    expect(g.mortgageeName).toBe('Elm Federal Credit Union');
    expect(g.attorneyName).toBe('Bo C. Poe');
    expect(g.attorneyFirm).toBe('Oak Birch LLP');
  });

  it("reads a parish caption's suit number, and ends names at a court's or a parish's line", () => {
    const g = gold(`SHERIFF'S SALE
ELM HOME LOANS, LLC
VS. NO. 2031-000100
JO A. ROE AND AL B. ROE
FOURTEENTH JUDICIAL DISTRICT COURT
By virtue of a writ of SEIZURE AND SALE I have seized and will offer for sale at public auction, at the Elm Parish Courthouse, 100 Elm Street, Elmton, Louisiana, on WEDNESDAY, MARCH 5, 2031 at 10:00 A.M., the following described property.
SHERIFF BO C. POE
ELM PARISH, LOUISIANA
Attorney for Plaintiff:
Cy D. Fenn
Oak Fenn, LLC
(225) 555-0172`);
    expect(g.mortgagorName).toEqual(['JO A. ROE', 'AL B. ROE']);
    expect(g.trusteeName).toEqual(['BO C. POE']);
    expect(g.attorneyName).toBe('Cy D. Fenn');
    expect(g.attorneyFirm).toBe('Oak Fenn, LLC');
  });

  it("reads Nevada's current beneficiary, the place after 'At:', the trustee's own phone over a sale line's, and no label in a parcel", () => {
    const g = gold(`APN: 100-20-300-040          T.S. No. 31-00100-NV
NOTICE OF TRUSTEE'S SALE
On 3/4/2031 at 9:00 AM, Elm Default Services, LLC, as duly appointed trustee under and pursuant to Deed of Trust recorded 3/29/2020 in the office of the County Recorder of Elm County, Nevada, executed by: Jo A. Roe, an unmarried woman, as Trustor, WILL SELL AT PUBLIC AUCTION TO THE HIGHEST BIDDER FOR CASH, CASHIER'S CHECK DRAWN ON A STATE OR NATIONAL BANK, At: the Front Entrance of the Elm Legal News, 100 Elm Street, Elmton, NV 89999, all right, title and interest in the property.
The current beneficiary under said Deed of Trust is Oak Loan Trust 2031-A.
For sales information, please call (702) 555-0119.
Elm Default Services, LLC
200 West Oak Avenue, Suite 210
Elmton, NV 89999
(702) 555-0166`);
    expect(g.mortgageeName).toBe('Oak Loan Trust 2031-A');
    expect(g.auctionLocation).toBe('the Front Entrance of the Elm Legal News, 100 Elm Street, Elmton, NV 89999');
    expect(g.mortgageePhone).toBe('(702) 555-0166');
    expect(g.parcelNumber).toBe('100-20-300-040');
    expect(g.caseNumber).toBe('31-00100-NV');
  });
});
