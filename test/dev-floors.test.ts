/**
 * Accuracy floors on the development corpus (../shared/corpus/dev).
 *
 * Each floor is pinned to the notices it was measured on (`test/floors/dev-<domain>.json`,
 * `measuredOn`), so that notices added to the corpus later do not move it: they are scored
 * by the bench first (first sight), and join the pinned set when the floor is raised.
 * Floors sit just below the figures reached; they may only go up.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devCorpusDir, loadGold } from '../bench/lib/corpus.js';
import { evaluate } from '../bench/lib/evaluate.js';
import { SEED_FIELDS } from '../bench/lib/fields.js';
import type { Domain } from '../src/types.js';

interface Floor {
  measuredOn: string[];
  seedMacroF1: number;
  fields: Record<string, number>;
}

const DOMAINS: Domain[] = ['foreclosure', 'bids', 'probate'];

for (const domain of DOMAINS) {
  const floor = JSON.parse(readFileSync(join(import.meta.dirname, 'floors', `dev-${domain}.json`), 'utf8')) as Floor;
  const present = existsSync(join(devCorpusDir(), domain));
  describe.skipIf(!present)(`${domain}: development corpus floor`, () => {
    const pinned = new Set(floor.measuredOn);
    const notices = loadGold(devCorpusDir(), domain).filter((n) => pinned.has(n.id));
    const scorer = evaluate(domain, notices);
    it('finds every notice the floor was measured on', () => {
      expect(notices.map((n) => n.id).sort()).toEqual([...pinned].sort());
    });
    it(`keeps seed-field macro F1 >= ${floor.seedMacroF1}`, () => {
      expect(scorer.macroF1(SEED_FIELDS[domain])).toBeGreaterThanOrEqual(floor.seedMacroF1);
    });
    it.each(Object.entries(floor.fields))('keeps %s F1 >= %d', (field, min) => {
      const row = scorer.scores().find((s) => s.field === field);
      expect(row, field).toBeDefined();
      expect(row!.f1).toBeGreaterThanOrEqual(min);
    });
  });
}
