/**
 * Scale bench: the SQLite and PostgreSQL stores side by side at 10k, 100k
 * and 1M notices (up to `--max`): ingest rate, database size against the
 * NDJSON the notices would arrive as, and p50/p99 latency of the routes a
 * client uses most, measured from a client on loopback against a server
 * process with its page and body caches off (every request reaches the store).
 *
 *   npm run bench:scale [-- --max 100000] [--requests 400] [--connections 10] [--stores sqlite,postgres] [--keep]
 *
 * --keep leaves the databases in place (and prints where), to study plans on them.
 *
 * PostgreSQL: `npm run bench:scale` runs under .ci/with-postgres (a throwaway
 * cluster, fsync on); or set NOTICE_BENCH_DATABASE_URL to a server where the
 * bench may create and drop a database of its own.
 *
 * Records: the fixtures, each in several variants whose party names are
 * replaced (then extracted, so every variant's entities are the engine's),
 * each variant a template repeated with its own id, date (spread over three
 * years), county, paper and a serial number printed in the text (a word that
 * occurs in one notice only, for the rare search). Repeats are rendered from
 * the template by substituting those fields; a sample is checked against the
 * engine's own rendering of the same notice, so the records are what ingest
 * would store. The ingest rate is the store's (`insert` of prepared notices,
 * compression and indexing included); extraction is timed by bench:speed.
 *
 * Targets at 1M, both stores: detail p99 <= 5 ms, list pages (page 0 and deep
 * cursor) p99 <= 20 ms, search p99 <= 100 ms, ingest >= 2,000 notices/s,
 * database <= 3x the NDJSON; from 100k to 1M, p99 of detail, cursor pages and
 * search grows at most 2x.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { deepStrictEqual } from 'node:assert';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { fixturesDir } from '../src/service/paths.js';
import { openPostgresStore } from '../src/service/postgres-store.js';
import { prepareNotice, type NoticeInput } from '../src/service/records.js';
import { fixtureNotices } from '../src/service/seed.js';
import { SqliteNoticeStore } from '../src/service/sqlite-store.js';
import { countyKey, type NoticeStore, type PreparedNotice } from '../src/service/store.js';
import { createToken } from '../src/service/tokens.js';

const args = process.argv.slice(2);
function opt(name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(v) || v <= 0) throw new Error(`--${name} must be a positive integer`);
  return v;
}
const MAX = opt('max', 100_000);
const REQUESTS = opt('requests', 400);
const CONNECTIONS = opt('connections', 10);
const VARIANTS = opt('variants', 8);
const STORES = (args.includes('--stores') ? args[args.indexOf('--stores') + 1] : 'sqlite,postgres').split(',');
const SIZES = [10_000, 100_000, 1_000_000].filter((n) => n <= MAX);
if (!SIZES.includes(MAX) && MAX < 1_000_000) SIZES.push(MAX);
SIZES.sort((a, b) => a - b);
const BATCH = 1000;
const PG_URL = process.env.NOTICE_BENCH_DATABASE_URL || process.env.NOTICE_TEST_DATABASE_URL;
const KEEP = args.includes('--keep');

// ---------------------------------------------------------------- records

/** Placeholders a template is prepared with, replaced per record (none can occur in a notice). */
const ID0 = 'zzbenchid';
const COUNTY0 = 'Zzplaceholder';
const PAPER0 = 'Zzpaper Gazette';
const DATE0 = '1999-01-01';
const EPOCH0 = String(Date.UTC(1999, 0, 1));
/** Serial printed in the text: the same length in every record, so no span moves. */
const SERIAL0 = 'RX000000000000';
const serial = (i: number) => `RX${String(i).padStart(12, '0')}`;
const PLACEHOLDERS = new RegExp([ID0, `${COUNTY0} County`, PAPER0, DATE0, EPOCH0, SERIAL0].join('|'), 'g');

const FIRST = ['Avery', 'Blake', 'Carmen', 'Dalia', 'Emmett', 'Frances', 'Gideon', 'Harriet', 'Isaac', 'Juniper', 'Keaton', 'Lorena', 'Marcus', 'Nadine', 'Orson', 'Priya'];
const LAST = ['Abernathy', 'Bellweather', 'Castellano', 'Dunmore', 'Eastwood', 'Fairbanks', 'Galloway', 'Holloway', 'Ingram', 'Jablonski', 'Kettering', 'Lindqvist', 'Mercado', 'Northcott', 'Oyelaran', 'Pemberton'];
const COUNTIES = ['Adams', 'Baker', 'Clay', 'Douglas', 'Franklin', 'Grant', 'Hamilton', 'Jackson', 'Jefferson', 'Lincoln', 'Madison', 'Marion', 'Monroe', 'Morgan', 'Polk', 'Washington', 'Union', 'Wayne', 'Warren', 'Greene'];
const PAPERS = ['Valley Courier', 'County Record', 'Daily Ledger', 'Tri-City Herald', 'Weekly Examiner', 'Legal News'];

interface Template { input: Omit<NoticeInput, 'id' | 'county' | 'paperName' | 'date'>; prepared: PreparedNotice }

/** The text with each extracted person-like name (two to four words, no digits) replaced by a made-up one. */
function renamed(text: string, names: string[], variant: number): string {
  let out = text;
  names.forEach((name, k) => {
    const made = `${FIRST[(variant * 5 + k) % FIRST.length]} ${LAST[(variant * 3 + k * 7) % LAST.length]}`;
    out = out.split(name).join(name === name.toUpperCase() ? made.toUpperCase() : made);
  });
  return out;
}

function templates(): Template[] {
  const out: Template[] = [];
  for (const f of fixtureNotices(fixturesDir())) {
    const base = prepareNotice({ ...f, id: ID0 });
    const names = base.searchNames.split('\n').filter((n) => /^[A-Za-z][A-Za-z.' -]+$/.test(n) && /^\S+(?: \S+){1,3}$/.test(n));
    for (let v = 0; v < VARIANTS; v++) {
      const text = `${v === 0 ? f.text : renamed(f.text, names, v)}\n\nSerial ${SERIAL0}\n`;
      const input = { text, state: f.state, domain: f.domain };
      out.push({ input, prepared: prepareNotice({ ...input, id: ID0, county: COUNTY0, paperName: PAPER0, date: DATE0 }) });
    }
  }
  return out;
}

function daysBefore(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

/** Record `i`: its template, and what ingest would read for it. */
function inputOf(ts: Template[], i: number): { t: Template; input: NoticeInput } {
  const t = ts[i % ts.length];
  return {
    t,
    input: {
      ...t.input,
      id: `n${String(i).padStart(9, '0')}`,
      text: t.input.text.replace(SERIAL0, serial(i)),
      county: COUNTIES[(i * 31) % COUNTIES.length],
      paperName: PAPERS[(i * 17) % PAPERS.length],
      // Spread over three years, not in arrival order, so lists really sort.
      date: daysBefore('2025-06-30', (i * 7919) % 1095),
    },
  };
}

function generate(ts: Template[], i: number): { notice: PreparedNotice; ndjsonBytes: number } {
  const { t, input } = inputOf(ts, i);
  const county = `${input.county} County`;
  const values: Record<string, string> = {
    [ID0]: input.id!, [`${COUNTY0} County`]: county, [PAPER0]: input.paperName, [DATE0]: input.date,
    [EPOCH0]: String(Date.parse(`${input.date}T00:00:00Z`)), [SERIAL0]: serial(i),
  };
  const fill = (s: string) => s.replace(PLACEHOLDERS, (m) => values[m]);
  const p = t.prepared;
  const records: PreparedNotice['records'] = {};
  for (const [c, body] of Object.entries(p.records)) records[c as keyof typeof records] = fill(body!);
  const notice: PreparedNotice = {
    ...p, id: input.id!, county, countyKey: countyKey(county), paperName: input.paperName, date: input.date,
    text: input.text, searchNames: fill(p.searchNames), records,
  };
  return { notice, ndjsonBytes: Buffer.byteLength(JSON.stringify(input)) + 1 };
}

/** The substitution must give exactly what the engine renders for the same notice. */
function checkGenerated(ts: Template[]): void {
  for (const i of [0, 1, ts.length + 3, 2 * ts.length + 11, 99_991]) {
    deepStrictEqual(generate(ts, i).notice, prepareNotice(inputOf(ts, i).input), `generated record ${i} differs from the engine's`);
  }
}

// ---------------------------------------------------------------- stores

interface BenchStore {
  name: string;
  store: NoticeStore;
  serverEnv: NodeJS.ProcessEnv;
  bytes(): Promise<number>;
  /** Bytes per table and index, largest first (with --verbose). */
  parts(): Promise<Array<[string, number]>>;
  /** The database server's processes serving the bench server (PostgreSQL backends), for CPU per request. */
  backendPids(): Promise<number[]>;
  /** What a deployment's background maintenance would have done by now (checkpoint, statistics). */
  settle(): Promise<void>;
  dispose(): Promise<void>;
}

async function sqliteStore(): Promise<BenchStore> {
  const dir = mkdtempSync(join(tmpdir(), 'ne-scale-'));
  const file = join(dir, 'n.sqlite');
  const store = new SqliteNoticeStore({ file, bodyCacheBytes: 0 });
  const size = (f: string) => (existsSync(f) ? statSync(f).size : 0);
  return {
    name: 'SQLite',
    store,
    serverEnv: { NOTICE_BENCH_SQLITE: file },
    backendPids: async () => [],
    bytes: async () => size(file) + size(`${file}-wal`),
    parts: async () => {
      const db = new Database(file, { readonly: true });
      try {
        return (db.prepare('SELECT name, sum(pgsize) AS b FROM dbstat GROUP BY name ORDER BY b DESC LIMIT 12').all() as Array<{ name: string; b: number }>)
          .map((r) => [r.name, r.b]);
      } finally {
        db.close();
      }
    },
    settle: async () => {
      const db = new Database(file);
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
    dispose: async () => {
      await store.close();
      if (KEEP) console.log(`kept ${file}`);
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgresStore(): Promise<BenchStore> {
  const name = `ne_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  const store = await openPostgresStore({ url: url.toString(), poolSize: 4 });
  return {
    name: 'PostgreSQL',
    store,
    serverEnv: { NOTICE_DATABASE_URL: url.toString() },
    backendPids: async () => (await store.primary.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')).rows.map((r) => r.pid),
    bytes: async () => Number((await store.primary.query('SELECT pg_database_size(current_database()) AS b')).rows[0].b),
    parts: async () => (await store.primary.query<{ name: string; b: string }>(`
      SELECT c.relname AS name, pg_relation_size(c.oid) + coalesce(pg_total_relation_size(nullif(c.reltoastrelid, 0)), 0) AS b
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i') ORDER BY b DESC LIMIT 12`)).rows.map((r) => [r.name, Number(r.b)] as [string, number]),
    settle: async () => {
      await store.primary.query('VACUUM ANALYZE');
    },
    dispose: async () => {
      await store.close();
      if (KEEP) console.log(`kept ${url}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

// ---------------------------------------------------------------- load

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const script = join(fileURLToPath(new URL('.', import.meta.url)), 'scale-server.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { env: { ...process.env, NOTICE_DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout!.once('data', (d) => resolve({ child, url: String(d).trim() }));
    child.once('exit', (code) => reject(new Error(`scale server exited with ${code}`)));
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function timedGet(url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`${url}: HTTP ${res.statusCode}`));
        else resolve(Number(process.hrtime.bigint() - t0) / 1e6);
      });
    }).on('error', reject).end();
  });
}

/**
 * CPU seconds the processes have used so far (Linux /proc; 0 elsewhere).
 * Latency on a shared machine depends on everyone's load; the CPU the server
 * (and its database backends) spend per request does not.
 */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone, or not Linux
    }
  }
  return ticks / 100;
}

interface Latency { p50: number; p99: number; cpuMs: number }

/** p50 and p99 in ms of `REQUESTS` requests from `CONNECTIONS` concurrent clients, and CPU ms per request of `pids()`; `path(k)` gives the k-th request. */
async function measure(base: string, token: string, path: (k: number) => string, pids: () => Promise<number[]>): Promise<Latency> {
  // Warm-up, as concurrent as the measurement, so every client connection (and each server connection to its
  // database) is open and the route's code is compiled before timing starts; one request at a time opened
  // one connection only, and the rest were opened, and timed, during the measurement.
  const load = (from: number, count: number, times?: number[]) => {
    let next = from;
    return Promise.all(Array.from({ length: CONNECTIONS }, async () => {
      while (next < from + count) {
        const t = await timedGet(base + path(next++), token);
        times?.push(t);
      }
    }));
  };
  await load(REQUESTS, WARMUP_ROUNDS * CONNECTIONS);
  const watched = await pids();
  const cpu0 = cpuSeconds(watched);
  const times: number[] = [];
  await load(0, REQUESTS, times);
  const cpuMs = ((cpuSeconds(watched) - cpu0) * 1000) / REQUESTS;
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  return { p50: q(0.5), p99: q(0.99), cpuMs };
}

/** Warm-up requests per client connection before each measurement (not timed; other paths than the measured ones). */
const WARMUP_ROUNDS = 5;

/** A deterministic spread of indexes. */
const pick = (k: number, n: number) => (k * 2_654_435_761) % n;

// ---------------------------------------------------------------- run

interface Row { store: string; size: number; ingest: number; bytes: number; ratio: number; settleS: number; lat: Record<string, Latency> }

const QUERIES = ['detail', 'list page 0', 'list deep cursor', 'list deep offset', 'county filter', 'search common', 'search rare'] as const;

async function benchStore(make: () => Promise<BenchStore>, ts: Template[], rows: Row[]): Promise<void> {
  const s = await make();
  try {
    let have = 0;
    let ndjson = 0;
    let ingestMs = 0;
    const { token } = await createToken(s.store, { access: 'full', label: 'bench' });
    const states = [...new Set(ts.map((t) => t.prepared.state))];
    for (const size of SIZES) {
      while (have < size) {
        const batch: PreparedNotice[] = [];
        for (const end = Math.min(size, have + BATCH); have < end; have++) {
          const g = generate(ts, have);
          batch.push(g.notice);
          ndjson += g.ndjsonBytes;
        }
        const t0 = performance.now();
        await s.store.insert(batch);
        ingestMs += performance.now() - t0;
        if (size >= 100_000 && have % 50_000 === 0) process.stderr.write(`  ${s.name}: ${have} notices\r`);
      }
      const t1 = performance.now();
      await s.settle();
      const settleS = (performance.now() - t1) / 1000;
      const bytes = await s.bytes();
      // Deep cursors: the record four fifths down each state's list.
      const deep = new Map<string, { id: string; page: number }>();
      for (const state of states) {
        const count = (await s.store.counts()).find((c) => c.collection === 'public_notices' && c.state === state)?.count ?? 0;
        const at = Math.floor(count * 0.8);
        const r = await s.store.list({ collection: 'public_notices', state, snapshot: Number.MAX_SAFE_INTEGER, limit: 1, offset: at });
        if (r.records.length) deep.set(state, { id: JSON.parse(r.records[0].toString()).id, page: Math.floor(at / 25) });
      }
      const deepStates = [...deep.keys()];
      const server = await startServer(s.serverEnv);
      try {
        const stateOf = (i: number) => ts[i % ts.length].prepared.state;
        const paths: Record<(typeof QUERIES)[number], (k: number) => string> = {
          'detail': (k) => { const i = pick(k, size); return `/v1/${stateOf(i)}/public_notices/${inputOf(ts, i).input.id}`; },
          'list page 0': (k) => `/v1/${states[k % states.length]}/public_notices?limit=25`,
          'list deep cursor': (k) => { const st = deepStates[k % deepStates.length]; return `/v1/${st}/public_notices?limit=25&starting_after=${deep.get(st)!.id}`; },
          'list deep offset': (k) => { const st = deepStates[k % deepStates.length]; return `/v1/${st}/public_notices?limit=25&page=${deep.get(st)!.page}`; },
          'county filter': (k) => `/v1/${states[k % states.length]}/public_notices?limit=25&county=${encodeURIComponent(COUNTIES[k % COUNTIES.length])}`,
          'search common': (k) => `/v1/${states[k % states.length]}/public_notices?limit=25&search=notice`,
          'search rare': (k) => { const i = pick(k, size); return `/v1/${stateOf(i)}/public_notices?limit=25&search=${serial(i)}`; },
        };
        const lat: Row['lat'] = {};
        const pids = async () => [server.child.pid!, ...(await s.backendPids())];
        for (const q of QUERIES) lat[q] = await measure(server.url, token, paths[q], pids);
        rows.push({ store: s.name, size, ingest: have / (ingestMs / 1000), bytes, ratio: bytes / ndjson, settleS, lat });
        printRow(rows.at(-1)!);
        if (args.includes('--verbose')) {
          console.log(`  ${(await s.parts()).map(([n, b]) => `${n} ${fmt(b / 1e6)} MB`).join(', ')}`);
        }
      } finally {
        server.child.kill('SIGTERM');
        await new Promise((r) => server.child.once('exit', r));
      }
    }
  } finally {
    await s.dispose();
  }
}

const fmt = (n: number, d = 1) => n.toFixed(d);
const sizeName = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

function printRow(r: Row): void {
  const lat = QUERIES.map((q) => `${q} ${fmt(r.lat[q].p50)}/${fmt(r.lat[q].p99)}/${fmt(r.lat[q].cpuMs, 2)}`).join(', ');
  console.log(`${r.store.padEnd(10)} ${sizeName(r.size).padStart(5)}  ingest ${fmt(r.ingest, 0)} notices/s, ` +
    `${fmt(r.bytes / 1e6)} MB = ${fmt(r.ratio, 2)}x NDJSON (settle ${fmt(r.settleS)} s); p50/p99 ms/server CPU ms per request: ${lat}`);
}

function printSummary(rows: Row[]): void {
  console.log(`\nload average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cpus().length} CPUs`);
  console.log('\np99 latency in ms (p50 in brackets) [server CPU ms per request, database backends included], ingest and size, per store and size:');
  const head = ['store', 'notices', 'ingest/s', 'size x', ...QUERIES];
  const lines = rows.map((r) => [r.store, sizeName(r.size), fmt(r.ingest, 0), fmt(r.ratio, 2),
    ...QUERIES.map((q) => `${fmt(r.lat[q].p99)} (${fmt(r.lat[q].p50)}) [${fmt(r.lat[q].cpuMs, 2)}]`)]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  for (const l of [head, ...lines]) console.log(l.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));

  console.log('\ngrowth of p99 [and of server CPU per request] between sizes (x):');
  for (const store of [...new Set(rows.map((r) => r.store))]) {
    const own = rows.filter((r) => r.store === store);
    for (let i = 1; i < own.length; i++) {
      const [a, b] = [own[i - 1], own[i]];
      console.log(`${store.padEnd(10)} ${sizeName(a.size)} -> ${sizeName(b.size)}: ` +
        `${QUERIES.map((q) => `${q} ${fmt(b.lat[q].p99 / a.lat[q].p99, 2)} [cpu ${fmt(b.lat[q].cpuMs / a.lat[q].cpuMs, 2)}]`).join(', ')}; ingest/s ${fmt(b.ingest / a.ingest, 2)}, size ${fmt(b.bytes / a.bytes, 2)}`);
    }
  }

  const largest = Math.max(...rows.map((r) => r.size));
  console.log(`\ntargets at ${sizeName(largest)}${largest < 1_000_000 ? ' (the targets are for 1M; run with --max 1000000)' : ''}:`);
  for (const r of rows.filter((x) => x.size === largest)) {
    const checks: Array<[string, boolean]> = [
      [`detail p99 ${fmt(r.lat.detail.p99)} <= 5`, r.lat.detail.p99 <= 5],
      [`page 0 p99 ${fmt(r.lat['list page 0'].p99)} <= 20`, r.lat['list page 0'].p99 <= 20],
      [`deep cursor p99 ${fmt(r.lat['list deep cursor'].p99)} <= 20`, r.lat['list deep cursor'].p99 <= 20],
      [`search p99 ${fmt(Math.max(r.lat['search common'].p99, r.lat['search rare'].p99))} <= 100`, Math.max(r.lat['search common'].p99, r.lat['search rare'].p99) <= 100],
      [`ingest ${fmt(r.ingest, 0)} >= 2000/s`, r.ingest >= 2000],
      [`size ${fmt(r.ratio, 2)}x <= 3x`, r.ratio <= 3],
    ];
    const prev = rows.find((x) => x.store === r.store && x.size === largest / 10);
    if (prev) {
      for (const q of ['detail', 'list deep cursor', 'search common', 'search rare'] as const) {
        const g = r.lat[q].p99 / prev.lat[q].p99;
        checks.push([`${q} growth ${fmt(g, 2)}x <= 2x`, g <= 2]);
      }
    }
    console.log(`${r.store.padEnd(10)} ${checks.map(([t, ok]) => `${ok ? 'ok' : 'MISSED'} ${t}`).join('; ')}`);
  }
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const ts = templates();
  checkGenerated(ts);
  console.log(`${ts.length} templates (${VARIANTS} variants of each fixture) in ${fmt((performance.now() - t0) / 1000)} s; ` +
    `sizes ${SIZES.map(sizeName).join(', ')}; ${REQUESTS} requests per query from ${CONNECTIONS} connections`);
  const rows: Row[] = [];
  if (STORES.includes('sqlite')) await benchStore(sqliteStore, ts, rows);
  if (STORES.includes('postgres')) {
    if (PG_URL) await benchStore(postgresStore, ts, rows);
    else console.log('PostgreSQL skipped: set NOTICE_BENCH_DATABASE_URL, or run npm run bench:scale (it starts a throwaway cluster)');
  }
  printSummary(rows);
  agent.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
