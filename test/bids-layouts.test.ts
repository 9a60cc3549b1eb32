import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findTimes } from '../src/recognizers/dates.js';
import { NoticeDocument } from '../src/text/document.js';

type Plain = Record<string, unknown> & { dueDate?: { rawDateText: string; standardized: string | null } | null };

const bid = (text: string) => toGold(extract(text, { domain: 'bids' }).entities)[0] as Plain | undefined;

describe('bids: deadlines in older print, run-together scrapes and schedules', () => {
  // [what the row shows, notice text, rawDateText, standardized]
  const rows: Array<[string, string, string, string]> = [
    ['noon printed as "12 M", the cue split by a line break',
      'Proposals will be received at the office of the\nBoard of Supervisors of Pine\nCounty, Arizona, un\ntil 12 M, on March 4, 2031. for furnishing a road grader.',
      '12 M, on March 4, 2031', '03/04/2031, 12:00:00'],
    ['labels run together: the questions date gives way to the due date labelled after it',
      'SOLICITATION FOR:RFP # 31-12 Tree ServicesRELEASE DATE: 2/1/2031QUESTIONS DUE: 2/10/2031 by 12PM ESTDUE DATE AND TIME: 2/20/2031 by 2PM\nIssued by the Town of Elmhurst.',
      '2/20/2031 by 2PM', '02/20/2031, 14:00:00'],
    ['a bulleted schedule: the date, a dash, the event and its time',
      'The Bayside Housing Authority is requesting bids.\n\nSCHEDULE\n  • May 19, 2031 - RFI\'s Deadline\n  • June 2, 2031 - Bids are due by 2:00 p.m.\n',
      'June 2, 2031 - Bids are due by 2:00 p.m.', '06/02/2031, 14:00:00'],
    ['a place between the deadline\'s time and its date on a line of its own',
      'Sealed bids will be received by the Pine Parish Government, up to the hour of 2:00 o\'clock p.m. CDST 118 S. Court Street, Westhaven, Louisiana, 70999 on\nWEDNESDAY, AUGUST 21, 2031\nand then publicly opened.',
      '2:00 o\'clock p.m. CDST 118 S. Court Street, Westhaven, Louisiana, 70999 on WEDNESDAY, AUGUST 21, 2031', '08/21/2031, 14:00:00'],
    ['a time whose minutes print dropped ("10: a.m.")',
      'Sealed bids for a hangar will be received by the Police Jury until 10: a.m. Tuesday, April 1, 2031 and then publicly opened.',
      '10: a.m. Tuesday, April 1, 2031', '04/01/2031, 10:00:00'],
    ['"shall receive all bids by" is the deadline, not the later award meeting',
      'Sealed bids will be publicly opened by the Board of Supervisors at their regular meeting to be held at 7 PM on Tuesday, April 1, 2031. Bid awards shall take place at the regular meeting of the Elm Township Board of Supervisors to be held at 7 PM on Tuesday, April 15, 2031. The Township Manager shall receive all bids by 3 PM, Tuesday, April 1, 2031.',
      '3 PM, Tuesday, April 1, 2031', '04/01/2031, 15:00:00'],
    ['an extended due date printed bare, then again with its time: the time is kept',
      'The bid due date has been extended to Thursday, January 9, 2031.\nFirst published Friday, November 29, 2030\nSealed bids will be accepted at the address below until 2:00 PM, Thursday, January 9, 2031:\nPurchasing Department',
      '2:00 PM, Thursday, January 9, 2031', '01/09/2031, 14:00:00'],
    ['bids accepted "through" a date are due then',
      'The Town of Elm will accept sealed bids through May 15, 2031 at 2:00 p.m. at the Town Hall.',
      'May 15, 2031 at 2:00 p.m.', '05/15/2031, 14:00:00'],
  ];
  it.each(rows)('%s', (_what, text, raw, standardized) => {
    expect(bid(text)?.dueDate).toEqual({ rawDateText: raw, standardized });
  });

  it('"12 m" in lower case is a length, not noon', () => {
    expect(findTimes(new NoticeDocument('a culvert 12 m long and 2 m wide'))).toEqual([]);
    expect(findTimes(new NoticeDocument('until 12 o\'clock M. on June 1'))[0]?.value).toEqual({ hour: 12, minute: 0, meridiemKnown: true });
  });
});

describe('bids: titles that name nothing', () => {
  it.each([
    'All contractors submitting bids on project(s) must include a bond. Bids are due by 2:00 PM on May 1, 2031.',
    'Sealed bids for the purchase of said equipment will be received until 10:00 AM on August 6, 2031.',
  ])('%s', (text) => {
    expect(bid(text)?.title ?? null).toBeNull();
  });
});

describe('bids: titles', () => {
  // [what the row shows, notice text, title]
  const rows: Array<[string, string, string]> = [
    ['the subject of "will be received" runs to its comma, through "under" and "at the"',
      'NOTICE TO CONTRACTORS.\nSealed proposals for the construction of a culvert under the road at the crossing of Mill and S. Front streets, will be received until 5 o\'clock P. M. May 6, 2031, by the Town Council of Cedarvale.',
      'construction of a culvert under the road at the crossing of Mill and S. Front streets'],
    ['a place after "in" stays in a prose title',
      'Sealed bids will be received until 2 o\'clock p. m., on June 3, 2031, at the office of the clerk, for the construction of a school building in District No. 48, according to the plans.',
      'construction of a school building in District No. 48'],
    ['a heading line left open by "for" goes on below',
      'REQUEST FOR PROPOSALS\n\nLibrary Programmer Services for\nPine Public Library Expansion Project\n\nResponses due\nJune 30, 2031\n',
      'Library Programmer Services for Pine Public Library Expansion Project'],
    ['a state line and a street line are no titles',
      'MINNESOTA\n\n402 West Fifth Street\n\nAdvertisement for Bids\n\n2031 Fog Seal Project\n\nNotice is hereby given that sealed bids will be received by the City of Elm Lake until 9:00 a.m., Tuesday, May 2, 2031.',
      '2031 Fog Seal Project'],
    ['a heading title printed over two lines, the noun of the work on the second',
      'ADVERTISEMENT FOR BIDS\n\nCity of Elm Lake\n\nW. Oak Street & Pine Avenue Parking Lot\n\nReconstruction Project\n\nCity Project Number: 3107\n\nThe City of Elm Lake will accept sealed bids until 3:00 PM, April 2, 2031.',
      'W. Oak Street & Pine Avenue Parking Lot Reconstruction Project'],
    ['a heading title that ends in its noun takes no second line',
      'INVITATION TO BID\n\nRoad Salt Supply\n\nSand Hauling Services\n\nThe Town of Elm will receive sealed bids until 2:00 PM, May 1, 2031.',
      'Road Salt Supply'],
    ['"construction work on the ... project": the work\'s object, in any case',
      'The Board of Trustees of Pine State University hereby requests sealed bids for construction work on the North Farm manure handling improvements project.\nBids will be received up to the hour of 2:00 PM on Tuesday, May 20, 2031.',
      'North Farm manure handling improvements'],
    ['"the purchase of said equipment" takes the phrase it points back to',
      'Unpriced proposals will be accepted until 10:00 AM on Monday, August 4, 2031 at the office of the Board. Road graders and related equipment for use by Pine County. Sealed bids for the purchase of said equipment will be received until 10:00 AM on August 6, 2031.',
      'Road graders and related equipment'],
    ['"for" after a run-in heading opens the title',
      'Fire Department RFP: REQUEST FOR PROPOSAL FOR ELM FIRE STATION PAINTING Town of Elm   The Town of Elm is soliciting proposals. Proposals are due by December 6, 2031 at 4:00 pm.',
      'ELM FIRE STATION PAINTING'],
    ['an item after "for:" keeps an initial\'s period and ends before "will be received"',
      'NOTICE is hereby given that sealed bids for:  Improvements for State Highway U.S. Route 30 and Elm Road will be received by the Township Clerk on Tuesday, October 23, 2031 at 11 a.m.',
      'Improvements for State Highway U.S. Route 30 and Elm Road'],
    ['a capitalised name with a list of items closed by "&"',
      'Sealed bids will be received by the Board of Elm County Commissioners UNTIL Thursday, February 26, 2031, at 10:00 a.m. for the 2031 Unit Prices Crack Sealant, Chip Seal & Aggregate, for Elm County, pursuant to the bid specifications.',
      '2031 Unit Prices Crack Sealant, Chip Seal & Aggregate'],
    ['commas after a capitalised name with no closing "&" end it',
      'Sealed bids will be received until 10:00 a.m. on May 1, 2031 for the Elm Street Resurfacing, Pine County, Ohio.',
      'Elm Street Resurfacing'],
    ['a prose title ends before "including"',
      'Bids are due November 2, 2031, regarding snow plowing and salt application at county-owned lots including the Pine County Courthouse, the old jail entrances, and various sidewalks.',
      'snow plowing and salt application at county-owned lots'],
    ['a prose title ends before a bare "be"',
      'The Board would suggest that all bids for the materials or supplies be submitted on the pre-printed bid form sheet. Bids will be accepted until 10:00 a.m. on Friday, May 14, 2031.',
      'materials or supplies'],
    ['a labelled title whose last word a page break left on a line of its own',
      'REQUEST FOR PROPOSAL (RFP)\n\nISSUE DATE: January 10, 2031 RFP 31-07\n\nTITLE: Architectural Services, New Elementary\n\n\nSchool\n\nISSUED BY: Pine County Public Schools\n',
      'Architectural Services, New Elementary School'],
    ['a labelled title ending in the noun of the work takes no word from below',
      'Project Name: Street Tree Planting Services\n\nTranscription\n\nProposals are due by 2:00 PM on May 1, 2031.',
      'Street Tree Planting Services'],
    ['a run-in title in capitals ends at a capitals label run into it, not words before the label',
      'REQUEST FOR PROPOSALS (RFP) DESIGN-BUILD OF NEW MIDDLE SCHOOL DATE: July 14, 2031 PROPOSAL DUE DATE: August 14, 2031 at 2:00 pm',
      'DESIGN-BUILD OF NEW MIDDLE SCHOOL'],
    ['a title holds no time',
      'The Town of Elm is accepting bids on Tuesday, October 20, 2031, for the following:\nScreened Sand at 10:00 AM\nStone & Gravel at 11:00 AM\n',
      'Screened Sand'],
    ['a phrase cut before a quote takes the quoted name',
      'ELECTRONIC BIDS for the project of the “Pine Parish Street Maintenance Contract” will be received by the Pine Parish Government until 2:00 P.M. on October 30, 2031.',
      'Pine Parish Street Maintenance Contract'],
    ['"NOTICE IS HEREBY GIVEN" in capitals opens the prose, not a heading',
      'NOTICE TO BIDDERS\nNOTICE IS HEREBY GIVEN THAT SEALED BIDS FOR THE RECONSTRUCTION OF THE ELM CREEK DRAIN, 4,250 FEET IN LENGTH WILL BE OPENED ON JUNE 10, 2031 AT 12:00 P.M.',
      'RECONSTRUCTION OF THE ELM CREEK DRAIN'],
    ['"for furnishing" before a capitalised name',
      'NOTICE is hereby given that the Board of Supervisors of Pine County will at 9:00 A.M. on February 6, 2031 receive sealed bids for furnishing Spiral Metal Culvert in all sizes.',
      'Spiral Metal Culvert'],
    ['a comma inside a number does not end the title',
      'The Town of Elm is accepting bids for approximately 1,500 yards of winter sand, to be delivered to the Town Garage by 3:00 P.M. on Monday, April 7, 2031.',
      'approximately 1,500 yards of winter sand'],
    ['a count in parentheses stays in the title',
      'The Board of Commissioners of Pine County will receive sealed bids for the purchase of (0-1) 2031 Chip Spreader. Bids will be received until 9:30 a.m. on November 12, 2031.',
      'purchase of (0-1) 2031 Chip Spreader'],
    ['a short head opens a list that runs to its "and"',
      'Separate sealed bids for street, sanitary sewer and storm drainage improvements, including paving, will be received by the City of Elm until 2:00 p.m., July 17, 2031.',
      'street, sanitary sewer and storm drainage improvements'],
    // "from all roads" names where the work is done, not who may bid ("from all interested firms"): it stays.
    ['one capitalised word opening a lower-case phrase',
      'NOTICE IS HEREBY GIVEN that the Village of Elm will receive sealed bids for\nGritting and clearing of ice from all roads of the Village until 11:00 AM on Tuesday, October 26, 2031.',
      'Gritting and clearing of ice from all roads of the Village'],
    ['"TITLE:" labels the title',
      'REQUEST FOR PROPOSAL (RFP)\n\nTITLE: Architectural Services for the Elm Library\n\nProposals are due by 2:00 p.m. on May 1, 2031.',
      'Architectural Services for the Elm Library'],
    ['a heading line of kind words only gives way to the title below the number',
      'PUBLIC IMPROVEMENT PROJECT\n\nINVITATION TO BID # 31-0037\n\nElm High School – Team Room Building\n\nSealed bids will be received by the Elm School District until 2:00 p.m. on May 1, 2031.',
      'Elm High School – Team Room Building'],
    ['"Invitation for Construction Bid:" labels the title',
      'Elm State University\nInvitation for Construction Bid: Water And Hydronic Upgrades\nSealed bids will be accepted until 2:00 PM, Thursday, January 10, 2031.',
      'Water And Hydronic Upgrades'],
    ['a duration after "bids for" names nothing; a run-in heading in capitals ends where mixed case begins',
      'INVITATION TO BID CULVERT PIPE MATERIAL By the order of the Board of Commissioners of Pine County, sealed bids will be received until 9:00 a.m., June 1, 2031. The Board may extend the opening of bids for a period of not to exceed five days.',
      'CULVERT PIPE MATERIAL'],
    ['after a verb of supply, what is supplied',
      'NOTICE TO GRAVEL CONTRACTORS Sealed bids will be received at the office of the Pine County Clerk until 5:00 p.m. on Monday, November 23, 2031. Bids will be opened on Tuesday, November 24, 2031 for furnishing and/or placing road gravel in the following approximate amounts.',
      'road gravel'],
    ['a soliciting clause under a heading is prose, not a run-in title',
      'NOTICE TO BIDDERS\nThe City of Elm is accepting sealed bids for the purchase of one (1) new 2031 tandem axle dump truck. Bids are due May 1, 2031 at 2:00 p.m.',
      'purchase of one (1) new 2031 tandem axle dump truck'],
    ['what bids are for, in lower case after the body',
      'NOTICE\nBids are invited by the Town of Elm for snow plowing of town roads. Bids will be available for public inspection for a short time. Bids are due by 2:00 p.m. on May 1, 2031.',
      'snow plowing of town roads'],
  ];
  it.each(rows)('%s', (_what, text, title) => {
    expect(bid(text)?.title).toBe(title);
  });
});

describe('bids: agency', () => {
  // [what the row shows, notice text, agencyName]
  const rows: Array<[string, string, string]> = [
    ['a heading ran into the clause: the body right before the verb',
      'Fire Department RFP: REQUEST FOR PROPOSAL FOR FIRE STATION PAINTING The Town of Elm, Vermont, (“Town”) is soliciting proposals from qualified painters until 2:00 p.m. on May 1, 2031.',
      'Town of Elm'],
    ['an article inside a name does not start a new subject',
      'The Housing Authority of the Town of Elm Falls will receive sealed bids until 2:00 p.m. on May 1, 2031.',
      'Housing Authority of the Town of Elm Falls'],
    ['two words glued by a scrape end the name',
      'ISSUED BY:Town of ElmhurstProcurement Office\nSealed bids are due 4/20/2031 by 2PM.',
      'Town of Elmhurst'],
    ['what follows "for" is the work, not the body',
      'Separate sealed proposals will be received by the Pine County Board of School Trustees for the Renovation of the Elm Elementary School, until 5:00 p.m. July 21, 2031.',
      'Pine County Board of School Trustees'],
    ['"invites the submission of" names the subject',
      'The Village of Elm Harbor, County of Pine, hereby invites the submission of sealed bids on the snow plowing contract until 12:00 noon on August 28, 2031.\nBy Order of the Board of Trustees',
      'Village of Elm Harbor'],
    ['"received until ..., by the X", with the state broken over two lines',
      'Sealed proposals for a pier will be received until 5 o\'clock P. M. October 2, 2031,\nby the City Council of Cedarvale, Ore\ngon. For plans call at the store.',
      'City Council of Cedarvale, Ore gon'],
    ['the buying office after a body: the body',
      'The Pine County Purchasing Department will be accepting sealed bids for cleaning services until 1:30 PM, Thursday, May 8, 2031.',
      'Pine County'],
    ['"By the order of" names the body',
      'INVITATION TO BID CULVERT PIPE By the order of the Board of County Commissioners of Pine County, North Dakota, I hereby give notice that sealed bids will be received at the office of the County Director of Finance until 9:00 a.m., June 1, 2031.',
      'Board of County Commissioners of Pine County, North Dakota'],
    ['a slash between two bodies ends the name',
      'Plans are on file in the office of the Pine County Drainage Board / Surveyor’s Office. Sealed bids will be opened on June 1, 2031.',
      'Pine County Drainage Board'],
    ['a signature line: the body is a comma piece after the officer',
      'NOTICE TO BIDDERS\n\nSealed bids for road gravel will be received until 10:00 a.m. on May 1, 2031.\n\nJOHN DOE, President, Board of Supervisors of Pine County',
      'Board of Supervisors of Pine County'],
    ['a school district with its bare number',
      'NOTICE TO BIDDERS\n\nSealed bids for road gravel will be received until 10:00 a.m. on May 1, 2031.\n\nBy: John Doe, Clerk\nBoard of Education\nElm Valley ISD 212',
      'Elm Valley ISD 212'],
  ];
  it.each(rows)('%s', (_what, text, agency) => {
    expect(bid(text)?.agencyName).toBe(agency);
  });
});

describe('bids: numbers', () => {
  // [what the row shows, notice text, bidNumber]
  const rows: Array<[string, string, string[]]> = [
    ['several numbers under one label, each of the same shape',
      'Sealed bids for Project Nos. 2031-01, 2031-02 and 2031-03 will be received by Pine County until 10:00 a.m. on May 1, 2031.',
      ['2031-01', '2031-02', '2031-03']],
    ['a prefix repeated with each number',
      'Sealed bids for State Aid Projects No. SAP 031-615-012 and SAP 031-070-003 will be received by Pine County until 10:00 a.m. on May 1, 2031.',
      ['SAP 031-615-012', 'SAP 031-070-003']],
    ['a following number of another shape is not listed',
      'Sealed bids for Bid No. 5, 2031 Road Salt, will be received by the Town of Elm until 2:00 p.m. on May 1, 2031.',
      ['5']],
  ];
  it.each(rows)('%s', (_what, text, numbers) => {
    expect(bid(text)?.bidNumber).toEqual(numbers);
  });
});

describe('bids: a heading\'s solicitation lead-in is not part of the title', () => {
  const tail = '\n\nThe Town of Elm will receive sealed bids until 2:00 p.m. on May 1, 2031 at the Town Hall.';
  // [heading, title]
  const rows: Array<[string, string]> = [
    ['NOTICE OF INVITATION TO BID FOR SNOW REMOVAL AND SANDING CONTRACT', 'SNOW REMOVAL AND SANDING CONTRACT'],
    ['BIDS ACCEPTED FOR PAVING OF ELM STREET', 'PAVING OF ELM STREET'],
    ['INVITATION FOR BIDS FOR ROAD SALT', 'ROAD SALT'],
    ['REQUEST FOR PROPOSALS FOR AUDIT SERVICES', 'AUDIT SERVICES'],
    ['SEALED BIDS WANTED FOR TWO DUMP TRUCKS', 'TWO DUMP TRUCKS'],
    ['Call for Bids: Fire Station Roof', 'Fire Station Roof'],
    ['LEGAL NOTICE\nTown of Elm\nBid Notice: Gravel Hauling', 'Gravel Hauling'],
    ['PUBLIC WORKS GARAGE ROOF\nINVITATION TO BID', 'PUBLIC WORKS GARAGE ROOF'],
  ];
  it.each(rows)('%s', (heading, title) => {
    expect(bid(heading + tail)?.title).toBe(title);
  });
});
