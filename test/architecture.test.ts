/**
 * Structure the code keeps (issue "one slot-filling contract"): the module
 * graph of src/ has no import cycle, and src/index.ts only re-exports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../bench/lib/corpus.js';

const SRC = join(repoRoot(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []);
}

/** Relative runtime imports of a file (type-only imports vanish at build, so they cannot form a cycle). */
function runtimeImports(file: string, text: string): string[] {
  const deps: string[] = [];
  for (const m of text.matchAll(/^(?:import|export)\s+(type\s+)?[^'";]*?from\s+'(\.[^']+)'/gm)) {
    if (!m[1]) deps.push(resolve(dirname(file), m[2].replace(/\.js$/, '.ts')));
  }
  for (const m of text.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g)) deps.push(resolve(dirname(file), m[1].replace(/\.js$/, '.ts')));
  return deps;
}

/** Every cycle met by a depth-first walk, as a path of files relative to src/. */
function importCycles(graph: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of graph.get(n) ?? []) {
      if (!graph.has(d)) continue;
      if (state.get(d) === 'open') cycles.push([...stack.slice(stack.indexOf(d)), d].map((f) => relative(SRC, f)).join(' -> '));
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of graph.keys()) if (!state.has(n)) visit(n);
  return cycles;
}

describe('architecture', () => {
  const files = sourceFiles(SRC);
  const graph = new Map(files.map((f) => [f, runtimeImports(f, readFileSync(f, 'utf8'))]));

  it('the cycle finder sees a cycle when there is one', () => {
    const a = join(SRC, 'a.ts'), b = join(SRC, 'b.ts'), c = join(SRC, 'c.ts');
    expect(importCycles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual(['a.ts -> b.ts -> c.ts -> a.ts']);
    expect(importCycles(new Map([[a, [b]], [b, [c]], [c, []]]))).toEqual([]);
  });

  it('src/ has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('no module imports the package entry point (it only re-exports)', () => {
    const index = join(SRC, 'index.ts');
    expect(files.filter((f) => graph.get(f)!.includes(index)).map((f) => relative(SRC, f))).toEqual([]);
    const statements = readFileSync(index, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').split(';').map((s) => s.trim()).filter(Boolean);
    expect(statements.filter((s) => !/^export\s/.test(s) || !/\sfrom\s'/.test(s))).toEqual([]);
  });
});
