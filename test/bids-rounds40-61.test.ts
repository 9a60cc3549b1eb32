/**
 * Mechanisms from blind rounds 40, 42, 46, 49, 52, 55, 58 and 61 (round 40: 1916 bids notices in OCR columns of Texas,
 * Missouri, Minnesota, Illinois and Pennsylvania; round 42: modern notices of Rhode Island, New Jersey, Tennessee, Arizona
 * and Massachusetts; round 46: 1916 lettings of New York, Georgia, Kentucky, Washington and North Carolina; round 49:
 * modern notices of five states; rounds 52 and 58: 1916 lettings of ten more; rounds 55 and 61: modern forms of the wild
 * corpus's states; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { classify, extract, toGold } from '../src/index.js';

// The gold shape: it carries the place of submission, which the wire shape does not.
const bid = (text: string) => toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

const LETTING = `NOTICE OF LETTING OF BRIDGE WORK.
The County Court of Pine coun-
ty, Missouri, will let to the lowest re-
sponsible bidder, at the door of the
court house in Elmton, Missouri, on
Monday, May 5, 2031, at 2 o'clock
p. m., the contract for grading and
graveling three miles of the Elmton
and Oakdale road, beginning at the
north limits of Elmton. Plans may be
seen at the office of the County Highway Engineer.
By order of the County Court.
JO ROE, County Clerk.`;

describe('round 40', () => {
  it("reads the body that 'will let' the contract as the agency", () => {
    expect(bid(LETTING).agencyName).toBe('County Court of Pine coun- ty, Missouri');
  });

  it('reads no award to the lowest bidder into the place of letting', () => {
    expect(bid(LETTING).submissionAddress).toBe('door of the court house in Elmton, Missouri');
  });

  it('reads measured road work after a generic heading', () => {
    expect(bid(LETTING).title).toBe('grading and graveling three miles of the Elmton and Oakdale road');
  });

  const IMPROVEMENT = `NOTICE TO CONTRACTORS.
Public notice is hereby given that the
Board of Local Improvements of the
Village of Elmwood, Illinois, will
receive sealed proposals at the office
of said Board in the Village Hall, until
10 o'clock a. m., on the 2d day of June,
A. D. 2031, for the paving of Oak street
from First street to Fifth street with brick,
known as Special Assessment No.
57, and the plans on file in the office of the Board.`;

  it("reads an Illinois improvement's special assessment number as its number", () => {
    expect(bid(IMPROVEMENT).bidNumber).toEqual(['57']);
  });

  it('reads the building an office is in as part of the place', () => {
    expect(bid(IMPROVEMENT).submissionAddress).toBe('office of said Board in the Village Hall');
  });

  it("opens prose at 'Public notice is hereby given', not a title", () => {
    expect(bid(IMPROVEMENT).title).toBe('paving of Oak street from First street to Fifth street with brick');
  });

  it("takes 'TO BUILDERS.' as a heading addressed to bidders, not the work", () => {
    const b = bid(`TO BUILDERS.
Sealed proposals for the erection of a two-story brick school building will be received by the Board of School Directors of Elm Township until 7 o'clock p. m., May 9, 2031.`);
    expect(b.title).toBe('erection of a two-story brick school building');
  });
});

describe('round 42', () => {
  it("reads 'in public' as how bids are read, not where they go", () => {
    const b = bid(`NOTICE TO BIDDERS
Notice is hereby given that sealed bids will be received by the Mayor and Council of the Borough of Elm Park for the 2031 ROAD PROGRAM. Bids will be opened and read in public at the Borough Hall, 12 Oak Avenue, Elm Park, New Jersey 07000, on Tuesday, May 6, 2031 at 11:00 a.m. prevailing time.`);
    expect(b.submissionAddress).toBe('Borough Hall, 12 Oak Avenue, Elm Park, New Jersey 07000');
  });
});

describe('round 46 (1916 lettings in OCR columns)', () => {
  it('reads a street set in lower case after its name into the place of delivery', () => {
    const b = bid(`Sealed proposals for the construction of a school addition will be received by the Board of Education at the office of the Clerk of the Board, 14 Main street, until 7:30 o'clock p. m., Tuesday, October 10, 1916.`);
    expect(b.submissionAddress).toBe('office of the Clerk of the Board, 14 Main street');
  });

  it('reads the meeting bids are received at as the deadline, and a notice to printers as bids', () => {
    const text = `NOTICE TO PRINTERS.
The Board of County Commissioners of Elm County will receive bids at the meeting of the Board on Monday, October 16, 1916, at 12 o'clock noon, for the printing and binding of the county tax books.
JO ROE, Clerk to the Board.`;
    expect(bid(text).dueDate.standardized).toBe('10/16/1916, 12:00:00');
    expect(classify(text).domain).toBe('bids');
  });

  it('still reads a board meeting after the deadline as no deadline', () => {
    const b = bid('Sealed bids will be received until 2:00 p.m. on May 1, 2031. Bids will be considered at the meeting of the Board on May 12, 2031.');
    expect(b.dueDate.standardized).toBe('05/01/2031, 14:00:00');
  });

  it("reads a body's name whose head noun a column carried to the next line ('Union\\nFree School District')", () => {
    const b = bid(`Sealed proposals will be received
by the Board of Education of Union
Free School District No. 4, Town of
Elm, until 7:30 o'clock p. m., May 6, 2031.`);
    expect(b.agencyName).toBe('Board of Education of Union Free School District No. 4');
  });
});

describe('round 49 (modern notices of Oregon, Colorado, Texas, South Carolina and Indiana)', () => {
  const ADDENDUM = `ADDENDUM NO. 2 - NOTICE OF EXTENDED BID DATE
INVITATION FOR BIDS
IFB 31-018
SNOW REMOVAL EQUIPMENT - PLOW TRUCKS
The Board of County Commissioners of Elm County, Colorado, gives notice that the bid opening for IFB 31-018, originally scheduled for 2:00 p.m. on Thursday, February 27, 2031, has been postponed to 2:00 p.m. on Thursday, March 13, 2031. All other terms of the Invitation for Bids remain unchanged.
Bids shall be submitted electronically through the Elm Valley E-Purchasing System at www.elmbids.example.`;

  it('reads a postponed bid opening as the new deadline and the opening both', () => {
    const b = bid(ADDENDUM);
    expect(b.dueDate.standardized).toBe('03/13/2031, 14:00:00');
    expect(b.openingDate?.standardized).toBe('03/13/2031, 14:00:00');
  });

  it("reads the body that 'gives notice that', and an e-purchasing 'System' named with a capital as the place", () => {
    const b = bid(ADDENDUM);
    expect(b.agencyName).toBe('Board of County Commissioners of Elm County, Colorado');
    expect(b.submissionAddress).toBe('Elm Valley E-Purchasing System');
  });
});

describe('round 52 (1916 lettings of Michigan, Ohio, Kansas, Indiana and New Jersey in OCR columns)', () => {
  const DRAIN = `NOTICE OF LETTING OF DRAIN
CONTRACT.
Notice is hereby given that I, Jo Roe, County Drain Commissioner of the County of Elm, will, on Saturday, the
21st day of October, A. D. 1916, at the farm house of Al Poe, in the township of Oakland, in said county, at ten
o'clock in the forenoon of that day, proceed to receive bids for the construction of a certain drain known and
designated as "Poe Drain," located in the townships of Oakland and Elm.`;

  it("reads a letting 'on DATE, at PLACE, at HOUR, proceed to receive bids': deadline, place, the drain's name, and a bid notice", () => {
    const b = bid(DRAIN);
    expect(b.dueDate.standardized).toBe('10/21/1916, 10:00:00');
    expect(b.submissionAddress).toBe('farm house of Al Poe, in the township of Oakland, in said county');
    expect(b.title).toBe('Poe Drain');
    expect(classify(DRAIN).domain).toBe('bids');
  });

  it("reads the work named in prose after a heading of its kind ('GRAVEL ROAD CONTRACT'), and a court house in a town of 'N. J.'", () => {
    expect(bid(`NOTICE OF LETTING OF GRAVEL ROAD
CONTRACT.
The Board of Commissioners of Elm County will, up to 10 o'clock a. m. on Monday, October 2, 1916, receive sealed proposals for the construction of the Jo A. Roe et al. gravel road in Oak township.`).title).toBe('construction of the Jo A. Roe et al. gravel road in Oak township');
    expect(bid(`Sealed proposals will be received by the Board of Chosen Freeholders of the County of Elm, at the Court House, Elmton, N. J., on Wednesday, October 25, 1916, at 11 o'clock a. m., for the reconstruction of the Elm road.`).submissionAddress).toBe('Court House, Elmton, N. J.');
  });
});

describe("round 55 (modern forms of the wild corpus's states)", () => {
  it("reads a heading title before its period of supply, and no beneficiary after 'for the purchase of' as the title", () => {
    expect(bid(`TOWN OF ELM RIDGE
INVITATION TO BID #2031-06
FUEL OIL AND DIESEL FUEL SUPPLY, JULY 1, 2031 - JUNE 30, 2032
The Town of Elm Ridge will receive sealed bids for the supply of heating oil at the Office of the First Selectman, Town Hall, 100 Elm Street, Elm Ridge, CT 06000, until 2:00 P.M., Tuesday, April 29, 2031.`).title).toBe('FUEL OIL AND DIESEL FUEL SUPPLY');
    expect(bid('The Board of Supervisors of Elm County will receive sealed bids until the hour of 10:00 a.m. on Monday, May 5, 2031, at the office of the Chancery Clerk, for the purchase of one (1) new motor grader for Road District Two.').title).toBe('purchase of one (1) new motor grader for Road District Two');
  });

  it("reads the place a notice delivers to 'at the above address' where it printed the office with its building and street", () => {
    expect(bid(`Bid documents will be available at the Office of the Town Administrator, Town Hall, 10 Main Street, Elmton, MA 01000.
Sealed bids must be delivered to the Office of the Town Administrator at the above address no later than 10:00 AM on Thursday, May 8, 2031.`).submissionAddress).toBe('Office of the Town Administrator, Town Hall, 10 Main Street, Elmton, MA 01000');
  });
});

describe('round 58 (1916 lettings of Alabama, Louisiana, Tennessee, California and Utah in OCR columns)', () => {
  it("reads what is supplied after 'furnishing and delivering' and 'the furnishing of' an amount", () => {
    expect(bid('The Police Jury will receive sealed proposals on Wednesday, November 1, 1916, at 10 o\'clock a. m., for furnishing and delivering 2,000 cubic yards of gravel for the public roads of Ward Five, f. o. b. cars.').title).toBe('2,000 cubic yards of gravel for the public roads of Ward Five');
    expect(bid("Sealed bids will be received by the Board of County Commissioners of Elm County until 2 o'clock p. m., Tuesday, October 31, 1916, for the furnishing of 150 tons of lump coal for the county court house and jail, delivered in the bins.").title).toBe('150 tons of lump coal for the county court house and jail');
  });

  it("reads an office 'in the court house' of a town as one place", () => {
    expect(bid("The Board of Education of Elm County will receive bids until 2 o'clock p. m., Saturday, October 28, 1916, at the office of the County Superintendent, in the court house, Elmton, Tenn., for the erection of a school house.").submissionAddress).toBe('office of the County Superintendent, in the court house, Elmton, Tenn.');
  });
});

describe("round 61 (modern forms of the wild corpus's states)", () => {
  it("reads Illinois's motor fuel tax section printed without 'No.'", () => {
    expect(bid(`INVITATION TO BID
VILLAGE OF ELM CREST, ILLINOIS
2031 MOTOR FUEL TAX STREET MAINTENANCE PROGRAM
SECTION 31-00041-00-GM
Sealed proposals will be received by the Village of Elm Crest at the Village Hall, 12 Elm Avenue, Elm Crest, Illinois 60000, until 10:00 a.m. on Tuesday, May 6, 2031.`).bidNumber).toEqual(['31-00041-00-GM']);
  });

  it('reads a title line in capitals with a bracketed name inside it', () => {
    expect(bid(`Sealed bids will be received by the Elm Parish Police Jury, 118 South Court Street, Elmton, Louisiana 70000, until 2:00 P.M. local time on Thursday, May 15, 2031, for the following project:

PARISH ROAD 4-112 (OAK LANE) DRAINAGE IMPROVEMENTS
PROJECT NO. PJ-2031-07`).title).toBe('PARISH ROAD 4-112 (OAK LANE) DRAINAGE IMPROVEMENTS');
  });
});
