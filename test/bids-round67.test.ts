/**
 * Mechanisms from blind round 67 (bids in the forms of the dev corpus's sources: a Maine town's RFP page, a
 * Minnesota county highway advertisement, a Utah county's pickup bid, a 1916 Montana school district letting, a
 * Mississippi board of supervisors' notice; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 67', () => {
  const HIGHWAY = `ADVERTISEMENT FOR BIDS
Elm County Highway Department
SAP 031-611-004 and CP 031-26-01

Sealed bids will be received by the Elm County Board of Commissioners at the office of the County Engineer, 10 Main Street, Elmton, Minnesota 56000, until 10:00 A.M. on Tuesday, April 7, 2026, at which time they will be publicly opened and read, for the following work: Grading and Bituminous Surfacing on CSAH 3 from TH 9 to CSAH 12, a distance of 3.1 miles.`;

  it('reads road projects designated by their funding as bid numbers, and no title from their line', () => {
    const g = gold(HIGHWAY);
    expect(g.bidNumber).toEqual(['SAP 031-611-004', 'CP 031-26-01']);
    expect(g.title).toBe('Grading and Bituminous Surfacing on CSAH 3 from TH 9 to CSAH 12');
  });

  it("reads the work after 'for the following work:' up to its length", () => {
    expect(gold(HIGHWAY.replace(', a distance of 3.1 miles', '')).title).toBe('Grading and Bituminous Surfacing on CSAH 3 from TH 9 to CSAH 12');
  });

  const PAGE = (heading: string) => `${heading}

The Town of Elmfield is seeking proposals for Winter Road Maintenance (plowing and sanding of town roads) for the 2026-2029 seasons. Sealed proposals must be received at the Town Office, 1 Main Street, Elmfield, Maine 04000, no later than 4:00 PM on Friday, July 10, 2026.`;

  it("prefers the work the prose names to a page heading naming the solicitation ('... RFP')", () => {
    expect(gold(PAGE('Winter Road Maintenance RFP')).title).toBe('Winter Road Maintenance');
  });

  it('keeps such a heading when the prose names less than it does', () => {
    const text = PAGE('2026 Town Road Dust Control and Grading Bid').replace('proposals for Winter Road Maintenance (plowing and sanding of town roads) for the 2026-2029 seasons', 'proposals for a Federal-Aid project');
    expect(gold(text).title).toBe('2026 Town Road Dust Control and Grading Bid');
  });
});
