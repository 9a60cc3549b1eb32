/**
 * Mechanisms from blind round 78 (bids in the forms of the dev corpus's sources: an Illinois university purchasing
 * office, a Mississippi county bid page, a 1910s Michigan township's notice to contractors, a New York school district
 * classified, an Ohio city's request for qualifications; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('bids', extract(text, { domain: 'bids' }).entities)[0] as Record<string, any>;

describe('round 78', () => {
  it("reads the subject of 'invites' across the body's town and state", () => {
    const text = 'NOTICE TO BIDDERS The Board of Education of the Elm Valley Central School District, Elmton, New York, invites the submission of sealed bids for HEATING OIL. Bids will be received until 11:00 a.m. on April 15, 2027 at the District Office, 1 Elm Street, Elmton, New York 13999.';
    expect(gold(text).agencyName).toBe('Board of Education of the Elm Valley Central School District');
  });

  it('reads an office named after its officer and its town, in lower case', () => {
    const text = `NOTICE TO CONTRACTORS.
Sealed proposals will be received by
the Township Board of the Township of
Elmwood, at the office of the township clerk in the
village of Oak Mills, until 2 o'clock
p. m., Saturday, June 3, 1916, for the
building of a concrete bridge.`;
    expect(gold(text).submissionAddress).toBe('office of the township clerk in the village of Oak Mills');
  });
});
