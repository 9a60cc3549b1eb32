/**
 * Mechanisms from blind round 23 (1916 lettings in OCR columns; texts written here, names and places invented): a
 * heading that names only a class of work gives way to the prose, two kinds of work sharing their object, a
 * township's kind printed in lower case, an opening "of said day".
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

interface BidGold { title: string | null; agencyName: string | null; openingDate: { rawDateText: string; standardized: string | null } | null }
const gold = (text: string) => toGold(extract(text, { domain: 'bids' }).entities)[0] as unknown as BidGold;

describe('bids: 1916 lettings', () => {
  it('takes the prose over a heading that names only a class of work', () => {
    expect(gold(`PROPOSALS FOR PAVING.
Sealed proposals will be received by the City Council of the City of Elmford, at the office of the City Clerk,
until 8 o'clock p. m., Monday, May 1, 1916, for paving Elm street from First street to Fifth street, with brick.`).title)
      .toBe('paving Elm street from First street to Fifth street');
    expect(gold(`NOTICE OF LETTING OF ROAD WORK.
The Township Board of Oak township will receive sealed bids for the gravelling of one mile of the Elm road.
Bids will be filed with the township clerk on or before Monday, March 20, 1916, at 1 o'clock P. M.`).title)
      .toBe('gravelling of one mile of the Elm road');
  });

  it('keeps a heading that names a project', () => {
    expect(gold(`ELM STREET PAVING
Sealed proposals will be received by the City of Elmford until 8 o'clock p. m., Monday, May 1, 1916, for paving Elm street.`).title)
      .toBe('ELM STREET PAVING');
  });

  it('reads the work after "furnishing all material and labor for" when two kinds of work share their object', () => {
    expect(gold(`Sealed proposals will be received at the office of the Clerk, Elmville, Ohio, until 12 o'clock noon, Saturday,
August 5, 1916, for furnishing all material and labor for the erection and completion of a two room addition to the
Union school building, in accordance with the plans.`).title).toBe('erection and completion of a two room addition to the Union school building');
  });

  it("reads a township's kind printed in lower case after its name as part of the body", () => {
    expect(gold(`Notice is hereby given that the Township Board of Oak township, Elm county, will receive sealed bids for the
gravelling of one mile of highway. Bids will be filed on or before Monday, March 20, 1916, at 1 o'clock P. M.`).agencyName)
      .toBe('Township Board of Oak township');
  });

  it('dates an opening "of said day" by the deadline', () => {
    const g = gold(`Sealed proposals will be received by the County Clerk of Elm county at the court house until 12 o'clock noon,
on Tuesday, October 10, 1916, for the construction of a steel bridge. Bids will be opened at 2 o'clock p. m. of said day.`);
    expect(g.openingDate).toEqual({ rawDateText: "2 o'clock p. m. of said day", standardized: '10/10/1916, 14:00:00' });
  });
});

describe('bids: 1916 lettings, round 30', () => {
  it('reads the work supplied after "for furnishing" when it opens with an amount, past an aside of quantity', () => {
    expect(gold(`PROPOSALS FOR COAL.
The Board of Directors of the Independent School District of Elm, Iowa, will receive sealed proposals until 7:30
o'clock p. m., Monday, September 4, 1916, for furnishing 150 tons, more or less, of lump coal for the school
buildings for the ensuing year, to be delivered in the bins as ordered.`).title).toBe('150 tons, more or less, of lump coal for the school buildings for the ensuing year');
  });

  it('keeps a date that bounds the term procured, and "et al." in a road\'s name', () => {
    expect(gold(`NOTICE OF LETTING CONTRACT FOR
COUNTY PRINTING.
Sealed proposals will be received by the Board of County Commissioners of Elm County, Oklahoma, until 10 o'clock
a. m., Monday, July 3, 1916, for the county printing and stationery for the fiscal year ending June 30, 1917, as per
schedule on file.`).title).toBe('county printing and stationery for the fiscal year ending June 30, 1917');
    expect(gold(`Sealed proposals will be received by the Board of Commissioners of Elm County until 10 o'clock a. m., Monday,
August 7, 1916, for the construction of the Jo A. Roe et al. gravel road in Oak township, as per plans.`).title)
      .toBe('construction of the Jo A. Roe et al. gravel road in Oak township');
  });

  it('reads the body and the place when "will, on DATE, at the hour ..., at the office ..., receive" splits the verb', () => {
    const g = gold(`Notice is hereby given that the Board of Commissioners of Elm County, Indiana, will, on Monday,
August 7, 1916, at the hour of 10 o'clock a. m., at the Auditor's office in the court house at Elmton, Indiana,
receive sealed proposals for the construction of the Oak gravel road.`) as unknown as Record<string, unknown>;
    expect(g.agencyName).toBe('Board of Commissioners of Elm County, Indiana');
    expect(g.submissionAddress).toBe("Auditor's office in the court house at Elmton, Indiana");
  });
});

describe('bids: 1916 lettings, round 34', () => {
  it('reads a letting set on its day: the body, the deadline and the place before "let to the lowest responsible bidder"', () => {
    const g = gold(`Notice is hereby given that the County Court of Elm County, Arkansas, will on the 12th day of October, 1916, at 10
o'clock a. m., at the court house in Elmton, let to the lowest responsible bidder the contract for the building of a
steel bridge across Oak river.`) as unknown as Record<string, unknown>;
    expect(g.agencyName).toBe('County Court of Elm County, Arkansas');
    expect((g.dueDate as { standardized: string }).standardized).toBe('10/12/1916, 10:00:00');
    expect(g.submissionAddress).toBe('court house in Elmton');
  });

  it('reads what the body is furnished with', () => {
    expect(gold(`Sealed bids will be received by the Board of County Commissioners of Elm County until 10 o'clock a. m., Monday,
April 3, 1916, for furnishing the county with 300 barrels of Portland cement, delivered at Elm Station.`).title).toBe('300 barrels of Portland cement');
  });
});
