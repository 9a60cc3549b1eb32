/**
 * From blind round 26 (1916 probate notices; texts written here, names invented): a New England court's order that
 * "hath limited and allowed" months "from date hereof", counted from the court's session; a rule counted from an
 * appointment whose date is printed before its verb.
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'probate' }).entities)[0] as Record<string, unknown>;

describe('probate: claim rules of 1916 orders', () => {
  it('reads months "limited and allowed ... from date hereof" and counts them from the court\'s session', () => {
    const g = gold(`NOTICE TO CREDITORS.
At a Court of Probate holden at Elmfield, within and for the District of Elmfield, on the 14th day of September, A. D. 1916.
Estate of Jo Roe, late of Elmfield, in said District, deceased.
The Court of Probate for the District of Elmfield hath limited and allowed six months from date hereof, for the
creditors of said estate to exhibit their claims against the same to the Administrator.
AL ROE, Administrator, Elmfield, Conn.`);
    expect(g.claimDeadline).toBe('six months from date hereof');
    expect(g.claimDeadlineStandardized).toBe('03/14/1917');
  });

  it('counts "one year from the date of said appointment" from a date printed before "appointed"', () => {
    const g = gold(`NOTICE OF APPOINTMENT OF EXECUTOR.
In the matter of the estate of Jo Roe, late of Elm County, Kansas.
Notice is hereby given that on the 28th day of August, A. D. 1916, the undersigned was by the Probate Court of Elm
County, Kansas, duly appointed and qualified as executor of the estate of Jo Roe, deceased. All creditors are notified
to exhibit their claims against said estate within one year from the date of said appointment, or be forever barred.
AL ROE, Executor.`);
    expect(g.claimDeadlineStandardized).toBe('08/28/1917');
  });

  it('never counts from a date of death printed before an appointment', () => {
    const g = gold(`NOTICE TO CREDITORS. Jo Roe died on the 3rd day of May, 1916, and Al Roe was duly appointed executor. All
creditors are notified to exhibit their claims within one year from the date of said appointment, or be forever barred.`);
    expect(g.claimDeadlineStandardized).toBeNull();
  });
});

describe('probate: round 29 (modern notices)', () => {
  it('reads "the lawyer for the personal representative, NAME" as the attorney (Oregon\'s wording)', () => {
    const g = gold(`NOTICE TO INTERESTED PERSONS
IN THE CIRCUIT COURT OF THE STATE OF OREGON FOR THE COUNTY OF ELM
In the Matter of the Estate of JO ANN ROE, Deceased. Case No. 31PB02281
NOTICE IS HEREBY GIVEN that the undersigned has been appointed personal representative. All persons having claims
against the estate are required to present them within four months after the date of first publication of this notice.
All persons whose rights may be affected by the proceedings may obtain additional information from the records of the
court, the personal representative, or the lawyer for the personal representative, Al B. Poe.
Dated and first published on April 15, 2031.
Bo C. Roe, Personal Representative`);
    expect(g.attorneyName).toBe('Al B. Poe');
  });
});

describe('probate: round 35', () => {
  it("reads a town and state under the lawyer's signature as the lawyer's address", () => {
    const g = gold(`NOTICE TO CREDITORS.
In the Matter of the Estate of Jo Roe, Deceased.
All persons having claims against said deceased are hereby required to serve the same within six months after the date
of first publication of this notice, or the same will be barred.
Date of first publication, September 8, 1916.
ANN ROE, Executrix.
W. A. POE, Attorney for Estate,
Elmton, Washington.`);
    expect(g.attorneyName).toBe('W. A. POE');
    expect(g.attorneyAddress).toBe('Elmton, Washington');
  });
});
