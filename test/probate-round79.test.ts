/**
 * Mechanisms from blind round 79 (probate notices: a modern Maryland register of wills notice, a Kansas notice of
 * hearing and notice to creditors, an Iowa notice of appointment of administrator, a 1910s Tennessee notice to
 * creditors, a Colorado notice to creditors; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';
import { computeDeadline, parseDeadlineRule } from '../src/domains/probate/deadlines.js';

const gold = (text: string) => toGold('probate', extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 79', () => {
  it('counts a rule from the second publication when the notice labels its date', () => {
    const rule = parseDeadlineRule('by the later to occur of four months from the second publication of this notice or one month from the date of mailing of this notice')!;
    expect(rule.terms.map((t) => t.from)).toEqual(['secondPublication', 'service']);
    expect(computeDeadline(rule, { secondPublication: { year: 2026, month: 11, day: 26 } })).toBe('03/26/2027');
    expect(computeDeadline(rule, {})).toBeUndefined();
    const text = `THE IOWA DISTRICT COURT FOR ELM COUNTY
PROBATE NO. ESPR000001
IN THE MATTER OF THE ESTATE OF JO ROE, Deceased.
You are hereby notified that on November 9, 2026, the undersigned was appointed administrator of the estate.
Creditors having claims against the estate shall file them with the clerk, and unless so filed by the later to occur of four months from the second publication of this notice or one month from the date of mailing of this notice a claim is thereafter forever barred.
Al Roe, Administrator of the Estate
Date of second publication: November 26, 2026`;
    const g = gold(text);
    expect(g.claimDeadlineStandardized).toBe('03/26/2027');
    expect(g.courtName).toBe('IOWA DISTRICT COURT FOR ELM COUNTY');
  });

  it('takes the firm, not the client signing above it with a role, as the attorney', () => {
    const text = `IN THE DISTRICT COURT OF ELM COUNTY, KANSAS
In the Matter of the Estate of
JO ROE, Deceased
Case No. EL-2026-PR-000001
NOTICE OF HEARING AND NOTICE TO CREDITORS
You are notified that a Petition has been filed in this Court by Ann Roe, one of the heirs of Jo Roe, deceased.
All creditors of the decedent are notified to exhibit their demands against the Estate within four months from the date of first publication of this notice.
Ann Roe, Petitioner
POE & PELL, CHTD.
12 W. Main Street
Elmton, Kansas 67999
(620) 555-0100
Attorneys for Petitioner`;
    expect(gold(text).attorneyName).toBe('POE & PELL, CHTD.');
  });
});
