import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findUrls } from '../src/recognizers/urls.js';
import { NoticeDocument } from '../src/text/document.js';
import { brokenAtEdge } from '../src/domains/bids/wrap.js';
import { runOnHeadSegments } from '../src/domains/bids/run-on-heading.js';

type Plain = Record<string, unknown>;
const bid = (text: string) => toGold(extract(text, { domain: 'bids' }).entities)[0] as Plain | undefined;

describe('bids: notices set all in capitals', () => {
  it('a prose title in capitals ends at the words that end one in lower case', () => {
    const text = 'NOTICE TO BIDDERS\n\nSEALED BIDS FOR WINTER ROCK SALT WILL BE RECEIVED BY THE TOWN OF ELMWOOD UNTIL 2:00 P.M. ON MAY 5, 2031 AT THE TOWN HALL.';
    expect(bid(text)?.title).toBe('WINTER ROCK SALT');
  });
  it('an item line in capitals ends before its description', () => {
    const text = 'THE BIRCHDALE SCHOOL DISTRICT WILL RECEIVE SEALED PROPOSALS UNTIL 10:00 A.M. ON JUNE 3, 2031 FOR THE FOLLOWING:\nSTUDENT MEAL DELIVERY SERVICE AS SPECIFIED IN THE REQUEST FOR PROPOSAL, INCLUDING ALL LABOR.';
    expect(bid(text)?.title).toBe('STUDENT MEAL DELIVERY SERVICE');
  });
  it('an office in capitals is not part of the body, and clause words in capitals end it', () => {
    const text = 'SEALED BIDS FOR A DUMP TRUCK WILL BE RECEIVED BY THE CLERK OF THE VILLAGE OF MAPLE FORGE UNTIL 2:00 P.M. ON MAY 5, 2031.';
    expect(bid(text)?.agencyName).toBe('VILLAGE OF MAPLE FORGE');
    const bond = 'SEALED BIDS FOR PAVING WILL BE RECEIVED UNTIL 2:00 P.M. ON MAY 5, 2031. A BOND PAYABLE TO THE TOWN OF ELMWOOD AS ASSURANCE THAT THE BIDDER WILL SIGN IS REQUIRED. THE TOWN OF ELMWOOD RESERVES THE RIGHT TO REJECT ANY BID.';
    expect(bid(bond)?.agencyName).toBe('TOWN OF ELMWOOD');
  });
  it('a state in capitals closes a board\'s formal name', () => {
    const text = 'SEALED BIDS WILL BE RECEIVED BY THE BOARD OF COMMISSIONERS OF PINE COUNTY, NORTH DAKOTA UNTIL 2:00 P.M. ON MAY 5, 2031 FOR GRAVEL.';
    expect(bid(text)?.agencyName).toBe('BOARD OF COMMISSIONERS OF PINE COUNTY, NORTH DAKOTA');
  });
  it('a bare domain in capitals is a web address; capitals without a common domain are not', () => {
    const urls = (t: string) => findUrls(new NoticeDocument(t)).map((u) => u.value);
    expect(urls('DOCUMENTS AT ELMWOODFIRE.ORG/BIDS OR THE TOWN HALL.')).toEqual(['ELMWOODFIRE.ORG/BIDS']);
    expect(urls('ACME SUPPLY N.A. AND CO.')).toEqual([]);
  });
  it('a web address is found in any case, with or without a scheme; a notice printing none of the marks has none', () => {
    const urls = (t: string) => findUrls(new NoticeDocument(t)).map((u) => u.value);
    expect(urls('Plans at HTTPS://Bids.Elmtown.Example/x or www.elm-bids.example and at elmtown.us.')).toEqual(['HTTPS://Bids.Elmtown.Example/x', 'www.elm-bids.example', 'elmtown.us']);
    expect(urls('Plans at the Town Hall, 12 Elm Street, Elmtown, until noon.')).toEqual([]);
  });
});

describe('bids: a narrow column', () => {
  const column = [
    'The Lakeside Fire District will',
    'receive sealed bids for the items',
    'below until 2:00 p.m. on May 5,',
    '2031 at the district office.',
  ].join('\n');
  it('a line is broken at the edge when the next word would not fit within the lines around it', () => {
    const doc = new NoticeDocument(column);
    expect(brokenAtEdge(doc, doc.norm.indexOf('\n'))).toBe(true);
    const short = new NoticeDocument('Owner: Town of Elm\nProject: Main Street Paving and Curb\nBids Due: May 5, 2031 at 2:00 p.m.');
    expect(brokenAtEdge(short, short.norm.indexOf('\n'))).toBe(false);
  });
  it('a labelled title broken over full lines goes on below, to the next label', () => {
    const text = 'INVITATION TO BID\n\nProject: Northside Reservoir Pump\nStation Rehabilitation\nBids Due: May 5, 2031 at 2:00 p.m.\n\nThe Lakeside Water District will\nreceive sealed bids at its office\nuntil the time stated above, and\nthen publicly open them.';
    expect(bid(text)?.title).toBe('Northside Reservoir Pump Station Rehabilitation');
  });
  it('a heading title broken at the edge goes on below, a split word joined', () => {
    const text = 'INVITATION TO BID\n\nHarbor Lane Footbridge Deck Re\nplacement\n\nThe Town of Birchwood, Ohio will\nbe accepting sealed bids for the\nreplacement of the deck until\n10:00 a.m. on May 25, 2031.';
    expect(bid(text)?.title).toBe('Harbor Lane Footbridge Deck Re placement');
  });
  it('an agency name broken at the edge goes on below; a time is no label', () => {
    const text = 'Sealed bids for roof repairs at\nthe community center will be\nreceived by the Board of Elm Vale\nHousing Commissioners until 2:00\np.m. on May 5, 2031 at its main\noffice, then publicly opened.';
    expect(bid(text)?.agencyName).toBe('Board of Elm Vale Housing Commissioners');
  });
  it('a bid number whose "#" a narrow column moved to the next line', () => {
    const text = 'The Town of Elmwood will receive\nsealed bids until 2:00 p.m. on May\n5, 2031. Submit each in a sealed\nenvelope marked Bid\n#31-077 - Crushed Gravel.';
    expect(bid(text)?.bidNumber).toEqual(['31-077']);
  });
  it('a heading read on below keeps the brackets it printed', () => {
    const text = 'INVITATION TO BID\n\nBirch Road Resurfacing and Curb\nRepair (Elm Street to Pine Street)\n\nThe Town of Birchwood, Ohio will\nbe accepting sealed bids for the\nresurfacing of Birch Road until\n10:00 a.m. on May 25, 2031.';
    expect(bid(text)?.title).toBe('Birch Road Resurfacing and Curb Repair (Elm Street to Pine Street)');
  });
  it('a weekday a narrow column split at its edge still opens the deadline', () => {
    const text = 'bids for the following to the City of\nElmwood, Colorado, will be received\nat the office of the Public Works\nDirector, Elmwood Civic Annex, 240\nWest Birch Circle, Elmwood, CO\n81999, until 3:00 p.m. on Wednesd\nay, May 14, 2031, at which time\nbids will be publicly opened and';
    expect(bid(text)?.dueDate).toEqual({ rawDateText: '3:00 p.m. on Wednesd ay, May 14, 2031', standardized: '05/14/2031, 15:00:00' });
  });
});

describe('bids: a heading block a scrape ran onto one line with the prose', () => {
  const segments = (line: string) => runOnHeadSegments(line, 0, [], []).map((s) => s.text);
  it('is cut back into its lines where the case changes, around kind words and after a place\'s state and ZIP', () => {
    expect(segments('CITY OF ELKMONT INVITATION TO BID Salt Shed Roof Repairs The City of Elkmont will receive sealed bids until May 5, 2031.'))
      .toEqual(['CITY OF ELKMONT', 'INVITATION TO BID', 'Salt Shed Roof Repairs']);
    expect(segments('TOWN OF ASHBY FALLS Ashby Falls, Vermont 05999 CULVERT REPLACEMENTS Sealed bids will be received until noon.'))
      .toEqual(['TOWN OF ASHBY FALLS', 'Ashby Falls, Vermont 05999', 'CULVERT REPLACEMENTS']);
  });
  it('an acronym in a title in title case stays in it; one kind word among others is no line', () => {
    expect(segments('ADVERTISEMENT FOR BIDS Replacement of HVAC Units, Pine Library Sealed bids will be received until noon.'))
      .toEqual(['ADVERTISEMENT FOR BIDS', 'Replacement of HVAC Units, Pine Library']);
    expect(segments('NOTICE TO GRAVEL CONTRACTORS Sealed bids for road gravel will be received until noon.')).toEqual([]);
  });
  it('is no heading block when the words go on as a sentence, open in title case, or are all capitals', () => {
    expect(segments('NOTICED IS HEREBY GIVEN that the Town of Elm will open bids on May 5, 2031.')).toEqual([]);
    expect(segments('ELECTRONIC BIDS for the project of the Elm Street Overlay will be received until noon.')).toEqual([]);
    expect(segments('Pine County Highway Department will receive sealed bids for gravel until noon.')).toEqual([]);
    expect(segments('INVITATION TO BID THE BOARD OF EDUCATION OF THE PINE VALLEY SCHOOL DISTRICT WILL RECEIVE BIDS.')).toEqual([]);
  });
  it('a title in title case ends at its noun of the work when the subject\'s name follows it', () => {
    const text = 'REQUEST FOR PROPOSALS RFP No. 31-200 Street Sweeping Services Elm Hollow Sanitation District is soliciting proposals from qualified firms. Proposals are due by 2:00 p.m. on May 5, 2031.';
    expect(segments(text)).toEqual(['REQUEST FOR PROPOSALS RFP', 'No. 31-200 Street Sweeping Services']);
    // Read in the notice, with its number: the title, and the subject read after the heading block.
    expect([bid(text)?.title, bid(text)?.agencyName]).toEqual(['Street Sweeping Services', 'Elm Hollow Sanitation District']);
  });
  it('a date goes on with the capitals that label it', () => {
    const line = 'PINE COUNTY, MN ROAD PROJECT BIDS CLOSE Tuesday, May 5, 2031 at 2:00 PM Sealed bids will be received until then.';
    const at = line.indexOf('Tuesday');
    expect(runOnHeadSegments(line, 0, [], [{ ns: at, ne: at + 38 }]).map((s) => s.text)).toEqual(['PINE COUNTY, MN', 'ROAD PROJECT BIDS CLOSE Tuesday, May 5, 2031 at 2:00 PM']);
  });
  it('an agency in capitals ends before the solicitation words run into it', () => {
    const text = 'PINE VALLEY INDEPENDENT SCHOOL DISTRICT REQUEST FOR PROPOSALS ROOF REPLACEMENT The District will receive sealed proposals until 2:00 p.m. on May 5, 2031.';
    expect(bid(text)?.agencyName).toBe('PINE VALLEY INDEPENDENT SCHOOL DISTRICT');
  });
  it('an agency in capitals ends where words in title case follow it', () => {
    const text = 'Sealed bids for roof repairs will be received until 2:00 p.m. on May 5, 2031. The Town reserves the right to reject any bid. TOWN OF ELM GLEN By: Jane Q. Roe, Town Clerk';
    expect(bid(text)?.agencyName).toBe('TOWN OF ELM GLEN');
  });
  it('the title is read from the lines as from a printed heading block', () => {
    const text = 'PINE HOLLOW TRANSIT AUTHORITY NOTICE OF REQUEST FOR PROPOSALS RFP #31-004 BUS SHELTER CLEANING SERVICES The Pine Hollow Transit Authority is requesting proposals from qualified firms for the cleaning of its bus shelters. Proposals are due by 2:00 p.m. on May 5, 2031.';
    expect(bid(text)?.title).toBe('BUS SHELTER CLEANING SERVICES');
    const numbered = 'BOARD OF PUBLIC WORKS INVITATION TO BID IFB #31-007 Harbor Park Pavilion Window Replacement The Board of Public Works will receive sealed bids until 2:00 p.m. on May 5, 2031.';
    expect(bid(numbered)?.title).toBe('Harbor Park Pavilion Window Replacement');
  });
});

describe('bids: a highway letting and bids received on line', () => {
  const letting = 'NOTICE TO CONTRACTORS\n\nPINE STATE TRANSPORTATION COMMISSION\n\nElectronic bids will be received by the Pine State Transportation Commission through the Bid Express online service until 1:00 p.m. on Friday, May 9, 2031, for the following project:\n\nCall No. C12, Job No. J4P2210\nRoute 7, Elm Hollow County\nBridge deck overlay over Cedar Creek\n\nThe Commission reserves the right to reject any or all bids.';
  it('reads every number of the call line, the work under the road and county line, and the online service as the place', () => {
    const e = bid(letting);
    expect(e?.bidNumber).toEqual(['C12', 'J4P2210']);
    expect(e?.title).toBe('Bridge deck overlay over Cedar Creek');
    expect(e?.submissionAddress).toBe('Bid Express online service');
    // "Call No." names a call of the letting, not whom to call.
    expect(e?.contactName).toBeNull();
  });
  it('a bidding word alone, or a body\'s own portal, is no named service', () => {
    const portal = bid('The Elm District will receive proposals submitted electronically through the District\'s bidding portal until 3:00 p.m. on July 9, 2031 for hauling services.');
    expect(portal?.submissionAddress).toBeNull();
  });
});

describe('bids: round 20 of written notices', () => {
  it('a capitalised aside of words closing a prose title is the title\'s; one holding a number is a reference', () => {
    expect(bid('The City of Elm Glen is requesting sealed bids for the 2032 Street Repair Program (Mill and Overlay). Bids are due by 2:00 p.m. on March 16, 2032.')?.title).toBe('2032 Street Repair Program (Mill and Overlay)');
    expect(bid('The City of Elm Glen is requesting sealed bids for the 2032 Street Repair Program (Bid # 32-11). Bids are due by 2:00 p.m. on March 16, 2032.')?.title).toBe('2032 Street Repair Program');
  });
  it('the item after "for the purchase of:" is the title, without the term after it', () => {
    expect(bid('Sealed bids will be received by the Town Clerk until 11:00 a.m. on May 5, 2032, for the purchase of: Highway Fuel (Gasoline and Diesel) for the period June 1, 2032 through May 31, 2033.')?.title).toBe('Highway Fuel (Gasoline and Diesel)');
  });
  it('a district\'s county and state after its name belong to the body', () => {
    expect(bid('NOTICE TO BIDDERS. Sealed proposals will be received by the Board of School Directors of the Elm Run School District, Birch County, Pennsylvania, until 7 o\'clock p. m., July 17, 1916, for the erection of a school.')?.agencyName).toBe('Board of School Directors of the Elm Run School District, Birch County, Pennsylvania');
  });
  it('an office in lower case after its body\'s name is the contact', () => {
    expect(bid('Bids are due by 4:00 p.m. on June 11, 2032 for fence construction. For a bid packet contact the District office at (307) 555-0121.')?.contactName).toBe('District office');
  });
});
