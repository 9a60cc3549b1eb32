/**
 * Mechanisms from blind round 69 (probate notices in the forms of the corpus's sources: a Pennsylvania estate notice
 * list, a Missouri notice of letters granted, a Massachusetts citation, a Kansas notice to creditors, an Alabama notice
 * to creditors; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { readPlace } from '../src/recognizers/places.js';
import { NoticeDocument } from '../src/text/document.js';

const golds = (text: string) => toGold(extract(text, { domain: 'probate' }).entities) as Array<Record<string, any>>;

describe('round 69', () => {
  const LIST = `ESTATE NOTICES
Letters testamentary or of administration have been granted in the estates below. All persons having claims against said estates are requested to make known the same without delay to the executors or administrators named below.

ROE, AMOS B., dec'd.
Late of Elm Township, Elm County, PA (died March 2, 2031).
Executor: Jo Roe, 1 Oak Lane, Elmton, PA 17000.
Attorney: Ida Pell, Esquire, 2 Main Street, Elmton, PA 17001.

POE, EDNA C., a/k/a EDIE POE, dec'd.
Late of the Borough of Birch, Elm County, PA.
Administratrix: Lu Poe, c/o Ida Pell, Esquire, 2 Main Street, Elmton, PA 17001.`;

  it("splits a Pennsylvania list at each surname-first decedent with 'dec'd.' and a residence", () => {
    const g = golds(LIST);
    expect(g.map((e) => e.decedentName)).toEqual(['ROE, AMOS B.', 'POE, EDNA C.']);
    expect(g[1].decedentAliases).toEqual(['EDIE POE']);
    expect(g.map((e) => e.personalRepresentatives.map((r: any) => r.name))).toEqual([['Jo Roe'], ['Lu Poe']]);
    expect(g[0].dateOfDeathStandardized).toBe('03/02/2031');
  });

  it('takes no sentence for such a heading without the residence after it', () => {
    const text = LIST.replace(/\nLate of [^\n]*/g, '').replace(/dec'd\./g, 'dec\'d, and');
    expect(golds(text).length).toBe(1);
  });

  const LABELS = `NOTICE OF LETTERS GRANTED
In the Estate of JO A. ROE, Deceased.
On April 6, 2031, the following individual was appointed the personal representative of the estate.
The name and business address of the personal representative is: Amos Pell, 1 Elm Drive, Elmton, MO 65000.
All creditors of said decedent are notified to present their claims to the court within six months from the date of the first publication of this notice.`;

  it('reads a representative after the label worded name-first', () => {
    expect(golds(LABELS)[0].personalRepresentatives).toEqual([{ name: 'Amos Pell', address: '1 Elm Drive, Elmton, MO 65000' }]);
  });

  it("reads a chartered firm signing above 'Attorneys for Petitioner'", () => {
    const text = `NOTICE TO CREDITORS\nIn the Matter of the Estate of JO A. ROE, Deceased.\nAll creditors of the decedent are notified to exhibit their demands within four months from the date of first publication of this notice.\nAmos Roe, Petitioner\n\nPELL & POE, CHTD.\n1 Main Street\nElmton, Kansas 66000\n(620) 555-0100\nAttorneys for Petitioner`;
    const g = golds(text)[0];
    expect(g.attorneyName).toBe('PELL & POE, CHTD.');
    expect(g.attorneyPhone).toBe('(620) 555-0100');
  });

  it('reads a town with its postal code after "of"', () => {
    for (const [t, place] of [['Jo Roe of Elmton, MA requesting', 'Elmton, MA'], ['Jo Roe of Elmton, Massachusetts', 'Elmton, Massachusetts'], ['Jo Roe of Elmton, XY', undefined]] as const) {
      const doc = new NoticeDocument(t);
      const s = readPlace(doc, 6);
      expect(s && doc.norm.slice(s.ns, s.ne)).toBe(place);
    }
  });
});
