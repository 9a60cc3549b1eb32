import { validatePhoneNumberLength } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { findAddresses } from '../src/recognizers/addresses.js';
import { findEmails } from '../src/recognizers/emails.js';
import { compileLabels, findLabelledIds, findDocketLines } from '../src/recognizers/identifiers.js';
import { findMoney, wordsToInteger } from '../src/recognizers/money.js';
import { findPhones, isFaxNumber } from '../src/recognizers/phones.js';
import { readParties } from '../src/recognizers/names.js';
import { findUrls } from '../src/recognizers/urls.js';
import { CASE_NUMBER_LABELS, PARCEL_NUMBER_LABELS } from '../src/lexicon/identifiers.js';
import { NoticeDocument } from '../src/text/document.js';
import { run } from './helpers.js';

describe('phones', () => {
  it.each([
    ['Telephone No. (575) 555-0394 Facsimile', '(575) 555-0394', '5755550394'],
    ['call 757-555-0460 between', '757-555-0460', '7575550460'],
    ['845.897.1600', '845.897.1600', '8458971600'],
    ['OCR: 90l-526-8296', '90l-526-8296', '9015268296'],
  ])('reads %j', (text, printed, digits) => {
    const [hit] = run(findPhones, text);
    expect(hit.text).toBe(printed);
    expect(hit.value.digits).toBe(digits);
  });
  it.each(['APN 178-52-031-4', 'Instrument No. 20110937254', '$271,784.94', 'Case 2024-CA-001234', '123-45-6789'])('finds none in %j', (text) => {
    expect(run(findPhones, text)).toEqual([]);
  });
  it('keeps exactly the candidates libphonenumber-js finds of a possible US length', () => {
    // The recognizer reads the plan's lengths once instead of parsing each candidate: both must agree.
    for (const digits of ['5758088394', '2125550123', '9999999999', '2002000000', '8005551212']) {
      const kept = run(findPhones, `call ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)} now`).length === 1;
      expect(kept).toBe(validatePhoneNumberLength(digits, 'US') === undefined);
    }
  });
});

describe('e-mails and web addresses', () => {
  it('validates candidates and joins addresses broken by a line break', () => {
    expect(run(findEmails, 'write to bids@city-\nof-x.gov or jane.doe@\nexample.org.').map((h) => h.value)).toEqual([
      'bids@city-of-x.gov', 'jane.doe@example.org',
    ]);
    expect(run(findEmails, 'no address @ here, user@ host')).toEqual([]);
    // A domain label cut by a line break, and the address kept as printed.
    expect(run(findEmails, 'Questions: JDoe@Westhav\nen.org.').map((h) => h.value)).toEqual(['JDoe@Westhaven.org']);
    expect(run(findEmails, 'two dots a..b@x.com bad@-x..com')).toEqual([]);
    // A sentence's period closes the address; the capitalised word on the next line is prose, a lower-case one the domain's end.
    expect(run(findEmails, 'email: jo@roe-law.com.\nAttorney for Petitioner').map((h) => h.value)).toEqual(['jo@roe-law.com']);
    expect(run(findEmails, 'email: jo@roe-law.\ncom, or call').map((h) => h.value)).toEqual(['jo@roe-law.com']);
  });
  it('finds web addresses with and without a scheme', () => {
    expect(run(findUrls, 'visit www.siwpc.net or https://example.gov/bids, and bidnet.com.').map((h) => h.text)).toEqual([
      'www.siwpc.net', 'https://example.gov/bids', 'bidnet.com',
    ]);
    expect(run(findUrls, 'Wells Fargo Bank, N.A. e-mail jo@city.gov')).toEqual([]);
  });
  it('a host a scan split with a space is one address; a whole host before a space is not joined', () => {
    expect(run(findUrls, 'available at https://bidhub procureware.com. The contract').map((h) => h.text)[0]).toBe('https://bidhub procureware.com');
    expect(run(findUrls, 'see https://elm.gov bidnet.com').map((h) => h.text)).toEqual(['https://elm.gov', 'bidnet.com']);
  });
});

describe('money', () => {
  it.each([
    ['Approximate amount of judgment $331,136.22 plus', '331136.22'],
    ['opening bid will be $271 984.94', '271984.94'],
    ['a fee of $600', '600'],
    ['Two Hundred Thousand and 00/100 Dollars', '200000.00'],
    ['ninety-eight thousand one hundred eighty-eight dollars', '98188'],
  ])('reads %j as an exact decimal', (text, amount) => {
    expect(run(findMoney, text)[0]?.value.amount).toBe(amount);
  });
  it('never reads a float', () => {
    expect(run(findMoney, '$0.10 and $0.20')[1].value.amount).toBe('0.20');
    expect(wordsToInteger('nine hundred million')).toBe(900000000n);
  });
  it.each(['10 percent', '2025 dollars? no', 'one of the bidders'])('finds no amount in %j', (text) => {
    expect(run(findMoney, text).filter((h) => h.source === 'money:figure')).toEqual([]);
  });
});

describe('addresses', () => {
  it.each([
    ['Commonly known as: 3747 E. Mercer Ln.  Phoenix  AZ 85028 APN', '3747 E. Mercer Ln. Phoenix AZ 85028', { number: '3747', preDirection: 'E', suffix: 'LN', state: 'AZ', zip: '85028' }],
    ['Property Address: 4417 Mesquite Trail\n\nPort Lavaca, TX 77979\n', '4417 Mesquite Trail, Port Lavaca, TX 77979', { city: 'Port Lavaca', state: 'TX', suffix: 'TRL' }],
    ['Suite 273\n7100 Commerce Way\nBrentwood, TN 37027', '7100 Commerce Way, Brentwood, TN 37027', { number: '7100', city: 'Brentwood' }],
    ['P.O. Box 3117 Flint MI 48501-3117', 'P.O. Box 3117 Flint MI 48501-3117', { poBox: '3117', zip: '48501-3117' }],
    ['208 Adams Avenue, Memphis, Tennessee 38l03', '208 Adams Avenue, Memphis, Tennessee 38l03', { state: 'TN', zip: '38103' }],
    ['Mail to: 512 Main St., Suite A\nAiken, SC 29801', '512 Main St., Suite A, Aiken, SC 29801', { unit: 'Suite A', city: 'Aiken' }],
    ['Representative; 18 N. Oak Street  Mesa  AZ85203', '18 N. Oak Street Mesa AZ85203', { city: 'Mesa', state: 'AZ', zip: '85203' }],
    ['BENEFICIARY: Zenith Bank  One West Harbor Street  Suite 1400  Lake Fork City  Utah  84000 TRUSTOR', 'One West Harbor Street Suite 1400 Lake Fork City Utah 84000', { number: 'One', preDirection: 'W', streetName: 'Harbor', suffix: 'ST', unit: 'Suite 1400', city: 'Lake Fork City', state: 'UT' }],
    // The unit's number is not the house number; the building line the scraper ran on before the street opens the address.
    ['Attorneys  Birch Hollow Commons, Suite 418  6200 Ledger Way  Elmwood, TN 37999', 'Birch Hollow Commons, Suite 418 6200 Ledger Way Elmwood, TN 37999', { number: '6200' }],
    ['Lender: Bank One N.A. PO Box 21887 Eagan MN 55121', 'PO Box 21887 Eagan MN 55121', { poBox: '21887' }],
    // A loan or barcode number printed after the street on its line is dropped from the address as written.
    ['CALHOUN COUNTY, TEXAS\n4120 HERON LANE 00000010499120\nPORT LAVACA, TX 77979\nNOTICE', '4120 HERON LANE, PORT LAVACA, TX 77979', { number: '4120', city: 'PORT LAVACA' }],
    // Two signature columns run onto one line by OCR: the street line printed twice is written once.
    ['Holt & Roe, LLP c/o Auction.com\n88 Elm Street, Suite 40 88 Elm Street, Suite 40\nAllen, TX 75002 Allen, TX 75002', '88 Elm Street, Suite 40, Allen, TX 75002', { number: '88' }],
  ])('reads %j', (text, formatted, parts) => {
    const full = run(findAddresses, text).filter((h) => h.source === 'address:full');
    expect(full[0]?.value.formatted).toBe(formatted);
    expect(full[0]?.value).toMatchObject(parts);
  });
  it.each([
    'recorded in Book 92 of Maps, Page 50, Maricopa County, Arizona 85003 residents',
    'on July 29, 2009 as Instrument No. 20120803361',
    'sale at 5:00 PM. MOUNTAIN STANDARD TIME',
    'Lot 12 Block 4 Parcel AB12345',
  ])('finds no street address in %j', (text) => {
    expect(run(findAddresses, text)).toEqual([]);
  });
  it('takes a state code glued to a ZIP only when it is a state', () => {
    const full = (text: string) => run(findAddresses, text).filter((h) => h.source === 'address:full');
    expect(full('account 12 Main Street XY12345')).toEqual([]);
    expect(full('at 12 Main Street Gary IN46402')[0]?.value).toMatchObject({ state: 'IN', zip: '46402' });
  });
});

describe('fax labels', () => {
  it.each([
    ['Fax: (480) 555-0219', true], ['Facsimile No. 555-210-2345', true], ['T: (480) 555-0111  F: (480) 555-0692', true],
    ['TDD 555-210-2345', true], ['Phone: (480) 555-0216', false], ['Office (480) 555-0216', false], ['Phone No. 555-210-2345', false],
  ] as const)('%j: the last number is a fax: %s', (text, fax) => {
    const doc = new NoticeDocument(text);
    const last = findPhones(doc).at(-1)!;
    expect(isFaxNumber(doc, last.ns)).toBe(fax);
  });
});

describe('docket lines', () => {
  const ids = (text: string) => run((d) => findDocketLines(d, 0, d.norm.length), text).map((h) => h.value.id);
  it('reads a docket number standing alone on a caption line', () => {
    expect(ids('NOTICE TO CREDITORS\nPB2019-095382\nSUPERIOR COURT')).toEqual(['PB2019-095382']);
    expect(ids('CV 2019-004512\n2021-CP-001234.\n')).toEqual(['CV 2019-004512', '2021-CP-001234']);
  });
  it('takes no number without a year, and none inside a sentence', () => {
    expect(ids('RR-3071946\n12-3456\nCase PB2019-095382 was filed')).toEqual([]);
  });
});

describe('labelled identifiers', () => {
  const CASE = compileLabels(CASE_NUMBER_LABELS);
  const PARCEL = compileLabels(PARCEL_NUMBER_LABELS);
  it.each([
    ['TS#15-23871-36 NOTICE', '15-23871-36'],
    ['T.S. No. AZ07000215-18-3 APN', 'AZ07000215-18-3'],
    ['Special Proceeding No. 25 SP 412 ', '25 SP 412'],
    ['CASE NO. PB 2018-093156 / ROE', 'PB 2018-093156'],
    ['KLR File Number: 26-007491-2 1', '26-007491-2'],
    ['Case No.: 2024-CA-001234, BANK', '2024-CA-001234'],
  ])('reads the case number in %j', (text, id) => {
    expect(run((d) => findLabelledIds(d, CASE, 'case'), text)[0]?.value.id).toBe(id);
  });
  it.each([['APN: 178-52-031-4 More', '178-52-031-4'], ['Tax Parcel ID: 041m-C-038.00\n', '041m-C-038.00']])('reads the parcel in %j', (text, id) => {
    expect(run((d) => findLabelledIds(d, PARCEL, 'parcel'), text)[0]?.value.id).toBe(id);
  });
  it('needs a digit in the value', () => {
    expect(run((d) => findLabelledIds(d, CASE, 'case'), 'File No. pending')).toEqual([]);
  });
});

describe('party names', () => {
  const read = (text: string) => readParties(new NoticeDocument(text), 0).map((p) => `${p.value.name}|${p.value.kind}`);
  it.each([
    ['PEDRO J. GILL and JESSIKA GILL, husband and wife, to Title Co', ['PEDRO J. GILL|person', 'JESSIKA GILL|person']],
    ['LUIS J DIAZ, A SINGLE MAN AND VICENTE DIAZ, A SINGLE MAN 4815 NORTH', ['LUIS J DIAZ|person', 'VICENTE DIAZ|person']],
    ['Philip J. Mallozzi a/k/a Philip Mallozzi; Susan Malloz- zi; et al., Defendant(s).', ['Philip J. Mallozzi|person', 'Susan Malloz- zi|person']],
    ['Wells Fargo Bank, N.A., as Beneficiary', ['Wells Fargo Bank, N.A.|organization']],
    ['Rosicki, Rosicki & Associates, P.C., Attorneys', ['Rosicki, Rosicki & Associates, P.C.|organization']],
    ['John S. Swiderski, Jr. and wife, Gail J. Swiderski, to', ['John S. Swiderski, Jr.|person', 'Gail J. Swiderski|person']],
    ['Agency Sales and Posting, LLC, and Padgett Law Group, any to act', ['Agency Sales and Posting, LLC|organization', 'Padgett Law Group|organization']],
    ['Quillon Mortgage LLC 7420 Heron Waters Blvd', ['Quillon Mortgage LLC|organization']],
    // An and-clause that an organisation noun closes is one name; people joined by "and" stay two.
    ['Dakota Housing and Finance Association is the current mortgagee', ['Dakota Housing and Finance Association|organization']],
    ['Carl Doewood and Stephanie Doewood, husband and wife', ['Carl Doewood|person', 'Stephanie Doewood|person']],
    // In capitals the prose after a name has no lower case to end it.
    ['BRIAN M COFFEE AND CHERYL LYNN COFFEE MARRIED TO EACH OTHER', ['BRIAN M COFFEE|person', 'CHERYL LYNN COFFEE|person']],
    ['DONNIE E. BOWEN FOR THE BENEFIT OF ZENITH BANK', ['DONNIE E. BOWEN|person']],
  ])('reads %j', (text, parties) => {
    expect(read(text)).toEqual(parties);
  });
  it.each(['the undersigned will sell', 'pursuant to the deed', '', 'AUDIT OF THE STATUS OF THE LOAN', 'BEING ONE AND THE SAME'])('reads no party from %j', (text) => {
    expect(read(text)).toEqual([]);
  });
});
