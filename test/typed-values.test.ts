/**
 * Fields carry their recognizer's typed value (a date with its parts, an
 * address with its parts, money as an exact decimal, a claim deadline with
 * its printed or computed date), the recognizer that found it and the slot
 * rule that chose it; the gold and wire renderers derive every string from
 * those values.
 */
import { describe, expect, it } from 'vitest';
import {
  bidToGold, bidToWire, extract, foreclosureToGold, foreclosureToWire, InvalidInputError, probateToGold, probateToWire, toGold, toWire,
} from '../src/index.js';
import { addressValue, dateFromStandard } from '../src/domains/shared/values.js';
import { findAddresses } from '../src/recognizers/addresses.js';
import { NoticeDocument } from '../src/text/document.js';

const SALE = `NOTICE OF SUBSTITUTE TRUSTEE'S SALE
Grantor(s): Maria L. Ortega and Daniel Ortega, wife and husband
Property Address: 4411 Quarry Bend Road
Lakeview, TX 75001
Date of Sale: April 1, 2025
Time of Sale: 10:00 AM
Place of Sale: At the west door of the County Courthouse
The Deed of Trust dated March 3, 2006 secures the debt. Amount due: $271,784.94.
Substitute Trustee: Bluebonnet Trustee Services, LLC
Substitute Trustee Address: 900 Commerce Street, Suite 12, Dallas, TX 75202
(214) 555-0147`;

const ESTATE = `NOTICE TO CREDITORS
IN THE CIRCUIT COURT FOR SARASOTA COUNTY, FLORIDA
PROBATE DIVISION
File No. 2025-CP-001234
IN RE: ESTATE OF JOHN A. DOE, Deceased.
The administration of the estate of JOHN A. DOE, deceased, whose date of death was May 4, 2024, is pending. All creditors must file their claims within 3 months after the time of the first publication of this notice.
The date of first publication of this notice is June 6, 2024.
Personal Representative:
Jane Doe
12 Elm Street
Venice, Florida 34285`;

const BID = 'INVITATION TO BID\nBid No. 2031-17\nWINTER SAND AND GRIT\n\nThe Town of Maplewood will receive sealed bids until 2:00 p.m. on Monday, March 23, 2026. Bids will be opened at 2:15 PM.';

const sale = () => extract(SALE, { domain: 'foreclosure' }).entities[0];
const estate = () => extract(ESTATE, { domain: 'probate' }).entities[0];
const bid = () => extract(BID, { domain: 'bids' }).entities[0];

describe('typed values in the entity', () => {
  it('a date field holds the printed text and the date with its parts', () => {
    const e = sale();
    expect(e.auctionDateTime).toMatchObject({ text: 'April 1, 2025\nTime of Sale: 10:00 AM', rule: 'foreclosure:sale-date', stated: true });
    expect(e.auctionDateTime!.recognizer).toMatch(/^date:/);
    expect(e.auctionDateTime!.value).toMatchObject({ year: 2025, month: 4, day: 1, hour: 10, minute: 0, standardized: '04/01/2025, 10:00:00' });
    expect(e.deedDate!.value).toMatchObject({ year: 2006, month: 3, day: 3, standardized: '03/03/2006' });
    expect('auctionDateTimeStandardized' in e).toBe(false);
  });
  it('an address field holds the address recognizer\'s parts', () => {
    expect(sale().propertyAddress!.value).toEqual({
      formatted: '4411 Quarry Bend Road, Lakeview, TX 75001', number: '4411', streetName: 'Quarry Bend', suffix: 'RD', city: 'Lakeview', state: 'TX', zip: '75001',
    });
    expect(estate().personalRepresentatives[0].address!.value).toMatchObject({ number: '12', streetName: 'Elm', city: 'Venice', state: 'FL', zip: '34285' });
  });
  it('money is an exact decimal', () => {
    expect(sale().amountDue).toMatchObject({ text: '$271,784.94', value: { amount: '271784.94', currency: 'USD' }, rule: 'foreclosure:amount-due' });
  });
  it('a printed date without a calendar date (a time alone) has a null value', () => {
    const e = bid();
    expect(e.dueDate!.value).toMatchObject({ year: 2026, month: 3, day: 23, hour: 14 });
    expect(e.openingDate).toMatchObject({ text: '2:15 PM', value: null, rule: 'bids:opening-date' });
  });
  it('probate keeps the date recognizer\'s name and says which slot rule chose the date', () => {
    const e = estate();
    expect(e.dateOfDeath).toMatchObject({ text: 'May 4, 2024', rule: 'probate:death', value: { year: 2024, month: 5, day: 4 } });
    expect(e.dateOfDeath!.recognizer).toMatch(/^date:/);
    expect(e.firstPublicationDate!.recognizer).toMatch(/^date:/);
  });
  it('the first date of a publication run: its printed text and the run\'s date, counted from it by the rule', () => {
    const e = extract(`NOTICE TO CREDITORS
IN RE: ESTATE OF JOHN A. DOE, Deceased.
All persons having claims against this estate are required to present them within four months after the date of the first publication of this notice.
Published Dec. 9, 16, 2022`, { domain: 'probate' }).entities[0];
    expect(e.firstPublicationDate).toMatchObject({ text: 'Dec. 9', value: { year: 2022, month: 12, day: 9, standardized: '12/09/2022' } });
    expect(e.claimDeadline!.value).toMatchObject({ date: { year: 2023, month: 4, day: 9 }, dateStated: false });
  });
  it('a claim deadline computed from a printed rule: the rule is stated, its date is not', () => {
    const c = estate().claimDeadline!;
    expect(c).toMatchObject({ text: 'within 3 months after the time of the first publication of this notice', stated: true, rule: 'probate:claim-rule' });
    expect(c.value).toEqual({ date: { year: 2024, month: 9, day: 6, standardized: '09/06/2024' }, dateStated: false, dateRule: 'deadline:rule' });
  });
});

describe('renderers derive the strings from the typed values', () => {
  it('gold: printed text folded, standardized from the date, address from its parts', () => {
    const g = foreclosureToGold(sale());
    expect(g).toMatchObject({
      auctionDateTime: 'April 1, 2025 Time of Sale: 10:00 AM', auctionDateTimeStandardized: '04/01/2025, 10:00:00',
      deedDate: 'March 3, 2006', deedDateStandardized: '03/03/2006', amountDue: '$271,784.94',
      propertyAddress: '4411 Quarry Bend Road, Lakeview, TX 75001',
    });
    expect(Object.keys(g).slice(0, 3)).toEqual(['auctionDateTime', 'auctionDateTimeStandardized', 'propertyAddress']);
  });
  it('a changed value changes every rendering of it (no stored copy of the string)', () => {
    const e = sale();
    e.auctionDateTime!.value = { ...e.auctionDateTime!.value, standardized: '01/02/2030' };
    e.propertyAddress!.value = { ...e.propertyAddress!.value, formatted: 'Elsewhere' };
    expect(toGold('foreclosure', [e])[0]).toMatchObject({ auctionDateTimeStandardized: '01/02/2030', propertyAddress: 'Elsewhere' });
    expect(foreclosureToWire(e).propertyAddress).toBe('Elsewhere');
    const p = estate();
    p.claimDeadline!.value.date = null;
    expect(probateToGold(p).claimDeadlineStandardized).toBeNull();
    expect(probateToWire(p)).toMatchObject({ claimDeadlineStandardized: '', claimDeadline: 'within 3 months after the time of the first publication of this notice' });
  });
  it('bids: a date renders as { rawDateText, standardized }, null standardized for a time alone', () => {
    const g = bidToGold(bid());
    expect(g.dueDate).toEqual({ rawDateText: '2:00 p.m. on Monday, March 23, 2026', standardized: '03/23/2026, 14:00:00' });
    expect(g.openingDate).toEqual({ rawDateText: '2:15 PM', standardized: null });
    expect(bidToWire(bid()).dueDate).toEqual(g.dueDate);
  });
  it('toGold with a domain, and without (read from the fields), render alike; wire goes through the same values', () => {
    const { entities } = extract(ESTATE, { domain: 'probate' });
    expect(toGold(entities)).toEqual(toGold('probate', entities));
    expect(toGold([sale(), estate()]).map((g) => Object.keys(g)[0])).toEqual(['auctionDateTime', 'decedentName']);
    expect(toWire('probate', entities)[0].dateOfDeathStandardized).toBe('05/04/2024');
    expect(() => toGold([{ title: null }] as never)).toThrow(InvalidInputError);
  });
});

describe('value helpers', () => {
  it('dateFromStandard reads back what standardizeDate writes', () => {
    expect(dateFromStandard('05/04/2024')).toEqual({ year: 2024, month: 5, day: 4, standardized: '05/04/2024' });
    expect(dateFromStandard('06/02/2026, 10:00:00')).toEqual({ year: 2026, month: 6, day: 2, hour: 10, minute: 0, second: 0, standardized: '06/02/2026, 10:00:00' });
    expect(dateFromStandard(undefined)).toBeNull();
    expect(dateFromStandard('June 2')).toBeNull();
  });
  it('addressValue keeps the recognizer\'s parts only for the very text it read', () => {
    const doc = new NoticeDocument('Send claims to 12 Elm Street\nVenice, Florida 34285 today.');
    const [hit] = findAddresses(doc);
    expect(addressValue(doc, hit)).toBe(hit.value);
    const trimmed = { ns: hit.ns + 3, ne: hit.ne };
    expect(addressValue(doc, trimmed)).toEqual({ formatted: 'Elm Street, Venice, Florida 34285' });
  });
});
