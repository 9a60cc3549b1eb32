/**
 * Mechanisms from blind rounds 77 and 80 (foreclosure notices in the forms of the dev corpus's sources: a Tennessee
 * individual substitute trustee, a 1910s Missouri sheriff as successor trustee, an Arizona attorney trustee, a Florida
 * clerk's sale with the court's ADA paragraph, a New York classified referee's sale; an Arizona trust's owner trustee,
 * District of Columbia trustees, a modern Missouri successor trustee, a Virginia corporate substitute trustee, a Texas
 * labelled form; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findLotDesignations } from '../src/recognizers/identifiers.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold('foreclosure', extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, any>;

describe('round 77', () => {
  it('keeps a tax map designation as printed, with the hyphen a column left in a word', () => {
    const hits = findLotDesignations(new NoticeDocument('in the Town of Elmton, Sec- tion 11.04, Block 2, Lot 17. Approximate amount'));
    expect(hits.map((h) => h.value.id)).toEqual(['Sec- tion 11.04, Block 2, Lot 17']);
  });

  it('reads the holder named after "the legal holder of said note"', () => {
    const text = `TRUSTEE'S SALE.
Whereas, Jo Roe, by deed of trust dated the 1st day of May, 1913, conveyed to Al Poe, trustee, land in Elm county,
to secure one note; and default has been made in the payment of said note:
Now, therefore, at the request of the legal holder of said note, Elmton Mercantile Company, I, the undersigned,
sheriff of Elm county, and successor trustee, will, on Tuesday, the 9th day of January, 1917, at the front door of
the court house in Elmton, sell the above described real estate.
AMOS BELL, Sheriff and Successor Trustee.`;
    expect(gold(text).mortgageeName).toBe('Elmton Mercantile Company');
  });

  it("gives the court's ADA office no party's role", () => {
    const text = `IN THE CIRCUIT COURT IN AND FOR ELM COUNTY, FLORIDA
CASE NO.: 2025-CA-000001
ELM BANK, Plaintiff, vs. JO ROE, Defendant.
NOTICE OF FORECLOSURE SALE
NOTICE IS HEREBY GIVEN that the Clerk of the Court will sell to the highest bidder for cash in the lobby of the Elm County Courthouse, 1 Court Street, Elmton, Florida, at 11:00 A.M. on the 12th day of January, 2027, the property commonly known as: 9 Oak Way, Elmton, FL 34999
If you are a person with a disability who needs any accommodation in order to participate in this proceeding, please contact the Court Administration ADA Office, 1 Court Street, Elmton, FL 34999, (772) 555-0110, at least 7 days before your scheduled court appearance.`;
    const g = gold(text);
    expect(g.mortgageeAddress).toBeNull();
    expect(g.mortgageePhone).toBeNull();
  });
});

describe('round 80', () => {
  it("reads the District of Columbia's lot 'in' its square", () => {
    const hits = findLotDesignations(new NoticeDocument('being Lot 0118 in Square 5731, subject to'));
    expect(hits.map((h) => h.value.id)).toEqual(['Lot 0118 in Square 5731']);
  });

  it('reads a trustee\'s "Ref. No." as the file number', () => {
    const text = `TRUSTEES' SALE
1 ELM PLACE, S.E., WASHINGTON, DC 20999
Under the power of sale in a Deed of Trust dated August 23, 2019, the Substitute Trustees will offer at public auction at the offices of Elm Auctioneers, 1 Oak Avenue, N.W., Washington, DC 20005, on FEBRUARY 17, 2027 AT 11:30 AM the land and premises.
Jo Roe and Al Poe, Substitute Trustees
Ref. No. 24-118073`;
    expect(gold(text).caseNumber).toBe('24-118073');
  });

  it("drops a labelled place's opening words ('Place of Sale: The sale will be held at ...')", () => {
    const text = `NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Date of Sale: 03/02/2027
Earliest Time Sale Will Begin: 1:00 PM
Place of Sale: The sale will be held at the west door of the Elm County Courthouse, 100 E. Main Street, Elmton, Texas, or as designated by the County Commissioners Court.
Substitute Trustee(s): Jo Roe, any to act`;
    expect(gold(text).auctionLocation).toBe('the west door of the Elm County Courthouse, 100 E. Main Street, Elmton, Texas, or as designated by the County Commissioners Court');
  });
});
