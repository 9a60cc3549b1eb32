import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../bench/lib/corpus.js';

const CLI = join(repoRoot(), 'dist', 'src', 'cli', 'main.js');
const cli = (args: string[], input?: string | Buffer) => spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });

const FORECLOSURE = "NOTICE OF TRUSTEE'S SALE\nGrantor(s): Lena Fairweather\nDeed of Trust dated May 1, 2019.\nDate of Sale: May 6, 2025\nTime of Sale: 1:00 PM\nProperty Address: 18 Larkspur Court, Mill Valley, CA 94941\nThe property will be sold at public auction.";
const PROBATE = 'NOTICE TO CREDITORS\nEstate of Harold Quist, Deceased.\nAll persons having claims against the estate must present them to the Personal Representative within four months.';
const ZONING = 'NOTICE OF PUBLIC HEARING\nThe Zoning Board of Appeals will hear a request for a variance at 12 Elm Street.';

describe.skipIf(!existsSync(CLI))('notice-extractor CLI on batches', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ne-batch-'));
  mkdirSync(join(dir, 'feed', 'nested'), { recursive: true });
  writeFileSync(join(dir, 'feed', 'a.txt'), FORECLOSURE);
  writeFileSync(join(dir, 'feed', 'nested', 'b.txt'), PROBATE);
  writeFileSync(join(dir, 'feed', 'nested', 'b.json'), '{"gold": "sidecars are not notices"}');
  writeFileSync(join(dir, 'feed', 'c.txt'), ZONING);
  writeFileSync(join(dir, 'empty.txt'), '');
  writeFileSync(join(dir, 'binary.txt'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]));
  writeFileSync(join(dir, 'latin1.txt'), Buffer.from([0x45, 0x73, 0x74, 0x61, 0x74, 0x65, 0x20, 0xe9, 0xe8]));
  writeFileSync(join(dir, 'feed.ndjson'), [JSON.stringify({ id: 'n1', text: FORECLOSURE }), '{not json', JSON.stringify({ id: 'n3', text: PROBATE }), JSON.stringify({ id: 'n4' })].join('\n'));

  it('walks directories recursively, auto-detects domains and prints a JSON array', () => {
    const r = cli(['extract', join(dir, 'feed')]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as Array<{ source: string; domain: string; entities: unknown[] }>;
    expect(out.map((o) => o.domain)).toEqual(['foreclosure', 'other', 'probate']);
    expect(out.every((o) => o.source.endsWith('.txt'))).toBe(true);
    expect(r.stderr).toMatch(/inputs 3, extracted 2, empty 1, failed 0/);
  });
  it('reads NDJSON, reports malformed lines and lines without text, and goes on', () => {
    const r = cli(['extract', '--format', 'ndjson', join(dir, 'feed.ndjson')]);
    expect(r.status).toBe(1);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id)).toEqual(['n1', `${join(dir, 'feed.ndjson')}:2`, 'n3', 'n4']);
    expect(lines[1].error).toMatch(/malformed NDJSON/);
    expect(lines[3].error).toMatch(/"text"/);
    expect(r.stderr).toMatch(/feed\.ndjson:2: malformed NDJSON line/);
    expect(r.stderr).toMatch(/inputs 4, extracted 2, empty 0, failed 2/);
  });
  it('reads NDJSON from standard input', () => {
    const r = cli(['extract', '-f', 'ndjson', '-'], `${JSON.stringify({ id: 'x', text: PROBATE })}\n`);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.trim())).toMatchObject({ id: 'x', domain: 'probate' });
  });
  it('names each bad file with its reason; the rest are still processed', () => {
    const r = cli(['extract', '--domain', 'foreclosure', join(dir, 'empty.txt'), join(dir, 'binary.txt'), join(dir, 'latin1.txt'), join(dir, 'missing.txt'), join(dir, 'feed', 'a.txt')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/binary\.txt: binary file/);
    expect(r.stderr).toMatch(/latin1\.txt: not valid UTF-8/);
    expect(r.stderr).toMatch(/missing\.txt: no such file/);
    expect(r.stderr).toMatch(/inputs 5, extracted 1, empty 1, failed 3/);
    const out = JSON.parse(r.stdout) as Array<{ source: string }>;
    expect(out.map((o) => o.source.split('/').pop())).toEqual(['empty.txt', 'a.txt']);
  });
  it('refuses a file over the size limit without reading it', () => {
    const big = join(dir, 'big.txt');
    writeFileSync(big, Buffer.alloc(9 * 1024 * 1024, 0x61));
    const r = cli(['extract', '-d', 'bids', big]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/big\.txt: file too large/);
  });
  it('writes to --out and is quiet with --quiet', () => {
    const out = join(dir, 'out.ndjson');
    const r = cli(['extract', '-q', '-f', 'ndjson', '-o', out, join(dir, 'feed')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('');
    expect(existsSync(out)).toBe(true);
  });
  it('gives the same output with --jobs 2', () => {
    const one = cli(['extract', '-q', '-f', 'ndjson', join(dir, 'feed'), join(dir, 'feed.ndjson')]);
    const two = cli(['extract', '-q', '-f', 'ndjson', '--jobs', '2', join(dir, 'feed'), join(dir, 'feed.ndjson')]);
    expect(two.stdout).toBe(one.stdout);
  });
  it('classify prints domain and score per input', () => {
    const r = cli(['classify', join(dir, 'feed')]);
    expect(r.status).toBe(0);
    const rows = r.stdout.trim().split('\n').map((l) => l.split('\t'));
    expect(rows.map((x) => x[1])).toEqual(['foreclosure', 'other', 'probate']);
    const json = cli(['classify', '--json', join(dir, 'feed', 'a.txt')]);
    expect(JSON.parse(json.stdout)).toMatchObject({ domain: 'foreclosure', cues: expect.any(Array) });
  });
  it('has help for every command and exits 2 on usage errors', () => {
    for (const cmd of [[], ['extract'], ['classify']]) expect(cli([...cmd, '--help']).status).toBe(0);
    expect(cli(['extract', '--help']).stdout).toMatch(/--format/);
    expect(cli(['extract', '--format', 'xml', join(dir, 'feed')]).status).toBe(2);
    expect(cli(['extract', '--jobs', 'many', join(dir, 'feed')]).status).toBe(2);
  });
});
