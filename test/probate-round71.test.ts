/**
 * Mechanisms from blind round 71 (probate notices in the forms the wild corpus holds most: two Arizona notices, two
 * Tennessee notices, a New York citation; texts written here, names invented).
 */
import { describe, expect, it } from 'vitest';
import { extract, toGold } from '../src/index.js';

const gold = (text: string) => toGold(extract(text, { domain: 'probate' }).entities)[0] as Record<string, any>;

describe('round 71', () => {
  const citation = (to: string) => `CITATION
File No. 2031-0388
SURROGATE'S COURT - ELM COUNTY
TO: The heirs at law, next of kin and distributees of ${to}, deceased, if living.
A petition having been duly filed by AMOS B. PELL, who is domiciled at 1 Oak Row, Elmton, New York 13000,
YOU ARE HEREBY CITED TO SHOW CAUSE before the Surrogate's Court, Elm County, on May 19, 2031, why a decree should not be made in the estate of JO A. ROE, lately domiciled at 7 Elm Row, Elmton, New York 13001, granting Letters of Administration.`;

  it("reads the aliases printed with the decedent's name before the estate's own printing", () => {
    const g = gold(citation('JO A. ROE, a/k/a JOANNE ROE'));
    expect(g.decedentName).toBe('JO A. ROE');
    expect(g.decedentAliases).toEqual(['JOANNE ROE']);
  });

  it('reads none where no printing carries one', () => {
    expect(gold(citation('JO A. ROE')).decedentAliases).toEqual([]);
  });
});
