import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const title = (text: string) => (toGold(extract(text, { domain: 'bids' }).entities)[0] as { title?: string | null } | undefined)?.title ?? null;

describe('bids: titles of layouts met in unseen notices', () => {
  // [what the row shows, notice text, title]
  const rows: Array<[string, string, string]> = [
    ['the work on its own line after "bids for": "from all" and "maintained by the" stay, the next sentence ends it',
      'NOTICE IS HEREBY GIVEN that the Village of Elm Ridge will receive sealed bids for\nClearing of snow from all streets owned and maintained by the Village of Elm Ridge for the Winter Season\nSuch sealed bids must be filed with the Village Clerk by 11:00 AM on Tuesday, October 14, 2031.',
      'Clearing of snow from all streets owned and maintained by the Village of Elm Ridge for the Winter Season'],
    ['a narrow column that breaks a name before its verb does not end the title at the break',
      'Sealed bids for\nthe construction of the Elm\nStreet bridge will be received by the Town of Oak until 2:00 p.m. on May 5, 2031.',
      'construction of the Elm Street bridge'],
    ['"from qualified firms" still ends a title',
      'The Town of Birchfield is requesting proposals for engineering services from qualified firms. Proposals are due by 2:00 p.m. on May 5, 2031.',
      'engineering services'],
    ['a phase after a comma stays with the project\'s name',
      'Sealed bids will be accepted at the Office of the Pine Flat District until 10:00 a.m. on March 3rd, 2031, for the 300 East Pipeline Replacement Project, Phase 4, for Pine Flat District.',
      '300 East Pipeline Replacement Project, Phase 4'],
    ['a qualifier before the heading\'s solicitation words is part of the lead-in',
      'Project Bid Solicitation – Cedar Loop Trail, Lighting Installation\n\nThe Town of Oakvale will receive sealed bids until 10 a.m. on May 24, 2031.',
      'Cedar Loop Trail, Lighting Installation'],
    ['a reference to the specifications closing a heading title is cut',
      'INVITATION TO BID\nSEALED BIDS FOR CUSTODIAL SERVICES AS PER SPECIFICATIONS\nSealed bids for custodial services for Pine County will be received until December 2, 2031 at 2:00 p.m.',
      'CUSTODIAL SERVICES'],
    ['a verb of supply opening the title is not the title; what is supplied is',
      'Notice is hereby given that the Elm County Parks Board is inviting contractors to submit sealed bids for furnishing snow removal services for Larkspur Park, Elm, Wyoming. Bids are due by 5:00 p.m., Tuesday, May 11, 2031.',
      'snow removal services for Larkspur Park'],
    ['two verbs of supply joined by "and" are both not the title',
      'The Town of Elm will receive sealed bids for furnishing and installing playground equipment for Birch Park. Bids are due by 2:00 p.m. on May 5, 2031.',
      'playground equipment for Birch Park'],
    ['a body\'s possessive before the title is dropped',
      'Below is the current request for proposals for our branch library remodel project.\nResponses Due: May 1, 2031\nProposals shall be received by May 1, 2031 at the Birch County Library.',
      'branch library remodel project'],
    ['a heading line naming the bids ("FY31 Annual Road Bids") is the title',
      'FY31 Annual Road Bids\nThe Oakmere Board of Selectmen will be accepting sealed proposals for various road materials, as required by the Town of Oakmere. Bids will be accepted until 10:00AM on Tuesday, October 5, 2031.',
      'FY31 Annual Road Bids'],
    ['a page\'s listing number and "Call for Bid" open a heading line; the title follows them',
      '4021 Call for Bid for Fiber Splicing Labor\nELM PUD\nNOTICE OF CALL FOR BID 4021\nThe Elm Utility District is seeking sealed bids for fiber splicing. Bids are due by 2:00 p.m. on May 5, 2031.',
      'Fiber Splicing Labor'],
    ['a top line of the title, then its bid number\'s label and number',
      'Window Replacement at two schools, Bid Number 4-31000021\nThe Pine County Board of Education will receive bids for Window Replacement at two schools. Bids are due no later than 2:00 pm on March 20, 2031.',
      'Window Replacement at two schools'],
    ['short quoted labels stay in the title; "being known as" ends it',
      'Sealed bids will be received by the Board of Supervisors of Elm County until 10:30 am on the 6th day of December, 2031 and shortly thereafter publicly opened for the construction of 9.5 miles of OVERLAY on ROADS "B" - "F" being known as Project No. SAP-12(31)S in Elm County.',
      'construction of 9.5 miles of OVERLAY on ROADS "B" - "F"'],
    ['contracts counted before what they provide, and a reference to the documents after it',
      'NOTICE IS HEREBY GIVEN that the Pine Valley Joint Purchasing Board shall receive and open bids for four regional contracts to provide Tree Trimming and Chipping Services in the Invitations to Bid for all members of the Board. Bids are due by 10:00 a.m. on Friday, October 3, 2031.',
      'Tree Trimming and Chipping Services'],
    ['a count with a decimal in parentheses stays in the title',
      'Sealed proposals will be received by the county until 2:00 p.m. on June 2, 2031 for the construction of two and four-tenths (2.4) miles of paving between Elm and Oak, in Pine county.',
      'construction of two and four-tenths (2.4) miles of paving between Elm and Oak'],
    ['a subtitle after a colon that closes the sentence is part of the name',
      'Notice is hereby given that sealed bids will be received by the Undersigned for Bid No. 5120 - Elm High School: Band Room Risers. All bids must be received by 2:00 p.m. on Wednesday, October 15, 2031.',
      'Elm High School: Band Room Risers'],
    ['a colon before more prose ends the name',
      'Sealed bids will be received by the Town of Oak until 2:00 p.m. on May 5, 2031 for Janitorial Services: Bidders must attend the walk-through.',
      'Janitorial Services'],
    ['a listing\'s date and place before the title on its top line are not part of it',
      '9/14 - Birchton GA - Engineering Services\n The City of Birchton has released a Request for Proposals for engineering services related to its water plant. Proposals are due by 4:00 PM on Monday, September 14, 2031.',
      'Engineering Services'],
    ['goods named only by their class refer back ("the materials or supplies"); the work named earlier is the title',
      'Notice is hereby given that the Board of Supervisors of Elm County will accept bids until 10:00 a.m. on Friday, May 14, 2031, and award contracts to the lowest bidders for the purchase of road salt and culvert pipe. The Board suggests that all bids for the materials or supplies be submitted on the county form.',
      'purchase of road salt and culvert pipe'],
  ];
  it.each(rows)('%s', (_what, text, expected) => {
    expect(title(text)).toBe(expected);
  });

  it('a newspaper headline that calls for bids is not the title; the work in prose is', () => {
    const text = 'School District calls for bids\nPINE BLUFF — The Pine County School District Board of Trustees is calling for bids on reroofing Elm and Oak Elementary schools. Bids are due by 2 p.m. on September 7, 2031.';
    expect(title(text)).toBe('reroofing Elm and Oak Elementary schools');
  });
});

describe('bids: a deadline printed without its year', () => {
  const due = (text: string) => (toGold(extract(text, { domain: 'bids' }).entities)[0] as { dueDate?: unknown } | undefined)?.dueDate ?? null;
  // [what the row shows, notice text, dueDate]
  const rows: Array<[string, string, unknown]> = [
    ['a time, then the month and day: the text is kept, nothing is standardized',
      'Pine County is accepting bids for road graders. Bids are due by 1 p.m. Oct. 20 at the county office.',
      { rawDateText: '1 p.m. Oct. 20', standardized: null }],
    ['a weekday between, glued to the meridiem',
      'The district will accept bids until 2 p.m.Wednesday, Sept. 7. At that time, officials will open them.',
      { rawDateText: '2 p.m.Wednesday, Sept. 7', standardized: null }],
    ['a full date cued as well wins over the yearless one',
      'Bids due 2:00 pm, Oct 30. The Elm Commission will receive sealed bids until 2:00 p.m. on the 30th day of October, 2031.',
      { rawDateText: '2:00 p.m. on the 30th day of October, 2031', standardized: '10/30/2031, 14:00:00' }],
    ['any dated deadline that qualifies wins over a yearless one, even a less cued one',
      'Bids due 2:00 pm, Oct 30. Sealed bids will be received by the Elm Commission at its office on the 30th day of October, 2031.',
      { rawDateText: '30th day of October, 2031', standardized: '10/30/2031' }],
    ['a month and day followed by a year is a full date, read as one',
      'Bids are due by 1 p.m. Oct. 20, 2031 at the county office for a road grader.',
      { rawDateText: '1 p.m. Oct. 20, 2031', standardized: '10/20/2031, 13:00:00' }],
    ['a time followed by no month is no deadline of its own',
      'Pine County is accepting bids for road graders. Bids are due by 1 p.m. at the county office.',
      null],
  ];
  it.each(rows)('%s', (_what, text, expected) => {
    expect(due(text)).toEqual(expected);
  });
});

describe('bids: a project named "referred to as" with its road project number', () => {
  it('the quoted name is the title; the number after it is the bid number', () => {
    const text = 'Sealed bids will be received by the Elm County Clerk until June 12, 2031 at 10:15 a.m., for the construction of a box culvert.\nThe project is referred to as “Cedar South, C-9(114)” and shall include all labor and materials.';
    const e = toGold(extract(text, { domain: 'bids' }).entities)[0] as { title: string; bidNumber: string[] };
    expect([e.title, e.bidNumber]).toEqual(['Cedar South', ['C-9(114)']]);
  });
  it('a federal-aid number in parentheses after a title in capitals is the bid number', () => {
    const text = 'Sealed bids for the ELM CREEK BRIDGE REPLACEMENT, STP-31(177), will be received by the Pine County Board until 2:00 p.m. on May 5, 2031.';
    const e = toGold(extract(text, { domain: 'bids' }).entities)[0] as { title: string; bidNumber: string[] };
    expect([e.title, e.bidNumber]).toEqual(['ELM CREEK BRIDGE REPLACEMENT', ['STP-31(177)']]);
  });
});

describe('bids: headings a scrape or a scan spoiled', () => {
  it('a title in title case glued to the first sentence', () => {
    const text = 'Alley Paving and Drainage Replacement The City of Fernvale is accepting bids for the paving of alleys. Bids are due by 4:30 PM on August 28, 2031.';
    expect(title(text)).toBe('Alley Paving and Drainage Replacement');
  });
  it('a glued run that names no procured thing is not read as a title', () => {
    const text = 'Public Notice Fernvale The City of Fernvale is accepting bids for the paving of alleys. Bids are due by 4:30 PM on August 28, 2031.';
    expect(title(text)).toBe('paving of alleys');
  });
  it('a name in quotation marks is whole, a body\'s word inside it too', () => {
    const text = 'The Village of Elm Bay hereby invites sealed bids on the “SNOW PLOWING and SALTING of Village Streets and Harbor Park” contract. Bids will be received until 12:00 noon on August 28, 2031.';
    expect(title(text)).toBe('SNOW PLOWING and SALTING of Village Streets and Harbor Park');
  });
  it('the first item the specifications include, only when nothing else names the work', () => {
    const letting = 'Specifications include, but are not limited to: PAVING ASH HOLLOW ROAD. Sealed proposals will be received by the State Department of Roads until 10 A.M. June 10, 2031.';
    expect(title(letting)).toBe('PAVING ASH HOLLOW ROAD');
    const named = 'Sealed bids for the Birch Lane Culvert Replacement will be received by the Town of Elm until 2:00 p.m. on May 5, 2031. The work includes, but is not limited to: clearing and grubbing, excavation.';
    expect(title(named)).toBe('Birch Lane Culvert Replacement');
  });
  it('letter-spaced print read as single letters gives way to the title in prose', () => {
    const text = 'INVITATION FOR BIDS S K A T E P A R K Bids due 3:00 pm, May 12 The PINE PARK DISTRICT will receive sealed Bids for RAMP 2 SKATE PARK REPAIRS. WEST SIDE AREA, until 3:00 p.m. on the 12th day of May, 1987.';
    expect(title(text)).toBe('RAMP 2 SKATE PARK REPAIRS');
  });
});

describe('bids: "call for bid" is no contact lead', () => {
  it('a heading "NOTICE OF CALL FOR BID" gives no contact named "FOR BID"', () => {
    const text = 'NOTICE OF CALL FOR BID 4178\nThe Elm Utility District is seeking sealed bids for meter reading. Bids are due by 2:00 p.m. on May 5, 2031.';
    const e = toGold(extract(text, { domain: 'bids' }).entities)[0] as { contactName: string | null };
    expect(e.contactName).toBeNull();
  });
});
