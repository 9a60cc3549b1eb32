/**
 * Rules as data: every cue row of every domain and lexicon table, written
 * [pattern, ..., example], matches its own example. One table test for all
 * of them, found by walking the modules, so a row added anywhere is tested.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../bench/lib/corpus.js';

const SRC = join(repoRoot(), 'src');
const TABLE_FOLDERS = ['domains', 'lexicon', 'recognizers', 'classify'];

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? moduleFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

interface Row { table: string; pattern: string; example: string }

/**
 * A row is [pattern source, ...]: its first item compiles as a pattern, and its example is its longest
 * other string (rows also hold a kind, a direction or a flag: "attorney", "both", "caps").
 */
function rowsOf(table: string, value: unknown): Row[] {
  if (!Array.isArray(value) || !value.length || !value.every((r) => Array.isArray(r) && r.length >= 2 && typeof r[0] === 'string')) return [];
  return (value as unknown[][]).flatMap((r) => {
    const example = r.slice(1).filter((x): x is string => typeof x === 'string').sort((a, b) => b.length - a.length)[0];
    if (typeof example !== 'string' || example === '' || example === r[0]) return [];
    try {
      new RegExp(r[0] as string);
    } catch {
      return [];
    }
    return [{ table, pattern: r[0] as string, example: example.replace(/\\n/g, '\n') }];
  });
}

/** Tables whose rows pair two values rather than a pattern and its example. */
const NOT_CUE_TABLES = new Set(['US_STATES', 'COURT_EXAMPLES']);

const rows: Row[] = [];
for (const folder of TABLE_FOLDERS) {
  for (const file of moduleFiles(join(SRC, folder))) {
    const mod = await import(pathToFileURL(file).href) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!NOT_CUE_TABLES.has(name)) rows.push(...rowsOf(`${relative(SRC, file)}:${name}`, value));
    }
  }
}

describe('cue tables', () => {
  it('finds the tables (the walk is not empty)', () => {
    expect(new Set(rows.map((r) => r.table.split(':')[0].split('/')[1])).size).toBeGreaterThanOrEqual(3);
  });
  it.each(rows.map((r) => [r.table, r.pattern, r.example] as const))('%s: /%s/ matches its example', (_table, pattern, example) => {
    expect(new RegExp(pattern, 'im').test(example)).toBe(true);
  });
  // Rows are scanned as one alternation over the whole text: a row that opens with a look-behind reaching far back (a
  // quantifier of ten or more, or unbounded) is tried at every position, as one row of this stop was (foreclosure
  // extraction grew by 60%). Words first, then look back. NOT_EVENT_NEAR is only matched at the end of a short window.
  it('opens no scanned row with a far-reaching look-behind', () => {
    const far = /^\(\?<[=!](?:[^()]|\([^()]*\))*?(?:[*+]|\{\d+,(?:\d{2,})?\})/;
    const opening = rows.filter((r) => !r.table.endsWith(':NOT_EVENT_NEAR') && far.test(r.pattern)).map((r) => `${r.table}: ${r.pattern.slice(0, 60)}`);
    expect(opening).toEqual([]);
    expect(far.test('(?<!\\bjudgment\\b[^.;]{0,80})in\\sfavor\\sof')).toBe(true);
  });
});
