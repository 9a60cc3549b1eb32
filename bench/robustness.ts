/**
 * Robustness bench: the annotated notices (fixtures, and the development
 * corpus when it is beside the repository) re-laid out as other papers and
 * scrapers print them (bench/lib/perturb.ts), scored per domain with values
 * compared by their letters and digits. A field that drops under a layout
 * leans on the layout it was written for.
 *
 *   npm run bench:robust [-- --domain probate] [--set fixtures|dev]
 */
import { existsSync } from 'node:fs';
import { extract, toGold } from '../src/index.js';
import { DOMAINS, type Domain } from '../src/types.js';
import { devCorpusDir, fixturesDir, loadGold, type GoldNotice } from './lib/corpus.js';
import { SCORED_FIELDS, SEED_FIELDS } from './lib/fields.js';
import { looseValue, PERTURBATIONS } from './lib/perturb.js';
import { Scorer } from './lib/score.js';

const args = process.argv.slice(2);
const option = (name: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] : undefined; };
const domains = (option('domain') ? [option('domain')] : DOMAINS) as Domain[];
const sets = option('set') ? [option('set')!] : ['fixtures', 'dev'];
/** A field is listed under a layout when it loses at least this much F1 there. */
const DROP_SHOWN = 0.05;

function score(domain: Domain, notices: GoldNotice[], apply: (t: string) => string): Scorer {
  const scorer = new Scorer(SCORED_FIELDS[domain]);
  for (const n of notices) {
    const predicted = toGold(domain, extract(apply(n.text), { domain }).entities) as Record<string, unknown>[];
    scorer.add(n.id, looseValue(n.entities) as Record<string, unknown>[], looseValue(predicted) as Record<string, unknown>[]);
  }
  return scorer;
}

console.log('robustness bench: seed-field macro F1, values compared by letters and digits');
for (const p of PERTURBATIONS) console.log(`  ${p.name.padEnd(11)} ${p.about}`);
for (const set of sets) {
  const dir = set === 'dev' ? devCorpusDir() : fixturesDir();
  if (!existsSync(dir)) continue;
  for (const domain of domains) {
    const notices = loadGold(dir, domain);
    if (!notices.length) continue;
    const base = score(domain, notices, (t) => t);
    const baseF1 = new Map(base.scores().map((s) => [s.field, s.f1]));
    const row = [`[${set}/${domain}] ${notices.length} notices`.padEnd(32)];
    const drops: string[] = [];
    for (const p of PERTURBATIONS) {
      const s = p.name === 'as printed' ? base : score(domain, notices, p.apply);
      row.push(`${p.name} ${s.macroF1(SEED_FIELDS[domain]).toFixed(3)}`);
      for (const f of s.scores()) {
        const was = baseF1.get(f.field)!;
        if (SEED_FIELDS[domain].includes(f.field) && was - f.f1 >= DROP_SHOWN) drops.push(`${p.name}: ${f.field} ${was.toFixed(2)} -> ${f.f1.toFixed(2)}`);
      }
    }
    console.log(row.join('   '));
    for (const d of drops) console.log(`    ${d}`);
  }
}
