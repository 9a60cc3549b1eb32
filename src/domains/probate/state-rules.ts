/**
 * The state table of claim rules, as data: each row quotes the wording a
 * state's statute makes notices print, with the terms it means and a worked
 * example. The table is what the rule reader is tested against, row by row,
 * and what names the statute in a computed field's `source` when the notice
 * cites it.
 */
import type { Anchor, DeadlineRule, DeadlineTerm } from './deadlines.js';

export interface StateRule extends DeadlineRule {
  state: string;
  statute: string;
  /** The wording notices print under the statute. */
  wording: string;
  /** How a notice cites the statute, when it does (case-insensitive pattern source). */
  cites?: string;
  example: { firstPublication?: string; dateOfDeath?: string; expected: string | null };
}

const m = (amount: number, from: Anchor): DeadlineTerm => ({ amount, unit: 'month', from });
const d = (amount: number, from: Anchor): DeadlineTerm => ({ amount, unit: 'day', from });
const y = (amount: number, from: Anchor): DeadlineTerm => ({ amount, unit: 'year', from });

/** Per-state claim rules as notices print them. Dates in examples are MM/DD/YYYY. */
export const STATE_RULES: readonly StateRule[] = [
  {
    state: 'FL', statute: 'Fla. Stat. 733.702', cites: '733\\.702',
    wording: 'within 3 months after the time of the first publication of this notice',
    combine: 'single', terms: [m(3, 'firstPublication')],
    example: { firstPublication: '05/02/2024', expected: '08/02/2024' },
  },
  {
    state: 'FL', statute: 'Fla. Stat. 733.702(1) (creditors served with a copy)', cites: '733\\.702',
    wording: 'on or before the later of 3 months after the time of the first publication of this notice or 30 days after the date of service of a copy of this notice on them',
    combine: 'later', terms: [m(3, 'firstPublication'), d(30, 'service')],
    example: { firstPublication: '11/30/2024', expected: '02/28/2025' },
  },
  {
    state: 'AZ', statute: 'A.R.S. 14-3801, 14-3803', cites: '14-380[13]',
    wording: 'within four months after the date of the first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '01/10/2024', expected: '05/10/2024' },
  },
  {
    state: 'TN', statute: 'Tenn. Code 30-2-306, 30-2-310', cites: '30-2-306',
    wording: 'within the earlier of four (4) months from the date of the first publication of this notice or twelve (12) months from the decedent\'s date of death',
    combine: 'earlier', terms: [m(4, 'firstPublication'), m(12, 'death')],
    example: { firstPublication: '09/05/2024', dateOfDeath: '11/15/2023', expected: '11/15/2024' },
  },
  {
    state: 'WA', statute: 'RCW 11.40.020, 11.40.051', cites: 'RCW\\s?11\\.40',
    wording: 'within the later of: (1) thirty days after the personal representative served or mailed the notice to the creditor; or (2) four months after the date of first publication of the notice',
    combine: 'later', terms: [d(30, 'service'), m(4, 'firstPublication')],
    example: { firstPublication: '02/14/2024', expected: '06/14/2024' },
  },
  {
    state: 'CO', statute: 'C.R.S. 15-12-801', cites: '15-12-801',
    wording: 'within four months after the date of the first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '10/31/2024', expected: '02/28/2025' },
  },
  {
    state: 'MI', statute: 'MCL 700.3801', cites: '700\\.3801',
    wording: 'within 4 months after the date of publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '04/19/2024', expected: '08/19/2024' },
  },
  {
    state: 'SC', statute: 'S.C. Code 62-3-801, 62-3-803', cites: '62-3-80[13]',
    wording: 'within eight (8) months after the date of the first publication of this Notice to Creditors or within one (1) year from date of death, whichever is earlier',
    combine: 'earlier', terms: [m(8, 'firstPublication'), y(1, 'death')],
    example: { firstPublication: '07/11/2024', dateOfDeath: '01/30/2024', expected: '01/30/2025' },
  },
  {
    state: 'OH', statute: 'R.C. 2117.06', cites: '2117\\.06',
    wording: 'within six months after the death of the decedent',
    combine: 'single', terms: [m(6, 'death')],
    example: { dateOfDeath: '02/17/2024', expected: '08/17/2024' },
  },
  {
    state: 'TX', statute: 'Tex. Estates Code 308.051, 355.001', cites: '308\\.05\\d|355\\.001',
    wording: 'within the time and in the manner prescribed by law',
    combine: 'single', terms: [],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'NE', statute: 'Neb. Rev. Stat. 30-2485', cites: '30-2485',
    wording: 'within two months after the date of the first publication of this notice',
    combine: 'single', terms: [m(2, 'firstPublication')],
    example: { firstPublication: '06/03/2024', expected: '08/03/2024' },
  },
  {
    state: 'CT', statute: 'C.G.S. 45a-356, 45a-357', cites: '45a-35[67]',
    wording: 'failure to promptly present any such claim may result in the loss of rights to recover on such claim',
    combine: 'single', terms: [],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'OR', statute: 'ORS 115.005', cites: '115\\.005',
    wording: 'within four months after the date of first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '09/12/2024', expected: '01/12/2025' },
  },
  {
    state: 'NY', statute: 'SCPA 1802', cites: 'SCPA\\s?1802',
    wording: 'within seven months from the date of issue of letters',
    combine: 'single', terms: [m(7, 'letters')],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'CA', statute: 'Cal. Prob. Code 9100', cites: '\\b9100\\b|section\\s58\\(b\\)',
    wording: 'within the later of either (1) four months from the date of first issuance of letters to a general personal representative, or (2) 60 days from the date of mailing or personal delivery to you of a notice',
    combine: 'later', terms: [m(4, 'letters'), d(60, 'service')],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'MN', statute: 'Minn. Stat. 524.3-801', cites: '524\\.3-801',
    wording: 'within four months after the date of this Notice',
    combine: 'single', terms: [m(4, 'notice')],
    example: { firstPublication: '04/04/2024', expected: null },
  },
  {
    state: 'UT', statute: 'Utah Code 75-3-801', cites: '75-3-801',
    wording: 'within three months after the date of the first publication of this notice',
    combine: 'single', terms: [m(3, 'firstPublication')],
    example: { firstPublication: '11/30/2024', expected: '02/28/2025' },
  },
  {
    state: 'ID', statute: 'Idaho Code 15-3-801', cites: '15-3-801',
    wording: 'within four (4) months after the date of the first publication of this notice',
    combine: 'single', terms: [m(4, 'firstPublication')],
    example: { firstPublication: '10/31/2023', expected: '02/29/2024' },
  },
  {
    state: 'MS', statute: 'Miss. Code 91-7-151', cites: '91-7-151',
    wording: 'within ninety (90) days after the first publication of this notice',
    combine: 'single', terms: [d(90, 'firstPublication')],
    example: { firstPublication: '01/08/2024', expected: '04/07/2024' },
  },
  {
    state: 'MO', statute: 'RSMo 473.033', cites: '473\\.033',
    wording: 'within six months from the date of the first publication of this notice or one year from the date of the decedent\'s death, whichever is earlier',
    combine: 'earlier', terms: [m(6, 'firstPublication'), y(1, 'death')],
    example: { firstPublication: '05/09/2024', dateOfDeath: '02/01/2024', expected: '11/09/2024' },
  },
];

/** The rows that print a citation, their patterns compiled once. */
const CITING_RULES = STATE_RULES.filter((r) => r.cites).map((rule) => ({ rule, cites: new RegExp(rule.cites!, 'i'), signature: signature(rule) }));
/** The same citations standing alone (not inside a longer number). */
const CITATIONS = CITING_RULES.map(({ rule }) => ({ rule, alone: new RegExp(`(?<![\\d.-])(?:${rule.cites})`, 'i') }));

/**
 * The rule of the statute a printed rule cites instead of printing its
 * period: "within the time prescribed in A.R.S. 14-3803" means the four
 * months the state's row holds.
 */
export function ruleOfCitedStatute(ruleText: string): DeadlineRule | undefined {
  const row = CITATIONS.find((c) => c.alone.test(ruleText))?.rule;
  return row && { combine: row.combine, terms: row.terms };
}

/** The state row a notice cites, for provenance ("deadline:FL 733.702"). */
export function citedRule(noticeText: string, rule: DeadlineRule): StateRule | undefined {
  const sig = signature(rule);
  // The signature is compared first: a citation pattern reads the whole notice.
  return CITING_RULES.find((c) => c.signature === sig && c.cites.test(noticeText))?.rule;
}

export function signature(rule: DeadlineRule): string {
  return `${rule.combine}:${rule.terms.map((t) => `${t.amount}${t.unit[0]}@${t.from}`).join(',')}`;
}
