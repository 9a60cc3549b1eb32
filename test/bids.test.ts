import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { bidToWire } from '../src/wire/bids.js';
import type { BidEntity } from '../src/domains/bids/entity.js';
import { devCorpusDir, fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { evaluate } from '../bench/lib/evaluate.js';
import { SEED_FIELDS } from '../bench/lib/fields.js';
import { flatten, normalizeValue } from '../bench/lib/score.js';

type Plain = Record<string, unknown> & { dueDate?: { rawDateText: string; standardized: string | null } | null };

/** The one bid entity of a text, in the gold shape (plain values). */
function bid(text: string): Plain | undefined {
  return toGold(extract(text, { domain: 'bids' }).entities)[0] as Plain | undefined;
}

const entityOf = (text: string): BidEntity | undefined => extract(text, { domain: 'bids' }).entities[0];

describe('bids: due date', () => {
  // [what the row shows, notice text, rawDateText, standardized]
  const rows: Array<[string, string, string, string]> = [
    ['time printed before its date, with "local time"',
      'Sealed bids will be received by the City of Brookfield until 1:30 p.m. local time on Wednesday, March 4, 2026, and then opened.',
      '1:30 p.m. local time on Wednesday, March 4, 2026', '03/04/2026, 13:30:00'],
    ['date and time on labelled lines: the shortest span holding both',
      'ADVERTISEMENT FOR BIDS\nBids Due: 3/5/26\nTime: 1:00 PM\nLocation: Town Hall, 4 Elm Street, Maplewood, VT 05001',
      '3/5/26 Time: 1:00 PM', '03/05/2026, 13:00:00'],
    ['a time-zone abbreviation between time and date',
      'Proposals must be received by 10:00 a.m. CDT, Friday, June 5, 2026 at the District office.',
      '10:00 a.m. CDT, Friday, June 5, 2026', '06/05/2026, 10:00:00'],
    ['"prevailing time" after the time stays out of the span',
      'The Parks Board will accept sealed bids on or before Wednesday, June 3, 2026 at 11:30 am prevailing time, for the Elm Park Fence.',
      'Wednesday, June 3, 2026 at 11:30 am', '06/03/2026, 11:30:00'],
    ['a spelled-out time zone in parentheses',
      'Bids will be received until 9:00 a.m. (Central Standard Time) on Monday, January 12, 2026.',
      '9:00 a.m. (Central Standard Time) on Monday, January 12, 2026', '01/12/2026, 09:00:00'],
    ['a deadline phrase between date and time',
      'Proposals must be in hand on Friday, May 1, 2026, no later than 3:30 p.m. Eastern Time.',
      'Friday, May 1, 2026, no later than 3:30 p.m.', '05/01/2026, 15:30:00'],
    ['a time and its date in two sentences',
      'Quotes must arrive by 3:00 p.m. EST. The quote due date is Monday, June 8, 2026. Late quotes are returned.',
      '3:00 p.m. EST. The quote due date is Monday, June 8, 2026', '06/08/2026, 15:00:00'],
    ['a date, then its time on a labelled line',
      'Bid Due Date: June 11, 2026\nBid Due Time: 10:30 a.m.\nDeliver To: Water Authority, 9 Pump Road, Lakeside, SC 29000',
      'June 11, 2026 Bid Due Time: 10:30 a.m.', '06/11/2026, 10:30:00'],
    ['a bare time with no a.m./p.m. standardizes to the date alone',
      'The Water District will take sealed bids until 10:00 on the 15th day of April, 2026, in its board room.',
      '10:00 on the 15th day of April, 2026', '04/15/2026'],
    ['an addendum that moves the date: the new date wins',
      'Sealed bids are due no later than 4:00 p.m. on Friday, May 1, 2026. ADDENDUM 2: the closing, previously set for 4:00 p.m. on Friday, May 1, 2026, is extended to 4:00 p.m. on Friday, May 8, 2026.',
      '4:00 p.m. on Friday, May 8, 2026', '05/08/2026, 16:00:00'],
    ['a postponed opening: the original date is superseded',
      'The bid opening, originally scheduled for 11:00 a.m., Tuesday, March 10, 2026, has been postponed. Sealed bids will now be received until 11:00 a.m., Tuesday, March 17, 2026.',
      '11:00 a.m., Tuesday, March 17, 2026', '03/17/2026, 11:00:00'],
    ['only the opening is printed: it is the deadline',
      'Sealed bids for snow plowing will be opened by the Village of Cedar Run on June 2, 2026, at 7:15 pm at the Village Hall.',
      'June 2, 2026, at 7:15 pm', '06/02/2026, 19:15:00'],
    ['noon',
      'Bids must reach the Village Clerk by 12 Noon, Friday, January 9, 2026.',
      '12 Noon, Friday, January 9, 2026', '01/09/2026, 12:00:00'],
    ['a time labelled lines after its date',
      'INVITATION TO BID\nBids Due: 3/5/26\nPlace: Town Hall, 4 Elm Street, Maplewood, VT 05001\nTime: 1:00 PM\n',
      '3/5/26 Place: Town Hall, 4 Elm Street, Maplewood, VT 05001 Time: 1:00 PM', '03/05/2026, 13:00:00'],
    ['no deadline phrase: the date and time printed in a sentence about bids',
      'The Town of Maplewood seeks bids for gravel. Sealed bids: Tuesday, March 3, 2026 at 2:00 PM, Town Hall.',
      'Tuesday, March 3, 2026 at 2:00 PM', '03/03/2026, 14:00:00'],
    ['a sentence period after "PM" is not part of the time',
      'The Village of Cedar Run will receive bids until March 12, 2026 at 2:00 PM. Bids will be opened in public.',
      'March 12, 2026 at 2:00 PM', '03/12/2026, 14:00:00'],
  ];
  it.each(rows)('%s', (_what, text, raw, standardized) => {
    const e = bid(text);
    expect(e?.dueDate).toEqual({ rawDateText: raw, standardized });
  });

  // [what the row shows, notice text]: none of these dates is the deadline.
  const negatives: Array<[string, string]> = [
    ['questions due', 'The City of Brookfield invites proposals. Questions are due by 5:00 p.m. on June 24, 2026.'],
    ['a pre-bid meeting', 'The City of Brookfield invites proposals. A pre-bid conference will be held on May 4, 2026 at 10:00 a.m.'],
    ['publication and award dates', 'The Town of Maplewood is accepting bids for fuel. Published: March 2, 2026. The contract will be awarded on March 23, 2026.'],
    ['a completion date', 'The Town of Maplewood is accepting bids for paving. All work shall be completed by October 30, 2026.'],
  ];
  it.each(negatives)('%s is not the due date', (_what, text) => {
    expect(bid(text)?.dueDate ?? null).toBeNull();
  });

  it('a text with no solicitation gives no entity', () => {
    expect(extract('The annual meeting of the Garden Club will be held March 3, 2026 at 7 PM.', { domain: 'bids' }).entities).toEqual([]);
    expect(extract('', { domain: 'bids' }).entities).toEqual([]);
  });
});

describe('bids: notices printed in narrow columns or in capitals', () => {
  // Values keep a column's hyphen as printed (entities.md: the pieces of a value broken over lines are joined with one
  // space); a number cut after its own hyphen is joined whole.
  it('a notice wrapped in a narrow column, with words hyphenated across lines', () => {
    const text = [
      'NOTICE TO BIDDERS', 'The Board of Education of', 'the Oakridge Local School Dis-', 'trict will receive sealed bids',
      'for the purchase of one (1)', 'new 48 passenger activity bus', 'until 2:00 p.m. on Tuesday,', 'March 3, 2026, at the Board',
      'Office, 100 Main St., Oak-', 'ridge, OH 44600. For ques-', 'tions call Tom Reed at 330-', '555-0101.',
    ].join('\n');
    const e = bid(text);
    expect(e?.agencyName).toBe('Board of Education of the Oakridge Local School Dis- trict');
    expect(e?.title).toBe('purchase of one (1) new 48 passenger activity bus');
    expect(e?.dueDate).toEqual({ rawDateText: '2:00 p.m. on Tuesday, March 3, 2026', standardized: '03/03/2026, 14:00:00' });
    expect(e?.submissionAddress).toBe('Board Office, 100 Main St., Oak- ridge, OH 44600');
    expect([e?.contactName, e?.contactPhone]).toEqual(['Tom Reed', '330-555-0101']);
  });

  it('a notice printed in capitals', () => {
    const e = bid('LEGAL NOTICE\nSEALED BIDS WILL BE RECEIVED BY THE CITY OF LAKE VIEW UNTIL 2:00 P.M. ON MARCH 3, 2026 FOR THE PURCHASE OF ONE NEW STREET SWEEPER. BIDS WILL BE OPENED AT THAT TIME.');
    expect(e?.agencyName).toBe('CITY OF LAKE VIEW');
    expect(e?.title).toBe('PURCHASE OF ONE NEW STREET SWEEPER');
    expect(e?.dueDate?.standardized).toBe('03/03/2026, 14:00:00');
  });
});

describe('bids: opening and pre-bid meeting', () => {
  it('an opening later than the deadline is its own date', () => {
    const e = bid('Bids will be received until 2:00 p.m. on Thursday, April 30, 2026. Bids will be publicly opened and read aloud at 7:00 p.m. on Monday, May 4, 2026 at the regular meeting of the Board.');
    expect(e?.dueDate?.standardized).toBe('04/30/2026, 14:00:00');
    expect(e?.openingDate).toEqual({ rawDateText: '7:00 p.m. on Monday, May 4, 2026', standardized: '05/04/2026, 19:00:00' });
  });

  it('an opening printed as a time alone keeps its text and has no standardized value', () => {
    const e = bid('Quotes are due no later than 8:00 AM on November 2, 2026. Quotes will be opened at 8:20 AM in the council room.');
    expect(e?.openingDate).toEqual({ rawDateText: '8:20 AM', standardized: null });
  });

  it('an opening printed with its own time is filled even at the deadline\'s time (entities.md)', () => {
    const e = bid('Sealed bids will be received until 10:00 a.m. on Tuesday, August 4, 2026, and will then be publicly opened and read aloud at 10:00 a.m.');
    expect(e?.openingDate).toEqual({ rawDateText: '10:00 a.m.', standardized: null });
  });

  it('an opening with no time of its own is not filled', () => {
    const e = bid('Sealed bids will be received until 10:00 a.m. on Tuesday, August 4, 2026, at which time they will be publicly opened and read aloud.');
    expect(e?.openingDate).toBeNull();
  });

  it('an opening whose time is printed before "they will be opened"', () => {
    const e = bid('Bids will be received at the same office until June 9th, 2031 at 10:00 a.m. At 10:30 a.m. they will be opened and read publicly.');
    expect(e?.openingDate).toEqual({ rawDateText: '10:30 a.m.', standardized: null });
  });

  it('the pre-bid meeting date', () => {
    const e = bid('A pre-bid walk-through will be held on Monday, March 2, 2026 at 9:00 AM at the treatment plant. Sealed bids will be received until 2:00 PM on Monday, March 16, 2026.');
    expect(e?.preBidMeeting).toEqual({ rawDateText: 'Monday, March 2, 2026 at 9:00 AM', standardized: '03/02/2026, 09:00:00' });
    expect(e?.dueDate?.standardized).toBe('03/16/2026, 14:00:00');
  });
});

describe('bids: bid numbers', () => {
  const rows: Array<[string, string[]]> = [
    ['INVITATION TO BID\nBid No. 2031-17\nWINTER SAND', ['2031-17']],
    ['REQUEST FOR PROPOSALS\nRFP #31-04\nBANKING SERVICES', ['31-04']],
    ['Solicitation Number: ITB-FY31-02\nDescription: Janitorial Services', ['ITB-FY31-02']],
    ['Project No.: RD-SW-2031-05\nBids Due: 5/22/31', ['RD-SW-2031-05']],
    ['CULVERT LINING\nContract 7\n\nSealed bids for Contract 7 will be received', ['Contract 7']],
    ['Contract No. KQX402\nFederal Project No. HSIP-7710(22)\nState Project No. 31A-B2-007', ['KQX402', 'HSIP-7710(22)', '31A-B2-007']],
    ['Bid No. 31-101 - Mowers\nBid No. 31-102 - Trailer\nBids for Bid No. 31-101 need a bond.', ['31-101', '31-102']],
    ['Sealed bids are due for ITB-2031-08 Transit Vans.', ['ITB-2031-08']],
    ['Sealed bids for Project No. L-2031-04--22-10 will be received.', ['L-2031-04--22-10']],
    ['INVITATION TO BID\n\nProject 2031-004\n\nThe Town of Elm will receive sealed bids.', ['2031-004']],
    ['Town of Elm – Culvert Lining\nContract 2031-012\n', ['2031-012']],
    ['NOTICE OF CALL FOR BID 40512\nLABOR FOR METER PROJECT', ['40512']],
    ['Contract 2031-2032 Winter Sand\nProject 2031-32 Paving', []],
  ];
  it.each(rows)('%j', (text, ids) => {
    expect(bid(text)?.bidNumber).toEqual(ids);
  });

  it('newspaper ad numbers and other numbered things are not bid numbers', () => {
    const e = bid('The Town of Maplewood invites bids for Fire Station No. 3 roofing under Act No. 318. Sealed bids are due by 2:00 p.m. on May 1, 2026.\nAd #QX-5550101\nLegal No. 70412');
    expect(e?.bidNumber).toEqual([]);
  });

  it('a plan room\'s listing id is no bid number, under its own label or another', () => {
    const e = bid('City Project Number: 3107\nDocuments are available at Project #8811234. Enter Quest Project #8811234 on the website. Quest Project No. 8811234.');
    expect(e?.bidNumber).toEqual(['3107']);
  });

  it('a project code printed after the title is kept with its prefix', () => {
    const e = bid('Sealed bids for the construction of the OAK LANE STORM SEWER REPLACEMENT, SD 31-06, will be received by the Water Board until 2:00 p.m. on July 16, 2026.');
    expect(e?.bidNumber).toEqual(['SD 31-06']);
  });
});

describe('bids: agency', () => {
  const rows: Array<[string, string, string | null]> = [
    ['the subject of a soliciting verb', 'The Town of Maplewood is seeking bids for mowing.', 'Town of Maplewood'],
    ['an officer before the body', 'Sealed bids will be received by the City Clerk of the City of Brookfield, Iowa, at City Hall until 2:00 p.m. on May 1, 2026.', 'City of Brookfield'],
    ['a board keeps its state', 'Notice is hereby given that the Board of Commissioners of Pine County, Minnesota, will receive bids until 10:00 a.m. on May 1, 2026.', 'Board of Commissioners of Pine County, Minnesota'],
    ['a municipality drops its state', 'The City of Brookfield, Kansas, will accept sealed bids until 2:00 p.m. on May 1, 2026.', 'City of Brookfield'],
    ['a state inside the name', 'Sealed bids will be received by Dover County, Delaware, Department of Highways, at the Purchasing Office until 2:00 p.m. on May 1, 2026.', 'Dover County, Delaware, Department of Highways'],
    ['the body that reserves the right', 'The Select Board is accepting bids. The Oakfield Select Board reserves the right to reject any bid.', 'Oakfield Select Board'],
    ['a label', 'Owner: Pine County Board of Commissioners\nProject: Culvert Replacement', 'Pine County Board of Commissioners'],
    ['named only in the signature block', 'Sealed bids will be received by the Authority at its main office until 2:00 PM on May 1, 2026. The Authority reserves the right to reject any bid.\n\nREDEVELOPMENT AUTHORITY OF THE CITY OF BROOKFIELD\nBy: Jane Roe, Director', 'REDEVELOPMENT AUTHORITY OF THE CITY OF BROOKFIELD'],
    ['a municipality printed only through its officer', 'Sealed bids will be received at the City Hall by the City Purchasing Agent of Westhaven, New Mexico until 2:00 p.m., May 1, 2026.', 'City of Westhaven'],
    ['an officer of a named body keeps the body', 'Sealed bids will be received by the Town Clerk of the Town of Ashton until 2:00 p.m. on May 1, 2026.', 'Town of Ashton'],
    ['a building closing the name is a place', 'Copies may be examined at the City of Elmton Public Works Building. Bids will be received until 10:00 AM May 1, 2031.', 'City of Elmton'],
    ['a district numbered with "#" keeps its number and board', 'Proposals are being solicited by the Pine County Library Sub-district #2 Board of Trustees to obtain design services.', 'Pine County Library Sub-district #2 Board of Trustees'],
    ['"is calling for bids"', 'ELMTON — The Pine County School District Board of Trustees is calling for bids on reroofing two schools.', 'Pine County School District Board of Trustees'],
    ['"is extending an Invitation to Bid", a short name in parentheses between', 'The Town of Elm (herein referred to as “Town”) is extending an Invitation to Bid to local contractors. The Elm Select Board reserves the right to reject any bid.', 'Town of Elm'],
    ['the time of receipt between "will" and "receive"', 'NOTICE is hereby given that the Board of Supervisors of Pine County,\nMississippi, will at 9:00 o\'clock A.M., on the 6th day of February, 2031, at the Pine County Chancery Building, receive sealed bids.\nBoard of Supervisors\nPine County, Mississippi', 'Board of Supervisors of Pine County, Mississippi'],
    ['"the Elm City Clerk" gives the formal name printed elsewhere', 'CITY OF ELM INVITATION TO BID Sealed bid proposals will be received until 3:00 PM on February 22, 2031, at the office of the Elm City Clerk; 17 College Avenue; Elm, Nevada 89999.', 'CITY OF ELM'],
    ['a county\'s school system is the body, not the county', 'PROPOSAL DUE DATE: August 16, 2031 at 2:00 pm. MANDATORY PRE-PROPOSAL CONFERENCE: July 30, 2031 at 11:00 am at the Pine County Public Schools School Board Office.', 'Pine County Public Schools'],
    ['a generic body alone is no agency', 'Sealed bids will be received until 2:00 PM on May 1, 2026. The Board reserves the right to reject any bid.', null],
  ];
  it.each(rows)('%s', (_what, text, name) => {
    expect(bid(text)?.agencyName ?? null).toBe(name);
  });
});

describe('bids: title', () => {
  const rows: Array<[string, string, string | null]> = [
    ['a heading line under the solicitation heading', 'TOWN OF MAPLEWOOD\nINVITATION TO BID\nWINTER SAND AND GRIT\n\nThe Town of Maplewood is seeking sealed bids for winter sand.', 'WINTER SAND AND GRIT'],
    ['a generic services line gives way to the specific one', 'REQUEST FOR QUALIFICATIONS\nSURVEYING SERVICES\nSTANDPIPE 3 PAINTING\n\nThe District is requesting statements of qualifications.', 'STANDPIPE 3 PAINTING'],
    ['a season line continues the heading', 'INVITATION TO BID\nNO. 4 DIESEL FUEL\n2031-2032 SCHOOL YEAR\n\nThe School Unit is accepting bids for diesel fuel.', 'NO. 4 DIESEL FUEL 2031-2032 SCHOOL YEAR'],
    ['a label', 'ADVERTISEMENT FOR BIDS\nProject: Elm Street Water Line Replacement\nOwner: Village of Cedar Run', 'Elm Street Water Line Replacement'],
    ['prose after "bids for"', 'Sealed bids for the purchase of a street sweeper as described below will be received until 10:00 a.m. on May 1, 2026.', 'purchase of a street sweeper'],
    ['the upper-case name inside prose', 'Sealed bids for the construction of the OAK STREET SIDEWALK PROJECT, will be received until 2:00 p.m. on May 1, 2026.', 'OAK STREET SIDEWALK PROJECT'],
    ['the first item after "the following:"', 'NOTICE TO BIDDERS\n\nSealed bids will be received for the following:\n\nLIQUID DEICER FOR THE 2031-2032 SEASON\n\nBids are due until 10:00 a.m. on May 1, 2026.', 'LIQUID DEICER FOR THE 2031-2032 SEASON'],
    ['the envelope marking when the prose names nothing', 'The Authority is requesting proposals for upgrades. The proposal shall be submitted in a sealed envelope labeled "Elm Court Upgrades," by 3:00 pm on March 19, 2026.', 'Elm Court Upgrades'],
    ['a heading addressed to a trade is no title; an item ends before "as specified"', 'NOTICE TO ROOFING CONTRACTORS\nINVITATION TO SUBMIT BIDS\nThe Town of Ashton will receive sealed bids until 2:00 p.m. on May 1, 2026 for:\nLibrary Roof Replacement as specified in the bid documents.', 'Library Roof Replacement'],
    ['"the following projects" names nothing', 'The Town will receive sealed bids for the following projects until 4:00 p.m. on June 15, 2026.', null],
  ];
  it.each(rows)('%s', (_what, text, title) => {
    expect(bid(text)?.title ?? null).toBe(title);
  });
});

describe('bids: website, contact, submission address', () => {
  it('a web address without a scheme is the website; an e-mail domain is not', () => {
    expect(bid('The Town of Maplewood is seeking bids. Bid forms are at www.maplewoodvt.gov/bids.')?.agencyWebsite).toBe('www.maplewoodvt.gov/bids');
    expect(bid('The Town of Maplewood is seeking bids. Forms: maplewoodbids.org or the Town Office.')?.agencyWebsite).toBe('maplewoodbids.org');
    expect(bid('The Town of Maplewood is seeking bids. Questions to Jane Roe at jroe@maple\nwood.org.')?.agencyWebsite ?? null).toBeNull();
  });

  // [what the row shows, text, name, phone, email]
  const contacts: Array<[string, string, string | null, string | null, string | null]> = [
    ['a person with role, phone and e-mail', 'Questions should be directed to Jane Roe, Buyer, at (555) 201-3344 or jane.roe@brookfield.gov.', 'Jane Roe', '(555) 201-3344', 'jane.roe@brookfield.gov'],
    ['a person after a role', 'Questions regarding the bid may be sent to the Finance Officer, Ann Lee, at 555-201-0156.', 'Ann Lee', '555-201-0156', null],
    ['a person after an office and "attention"', 'Questions shall be submitted in writing to the Procurement Division, attention Ann Lee, at alee@water.org.', 'Ann Lee', null, 'alee@water.org'],
    ['an office alone', 'For more information please call the Highway Garage at 555-636-1200.', 'Highway Garage', '555-636-1200', null],
    ['an e-mail split inside its domain by a line break', 'All questions must be submitted to Ann Lee by e-mail at alee@brookfi\neld.gov no later than May 1, 2026.', 'Ann Lee', null, 'alee@brookfield.gov'],
    ['an e-mail split after the "@"', 'Questions may be sent to purchasing@\nbrookfield.gov.', null, null, 'purchasing@brookfield.gov'],
    ['a phone extension', 'With any questions, please contact Ann Lee at (555) 210-4400 x12.', 'Ann Lee', '(555) 210-4400 x12', null],
  ];
  it.each(contacts)('contact: %s', (_what, text, name, phone, email) => {
    const e = bid(`The Town of Maplewood is seeking bids for mowing. ${text}`);
    expect([e?.contactName ?? null, e?.contactPhone ?? null, e?.contactEmail ?? null]).toEqual([name, phone, email]);
  });

  it('a person named as the one who answers questions is the contact', () => {
    const e = bid('The Town of Elm is calling for bids on reroofing. Maintenance supervisor Dale Orton can answer any questions at 208-555-0142. Bids are due by 2 p.m. on May 1, 2031.');
    expect([e?.contactName, e?.contactPhone]).toEqual(['Dale Orton', '208-555-0142']);
  });

  it.each([
    ['an office printed before the person', 'For questions contact Town Road Foreman Pat Quinn at pat.quinn@elmvt.org. Bids are due by 4:30 PM on May 1, 2031.', 'Pat Quinn'],
    ['an office printed after the person', 'All questions should be directed to Pat Quinn Sr. Vice President Acme USA at 540-555-2860. Proposals are due by May 1, 2031 at 2:00 pm.', 'Pat Quinn Sr.'],
    ['"On-Call Prices" is no call', 'All bidders will be asked for Haul Rates plus On-Call Prices for Road Gravel. Bids are due by 5:00 p.m. on May 1, 2031.', null],
    ['a lead run into "Inquiries" names no one', 'Sealed Bids are due by December 6, 2031 at 4:00 pm to: Inquiries and submissions to: Elm Selectboard, 5 Church Street, Elm, VT 05999.', 'Elm Selectboard'],
  ])('contact name: %s', (_what, text, name) => {
    expect(bid(text)?.contactName ?? null).toBe(name);
  });

  it('no contact where the notice invites no questions', () => {
    const e = bid('The Town of Maplewood is seeking bids. Specifications may be obtained from the Engineer, 12 Main Street, Maplewood, VT 05001. Bidders shall not contact Board members.');
    expect([e?.contactName, e?.contactPhone, e?.contactEmail]).toEqual([null, null, null]);
  });

  const places: Array<[string, string, string | null]> = [
    ['after "received at the office of"', 'Sealed bids will be received at the office of the Village Recorder, Village Hall, 12 Mill Street, Maplewood, Vermont 05001, until 2:00 p.m. on May 1, 2026.', 'office of the Village Recorder, Village Hall, 12 Mill Street, Maplewood, Vermont 05001'],
    ['"at" wins over "by"', 'Sealed bids will be received by the City of Brookfield at the Municipal Building, 40 Oak Road, Brookfield, Ohio 45000, until 2:00 p.m. on May 1, 2026.', 'Municipal Building, 40 Oak Road, Brookfield, Ohio 45000'],
    ['a post office box', 'Bids will be received no later than 4:00 p.m. on May 1, 2026. Mail all bids to Town of Maplewood, P. O. Box 12, Maplewood, VT 05001.', 'Town of Maplewood, P. O. Box 12, Maplewood, VT 05001'],
    ['an address block after "to:"', 'Proposals must be received by 4:00 p.m. on May 1, 2026. Send three copies to:\n\nOffice of the Comptroller\nBrookfield Municipal Center\n20 Court Square\nBrookfield, MN 56000\n\nLate proposals will be rejected.', 'Office of the Comptroller, Brookfield Municipal Center, 20 Court Square, Brookfield, MN 56000'],
    ['a label', 'Bid Due Date: May 1, 2026\nDeliver To: Water Authority, Purchasing Section, 18 Pump Road, Lakeside, SC 29000', 'Water Authority, Purchasing Section, 18 Pump Road, Lakeside, SC 29000'],
    ['an addressee and their office before the place', 'Bids may be mailed to Ann Lee, Clerk, 14 County Road B, Maplewood WI 54000, until 2:00 p.m. on May 1, 2026.', '14 County Road B, Maplewood WI 54000'],
    ['"the Office of" an addressee', 'Bids will be received at the Office of Pat Quinn, Town Manager, Town Hall, 9 Elm Avenue, Maplewood, Virginia 24000 until 10:00 a.m. on May 1, 2026.', 'Town Hall, 9 Elm Avenue, Maplewood, Virginia 24000'],
    ['an addressee in a block, one part a line', 'Proposals must be received by 4:00 p.m. on May 1, 2026. Send proposals to:\n\nMr. Dale Hart\nDeputy Executive Director\nHousing Authority of Brookfield\n20 Court Square\nBrookfield, MN 56000', 'Housing Authority of Brookfield, 20 Court Square, Brookfield, MN 56000'],
    ['"filed with" an officer', 'Sealed bids must be filed with the Pine County Purchasing Director, 20 Court Street, Brookfield, New York 14000, prior to 3:00 PM on May 1, 2026.', 'Pine County Purchasing Director, 20 Court Street, Brookfield, New York 14000'],
    ['a block after "received by:", its addressee line dropped', 'Proposals will be received by:\n\nAnn Lee, Parks and Grounds Superintendent\nCity of Brookfield\n12 Mill Street\nBrookfield, Wisconsin 53000\n\nProposals must be received by May 1, 2026, at 3:00 PM.', 'City of Brookfield, 12 Mill Street, Brookfield, Wisconsin 53000'],
    ['an office named like a person is kept', 'Bids will be received at the Office of the Town Manager, Town Hall, 9 Elm Avenue, Maplewood, Virginia 24000 until 10:00 a.m. on May 1, 2026.', 'Office of the Town Manager, Town Hall, 9 Elm Avenue, Maplewood, Virginia 24000'],
    ['a street line with its city and state but no ZIP', 'Bids will be received at the Offices of Pine County, 805 S. Walker Street, Elmton, North Carolina, until 3:00 p.m. on May 1, 2031.', 'Offices of Pine County, 805 S. Walker Street, Elmton, North Carolina'],
    ['a street line, its direction and suite, city and state', 'Sealed bids will be received by the office of the Public Works Department, 22 S. Main Street N, Suite 428, Elmton, Wyoming until 10:00 a.m. on May 6, 2031.', 'office of the Public Works Department, 22 S. Main Street N, Suite 428, Elmton, Wyoming'],
    ['an office with no street, ended by its city and state', 'The City of Elm Lake will accept sealed bids at the office of the City Clerk, City Center, Elm Lake, Minnesota, until 3:00 PM, April 2, 2031.', 'office of the City Clerk, City Center, Elm Lake, Minnesota'],
    ['a city and state in a clause naming the body is no place', 'Pursuant to Chapter 985, notice is hereby given that the Chairman of the Town of Elm, Pine County, Wisconsin, will receive sealed bids until 4:00 p.m. on June 16, 2031.', null],
    ['a city and state where bids are read, not delivered', 'Bids will be received electronically until 10:00 a.m. on May 16, 2031, and publicly read immediately thereafter in the Letting Room, Polk Building, Elmton, Tennessee.', null],
    ['"are to be delivered ... to" is no place start', 'Bid packages are to be delivered by mail or hand to the Elm Town Hall, 50 The Common, Elm, MA 01999. Bids will be accepted until 10:00AM on Tuesday, October 5, 2031.', 'Elm Town Hall, 50 The Common, Elm, MA 01999'],
    ['the preposition after an addressee is dropped', 'All bids shall be submitted to Ann Lee, Clerk, at W1892 Rock Rd, Iron Ridge WI 53999 prior to 7:00 p.m., September 8, 2031.', 'W1892 Rock Rd, Iron Ridge WI 53999'],
    ['an addressee in a block with a capital inside the surname and a hyphenated office', 'Proposals are due by 10:00 A.M. on Monday, February 4, 2031.\nSealed proposals shall be submitted to:\nAnn J. LaVoy, Clerk-Treasurer\nCity of Elm\n316 East Third Street\nElm, MI 48999', 'City of Elm, 316 East Third Street, Elm, MI 48999'],
    ['a block after "at the address below until <deadline>:", its ZIP on a line of its own', 'Sealed bids will be accepted at the address below until 2:00 PM, Thursday, January 9, 2031:\nPurchasing Department\nOne University Parkway\nPrairie Park, IL\n60999\nSpecifications will be posted.', 'Purchasing Department, One University Parkway, Prairie Park, IL 60999'],
    ['not a meeting\'s place printed after the deadline in a run-on sentence', 'PROPOSAL DUE DATE: August 14, 2031 at 2:00 pm Local Time MANDATORY PRE-PROPOSAL CONFERENCE: July 28, 2031 at 11:00 am at the School Board Office located at 48 Ridge Avenue in Pineview, Virginia.', null],
    ['a city with a capital inside its name, no ZIP', 'A Bid Closing and Public Opening will be held at 3:30 P.M. on Tuesday, September 30, 2031, at the Office of Central Purchasing, located at 176 Montgomery Circle, DeLand Springs, FL, or via teleconference.', 'Office of Central Purchasing, located at 176 Montgomery Circle, DeLand Springs, FL'],
    ['a street line then "in" its city and state', 'Proposals shall be received by May 1, 2031 no later than 5:00PM at the Pine County Library located at 212 S. Main Street in Elmton, Missouri.', 'Pine County Library located at 212 S. Main Street in Elmton, Missouri'],
    ['the later of two "to:" leads to the place', 'Sealed Bids are due by December 6, 2031 at 4:00 pm to: Inquiries and submissions to: Elm Selectboard, Town of Elm 567 Hunt Rd., Elm, VT 05999.', 'Elm Selectboard, Town of Elm 567 Hunt Rd., Elm, VT 05999'],
    ['a deadline set on lines of its own: the unfinished sentence before holds the place', 'Sealed bids will be received by the Purchasing Agent at the office of the Purchasing Agent, Town Hall, 61 Lake Road, Elmton, Connecticut, until\n\n11:00 a.m., Tuesday, April 11, 2031,\n\nat which time and place they will be publicly opened.', 'office of the Purchasing Agent, Town Hall, 61 Lake Road, Elmton, Connecticut'],
    ['not where documents are obtained', 'Bids will be received until 2:00 p.m. on May 1, 2026. Plans may be obtained from the Engineer, 12 Mill Street, Maplewood, VT 05001.', null],
  ];
  it.each(places)('submission address: %s', (_what, text, address) => {
    expect(bid(text)?.submissionAddress ?? null).toBe(address);
  });
});

describe('bids: solicitation type', () => {
  const rows: Array<[string, string]> = [
    ['NOTICE TO BIDDERS\nSealed proposals will be received', 'bid'],
    ['REQUEST FOR PROPOSALS\nAudit services', 'rfp'],
    ['REQUEST FOR QUOTATIONS\nRFQ No. 31-11', 'rfq'],
    ['REQUEST FOR INFORMATION\nRFI No. 7', 'rfi'],
    ['INVITATION TO BID\nITB No. 2031-08', 'itb'],
    ['REQUEST FOR STATEMENTS OF QUALIFICATIONS\nThe complete RFQ is available.', 'qualifications'],
    ['The City of Brookfield is requesting proposals for banking services.', 'rfp'],
  ];
  it.each(rows)('%j is %s', (text, type) => {
    expect(entityOf(text)?.solicitationType?.value).toBe(type);
  });
});

describe('bids: provenance', () => {
  it('every field points at the text it came from', () => {
    const text = 'CITY OF BROOKFIELD\nINVITATION TO BID\nBid No. 2031-17\nWINTER SAND AND GRIT\n\nSealed bids will be received by the City of Brookfield until 2:00 p.m. on Monday, March 23, 2026.';
    const e = entityOf(text)!;
    for (const f of [e.title!, e.agencyName!, e.bidNumber[0]]) {
      expect(text.slice(f.start, f.end).replace(/\s+/g, ' ')).toBe(f.value);
      expect(f.stated).toBe(true);
      expect(f.rule).toMatch(/^bids:/);
      expect(f.recognizer).not.toBe('');
    }
    const due = e.dueDate!;
    expect(text.slice(due.start, due.end)).toBe('2:00 p.m. on Monday, March 23, 2026');
    expect(due).toMatchObject({ text: '2:00 p.m. on Monday, March 23, 2026', rule: 'bids:due-date', stated: true });
    expect(due.value).toMatchObject({ year: 2026, month: 3, day: 23, hour: 14, minute: 0, standardized: '03/23/2026, 14:00:00' });
  });
});

describe('bids: wire shape (service.md §2.2)', () => {
  it('renders strings, with "" for what is absent', () => {
    const e = entityOf('INVITATION TO BID\nBid No. 2031-17\nWINTER SAND AND GRIT\n\nThe Town of Maplewood will receive sealed bids until 2:00 p.m. on Monday, March 23, 2026.')!;
    expect(bidToWire(e)).toEqual({
      bidNumber: ['2031-17'],
      title: 'WINTER SAND AND GRIT',
      agencyName: 'Town of Maplewood',
      agencyWebsite: '',
      dueDate: { rawDateText: '2:00 p.m. on Monday, March 23, 2026', standardized: '03/23/2026, 14:00:00' },
    });
  });

  it('an absent due date is two empty strings', () => {
    const e = entityOf('The Town of Maplewood is seeking bids for mowing.')!;
    expect(bidToWire(e).dueDate).toEqual({ rawDateText: '', standardized: '' });
  });
});

describe('bids: golden fixtures', () => {
  const notices = loadGold(fixturesDir(), 'bids');
  /** Fields each fixture must get right under the scorer's comparison. */
  const FIELDS = [...SEED_FIELDS.bids, 'openingDate.standardized', 'preBidMeeting.standardized', 'contactEmail', 'contactPhone', 'submissionAddress', 'solicitationType'];

  it.each(notices.map((n) => [n.id, n] as const))('%s', (_id, n) => {
    const got = flatten((toGold(extract(n.text, { domain: 'bids' }).entities)[0] ?? {}) as Record<string, unknown>);
    const gold = flatten(n.entities[0]);
    const norm = (field: string, v: unknown) => {
      if (v === null || v === undefined || v === '') return null;
      return Array.isArray(v) ? v.map((x) => normalizeValue(field, x)).sort() : normalizeValue(field, v);
    };
    for (const field of FIELDS) expect(norm(field, got[field]), field).toEqual(norm(field, gold[field]));
  });

  it('all-field macro F1 on the fixtures stays at or above 0.99', () => {
    expect(evaluate('bids', notices).macroF1()).toBeGreaterThanOrEqual(0.99);
  });
});

describe('bids: layouts of unseen notices', () => {
  it('a heading run into the text by a scrape gives its title', () => {
    const e = bid('VILLAGE OF ASHTON INVITATION TO BID Storm Drain Lining on Alder Street The Village of Ashton will receive sealed bids until 2:00 p.m. on June 3, 2031.');
    expect(e?.title).toBe('Storm Drain Lining on Alder Street');
  });
  it('a heading line of kind words then the title, with no dash', () => {
    expect(bid('REQUEST FOR PROPOSALS (RFP) 2031 TRAIL MAINTENANCE CONTRACT\nProposals are due by 3:00 p.m. on May 2, 2031.')?.title).toBe('2031 TRAIL MAINTENANCE CONTRACT');
  });
  it('a kind label before the title', () => {
    expect(bid('Invitation to Bid: Roadside Mowing\nThe Town of Ashton is requesting bids for mowing of town roadsides.')?.title).toBe('Roadside Mowing');
  });
  it('the project "known as" in prose, even when it opens with a year', () => {
    const e = bid('Sealed proposals will be received until 11:00 a.m. on May 2, 2031, for furnishing all labor and materials to complete the project known as 2031 Elm County Guardrail Repair Project, and opened then.');
    expect(e?.title).toBe('2031 Elm County Guardrail Repair Project');
  });
  it('the work named by its kind after "for the"', () => {
    const e = bid('Sealed bids will be received until 2:00 p.m. on June 3, 1916, for the erection of two school buildings, according to plans on file.');
    expect(e?.title).toBe('erection of two school buildings');
  });
  it('an item after "for:" and a lower-case title that names a body\'s goods', () => {
    expect(bid('The Board will receive sealed bids until 9:00 a.m. on May 15, 2031 at the office of the Auditor for: one 2032 Truck Chassis.')?.title).toBe('one 2032 Truck Chassis');
    expect(bid('The Board of Selectmen will be accepting sealed proposals for various Highway Department materials and services until May 1, 2031.')?.title).toBe('various Highway Department materials and services');
  });
  it('an agency after "for" is cut from the title', () => {
    expect(bid('Bids are now being accepted for a Hydrostatic Chip Spreader for the Pine County Highway Department until 10:00 a.m. on June 7, 2031.')?.title).toBe('Hydrostatic Chip Spreader');
  });
  it('the body an officer works for is the agency', () => {
    expect(bid('Sealed bids will be received at the office of the Tern County Clerk until 5:00 p.m. on November 23, 2031.')?.agencyName).toBe('Tern County');
    expect(bid('Sealed bids will be received by the said Board of Supervisors of Clay County, Mississippi, until 9:00 a.m. on March 17, 2031.')?.agencyName).toBe('Board of Supervisors of Clay County, Mississippi');
  });
  it('a school district abbreviation keeps its number; a name wraps onto the next line at its head noun', () => {
    expect(bid('Oak Valley ISD 212 is accepting sealed bids for bus fuel until 2:00 p.m. on May 1, 2031.')?.agencyName).toBe('Oak Valley ISD 212');
    expect(bid('Proposals will be received at the office of the\nBoard of Supervisors of Navarre\nCounty, Arizona, until noon on March 4, 2031.')?.agencyName).toBe('Board of Supervisors of Navarre County, Arizona');
  });
  it('the body bids are delivered to, and last a county named anywhere', () => {
    expect(bid('Bids are now being accepted for a chip spreader. Bids must be sealed and delivered to the Pine County Highway Department prior to 10:00 a.m. on June 7, 2031.')?.agencyName).toBe('Pine County Highway Department');
    expect(bid('Sealed bids for Janitorial Services for Shelby County will be received until December 21, 2031 at 2:00 p.m.')?.agencyName).toBe('Shelby County');
  });
  it('titles in prose of other shapes: "the following service of", "regarding", "paving bids", the sentence after a date line', () => {
    expect(bid('The Town Board will accept sealed bids for the following service of snowplowing and salting town roads until May 1, 2031.')?.title).toBe('snowplowing and salting town roads');
    expect(bid('Bids are due November 2, 2031, regarding snow removal at county-owned locations.')?.title).toBe('snow removal at county-owned locations');
    expect(bid('The Town of Ashton is now accepting paving bids. All sealed bids must be received at the Town Office by 4 PM Friday, April 16, 2031.')?.title).toBe('paving');
    expect(bid('ADVERTISEMENT FOR BIDS\nSealed bids will be received by Elm Parish until 2:00 p.m. on\nWEDNESDAY, AUGUST 20, 2031\nand then publicly opened and read aloud, for Parishwide Ditch Improvements including all labor.')?.title).toBe('Parishwide Ditch Improvements');
  });
  it('a title printed before the kind on a heading line', () => {
    expect(bid('Resource Management Plan Request for Proposals\n\nMillard County is accepting proposals from qualified consultants until May 1, 2031 at 5:00 p.m.')?.title).toBe('Resource Management Plan');
  });
  it('project codes after the title: in parentheses or after #', () => {
    expect(bid('Pine County will receive sealed bids for Hill Road Water Main Relocation (B31002). Bids are due by 3:00 PM on May 1, 2031.')?.bidNumber).toEqual(['B31002']);
  });
  it('a code printed only after the first printing of the title', () => {
    const text = 'Two (2) New Tandem Axle Dump Trucks #31822\nStatus\nAccepting Bids\nNotice is hereby given that sealed proposals will be received by the Board of Supervisors until 10:00 a.m. on May 1, 2031 for:\nTwo (2) New Tandem Axle Dump Trucks\nBid documents are available online.';
    const e = bid(text);
    expect([e?.title, e?.bidNumber]).toEqual(['Two (2) New Tandem Axle Dump Trucks', ['31822']]);
  });
  it('a street abbreviation inside a title in capitals, and a spelled count after it', () => {
    const e = bid('Sealed proposals will be received by Elm County until 2:00 PM on JULY 9, 2031, for all work described as follows: PROJECT NO. ST-3102 RESURFACING OF OAK HILL PKWY. FROM MILL ST. TO SR 12 NINETY (90) WORKING DAYS are allowed for the project.');
    expect(e?.title).toBe('RESURFACING OF OAK HILL PKWY. FROM MILL ST. TO SR 12');
  });
  it('a date on lines of its own after an unfinished "until"', () => {
    const e = bid('Sealed bids will be received by the Town of Ashton at Town Hall until\n\n11:00 a.m., Tuesday, April 11, 2031,\n\nat which time they will be opened.');
    expect(e?.dueDate?.standardized).toBe('04/11/2031, 11:00:00');
  });
  it('a state abbreviation before a ZIP code does not end the sentence', () => {
    const e = bid('Completed bids must be submitted to the Town Clerk, 4 Main Road, Ashton, MA. 01245 by 9:15am on Wednesday, March 6, 2031.');
    expect(e?.dueDate?.standardized).toBe('03/06/2031, 09:15:00');
  });
  it('bids opened "on or after" a time are opened then', () => {
    const e = bid('The City will receive sealed bid proposals and publicly read them aloud on or after 2:00 PM on May 9th, 2031, at City Hall.');
    expect(e?.dueDate?.standardized).toBe('05/09/2031, 14:00:00');
  });
});
