/**
 * Accuracy bench: per-field precision / recall / F1 and macro F1 on the
 * project's fixtures and on the development corpus (../shared/corpus/dev)
 * when it exists.
 *
 * The wild corpus (../shared/corpus/wild, no gold) gives per domain the share
 * classified with its own domain, coverage per field and state (share of notices
 * whose first entity has a value; `!` marks a missed target) and every insane value.
 *
 *   npm run bench:accuracy [-- --domain foreclosure] [--set dev|fixtures|wild] [--verbose] [--missing FIELD]
 *
 * `--missing FIELD` lists up to 10 wild notices (spread over the corpus) whose first entity lacks FIELD.
 */
import { cpus } from 'node:os';
import { devCorpusDir, fixturesDir, loadGold } from './lib/corpus.js';
import { evaluate } from './lib/evaluate.js';
import { SEED_FIELDS } from './lib/fields.js';
import { printWild } from './lib/wild-report.js';
import { classify } from '../src/index.js';
import type { ClassDomain } from '../src/classify/cues.js';
import type { Domain } from '../src/types.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const verbose = args.includes('--verbose');
const domains: Domain[] = opt('domain') ? [opt('domain') as Domain] : ['foreclosure', 'bids', 'probate'];
const sets = opt('set') ? [opt('set')!] : ['fixtures', 'dev', 'wild'];

const f3 = (x: number) => x.toFixed(3);
console.log(`accuracy bench  node ${process.version}  ${cpus().length} cpus  ${new Date().toISOString().slice(0, 10)}`);
for (const set of sets.filter((s) => s !== 'wild')) {
  const dir = set === 'dev' ? devCorpusDir() : fixturesDir();
  for (const domain of domains) {
    const notices = loadGold(dir, domain);
    if (!notices.length) {
      console.log(`\n[${set}/${domain}] no notices at ${dir}/${domain}: skipped`);
      continue;
    }
    const scorer = evaluate(domain, notices);
    const seeds = SEED_FIELDS[domain];
    console.log(`\n[${set}/${domain}] ${notices.length} notices, ${notices.reduce((a, n) => a + n.entities.length, 0)} entities`);
    console.log(`${'field'.padEnd(36)} ${'P'.padStart(6)} ${'R'.padStart(6)} ${'F1'.padStart(6)}   tp  fp  fn`);
    for (const s of scorer.scores()) {
      const mark = seeds.includes(s.field) ? '*' : ' ';
      console.log(`${mark}${s.field.padEnd(35)} ${f3(s.precision).padStart(6)} ${f3(s.recall).padStart(6)} ${f3(s.f1).padStart(6)} ${String(s.tp).padStart(4)}${String(s.fp).padStart(4)}${String(s.fn).padStart(4)}`);
    }
    console.log(`seed-field macro F1 (*): ${f3(scorer.macroF1(seeds))}   all-field macro F1: ${f3(scorer.macroF1())}`);
    if (verbose) {
      for (const m of scorer.misses) console.log(`  miss ${m.id}#${m.entity} ${m.field}: gold=${JSON.stringify(m.gold)} got=${JSON.stringify(m.predicted)}`);
    }
  }
}

// Classification: every gold file knows its domain; `other/` holds notices of other kinds.
if (!opt('domain')) {
  const kinds: ClassDomain[] = ['foreclosure', 'bids', 'probate', 'other'];
  const matrix = new Map<string, number>();
  let right = 0;
  let total = 0;
  const wrong: string[] = [];
  for (const dir of [fixturesDir(), devCorpusDir()]) {
    if (!sets.includes(dir === devCorpusDir() ? 'dev' : 'fixtures')) continue;
    for (const kind of kinds) {
      for (const n of loadGold(dir, kind)) {
        const got = classify(n.text).domain;
        matrix.set(`${kind}>${got}`, (matrix.get(`${kind}>${got}`) ?? 0) + 1);
        total++;
        if (got === kind) right++;
        else wrong.push(`${n.id}: ${kind} -> ${got}`);
      }
    }
  }
  console.log(`\n[classification] ${sets.filter((s) => s !== 'wild').join(' + ')}: accuracy ${f3(right / (total || 1))} (${right}/${total})`);
  console.log(`${'gold \\ got'.padEnd(13)}${kinds.map((k) => k.padStart(12)).join('')}`);
  for (const g of kinds) console.log(`${g.padEnd(13)}${kinds.map((k) => String(matrix.get(`${g}>${k}`) ?? 0).padStart(12)).join('')}`);
  if (verbose) for (const w of wrong) console.log(`  misclassified ${w}`);
}

if (sets.includes('wild')) printWild(opt('domain') ? [opt('domain') as Domain] : [...domains, 'other'], { verbose, missing: opt('missing') });
