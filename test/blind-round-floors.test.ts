/**
 * Floors on the notices written for blind rounds (test/floors/blind-rounds-*.json): each was scored before any rule
 * saw it, then became a fixture. Pinned to its ids, so fixtures added later are scored first, not held to a figure
 * they never had.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, loadGold } from '../bench/lib/corpus.js';
import { evaluate } from '../bench/lib/evaluate.js';
import { SEED_FIELDS } from '../bench/lib/fields.js';
import type { Domain } from '../src/types.js';

interface RoundFloors { measuredOn: Record<Domain, string[]>; seedMacroF1: Record<Domain, number> }
const floors = JSON.parse(readFileSync(join(import.meta.dirname, 'floors', 'blind-rounds-22-189.json'), 'utf8')) as RoundFloors;

describe.each(['foreclosure', 'bids', 'probate'] as const)('blind rounds 22-189, %s', (domain) => {
  const ids = new Set(floors.measuredOn[domain]);
  const notices = loadGold(fixturesDir(), domain).filter((n) => ids.has(n.id));

  it('finds every notice the floor was measured on', () => expect(notices.length).toBe(ids.size));

  it(`keeps seed-field macro F1 >= ${floors.seedMacroF1[domain]}`, () => {
    expect(evaluate(domain, notices).macroF1(SEED_FIELDS[domain])).toBeGreaterThanOrEqual(floors.seedMacroF1[domain]);
  });
});
