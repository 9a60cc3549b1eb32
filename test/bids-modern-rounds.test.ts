/**
 * From blind rounds 24 and 27 (modern solicitations; texts written here, names invented): bids delivered through an
 * electronic bidding service named by its brand alone, a ground of rejection that is no title, a heading line naming
 * the work and its county, the place of receipt in a sentence of its own.
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

describe('bids: round 27 (modern notices of five states)', () => {
  const gold = (text: string) => toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, unknown>;

  it('never takes the ground bids are rejected on as the title', () => {
    expect(gold(`Sealed bids will be received by the Elm Parish Police Jury until 10:00 a.m., Tuesday, September 15, 2031, for the
furnishing of all labor, materials and equipment for the Oak Crossing Road Culvert Replacement, Project No. 2031-PJ-014.
The Police Jury reserves the right to reject any or all bids for just cause.`).title).toBe('Oak Crossing Road Culvert Replacement');
  });

  it('reads a heading line that names the work and then its county as the title', () => {
    expect(gold(`DEPARTMENT OF TRANSPORTATION
NOTICE TO CONTRACTORS
Contract No. T203107401.01
SR 9, Elm Highway Drainage Improvements, Oak County

Sealed bids for the above contract will be received until 2:00 p.m. on Wednesday, July 29, 2031.`).title)
      .toBe('SR 9, Elm Highway Drainage Improvements, Oak County');
  });

  it('reads the place from a sentence of receipt when the deadline is printed under a label', () => {
    expect(gold(`ELM COUNTY PROCUREMENT
Solicitation #: ECP-IFB-2031-118
Bid Opening Date/Time: Thursday, October 8, 2031 at 3:00 PM

Elm County is soliciting bids for janitorial services. Sealed bids will be received in the Procurement Office until the
opening date and time stated above.`).submissionAddress).toBe('Procurement Office');
  });
});

describe('bids: round 32', () => {
  const gold = (text: string) => toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, unknown>;

  it('reads a labelled title that holds "No. 4"', () => {
    expect(gold(`NOTICE TO CONTRACTORS
Elm Valley District
Project: Well No. 4 Pump Station Upgrades
Bid Opening: Tuesday, August 10, 2031, 2:00 p.m.
Sealed bids will be received by the District at its office.`).title).toBe('Well No. 4 Pump Station Upgrades');
  });

  it('takes no number line as the title, and reads the prose', () => {
    expect(gold(`LEGAL NOTICE
REQUEST FOR PROPOSALS
RFP NO. 31-118-SC
Elm County is requesting proposals for Detention Center Medical Services. Proposals will be received until 3:00 PM on July 1, 2031.`).title)
      .toBe('Detention Center Medical Services');
  });

  it('reads "Contract 2031-1" (a year and a one-digit sequence) as a number, not a fiscal year', () => {
    expect(gold('Sealed bids for the Filter Rehabilitation, Contract 2031-1, will be received by the Elm Water District until 11:00 a.m. on May 12, 2031.').bidNumber)
      .toEqual(['2031-1']);
    expect(gold('Sealed bids for the Filter Rehabilitation for fiscal year 2031-32 will be received by the Elm Water District until 11:00 a.m. on May 12, 2031.').bidNumber)
      .toEqual([]);
  });
});
