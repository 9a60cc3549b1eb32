/**
 * Several API instances on one PostgreSQL database, as built (dist): two
 * `migrate` commands at once, two servers started together (both seeding),
 * two concurrent ingests of the same file, and both servers answering every
 * page alike.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/service/paths.js';
import { migrationFiles } from '../src/service/postgres-migrate.js';
import { createTestDatabase, postgresAvailable } from './postgres.js';

const cli = join(packageRoot(), 'dist', 'src', 'cli', 'main.js');
const server = join(packageRoot(), 'dist', 'src', 'service', 'server.js');
const run = postgresAvailable('multi-instance service on PostgreSQL');

function exec(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts a server process and resolves with its base URL once it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [server], { env: { ...process.env, ...env, PORT: '0', NOTICE_DEV_TOKEN: '0' } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+)/.exec(out);
      if (m) resolve({ child, url: m[1] });
    });
    child.stderr.on('data', (d) => { err += d; });
    child.on('close', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
}

describe.runIf(run && existsSync(cli))('two service instances on one PostgreSQL database', { timeout: 60_000 }, () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let env: NodeJS.ProcessEnv;
  const servers: ChildProcess[] = [];
  let urls: string[] = [];
  let token = '';
  const dir = mkdtempSync(join(tmpdir(), 'ne-multi-'));

  beforeAll(async () => {
    db = await createTestDatabase('ne_multi');
    env = { NOTICE_DATABASE_URL: db.url, NOTICE_DATA_DIR: join(dir, 'unused') };
  });
  afterAll(async () => {
    for (const s of servers) s.kill();
    await Promise.all(servers.map((s) => new Promise((r) => (s.exitCode !== null ? r(null) : s.once('close', r)))));
    await db?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('two migrate commands at once: one applies the schema, the other finds it done', async () => {
    const results = await Promise.all([exec(cli, ['migrate'], env), exec(cli, ['migrate'], env)]);
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const applied = results.map((r) => JSON.parse(r.stdout).applied as string[]).sort((a, b) => a.length - b.length);
    expect(applied).toEqual([[], migrationFiles().map((f) => f.version)]);
  });

  it('two servers started together seed the fixtures once and serve the same pages', async () => {
    const started = await Promise.all([startServer(env), startServer(env)]);
    servers.push(...started.map((s) => s.child));
    urls = started.map((s) => s.url);
    const t = await exec(cli, ['token', 'create', '--access', 'full'], env);
    expect(t.code, t.stderr).toBe(0);
    token = t.stdout.trim();
    const pages = await Promise.all(urls.map((u) => fetch(`${u}/v1/texas/public_notices?limit=100`, { headers: { authorization: `Bearer ${token}` } })));
    const bodies = await Promise.all(pages.map((p) => p.json()));
    expect(pages.map((p) => p.status)).toEqual([200, 200]);
    expect(bodies[0].data.length).toBeGreaterThan(0);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(new Set(bodies[0].data.map((r: { id: string }) => r.id)).size).toBe(bodies[0].data.length);
  });

  it('two concurrent ingests of one file leave one copy, visible through both servers', async () => {
    const file = join(dir, 'feed.ndjson');
    writeFileSync(file, Array.from({ length: 60 }, (_, i) => JSON.stringify({
      id: `multi-${i}`, text: `NOTICE OF PUBLIC HEARING ${i}. The Town Council of Milford will hear item ${i}.`,
      paperName: 'Milford Chronicle', county: 'Kent', state: 'DE', date: `2025-07-${String(1 + (i % 28)).padStart(2, '0')}`, domain: 'none',
    })).join('\n'));
    const [a, b] = await Promise.all([exec(cli, ['ingest', file], env), exec(cli, ['ingest', file], env)]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const [sa, sb] = [JSON.parse(a.stdout), JSON.parse(b.stdout)];
    expect(sa.inserted + sb.inserted).toBe(60);
    expect(sa.skipped + sb.skipped).toBe(60);
    const walk = async (base: string) => {
      const ids: string[] = [];
      let next = `${base}/v1/delaware/public_notices?limit=7`;
      for (;;) {
        const body = await (await fetch(next, { headers: { authorization: `Bearer ${token}` } })).json();
        ids.push(...body.data.map((r: { id: string }) => r.id));
        if (!body.has_more) return ids;
        next = `${base}/v1/delaware/public_notices?limit=7&starting_after=${ids.at(-1)}`;
      }
    };
    const [wa, wb] = await Promise.all(urls.map(walk));
    // The servers seeded the fixtures too (a Delaware one among them); the ingested notices appear once each.
    const ingested = wa.filter((id) => id.startsWith('multi-'));
    expect(ingested).toHaveLength(60);
    expect(new Set(ingested).size).toBe(60);
    expect(wb).toEqual(wa);
    const detail = await Promise.all(urls.map(async (u) => (await fetch(`${u}/v1/delaware/public_notices/multi-7`, { headers: { authorization: `Bearer ${token}` } })).json()));
    expect(detail[0].data.id).toBe('multi-7');
    expect(detail[1]).toEqual(detail[0]);
    // Search input is never query syntax, nor an error, on PostgreSQL either.
    for (const search of ['"', "'; DROP TABLE notices; --", 'a & | ! ( ) :*', '\u0000x', 'hearing -milford OR "item 7"']) {
      const res = await fetch(`${urls[0]}/v1/delaware/public_notices?search=${encodeURIComponent(search)}`, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status, search).toBe(200);
    }
    const found = await (await fetch(`${urls[1]}/v1/delaware/public_notices?search=milford+hearing+17`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(found.data.map((r: { id: string }) => r.id)).toEqual(['multi-17']);
  });
});
