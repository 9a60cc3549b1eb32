/**
 * Mechanisms from blind round 63 (probate notices in the forms of the dev corpus's sources: a 1930s Nebraska county
 * court, a 1920s Oregon notice, a 1916 Connecticut court of probate, a New York citation scraped onto one line, a
 * scraped Arizona notice); texts written here, names invented.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findLooseRuns } from '../src/domains/probate/publication-runs.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;
const runs = (text: string) => {
  const doc = new NoticeDocument(text);
  return findLooseRuns(doc, []).map((h) => doc.norm.slice(h.ns, h.ne));
};

describe('round 63', () => {
  it("reads a weekly run printed with hyphens ('Jan. 9-16-23.'), not a range of days", () => {
    expect(runs('Ida Roe, Attorney.\nJan. 9-16-23.')).toEqual(['Jan. 9']);
    expect(runs('claims heard May 1-15 each day')).toEqual([]);
    expect(runs('Feb. 4-11-20.')).toEqual([]);
  });

  it('checks every day of a run, not only its first and last', () => {
    expect(runs('Published April 2, 9, 16')).toEqual(['April 2']);
    expect(runs('Published April 2, 19, 16')).toEqual([]);
  });

  const OREGON = `NOTICE TO CREDITORS
Notice is hereby given that the undersigned has been appointed executor of the last will of Ida Vale,
deceased. All persons having claims against said estate are hereby notified to present the same, duly
verified, to the undersigned at the office of Roe & Poe, attorneys, Elm Valley Bank Building, Ashford,
Oregon, within six months from the date hereof.
Dated and first published this 3rd day of March, 1925.
AMOS VALE, Executor.
ROE & POE, Attorneys for Estate.`;

  it("counts 'from the date hereof' from a notice 'Dated and first published this ...'", () => {
    expect(gold(OREGON).claimDeadlineStandardized).toBe('09/03/1925');
  });

  it("reads the office of the attorneys named with their role and building as the place for claims and the firm's address", () => {
    const g = gold(OREGON);
    expect(g.personalRepresentatives).toEqual([{ name: 'AMOS VALE', address: 'the office of Roe & Poe, attorneys, Elm Valley Bank Building, Ashford, Oregon' }]);
    expect(g.attorneyName).toBe('ROE & POE');
    expect(g.attorneyAddress).toBe('Elm Valley Bank Building, Ashford, Oregon');
  });

  it("does not give a firm the office of another firm named in the body", () => {
    const g = gold(OREGON.replace('ROE & POE, Attorneys for Estate.', 'DOE & MOE, Attorneys for Estate.'));
    expect(g.attorneyName).toBe('DOE & MOE');
    expect(g.attorneyAddress).toBeNull();
  });
});
