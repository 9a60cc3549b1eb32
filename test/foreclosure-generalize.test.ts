/**
 * Phrasings of unseen foreclosure notices read by shared cue rows (texts written here; names, places and sums invented),
 * and the fixture floors of the fields they raised.
 */
import { describe, expect, it } from 'vitest';
import { fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { evaluate } from '../bench/lib/evaluate.js';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'foreclosure' }).entities)[0] as Record<string, unknown>;
const SALE = 'NOTICE OF TRUSTEE\'S SALE\nThe property at 12 Wren Hollow Road, Pellston, OH 44001 will be sold at public auction on June 3, 2027 at 10:00 a.m. at the north door of the Ashby County Courthouse.\n';

describe('amount due', () => {
  it.each([
    ['Amount of unpaid balance and other charges: $212,400.18', '$212,400.18'],
    ['The total amount of the unpaid balance of the obligation secured by the property to be sold and reasonable estimated costs at the time of the initial publication of the Notice of Sale is $98,105.44.', '$98,105.44'],
    ['Outstanding Principal Balance      $77,010.02', '$77,010.02'],
    ['pursuant to the Final Judgment of Foreclosure entered on May 2, 2027, in the total amount of $61,300.75, the clerk will sell', '$61,300.75'],
    ['The judgment amount was $45,881.10.', '$45,881.10'],
    ['The property is sold to satisfy a judgment in the amount of $39,222.60.', '$39,222.60'],
    ['AMOUNT DUE AND CLAIMED TO BE DUE AS OF DATE OF NOTICE: $150,000.09', '$150,000.09'],
    ['Approximate amount of judgment is $88,412.00.', '$88,412.00'],
    ['to satisfy the court judgment of $27,950.33 plus costs', '$27,950.33'],
    ['The sum owing on the obligation secured by the Deed of Trust is: $64,117.80', '$64,117.80'],
    ['there is claimed to be due the sum of Ten Thousand Two Hundred and 52/100 Dollars ($10,200.52), including interest', '$10,200.52'],
  ])('%s', (sentence, amount) => {
    expect(gold(SALE + sentence).amountDue).toBe(amount);
  });

  it('never takes the original principal or a note\'s face amount', () => {
    expect(gold(`${SALE}The Deed of Trust secures a Note in the original principal amount of $120,000.00.`).amountDue).toBeNull();
    expect(gold(`${SALE}The Deed of Trust secures the repayment of a Note dated May 1, 2020 in the amount of $120,000.00.`).amountDue).toBeNull();
  });
});

describe('foreclosure fixtures: floors of the fields raised here (they may only go up)', () => {
  const scorer = evaluate('foreclosure', loadGold(fixturesDir(), 'foreclosure'));
  const f1 = (field: string) => scorer.scores().find((s) => s.field === field)!.f1;
  it.each([['amountDue', 0.97]] as const)('keeps %s F1 >= %d', (field, min) => {
    expect(f1(field)).toBeGreaterThanOrEqual(min);
  });
});
