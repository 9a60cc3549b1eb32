/** Runs the engine over annotated notices and scores it. Shared by the bench and the floor tests. */
import { extract, toGold } from '../../src/index.js';
import type { Domain } from '../../src/types.js';
import type { GoldNotice } from './corpus.js';
import { SCORED_FIELDS } from './fields.js';
import { Scorer } from './score.js';

export function evaluate(domain: Domain, notices: GoldNotice[]): Scorer {
  const scorer = new Scorer(SCORED_FIELDS[domain]);
  for (const n of notices) {
    const predicted = toGold(domain, extract(n.text, { domain }).entities) as Record<string, unknown>[];
    scorer.add(n.id, n.entities, predicted);
  }
  return scorer;
}
