/**
 * Mechanisms from blind round 75 (bids in the modern classified forms of the dev corpus's sources: a Wisconsin village,
 * a New Jersey township, an Arizona school district IFB, an Idaho county call for bids, a West Virginia public service
 * district RFP; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 75', () => {
  it('reads the services the firms invited are to provide as the title, before an envelope marking', () => {
    const text = `REQUEST FOR PROPOSALS\n\nThe Elm Public Service District is requesting proposals from qualified engineering firms to provide professional engineering services for a water tank replacement project.\n\nProposals shall be submitted in a sealed envelope marked "Engineering Services - Tank" and delivered to the District office at 8 Depot Street, Elmton, West Virginia 24000, no later than 2:00 p.m. on Friday, June 6, 2031.`;
    expect(gold(text).title).toBe('professional engineering services for a water tank replacement project');
  });

  it("reads what bids are for after a long body's name", () => {
    const text = `CALL FOR BIDS\n\nSealed bids will be received by the Board of County Commissioners of Elm Ridge County, Idaho, for one (1) new tandem axle dump truck, until 5:00 p.m. MT on Friday, May 2, 2031, at the office of the County Clerk, 1 Main Street, Elmton, Idaho 83000.`;
    expect(gold(text).title).toBe('one (1) new tandem axle dump truck');
  });

  it("drops an annual contract's term after a heading title", () => {
    const text = `INVITATION FOR BIDS\nIFB No. 31-0315\nJanitorial Supplies, Annual Contract\n\nElm Unified School District No. 17 is requesting sealed bids for Janitorial Supplies. Bids will be received at the District Office, 1 Elm Road, Elmton, Arizona 85000, until 2:00 p.m., Tuesday, April 29, 2031.`;
    expect(gold(text).title).toBe('Janitorial Supplies');
  });

  it("reads no bid number from a plan room's project number printed after its site", () => {
    for (const site of ['www.questcdn.com, project number 9912345', 'www.questcdn.com, QuestCDN project number 9912345', 'www.questcdn.com. Reference project #9912345']) {
      const text = `ADVERTISEMENT FOR BIDS\nVILLAGE OF ELMTON\n2031 STREET IMPROVEMENTS\n\nSealed bids will be received by the Village of Elmton at the Village Hall, 1 Lake Street, Elmton, WI 53000, until 11:00 AM on Wednesday, April 23, 2031. Bidding documents may be obtained at ${site}, for a fee of $30.00.`;
      expect(gold(text).bidNumber, site).toEqual([]);
    }
  });
});
