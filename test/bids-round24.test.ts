/**
 * From blind round 24 (modern solicitations; texts written here, names invented): bids delivered through an
 * electronic bidding service named by its brand alone, in the deadline's sentence or the one after it.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const place = (text: string) => (toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as { submissionAddress: string | null }).submissionAddress;

describe('bids: an electronic bidding service as the place of delivery', () => {
  it('reads the brand in the sentence after the deadline', () => {
    expect(place(`The City of Elmford will accept sealed bids for the Lift Station No. 4 Rehabilitation project until 2:30 p.m. on
Wednesday, June 3, 2031. Bids shall be submitted electronically through DemandStar at www.demandstar.com.`)).toBe('DemandStar');
  });

  it("reads the brand with its service words in the deadline's sentence", () => {
    expect(place('Bids will be received through the Bonfire portal until 11:00 AM on Tuesday, June 25, 2031, for the Runway 9 seal coat.'))
      .toBe('Bonfire portal');
  });

  it('takes no brand from a sentence that does not deliver bids', () => {
    expect(place(`The Town of Oak will receive sealed bids at Town Hall, 10 Main Street, Oak, NY 12999, until 11:00 AM on May 5, 2031,
for road salt. Plans are posted on BidNet.`)).toBe('Town Hall, 10 Main Street, Oak, NY 12999');
  });
});
