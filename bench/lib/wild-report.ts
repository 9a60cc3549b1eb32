/** Prints the wild-corpus section of the accuracy bench (see bench/lib/wild.ts). */
import type { ClassDomain } from '../../src/classify/cues.js';
import { CLASSIFY_TARGETS, COVERAGE_TARGETS, loadWild, measureWild, wildCorpusDir } from './wild.js';

/** States with at least this many notices get their own coverage column. */
const MIN_STATE_COLUMN = 5;
const MISSING_SAMPLE = 10;

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

export function printWild(domains: ClassDomain[], opts: { verbose: boolean; missing?: string }): void {
  const dir = wildCorpusDir();
  for (const domain of domains) {
    const notices = loadWild(dir, domain);
    if (!notices.length) {
      console.log(`\n[wild/${domain}] no notices at ${dir}: skipped`);
      continue;
    }
    const r = measureWild(domain, notices);
    const cls = r.classifiedOwn / r.notices;
    const clsMark = cls < CLASSIFY_TARGETS[domain] ? `!  (target ${pct(CLASSIFY_TARGETS[domain])})` : '';
    console.log(`\n[wild/${domain}] ${r.notices} notices  classified as ${domain}: ${(100 * cls).toFixed(1)}%${clsMark}${domain === 'other' ? '' : `  insane values: ${r.insane.length}`}`);
    if (domain === 'other') continue;
    const targets = COVERAGE_TARGETS[domain];
    const states = ['*', ...Object.keys(r.counts).filter((s) => s !== '*' && r.counts[s] >= MIN_STATE_COLUMN).sort()];
    const fields = [...new Set([...Object.keys(r.covered['*'] ?? {}), ...Object.values(targets).flatMap((t) => Object.keys(t))])].sort();
    console.log(`coverage ${'field'.padEnd(36)}${states.map((s) => `${s === '*' ? 'all' : s}(${r.counts[s]})`.padStart(11)).join('')}`);
    for (const field of fields) {
      const cells = states.map((s) => {
        const share = (r.covered[s]?.[field] ?? 0) / r.counts[s];
        const min = targets[s]?.[field];
        return `${pct(share)}${min !== undefined && share < min ? '!' : ''}`.padStart(11);
      });
      console.log(`         ${field.padEnd(36)}${cells.join('')}`);
    }
    for (const bad of r.insane) console.log(`  insane ${bad.id} ${bad.field}: ${JSON.stringify(bad.value)} (${bad.why})`);
    if (opts.missing && opts.missing in r.missing) {
      const ids = r.missing[opts.missing];
      const step = Math.max(1, Math.floor(ids.length / MISSING_SAMPLE));
      const sample = ids.filter((_, i) => i % step === 0).slice(0, MISSING_SAMPLE);
      console.log(`  missing ${opts.missing}: ${ids.length} notices, e.g. ${sample.join(' ')}`);
    }
  }
}
