/**
 * Mechanisms from blind round 62 (foreclosure sales in the forms of the corpus's sources: a Texas clerk's PDF, a
 * New York classified, a Virginia dashboard scrape, an Arizona statutory notice, a 1916 Missouri trustee's sale;
 * texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('round 62', () => {
  const WINDOW = `TRUSTEE'S SALE.
Whereas, Amos Pell, by his deed of trust dated the 2d day of May, 1912, conveyed to the undersigned the land
described therein; now, therefore, I will, on Monday, the 4th day of December, 1916, between the hours of nine
o'clock in the forenoon and five o'clock in the afternoon of that day, to-wit, at 11 o'clock a. m., at the south
door of the court house in the city of Elmville, sell the same at public vendue.
J. R. HOLT, Trustee.`;

  it('takes the hour named after a window of legal hours as the sale time', () => {
    const e = gold(WINDOW);
    expect(e.auctionDateTimeStandardized).toBe('12/04/1916, 11:00:00');
    expect(e.auctionDateTime).toMatch(/^Monday, the 4th day of December, 1916,[\s\S]*to-wit, at 11 o'clock a\. m\.$/);
  });

  it("keeps a window's start when no hour is named after it", () => {
    const e = gold(WINDOW.replace(' to-wit, at 11 o\'clock a. m.,', ''));
    expect(e.auctionDateTimeStandardized).toBe('12/04/1916, 09:00:00');
  });

  it("does not take an hour named after a window's end in another sentence", () => {
    const e = gold(WINDOW.replace("of that day, to-wit, at 11 o'clock a. m., at the south\ndoor", "of that day. The deed, to-wit, at 11 o'clock a. m., names the south\ndoor"));
    expect(e.auctionDateTimeStandardized).toBe('12/04/1916, 09:00:00');
  });

  it("does not read the office of a county's recorder in a legal description as the place of sale", () => {
    const text = 'NOTICE OF TRUSTEE\'S SALE  The following trust property will be sold at public auction to the highest bidder ' +
      'at the north entrance of the Elm County Courthouse Annex  10 Main Street  Elmton  AZ 85000  on May 5  2026 at 9:00 AM of said day: ' +
      'LOT 4 OF RECORD IN THE OFFICE OF THE COUNTY RECORDER OF ELM COUNTY  ARIZONA.';
    expect(gold(text).auctionLocation).toBe('the north entrance of the Elm County Courthouse Annex 10 Main Street Elmton AZ 85000');
  });
});
