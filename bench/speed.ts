/**
 * Speed bench: `extract` against a naive baseline that runs the same
 * libraries over the whole notice (compromise people + organisations,
 * chrono-node parse, libphonenumber-js findPhoneNumbersInText), on the same
 * notices in the same process. Prints notices/s, latency p50/p99 per notice,
 * peak memory, and extract's throughput as a ratio of the baseline's.
 *
 *   npm run bench:speed [-- --domain foreclosure] [--rounds 5] [--no-batch | --batch-only]
 */
import * as chrono from 'chrono-node';
import nlp from 'compromise';
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { cpus, totalmem } from 'node:os';
import { extract, extractMany, ExtractPool } from '../src/index.js';
import type { Domain } from '../src/types.js';
import { devCorpusDir, fixturesDir, loadGold } from './lib/corpus.js';

const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const domains: Domain[] = opt('domain') ? [opt('domain') as Domain] : ['foreclosure', 'bids', 'probate'];
const rounds = Number(opt('rounds') ?? 5);
const REFERENCE = new Date(Date.UTC(2025, 0, 1));

function naive(text: string): number {
  const doc = nlp(text);
  return doc.people().out('array').length + doc.organizations().out('array').length +
    chrono.parse(text, REFERENCE).length + findPhoneNumbersInText(text, 'US').length;
}

interface Run { perSecond: number; p50: number; p99: number; peakMB: number }

/** One pass over the notices: latencies, wall time, heap growth. */
function pass(texts: string[], fn: (t: string) => unknown, lat: number[]): { ms: number; heap: number } {
  const start = performance.now();
  let heap = 0;
  for (const t of texts) {
    const s = performance.now();
    fn(t);
    lat.push(performance.now() - s);
  }
  heap = Math.max(heap, process.memoryUsage().heapUsed);
  return { ms: performance.now() - start, heap };
}

function summarize(lat: number[], totalMs: number, peak: number, base: number): Run {
  lat.sort((a, b) => a - b);
  const q = (p: number) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))];
  return { perSecond: (lat.length / totalMs) * 1000, p50: q(0.5), p99: q(0.99), peakMB: (peak - base) / 1048576 };
}

/**
 * Engine and baseline take turns, round by round, so that whatever else the
 * machine is doing weighs on both alike; the ratio reported is the median of
 * the per-round ratios.
 */
function compare(texts: string[], engine: (t: string) => unknown, baseline: (t: string) => unknown, rounds: number) {
  for (const t of texts) { engine(t); baseline(t); } // warm-up: JIT and lazy tables
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const base = process.memoryUsage().heapUsed;
  const e = { lat: [] as number[], ms: 0, peak: base };
  const b = { lat: [] as number[], ms: 0, peak: base };
  const ratios: number[] = [];
  // The engine is many times faster: give it several passes per baseline pass so both run long enough to time.
  const enginePasses = 10;
  for (let r = 0; r < rounds; r++) {
    let ems = 0;
    for (let k = 0; k < enginePasses; k++) {
      const p = pass(texts, engine, e.lat);
      ems += p.ms;
      e.peak = Math.max(e.peak, p.heap);
    }
    const bp = pass(texts, baseline, b.lat);
    b.peak = Math.max(b.peak, bp.heap);
    e.ms += ems;
    b.ms += bp.ms;
    ratios.push((bp.ms * enginePasses) / ems);
  }
  ratios.sort((x, y) => x - y);
  return { engine: summarize(e.lat, e.ms, e.peak, base), baseline: summarize(b.lat, b.ms, b.peak, base), ratio: ratios[Math.floor(ratios.length / 2)], ratios };
}

/**
 * What this machine gives a second thread at all, for the kind of work the
 * engine does (regular-expression scanning) and for plain arithmetic: the
 * batch speed-up can be no better than the first of these.
 */
async function parallelCeiling(): Promise<{ regex: number; arithmetic: number }> {
  const { Worker } = await import('node:worker_threads');
  const REGEX = `const { parentPort } = require('node:worker_threads');
    const re = /(?<![\\w])(\\d{1,2})\\/(\\d{1,2})\\/(\\d{4})|\\b(?:Trustee|Grantor|Estate)\\b/g;
    const text = 'Grantor: Jo Doe; sale on 12/31/2024 by the Trustee of the Estate. '.repeat(60);
    parentPort.on('message', (n) => { let c = 0; for (let i = 0; i < n; i++) { re.lastIndex = 0; while (re.exec(text)) c++; } parentPort.postMessage(c); });`;
  const ARITHMETIC = `const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (n) => { let x = 0; for (let i = 0; i < n * 2000; i++) x = (x * 31 + i) % 1000003; parentPort.postMessage(x); });`;
  const time = async (code: string, threads: number, work: number) => {
    const ws = Array.from({ length: threads }, () => new Worker(code, { eval: true }));
    const start = performance.now();
    await Promise.all(ws.map((w) => new Promise((resolve) => { w.once('message', resolve); w.postMessage(work / threads); })));
    const ms = performance.now() - start;
    await Promise.all(ws.map((w) => w.terminate()));
    return ms;
  };
  const n = cpus().length;
  const ratio = async (code: string, work: number) => (await time(code, 1, work)) / (await time(code, n, work));
  return { regex: await ratio(REGEX, 12_000), arithmetic: await ratio(ARITHMETIC, 60_000) };
}

/**
 * The same extractions with nothing between the threads: each of N warm
 * threads holds its share of the batch from the start and reports once at
 * the end, against one thread doing all of it. No pool can beat this, so it
 * is the two-thread ceiling of this work on this machine (extraction shares
 * the cores' caches and memory bandwidth in a way a tiny regex loop does not);
 * what the pool reaches below it is the pool's own cost.
 */
async function extractionCeiling(batch: string[], threads: number): Promise<number> {
  const { Worker } = await import('node:worker_threads');
  const jobs = new URL('../src/batch/jobs.js', import.meta.url).href;
  const code = `const { parentPort } = require('node:worker_threads');
    import(${JSON.stringify(jobs)}).then(({ runPoolJob }) => {
      let mine = [];
      const run = (texts) => texts.reduce((n, text) => n + (runPoolJob({ kind: 'extract', text }).ok ? 1 : 0), 0);
      parentPort.on('message', (m) => {
        if (m.warm) { run(m.warm); mine = m.share; parentPort.postMessage('ready'); } else parentPort.postMessage(run(mine));
      });
      parentPort.postMessage('loaded');
    });`;
  const once = (w: InstanceType<typeof Worker>) => new Promise((resolve) => w.once('message', resolve));
  const time = async (n: number) => {
    const ws = Array.from({ length: n }, () => new Worker(code, { eval: true }));
    try {
      await Promise.all(ws.map(once));
      await Promise.all(ws.map((w, i) => { const ready = once(w); w.postMessage({ warm: batch.slice(0, 40), share: batch.filter((_, k) => k % n === i) }); return ready; }));
      const start = performance.now();
      await Promise.all(ws.map((w) => { const done = once(w); w.postMessage('go'); return done; }));
      return performance.now() - start;
    } finally {
      await Promise.all(ws.map((w) => w.terminate()));
    }
  };
  return (await time(1)) / (await time(threads));
}

/**
 * Batch throughput through warm worker pools: one worker against one per
 * core, and the machine's two-thread ceiling, taking turns round by round
 * (1 worker, N workers, ceiling), so load from elsewhere on the machine
 * weighs on all three alike; each figure is the median over the rounds.
 */
async function batchThroughput(texts: string[]): Promise<void> {
  const batch = Array.from({ length: 3 }, () => texts).flat();
  const rate = async (pool: ExtractPool) => {
    const start = performance.now();
    let n = 0;
    for await (const r of extractMany(batch, { pool })) if (r.ok) n++;
    return (n / (performance.now() - start)) * 1000;
  };
  const one = new ExtractPool(1);
  const all = new ExtractPool(cpus().length);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  try {
    await Promise.all([one.ready(), all.ready()]);
    for (const pool of [one, all]) for await (const _ of extractMany(texts.slice(0, 40), { pool })) void _; // warm-up: JIT
    const r1: number[] = [];
    const rN: number[] = [];
    const speedups: number[] = [];
    const ceilings: number[] = [];
    const workCeilings: number[] = [];
    const batchRounds = Math.max(3, Math.min(rounds, 5));
    for (let round = 0; round < batchRounds; round++) {
      r1.push(await rate(one));
      rN.push(await rate(all));
      speedups.push(rN.at(-1)! / r1.at(-1)!);
      ceilings.push((await parallelCeiling()).regex);
      workCeilings.push(await extractionCeiling(batch, all.size));
    }
    const speedup = median(speedups);
    const ceiling = median(ceilings);
    console.log(`\n[batch] extractMany, auto domain, ${batch.length} notices, ${batchRounds} interleaved rounds`);
    console.log(`1 worker: ${median(r1).toFixed(1)} notices/s   ${all.size} workers: ${median(rN).toFixed(1)} notices/s   speed-up ${speedup.toFixed(2)}x ` +
      `(per round ${speedups.map((x) => x.toFixed(2)).join(', ')})`);
    console.log(`machine ceiling with ${all.size} threads: regex scanning ${ceiling.toFixed(2)}x (per round ${ceilings.map((x) => x.toFixed(2)).join(', ')})`);
    const workCeiling = median(workCeilings);
    console.log(`machine ceiling with ${all.size} threads: the same extractions, no pool ${workCeiling.toFixed(2)}x (per round ${workCeilings.map((x) => x.toFixed(2)).join(', ')})`);
    console.log(`speed-up / ceiling: ${((speedup / ceiling) * 100).toFixed(0)}% of regex scanning, ${((speedup / workCeiling) * 100).toFixed(0)}% of the same extractions (target >= 90%, and never below 1 worker)`);
  } finally {
    await one.close();
    await all.close();
  }
}

const row = (name: string, r: Run) =>
  `${name.padEnd(10)} ${r.perSecond.toFixed(1).padStart(10)} ${r.p50.toFixed(3).padStart(9)} ${r.p99.toFixed(3).padStart(9)} ${r.peakMB.toFixed(1).padStart(9)}`;

/**
 * Every domain's engine runs before any baseline does. V8 compiles a regular
 * expression to machine code on first use, and once a process has generated
 * a lot of regexp code it compiles any further one without optimization
 * (V8's TooMuchRegExpCode), which runs 3-5x slower. compromise builds fresh
 * regexps as it tags, so a baseline run first used that budget up, and the
 * domains benched after it ran on unoptimized patterns: the order of the
 * domains, not the engine, decided their figures. A service has long warmed
 * all of its code before such a state; so does the bench now.
 */
function warmEngine(): void {
  for (const domain of domains) {
    const texts = [...loadGold(devCorpusDir(), domain), ...loadGold(fixturesDir(), domain)].map((n) => n.text);
    for (let pass = 0; pass < 2; pass++) for (const t of texts) extract(t, { domain });
  }
}

const allTexts: string[] = [];
if (!args.includes('--batch-only')) warmEngine();
console.log(`speed bench  node ${process.version}  ${cpus().length}x ${cpus()[0]?.model ?? '?'}  ${(totalmem() / 2 ** 30).toFixed(0)} GiB  rounds=${rounds}`);
for (const domain of domains) {
  if (args.includes('--batch-only')) {
    allTexts.push(...[...loadGold(devCorpusDir(), domain), ...loadGold(fixturesDir(), domain)].map((n) => n.text));
    continue;
  }
  const notices = [...loadGold(devCorpusDir(), domain), ...loadGold(fixturesDir(), domain)];
  if (!notices.length) continue;
  const texts = notices.map((n) => n.text);
  allTexts.push(...texts);
  const kb = texts.reduce((a, t) => a + t.length, 0) / texts.length / 1024;
  const { engine, baseline, ratio, ratios } = compare(texts, (t) => extract(t, { domain }), naive, rounds);
  console.log(`\n[${domain}] ${texts.length} notices (dev + fixtures), mean ${kb.toFixed(1)} KB`);
  console.log(`${'run'.padEnd(10)} ${'notices/s'.padStart(10)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'heap MB'.padStart(9)}`);
  console.log(row('extract', engine));
  console.log(row('baseline', baseline));
  console.log(`ratio extract/baseline: ${ratio.toFixed(1)}x (median of ${ratios.length} interleaved rounds; range ${ratios[0].toFixed(1)}-${ratios[ratios.length - 1].toFixed(1)})`);
}
if (allTexts.length && !args.includes('--no-batch')) await batchThroughput(allTexts);
