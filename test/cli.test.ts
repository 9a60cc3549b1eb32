import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../bench/lib/corpus.js';

// The built CLI, run as a user would (npm test builds first: see "pretest").
const CLI = join(repoRoot(), 'dist', 'src', 'cli', 'main.js');
const cli = (args: string[], input?: string) => spawnSync(process.execPath, [CLI, ...args], { input, encoding: 'utf8' });
const NOTICE = `NOTICE OF TRUSTEE'S SALE
Grantor(s): Lena Fairweather
Date of Sale: May 6, 2025
Time of Sale: 1:00 PM
Property Address: 18 Larkspur Court, Mill Valley, CA 94941`;

describe.skipIf(!existsSync(CLI))('notice-extractor CLI', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ne-cli-'));
  const file = join(dir, 'notice.txt');
  writeFileSync(file, NOTICE);

  it('extracts a file in the gold shape', () => {
    const r = cli(['extract', '--domain', 'foreclosure', '--format', 'gold', file]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.entities[0].mortgagorName).toEqual(['Lena Fairweather']);
    expect(out.entities[0].auctionDateTimeStandardized).toBe('05/06/2025, 13:00:00');
  });
  it('reads standard input when no file is given', () => {
    const r = cli(['extract', '-d', 'foreclosure'], NOTICE);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).entities[0].propertyAddress).toBe('18 Larkspur Court, Mill Valley, CA 94941');
  });
  it('renders the wire and full formats', () => {
    const wire = JSON.parse(cli(['extract', '-d', 'foreclosure', '-f', 'wire', file]).stdout);
    expect(typeof wire.entities[0].deedDate).toBe('string');
    const full = JSON.parse(cli(['extract', '-d', 'foreclosure', '-f', 'full', file]).stdout);
    expect(full.entities[0].propertyAddress).toMatchObject({ value: { formatted: '18 Larkspur Court, Mill Valley, CA 94941', zip: '94941' }, stated: true });
  });
  it('exits 2 with a message on a usage error', () => {
    for (const args of [['extract', '-d', 'zoning', file], ['frobnicate'], ['extract', '-d', 'bids', '--nope'], []]) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/notice-extractor: /);
    }
  });
  it('exits 1 with a message for an unreadable file', () => {
    const r = cli(['extract', '-d', 'probate', join(dir, 'missing.txt')]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/missing\.txt: no such file/);
  });
  // A reader that stops early closes the pipe under a command still writing: the command ends quietly with 0.
  it.each([
    ['extract', 'fixtures/bids', 'head -1'],
    ['classify', 'fixtures', 'head -2'],
    ['extract --format ndjson --jobs 2', 'fixtures', 'head -c 10'],
  ])('%s %s | %s ends with 0 and no error', (command, input, reader) => {
    const script = `"${process.execPath}" "${CLI}" ${command} ${input} | ${reader} > /dev/null; echo "status=\${PIPESTATUS[0]}" >&2`;
    const r = spawnSync('bash', ['-c', script], { cwd: repoRoot(), encoding: 'utf8' });
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
    expect(r.stderr).toMatch(/status=0\s*$/);
  });
  it('prints help and version', () => {
    expect(cli(['--help']).stdout).toMatch(/Usage: notice-extractor/);
    expect(cli(['extract', '--help']).stdout).toMatch(/--domain/);
    expect(cli(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
