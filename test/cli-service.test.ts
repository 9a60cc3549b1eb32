/**
 * The service commands of the built command line, run as separate processes
 * (defects 10 and 11 of issue 11): tokens, serve, ingest of gold folders.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../bench/lib/corpus.js';

const CLI = join(repoRoot(), 'dist', 'src', 'cli', 'main.js');
const cli = (args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', env: { ...process.env, NOTICE_DATA_DIR: '' } });
const dir = mkdtempSync(join(tmpdir(), 'ne-cli-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `serve` until it prints the OpenAPI line, then stops it; returns what it printed. */
function serveOnce(data: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--data', data], { env: { ...process.env, NOTICE_DATA_DIR: '', PORT: '1' } });
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (out.includes('OpenAPI document:')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (c) => { out += c; });
    child.on('exit', () => (out.includes('OpenAPI document:') ? resolve(out) : reject(new Error(out))));
  });
}

// Each step starts the built CLI as its own process: on a loaded 2-core machine that is seconds apiece.
describe.skipIf(!existsSync(CLI))('token commands', { timeout: 120_000 }, () => {
  const data = join(dir, 'tokens');

  it('--states with no state is a usage error, not a token for every state', () => {
    for (const states of ['', ' ', 'arizona,,texas']) {
      const r = cli(['token', 'create', '--access', 'full', '--states', states, '--data', data]);
      expect(r.status, states).toBe(2);
      expect(r.stdout).toBe('');
    }
    expect(cli(['token', 'list', '--json', '--data', data]).stdout).toBe('');
  }, 60_000);

  it('list shows ids, never tokens; revoke by id or by the token removes exactly one', () => {
    const a = cli(['token', 'create', '--access', 'limited', '--states', 'AZ', '--label', 'partner', '--data', data]).stdout.trim();
    const b = cli(['token', 'create', '--access', 'full', '--data', data]).stdout.trim();
    const listed = () => cli(['token', 'list', '--json', '--data', data]).stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const rows = listed();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ access: 'limited', states: ['arizona'], label: 'partner' });
    expect(rows[0].id).toMatch(/^[0-9a-f]{12}$/);
    const human = cli(['token', 'list', '--data', data]).stdout;
    expect(human).toContain(rows[0].id);
    expect(human).not.toContain(a);
    expect(cli(['token', 'revoke', rows[0].id, '--data', data]).status).toBe(0);
    expect(listed().map((r) => r.access)).toEqual(['full']);
    expect(cli(['token', 'revoke', b, '--data', data]).status).toBe(0);
    expect(listed()).toEqual([]);
    const again = cli(['token', 'revoke', rows[0].id, '--data', data]);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/no token/);
  }, 120_000);
});

describe.skipIf(!existsSync(CLI))('serve', () => {
  it('--help lists the flags and the environment variables', () => {
    const r = cli(['serve', '--help']);
    expect(r.status).toBe(0);
    for (const word of ['--port', '--host', '--data', 'PORT', 'NOTICE_RATE_LIMIT', 'NOTICE_EXTRACT_TIMEOUT_MS', 'NOTICE_DEV_TOKEN']) expect(r.stdout).toContain(word);
  });

  it('prints the development token once, keeps it in a 0600 file, and flags win over the environment', async () => {
    const data = join(dir, 'serve');
    const first = await serveOnce(data);
    const file = join(data, 'dev-token');
    const token = readFileSync(file, 'utf8').trim();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first).toContain(token);
    expect(first).not.toContain(':1/'); // --port 0 won over PORT=1
    const second = await serveOnce(data);
    expect(second).not.toContain(token);
    expect(second).toContain(file);
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
  }, 120_000);
});

describe.skipIf(!existsSync(CLI))('ingest', () => {
  it('takes a fixture folder (gold sidecars) as it is', () => {
    const r = cli(['ingest', '--data', join(dir, 'ingest'), join(repoRoot(), 'fixtures', 'bids')]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary.failed).toBe(0);
    expect(summary.inserted).toBeGreaterThan(10);
  }, 60_000);

  it('--help lists the fields a notice needs and the flags that supply them', () => {
    const r = cli(['ingest', '--help']);
    for (const word of ['paperName', 'state', 'date', 'county', '--paper-name', '--state', '--date', '--county']) expect(r.stdout).toContain(word);
  });

  it('a text without metadata is refused with the flag that would supply it, and accepted with the flags', () => {
    const data = join(dir, 'ingest-plain');
    const input = `${JSON.stringify({ text: 'Hearing notice.' })}\n`;
    const refused = spawnSync(process.execPath, [CLI, 'ingest', '--data', data, '-'], { input, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/"paperName" is required .*--paper-name/);
    const taken = spawnSync(process.execPath, [CLI, 'ingest', '--data', data, '--paper-name', 'Kent Ledger', '--state', 'DE', '--date', '2025-01-02', '-'], { input, encoding: 'utf8' });
    expect(taken.status).toBe(0);
    expect(JSON.parse(taken.stdout)).toEqual({ inserted: 1, skipped: 0, failed: 0 });
  }, 60_000);

  it('a notice over the per-notice time limit is reported and skipped; the others are ingested', () => {
    const data = join(dir, 'ingest-timed');
    const meta = { paperName: 'Kent Ledger', state: 'DE', date: '2025-01-02' };
    const input = [
      // About 1 MB (the engine's limit) of a text that is slow to extract: far over 200 ms however fast the engine gets.
      { ...meta, id: 'slow', domain: 'foreclosure', text: '123 Main St\n'.repeat(83_000) },
      { ...meta, id: 'plain', domain: 'none', text: 'Hearing notice.' },
    ].map((n) => JSON.stringify(n)).join('\n');
    const r = spawnSync(process.execPath, [CLI, 'ingest', '--data', data, '--timeout-ms', '200', '-'], { input, encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/stdin:1: extraction took longer than 200 ms/);
    expect(JSON.parse(r.stdout)).toEqual({ inserted: 1, skipped: 0, failed: 1 });
  }, 60_000);
});
