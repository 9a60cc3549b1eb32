/**
 * Mechanisms from blind round 39 (1916 foreclosure sales of Kentucky, Kansas, Oregon, Ohio and Washington in OCR
 * columns; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { findDates } from '../src/recognizers/dates.js';
import { NoticeDocument } from '../src/text/document.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;

describe('round 39', () => {
  it('reads a caption that sets "Notice of Sale." across from its "vs.", a judgment "amounting to", and a lawyer signing last', () => {
    const g = gold(`COMMISSIONER'S SALE.
ELM CIRCUIT COURT.
Farmers' Bank,      Plaintiff,
vs.        Notice of Sale.
Jo T. Roe, etc.,    Defendants.
By virtue of a judgment of the Elm Circuit Court, I will sell at public auction, at the court house door
in Elmton, Kentucky, on
MONDAY, OCTOBER 2, 1916,
at about the hour of 11 o'clock a. m., the following property.
Said sale is made to satisfy a judg-
ment in favor of plaintiff amounting to
$1,200.50, with interest.
AL POE,
Master Commissioner E. C. C.
BO DOE, Attorney.`);
    expect(g.mortgagorName).toEqual(['Jo T. Roe']);
    expect(g.amountDue).toBe('$1,200.50');
    expect(g.attorneyName).toBe('BO DOE');
  });

  it('reads "in the forenoon" broken over a line, and a case number that groups its digits', () => {
    const at = (t: string) => findDates(new NoticeDocument(t)).map((h) => h.value.standardized);
    expect(at('on Saturday, the 7th day of October, 1916, at the hour of 10 o\'clock in the\nforenoon of said day')).toEqual(['10/07/1916, 10:00:00']);
    const g = gold(`Sheriff's Sale of Real Estate.
Elm Savings Company, Plaintiff,
vs.
Jo J. Roe, et al., Defendants.
Court of Common Pleas, Case No. 14,823.
I will offer for sale at public auction at the door of the court house, on Saturday, the 14th day of October, 1916, at 1 o'clock p. m.
AL POE, Sheriff.`);
    expect(g.caseNumber).toBe('14,823');
  });

  it('reads the town under a lawyer whose role stands on a line of its own', () => {
    const g = gold(`NOTICE OF SHERIFF'S SALE.
Elm State Bank, Plaintiff, vs. Jo Roe, Defendant.
I will, on Saturday, the 30th day of September, 1916, at the hour of 10 o'clock a. m., at the front door of the court house in Elmton, sell the property.
AL POE, Sheriff.
ROE & DOE,
Attorneys for Plaintiff,
Elmton, Wash.`);
    expect(g.attorneyName).toBe('ROE & DOE');
    expect(g.attorneyAddress).toBe('Elmton, Wash.');
  });
});
