import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findDates, isValidDate, standardizeDate } from '../src/recognizers/dates.js';
import { run } from './helpers.js';

// [text, printed span, standardized]
const CASES: Array<[string, string, string]> = [
  ['sold on March 5, 2025 to the highest bidder', 'March 5, 2025', '03/05/2025'],
  ['the 5th day of March, 2025', '5th day of March, 2025', '03/05/2025'],
  ["March 5th, 2025 at 10:00 o'clock A.M.", "March 5th, 2025 at 10:00 o'clock A.M.", '03/05/2025, 10:00:00'],
  ["on Tuesday, the fourth day of March, 2025 at ten o'clock in the forenoon", "Tuesday, the fourth day of March, 2025 at ten o'clock in the forenoon", '03/04/2025, 10:00:00'],
  ['between the hours of 10 AM and 4 PM on 5 March 2025', 'between the hours of 10 AM and 4 PM on 5 March 2025', '03/05/2025, 10:00:00'],
  ['at 2:30 PM on July 27, 2026', '2:30 PM on July 27, 2026', '07/27/2026, 14:30:00'],
  ['12:00 Noon on March 16, 2015', '12:00 Noon on March 16, 2015', '03/16/2015, 12:00:00'],
  ['Date of Sale: June 2, 2026\n: Time of Sale: 10:00 AM', 'June 2, 2026 : Time of Sale: 10:00 AM', '06/02/2026, 10:00:00'],
  ['dated 08/24/2009 and recorded', '08/24/2009', '08/24/2009'],
  ['died 10/25/22 in Clarksville', '10/25/22', '10/25/2022'],
  ['July 23  2009 (commas lost in scraping)', 'July 23 2009', '07/23/2009'],
  ['June 2,.2026 between ten o\u2019clock AM', 'June 2,.2026 between ten o\u2019clock AM', '06/02/2026, 10:00:00'],
  ['Dec. 16, 23, 30, 2022 Frl55678', 'Dec. 16', '12/16/2022'],
  ['5/20 5/27 6/3/16', '5/20', '05/20/2016'],
  ['posted 2026-06-12', '2026-06-12', '06/12/2026'],
  ['bids until 11:00 on October 9, 2025', '11:00 on October 9, 2025', '10/09/2025'],
  ['Sept. 30, 2004', 'Sept. 30, 2004', '09/30/2004'],
  // OCR reads the 1 of an hour as "I" or "l".
  ['June 3, 1916, at I0:00 a. m.', 'June 3, 1916, at I0:00 a. m.', '06/03/1916, 10:00:00'],
  ["the 5th day of June, 1916, at l1 o'clock in the forenoon", "5th day of June, 1916, at l1 o'clock in the forenoon", '06/05/1916, 11:00:00'],
  // The era printed before the year, with or without a space inside it; a narrow column wrapping the month.
  ['on the 2d day of June, A. D. 1915, at', '2d day of June, A. D. 1915', '06/02/1915'],
  ['dated October 30, A.D. 1914 and', 'October 30, A.D. 1914', '10/30/1914'],
  ['signed 4th March, A. D., 1913.', '4th March, A. D., 1913', '03/04/1913'],
  ['will on Monday, the 9th day of Oc\ntober, A. D. 1916, at', 'Monday, the 9th day of Oc tober, A. D. 1916', '10/09/1916'],
  ["on Monday, the 6th day of May, 1916,\nat 12 o'clock, noon, the", "Monday, the 6th day of May, 1916, at 12 o'clock, noon", '05/06/1916, 12:00:00'],
  // Georgia's sale day: a month's first Tuesday, computed.
  ['sold on the first Tuesday in December, 1916, between', 'first Tuesday in December, 1916', '12/05/1916'],
  ['on the last Monday of May, 2026.', 'last Monday of May, 2026', '05/25/2026'],
];

describe('dates recognizer', () => {
  it.each(CASES)('reads %j', (text, printed, standardized) => {
    const hits = run(findDates, text);
    expect(hits[0]?.text).toBe(printed);
    expect(hits[0]?.value.standardized).toBe(standardized);
  });

  // The weekday is read back from the month: the date's span opens with it, only where a word starts and after the
  // date before it (the scan resumes after that date's year).
  it.each([
    ['sale on Tuesday, the March 14, 2023 at the door', 'Tuesday, the March 14, 2023'],
    ['sale on Thurs. March 5, 2026', 'Thurs. March 5, 2026'],
    ['sale on xTuesday, March 14, 2023', 'March 14, 2023'],
    ['dated March 4, 2023 Tuesday, March 14, 2023', 'Tuesday, March 14, 2023'],
  ])('reads a weekday before the month in %j', (text, printed) => {
    expect(run(findDates, text).map((h) => h.text).pop()).toBe(printed);
  });

  // Forms no parser of ours reads go to chrono-node, taken only with the day and a full year printed.
  it.each([
    ['claims are due by the 5th of May, 2025 at the office', '5th of May, 2025', '05/05/2025'],
    ['sale on Tues., 5 of May 2025.', '5 of May 2025', '05/05/2025'],
  ])('reads %j through chrono-node', (text, printed, standardized) => {
    const [hit] = run(findDates, text);
    expect([hit?.text, hit?.value.standardized, hit?.source]).toEqual([printed, standardized, 'date:chrono']);
  });
  it.each(['published May 5 12 19 in the paper, 2016', 'signed by May Jones in 2025', 'in May 2025'])('chrono-node takes no date from %j', (text) => {
    expect(run(findDates, text).filter((h) => h.source === 'date:chrono')).toEqual([]);
  });

  // A weekday rule restated as the day it stands for gives way to that day.
  it('takes "the first Tuesday in April, 2025, to wit: April 1, 2025" as April 1', () => {
    expect(run(findDates, 'on the first Tuesday in April, 2025, to wit: April 1, 2025, the following').map((h) => h.text)).toEqual(['April 1, 2025']);
  });

  // Texts that hold numbers but no date.
  const NEGATIVE = [
    'TS#15-23871-36 APN: 178-52-031-4',
    'Instrument No. 20110937254, Book 5127, Page 3384',
    'February 30, 2025',
    '13/45/2020',
    'May be sold to the highest bidder',
    'Telephone (575) 555-0394',
    '$271,784.94',
    '',
  ];
  it.each(NEGATIVE)('finds no date in %j', (text) => {
    expect(run(findDates, text)).toEqual([]);
  });

  it('standardized dates round-trip through their components', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        fc.pre(isValidDate(y, m, d));
        const s = standardizeDate(y, m, d);
        const [mm, dd, yyyy] = s.split('/').map(Number);
        expect([yyyy, mm, dd]).toEqual([y, m, d]);
        const printed = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1];
        expect(run(findDates, `${printed} ${d}, ${y}`)[0]?.value.standardized).toBe(s);
        expect(run(findDates, `${m}/${d}/${y}`)[0]?.value.standardized).toBe(s);
      }),
    );
  });

  it('standardizes a time only when a.m./p.m. settles it', () => {
    expect(standardizeDate(2025, 3, 6, { hour: 14, minute: 0, meridiemKnown: true })).toBe('03/06/2025, 14:00:00');
    expect(standardizeDate(2025, 3, 6, { hour: 10, minute: 0, meridiemKnown: false })).toBe('03/06/2025');
  });
});
