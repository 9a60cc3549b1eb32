/**
 * From blind round 38 (modern probate notices of North Carolina, Illinois, Indiana, Alabama and Utah; texts written
 * here, names invented): a court "in" a county, and the lawyer's address printed in the claim sentence.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'probate' }).entities)[0] as Record<string, unknown>;

const UTAH = `NOTICE TO CREDITORS
Estate of Jo A. Roe, Deceased
Probate No. 313400100
Al B. Roe, whose address is 12 North 300 East, Elmton, Utah 84999, has been appointed Personal Representative of the above-entitled estate. Creditors of the estate are hereby notified to: (1) deliver or mail their written claims to the Personal Representative at the address above; (2) deliver or mail their written claims to the Personal Representative's attorney of record, Cy D. Poe, at the following address: 55 West Elm Street, Suite 200, Oakton, Utah 84998; or (3) file their written claims with the Clerk of the Fourth Judicial District Court in Elm County, Oakton, Utah, within three months after the date of first publication of this notice or be forever barred.
Date of first publication: March 4, 2031
/s/ Cy D. Poe
Attorney for Personal Representative
(801) 555-0134`;

describe('probate: round 38', () => {
  it('reads a court named with the county it sits "in", and the lawyer\'s address in the claim sentence', () => {
    const g = gold(UTAH);
    expect(g.courtName).toBe('Fourth Judicial District Court in Elm County');
    expect(g.attorneyName).toBe('Cy D. Poe');
    expect(g.attorneyAddress).toBe('55 West Elm Street, Suite 200, Oakton, Utah 84998');
    expect(g.claimDeadlineStandardized).toBe('06/04/2031');
  });

  it('reads no place after a bare "in" that is not named with its kind', () => {
    const g = gold(`NOTICE TO CREDITORS. In the Superior Court in Elmton. Estate of Jo A. Roe, Deceased. Al B. Roe has been appointed Personal Representative. All persons having claims must present them within four months after the date of first publication of this notice or be forever barred.`);
    expect(g.courtName).toBe('Superior Court');
  });
});
