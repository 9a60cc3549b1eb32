import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devCorpusDir, fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { evaluate } from '../bench/lib/evaluate.js';
import { SEED_FIELDS } from '../bench/lib/fields.js';
import { extract, toGold, toWire } from '../src/index.js';

const fixtures = loadGold(fixturesDir(), 'foreclosure');
const f1 = (scorer: ReturnType<typeof evaluate>, field: string) => scorer.scores().find((s) => s.field === field)!.f1;

describe('foreclosure fixtures (golden)', () => {
  it.each(fixtures.map((n) => [n.id, n] as const))('%s: one entity per sale, in printed order', (_id, n) => {
    const got = toGold(extract(n.text, { domain: 'foreclosure' }).entities) as Array<Record<string, unknown>>;
    expect(got.length).toBe(n.entities.length);
    // Sales in one notice differ by property; the k-th entity must be the k-th sale printed.
    const where = (e: Record<string, unknown>) => String(e.propertyAddress ?? '').slice(0, 12).toLowerCase();
    if (n.entities.length > 1) expect(got.map(where)).toEqual(n.entities.map((e) => where(e as Record<string, unknown>)));
  });
  // Floors sit just below the figures reached; they may only go up.
  it('keeps seed-field macro F1 on the fixtures', () => {
    const scorer = evaluate('foreclosure', fixtures);
    expect(scorer.macroF1(SEED_FIELDS.foreclosure)).toBeGreaterThanOrEqual(0.975);
  });
});

describe('foreclosure renderers', () => {
  const text = `NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Grantor(s): Maria L. Ortega and Daniel Ortega, wife and husband
Property Address: 4411 Quarry Bend Road
Lakeview, TX 75001
Date of Sale: April 1, 2025
Time of Sale: 10:00 AM
Place of Sale: At the west door of the County Courthouse
Substitute Trustee: Bluebonnet Trustee Services, LLC
Substitute Trustee Address: 900 Commerce Street, Suite 12, Dallas, TX 75202
(214) 555-0147`;
  const { entities } = extract(text, { domain: 'foreclosure' });
  it('gold shape: plain values under the contract names', () => {
    const [g] = toGold(entities) as Array<Record<string, unknown>>;
    expect(g.auctionDateTime).toBe('April 1, 2025 Time of Sale: 10:00 AM');
    expect(g.auctionDateTimeStandardized).toBe('04/01/2025, 10:00:00');
    expect(g.mortgagorName).toEqual(['Maria L. Ortega', 'Daniel Ortega']);
    expect(g.propertyAddress).toBe('4411 Quarry Bend Road, Lakeview, TX 75001');
    expect(g.trusteeName).toEqual(['Bluebonnet Trustee Services, LLC']);
    expect(g.mortgageeAddress).toBe('900 Commerce Street, Suite 12, Dallas, TX 75202');
    expect(g.mortgageePhone).toBe('(214) 555-0147');
    expect(g.foreclosureStatus).toBe('scheduled');
  });
  it('wire shape: the eleven §2.3 fields, all strings, lists joined with " and "', () => {
    const [w] = toWire('foreclosure', entities) as Array<Record<string, string>>;
    expect(Object.keys(w)).toHaveLength(11);
    expect(w.mortgagorName).toBe('Maria L. Ortega and Daniel Ortega');
    expect(w.attorneyName).toBe('');
  });
  it('every value keeps its source span and whether it was stated', () => {
    const e = entities[0];
    expect(text.slice(e.propertyAddress!.start, e.propertyAddress!.end)).toBe('4411 Quarry Bend Road\nLakeview, TX 75001');
    expect(e.foreclosureStatus.stated).toBe(false);
    expect(e.auctionDateTime!.stated).toBe(true);
    expect(e.auctionDateTime!.recognizer).toMatch(/^date:/);
    expect(e.auctionDateTime!.rule).toBe('foreclosure:sale-date');
  });
});

/** The first entity of a notice, in the gold shape. */
const goldOf = (text: string) => (toGold(extract(text, { domain: 'foreclosure' }).entities) as Array<Record<string, unknown>>)[0];

describe('foreclosure parties on unseen layouts', () => {
  it('never takes a heading, a function word or a lone suffix as a party', () => {
    const g = goldOf(`NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Substitute Trustee: NOTICE
Grantor(s): AN
Current Mortgagee: LLC
Date of Sale: May 5, 2026 at 10:00 AM`);
    expect(g.trusteeName).toEqual([]);
    expect(g.mortgagorName).toEqual([]);
    expect(g.mortgageeName).toBeNull();
  });
  it('reads trustees where the servicer appoints them, split at "or", "Esq." kept with each name', () => {
    const g = goldOf(`Date of Sale: June 2, 2026 at 10:00 AM. The undersigned attorney for the mortgage servicer has named and appointed, and by these presents does name and appoint Kara Doe, Esq., Lyle Roe, Esq., OR Pecan Street Posting, LLC, whose address is 1 Main St, Austin, TX 78701, Substitute Trustee.`);
    expect(g.trusteeName).toEqual(['Kara Doe, Esq.', 'Lyle Roe, Esq.', 'Pecan Street Posting, LLC']);
  });
  it('keeps "Trustees" inside a firm name and reads the role printed before the name', () => {
    expect(goldOf('Sale on June 8, 2026 at 1:00 PM. Substitute Trustee: Lone Oak Trustees, LLC, 10 Elm Road, Richmond, VA 23229.').trusteeName).toEqual(['Lone Oak Trustees, LLC']);
    expect(goldOf('Sale on June 8, 2026 at 1:00 PM. The appointed SUBSTITUTE TRUSTEE, Lone Oak Trustees, LLC will offer for sale at public auction at the main entrance of the Circuit Court.').trusteeName).toEqual(['Lone Oak Trustees, LLC']);
  });
  it('takes the signer of the notice as trustee when it speaks of "the undersigned Substitute Trustees"', () => {
    const g = goldOf(`Trustee's Sale 6 Elm Ct, Ashby, VA 22556. The undersigned Substitute Trustees will sell at public auction on 7/1/2026 at 1:15 PM at the front entrance of the Circuit Court. This is a communication from a debt collector. Vale Solutions - Virginia, LLC, 28 Cove Drive, Suite 1, Norfolk, VA 23462`);
    expect(g.trusteeName).toEqual(['Vale Solutions - Virginia, LLC']);
  });
  it('keeps a trust holder\'s capacity as printed', () => {
    const g = goldOf('Sale on June 2, 2026 at 10:00 AM. Current Beneficiary/Mortgagee: HARBOR BANK, N.A., AS TRUSTEE FOR ELM LOAN TRUST 2004-1, ASSET-BACKED CERTIFICATES, SERIES 2004-1. The mortgage servicer is Oak Servicing, LLC.');
    expect(g.mortgageeName).toBe('HARBOR BANK, N.A., AS TRUSTEE FOR ELM LOAN TRUST 2004-1, ASSET-BACKED CERTIFICATES, SERIES 2004-1');
  });
  it('reads the holder named before "(hereinafter called Beneficiary), is the present legal owner and holder"', () => {
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM. Pecos Valley Bank (hereinafter called "Beneficiary"), is the present legal owner and holder of the Note.').mortgageeName).toBe('Pecos Valley Bank');
  });
  it('reads borrowers of "Whereas, X and Y, by their certain deed of trust" and "X, and wife Y, (the Mortgagor)"', () => {
    expect(goldOf("TRUSTEE'S SALE. Whereas, Harlan T. Boyce and Edna M. Boyce, by their certain deed of trust, dated May 9, 2019, conveyed to the undersigned trustee. Sale on August 3, 2026 at 10:00 AM.").mortgagorName).toEqual(['Harlan T. Boyce', 'Edna M. Boyce']);
    expect(goldOf('Sale on August 3, 2026 at 10:00 AM. A Lien Retained Deed from John S. Doe, Jr., and wife Jane J. Doe, (the "Mortgagor") to Carl Roe.').mortgagorName).toEqual(['John S. Doe, Jr.', 'Jane J. Doe']);
  });
  it('never takes the surveyors of a plat as borrowers', () => {
    const g = goldOf('Sale on June 8, 2026 at 10:00 AM. Deed of Trust executed by JOHN Q. DOE. Lot 5 as shown on plat made by T. R. Ash & Son, Civil Engineers - Land Surveyors, dated 1970.');
    expect(g.mortgagorName).toEqual(['JOHN Q. DOE']);
  });
});

describe('foreclosure place of sale on unseen layouts', () => {
  it('reads a "Place" label of a Date/Time/Place block, its colon misread as ")"', () => {
    const g = goldOf(`1. Date, Time, and Place of Sale.
Date: August 04, 2026
Time: The sale will begin at 10:00 AM.
Place) THE WEST ENTRANCE OF THE HILL COUNTY COURTHOUSE OR AS DESIGNATED BY THE COUNTY COMMISSIONERS COURT.
2. Terms of Sale. Cash.`);
    expect(g.auctionLocation).toBe('THE WEST ENTRANCE OF THE HILL COUNTY COURTHOUSE OR AS DESIGNATED BY THE COUNTY COMMISSIONERS COURT');
  });
  it('reads the place after "as follows:" of the area designated by the Commissioners Court', () => {
    const g = goldOf("Sale on June 2, 2026 at 10:00 AM. The sale will take place at the area designated by the Commissioners Court for sales of real property as follows: The north door of the Hill County Justice Center. NOTICE IS FURTHER GIVEN that the sale is final.");
    expect(g.auctionLocation).toBe('The north door of the Hill County Justice Center');
  });
  it('runs the place on through "located at" to its address, and never takes a county alone (a legal description)', () => {
    const g = goldOf('The undersigned will offer for sale at public auction at the front of the Ashby City Courthouse located at 401 Court Street, Ashby, Virginia, and upon the terms below, on June 16, 2026, at 10:00 a.m., property located in THE COUNTY OF HOLLINS, VIRGINIA, AND DESCRIBED AS FOLLOWS: Lot 20.');
    expect(g.auctionLocation).toBe('the front of the Ashby City Courthouse located at 401 Court Street, Ashby, Virginia');
  });
});

describe('foreclosure, second round: place, trustee and sale time on unseen layouts', () => {
  it('reads a place printed right after "to the highest bidder" with no preposition, and never terms of sale there', () => {
    const g = goldOf('THE SALE WILL OCCUR at public auction to the highest bidder Saguaro Title Building located at 810 W. Camelback Road, Suite 4, Phoenix, AZ 85013 on July 9, 2026 at 11:30 AM on said day.');
    expect(g.auctionLocation).toBe('Saguaro Title Building located at 810 W. Camelback Road, Suite 4, Phoenix, AZ 85013');
    const terms = goldOf('Will be sold at public auction to the highest bidder for cash on July 9, 2026 at 11:30 AM, the property described as follows: Lot 4, Block 2.');
    expect(terms.auctionLocation).toBeNull();
  });
  it('reads a place printed right after the sale time with no preposition, and one "outside" an entrance', () => {
    const g = goldOf('the undersigned Substitute Trustees will sell at public auction on 7/1/2026 at 1:15 PM, Front entrance of the Circuit Court For County Of Ashby, 1300 Courthouse Rd., Ashby, Virginia 22554, the property designated as 6 Elm Ct, Ashby, VA 22556.');
    expect(g.auctionLocation).toBe('Front entrance of the Circuit Court For County Of Ashby, 1300 Courthouse Rd., Ashby, Virginia 22554');
    const outside = goldOf('Lone Oak Trustees PLC, Substitute Trustee, will offer for sale at public auction outside the main entrance of the Hollins County Circuit Court, 350 Park Street, Hollins, VA 22902, on April 23, 2026 at 12:00 noon, the property described in said Deed of Trust.');
    expect(outside.auctionLocation).toBe('the main entrance of the Hollins County Circuit Court, 350 Park Street, Hollins, VA 22902');
  });
  it('reads a holder label run on after the value of the label before it', () => {
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM. ORIGINAL PRINCIPAL BALANCE: $250 000 BENEFICIARY: Saguaro Bank, N.A., 1 Main Street, Mesa, AZ 85201').mortgageeName).toBe('Saguaro Bank, N.A.');
  });
  it('reads the place of sale at a law office', () => {
    const g = goldOf('will be sold at public auction to the highest bidder at the law office of Ruiz & Kemp, P.C., 40 North First Avenue, Phoenix, Arizona 85003, on June 16, 2026 at 10:00 a.m.');
    expect(g.auctionLocation).toBe('the law office of Ruiz & Kemp, P.C., 40 North First Avenue, Phoenix, Arizona 85003');
  });
  it('reads a chartered association with its quoted alias after "Current Beneficiary:"', () => {
    const g = goldOf('Sale on June 2, 2026 at 10:00 AM. Name and Address of Current Beneficiary: Federal Rural Housing Association ("Rural Housing") a corporation organized under the laws of the United States C/O Mesa Servicing Inc. 100 Main Street, Tempe, AZ 85281');
    expect(g.mortgageeName).toBe('Federal Rural Housing Association');
  });
  it('reads the trustee after a plural "Trustees:" label split from its first word by OCR, after "Trustee is", and after "Contact Substitute Trustee,"', () => {
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM.\nSubstituted Jo Doe, Al Roe,\nTrustees: Lone Star Posting, LLC\nThe Mortgage Servicer is authorized.').trusteeName).toEqual(['Lone Star Posting, LLC']);
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM. Trustee is Mesa Title Insurance Company, duly registered in the state of Arizona.').trusteeName).toEqual(['Mesa Title Insurance Company']);
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM. For Information Contact Substitute Trustee, Carl J. Wren, Esq., 11 Elm Drive, Lynchburg VA 24502, Tel: (434) 555-0101.').trusteeName).toEqual(['Carl J. Wren, Esq.']);
  });
  it('joins the sale time printed in a sentence or line of its own', () => {
    const std = (t: string) => goldOf(t).auctionDateTimeStandardized;
    expect(std('Date of Sale: 06/02/2026\nThe earliest time the sale will begin is 10:00 AM.\nPlace of Sale: the courthouse')).toBe('06/02/2026, 10:00:00');
    expect(std('NOTICE OF FORECLOSURE SALE\nDate: Tuesday, the 2nd day of June, 2026\nTime: The sale shall begin no earlier than 1:00 P.M. and no later than 4:00 P.M.')).toBe('06/02/2026, 13:00:00');
    expect(std('will be sold at public auction on June 2, 2026. The sale will begin at 10:00 a.m. or within three hours thereafter.')).toBe('06/02/2026, 10:00:00');
    expect(std('Trustee will sell at public auction on June 2, 2026. Time: between the hours of 10:00 AM and 1:00 PM.')).toBe('06/02/2026, 10:00:00');
    // A time in a later sentence that says nothing of the sale is not its time.
    expect(std('will be sold at public auction on June 2, 2026. Deed of Trust recorded at 9:14 AM.')).toBe('06/02/2026');
  });
  it('reads an OCR "I0:00" as 10:00 and never takes a maturity date for the sale date', () => {
    expect(goldOf('Date of Sale: 06/02/2026 Time of Sale: I0:00 AM Place of sale: the courthouse').auctionDateTimeStandardized).toBe('06/02/2026, 10:00:00');
    expect(goldOf('The note matured on April 1, 2027. The property will be sold at public auction on June 2, 2026 at 1:00 PM.').auctionDateTimeStandardized).toBe('06/02/2026, 13:00:00');
  });
});

describe('foreclosure case number', () => {
  it('never takes a lot, map or unit number of a legal description for the case number, and keeps a firm\'s initials label', () => {
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM. Described as follows: BEING LOT NO. 220 ON THE PLAN OF OAK TERRACE, TAX MAP NO. 12-A-3, UNIT #4.').caseNumber).toBeNull();
    expect(goldOf('Sale on June 2, 2026 at 10:00 AM. H&B No. 417259').caseNumber).toBe('417259');
  });
});
describe('foreclosure case number values', () => {
  it('never takes a docket year alone or a date run into by the label, and keeps a number that goes on past a month', () => {
    const caseOf = (s: string) => goldOf(`Sale on June 2, 2026 at 10:00 AM. ${s} more text`).caseNumber;
    expect(caseOf('Docket No. 2024')).toBeNull();
    expect(caseOf('Case No. OCT 12 2024')).toBeNull();
    expect(caseOf('Case No. JUN-2024')).toBeNull();
    expect(caseOf('Case No. JAN 2024-001')).toBe('JAN 2024-001');
    expect(caseOf('Case No. 2024-CV-0031')).toBe('2024-CV-0031');
    expect(caseOf('Case No. MAR-12345-A')).toBe('MAR-12345-A');
  });
});
