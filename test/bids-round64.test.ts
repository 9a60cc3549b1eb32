/**
 * Mechanisms from blind round 64 (bids in the forms of the dev corpus's sources: a housing authority's web posting,
 * a Washington city's call for bids, a school district's bus bid page, a Kansas county classified run onto one line,
 * a 1916 North Dakota letting; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 64', () => {
  it('does not take the department that will use the goods as the name of the work', () => {
    const g = gold('NOTICE TO BIDDERS Sealed bids will be received by the Board of Commissioners of Elm County, Kansas, until 10:00 a.m. on Monday, May 4, 2026, for the furnishing of one (1) new tandem dump truck for the Road and Bridge Department. The Board reserves the right to reject any and all bids.');
    expect(g.title).toBe('one (1) new tandem dump truck for the Road and Bridge Department');
  });

  it("reads a state printed as initials after an office's town ('Elmton, N. D.')", () => {
    const g = gold(`Sealed bids will be received by the board of county commissioners of Elm county at the office of the
county auditor in Elmton, N. D., up to 2 o'clock p. m. on Tuesday, the 6th day of June, 1916, for the construction
of a steel bridge.`);
    expect(g.submissionAddress).toBe('office of the county auditor in Elmton, N. D.');
  });

  const PAGE = `Snow Plow Truck Bid 2026

The Board of Education of the Elm Valley School District will receive sealed bids for the purchase of one (1) new single axle snow plow truck until 2:00 p.m. on Friday, October 9, 2026, at the District Office, 12 Elm Street, Elmton, OH 43999.`;

  it("prefers the work the text names to a page heading that names the solicitation ('... Bid 2026')", () => {
    expect(gold(PAGE).title).toBe('purchase of one (1) new single axle snow plow truck');
  });

  it('keeps a heading that names the work itself', () => {
    expect(gold(PAGE.replace('Snow Plow Truck Bid 2026', 'District Snow Plow Truck Replacement')).title).toBe('District Snow Plow Truck Replacement');
  });
});
