/**
 * Mechanisms from blind round 37 (modern bids notices of Hawaii, Idaho, Connecticut, West Virginia and Arkansas;
 * texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../src/index.js';
import { toWire } from '../src/index.js';

const bid = (text: string) => toWire('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 37', () => {
  it('reads the deadline after an address on a street named for a meeting house', () => {
    const b = bid(`INVITATION TO BID
BID #2031-07
HEATING OIL SUPPLY
The Town of Elmford will receive sealed bids for the supply of heating oil for the period July 1, 2031 through June 30, 2032. Bids will be received at the Office of the Purchasing Agent, Elmford Town Hall, 11 Meeting House Lane, Elmford, CT 06999 until 11:00 AM on Tuesday, February 4, 2031, at which time they will be publicly opened.`);
    expect(b.dueDate.rawDateText).toBe('11:00 AM on Tuesday, February 4, 2031');
    expect(b.dueDate.standardized).toBe('02/04/2031, 11:00:00');
  });

  it('still reads a board meeting before a date as no deadline', () => {
    const b = bid('Sealed bids for one dump truck will be received until 2:00 p.m. on May 1, 2031. The contract will be considered at the regular board meeting on May 12, 2031.');
    expect(b.dueDate.standardized).toBe('05/01/2031, 14:00:00');
  });

  it("reads the work after its job number in 'SEALED BIDS for JOB NO. X, WORK'", () => {
    const b = bid(`NOTICE TO BIDDERS
SEALED BIDS for JOB NO. 31-114, RESURFACING OF ELM ROAD, PHASE 2, DISTRICT OF OAKA, will be received by the Department of Public Works, County of Elm, until 2:00 p.m., H.S.T., on Thursday, January 30, 2031, and then publicly opened.`);
    expect(b.title).toBe('RESURFACING OF ELM ROAD, PHASE 2');
    expect(b.bidNumber).toContain('31-114');
  });
});
