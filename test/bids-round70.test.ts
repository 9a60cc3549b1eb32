/**
 * Mechanisms from blind round 70 (bids in the forms of the corpus's sources: a Vermont town request for bids, a
 * California notice inviting sealed bids, a South Dakota county gravel letting, a Louisiana police jury advertisement,
 * a Georgia county RFP; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 70', () => {
  const CALIFORNIA = (label: string) => `NOTICE INVITING SEALED BIDS

NOTICE IS HEREBY GIVEN that the City of Elmton will receive sealed bids for the:

2031 STREET RESURFACING PROJECT
${label} 31-104

until 2:00 p.m. on Thursday, June 5, 2031, at the office of the City Clerk, 1 Main Street, Elmton, California 90000.`;

  it("reads the project on its own line after 'bids for the:' and a capital improvement project's number", () => {
    const g = gold(CALIFORNIA('CIP NO.'));
    expect(g.title).toBe('2031 STREET RESURFACING PROJECT');
    expect(g.bidNumber).toEqual(['31-104']);
    expect(gold(CALIFORNIA('Capital Improvement Project No.')).bidNumber).toEqual(['31-104']);
  });

  const DOCUMENTS = (source: string) => `NOTICE TO BIDDERS
GRAVEL CRUSHING
Sealed bids will be received by the Elm County Auditor, 1 Court Street, Elmton, South Dakota 57000, until 10:00 a.m. on Tuesday, March 18, 2031, for crushing 40,000 tons of gravel.
Specifications may be obtained from ${source}.`;

  it('reads whom documents come from as the contact when a number to call them at follows', () => {
    const g = gold(DOCUMENTS('the Elm County Highway Superintendent, Jo Roe, at (605) 555-0100'));
    expect(g.contactName).toBe('Jo Roe');
    expect(g.contactPhone).toBe('(605) 555-0100');
  });

  it('reads no contact from a documents sentence without a number to call', () => {
    const g = gold(DOCUMENTS('the Elm County Highway Superintendent, Jo Roe, at the Highway Shop'));
    expect(g.contactName).toBeNull();
    expect(g.contactPhone).toBeNull();
  });
});
