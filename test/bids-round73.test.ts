/**
 * Mechanisms from blind round 73 (bids in the forms the wild corpus holds most: a Pennsylvania township, an Illinois
 * village, an Indiana county bridge, a North Carolina town RFP, a Connecticut town fuel bid; texts written here,
 * names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 73', () => {
  it("keeps a number's 'NO.' inside an item title", () => {
    const text = `NOTICE TO BIDDERS\n\nThe Board of Commissioners of Elm County, Indiana, will receive sealed bids for the following:\n\nBRIDGE NO. 117 REHABILITATION\n\nBids will be received at the office of the Auditor until 9:00 a.m. on Monday, June 1, 2031.`;
    expect(gold(text).title).toBe('BRIDGE NO. 117 REHABILITATION');
  });

  const fuel = (tail: string) => `TOWN OF ELMTON\nINVITATION TO BID #31-11\nHEATING OIL AND DIESEL FUEL${tail}\n\nThe Town of Elmton is seeking sealed bids for the supply of heating oil. Sealed bids will be received at the Office of the Finance Director, Town Hall, 1 Main Street, Elmton, CT 06000 until 11:00 a.m. on Tuesday, May 27, 2031.`;

  it("drops the fiscal year a heading's title prints after it", () => {
    for (const tail of [' - FY 2031-2032', ', FY 2031-32', ' (FY 2032)', ' - Fiscal Year 2031-2032']) expect(gold(fuel(tail)).title, tail).toBe('HEATING OIL AND DIESEL FUEL');
    expect(gold(fuel('')).title).toBe('HEATING OIL AND DIESEL FUEL');
  });
});
