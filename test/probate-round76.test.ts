/**
 * Mechanisms from blind round 76 (probate notices in the old forms of the dev corpus's sources: 1916 Iowa and Ohio
 * appointments, a 1930s Nebraska hearing, a 1920s Oregon notice to creditors, a 19th-century Connecticut court of
 * probate order; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold('probate', extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 76', () => {
  const ORDER = `At a Court of Probate holden at Elmton, within and for the District of Elmton, on the 12th day of March, A. D. 1852.
Present, AMOS ROE, Esq., Judge.
On motion of Ida Pell, Administratrix on the estate of Jonas Pell, late of Elmton, within said district, deceased:
This Court doth decree that six months be allowed and limited for the creditors of said estate to exhibit their claims against the same to the Administratrix.
AMOS ROE, Judge.`;

  it('reads the period a court decrees for the creditors when it precedes the verb', () => {
    expect(gold(ORDER).claimDeadline).toBe('six months');
  });

  it('takes no judge styled "Esq." for the estate\'s attorney', () => {
    expect(gold(ORDER).attorneyName).toBeNull();
  });
});
