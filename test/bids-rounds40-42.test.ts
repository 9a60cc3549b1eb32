/**
 * Mechanisms from blind rounds 40 and 42 (round 40: 1916 bids notices in OCR columns of Texas, Missouri, Minnesota, Illinois and
 * Pennsylvania; round 42: modern notices of Rhode Island, New Jersey, Tennessee, Arizona and Massachusetts; texts written
 * here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

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
    expect(bid(LETTING).agencyName).toBe('County Court of Pine county, Missouri');
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
