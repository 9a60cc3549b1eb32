/**
 * Mechanisms from blind round 66 (probate notices in the forms of the dev corpus's sources: a 1916 Maryland orphans'
 * court, a 1916 Washington superior court, a Tennessee probate court notice, a scraped Arizona notice with
 * co-representatives, a 1916 Kansas notice of appointment); texts written here, names invented.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findLooseRuns } from '../src/domains/probate/publication-runs.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 66', () => {
  const WASHINGTON = (served: string) => `NOTICE TO CREDITORS.
In the Superior Court of the State of Washington, for Elm County.
In the Matter of the Estate of Ole Berg, Deceased.
Notice is hereby given that the undersigned has been appointed executrix of the estate of Ole Berg, deceased;
that all persons having claims against said deceased are hereby required to serve the same, duly verified, on
said executrix${served}, and file the same with the clerk of said court, within six months after the date of
first publication of this notice, or the same will be barred.
Date of first publication, May 5, 1916.
ANNA BERG, Executrix.
J. P. ROE,
Attorney for Estate,
210 Elm Bldg., Elmton, Wash.`;

  it("reads a building line under the attorney's signature as the attorney's address", () => {
    expect(gold(WASHINGTON('')).attorneyAddress).toBe('210 Elm Bldg., Elmton, Wash.');
  });

  it("gives representatives served at their attorney's address below that address", () => {
    expect(gold(WASHINGTON(', or her attorney of record at the address below stated')).personalRepresentatives)
      .toEqual([{ name: 'ANNA BERG', address: '210 Elm Bldg., Elmton, Wash.' }]);
    expect(gold(WASHINGTON('')).personalRepresentatives).toEqual([{ name: 'ANNA BERG', address: null }]);
  });

  it('reads a run into the next month whose commas a scraper left as spaces', () => {
    const doc = new NoticeDocument('Publish: Elm Daily Star  April 21  28  May 5  2026');
    expect(findLooseRuns(doc, []).map((h) => h.value.standardized)).toEqual(['04/21/2026']);
  });

  it("keeps the state after 'in' in a court's name", () => {
    const g = gold(`NOTICE TO CREDITORS.
This is to give notice, That the subscriber has obtained from the Orphans' Court of Elm County, in Maryland,
letters of administration on the personal estate of AMOS ROE, late of said county, deceased. All persons having
claims against the deceased are hereby warned to exhibit the same on or before the 2d day of June, 1917.
IDA ROE, Administratrix.`);
    expect(g.courtName).toBe("Orphans' Court of Elm County, in Maryland");
  });
});
