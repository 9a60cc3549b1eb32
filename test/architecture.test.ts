/**
 * Structure the code keeps (issue "one slot-filling contract"): the module
 * graph of src/ has no import cycle, src/index.ts only re-exports, and a
 * domain kept small (probate, foreclosure) stays in small files with short patterns.
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


/** Files of a domain (src/domains/<domain> and under it): kept to one idea each, hence small. */
const DOMAIN_MAX_LINES = 250;
/** Longer patterns are composed from named parts or lexicon word lists. */
const DOMAIN_MAX_REGEX = 200;

/** The files of `files` longer than `max` lines. */
function overLong(files: ReadonlyArray<readonly [name: string, text: string]>, max: number): string[] {
  return files.filter(([, text]) => text.replace(/\n$/, '').split('\n').length > max).map(([name]) => name);
}

/**
 * The regex literals of a TypeScript source (`/.../flags` where an expression
 * may start), skipping comments, strings and template text.
 */
function regexLiterals(src: string): string[] {
  const out: string[] = [];
  let prev = '';
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (c === '/' && src[i + 1] === '/') { i = src.indexOf('\n', i); if (i < 0) break; continue; }
    if (c === '/' && src[i + 1] === '*') { i = src.indexOf('*/', i + 2) + 2; if (i < 2) break; continue; }
    if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < src.length && src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      i = j + 1;
      prev = c;
      continue;
    }
    if (c === '/' && (prev === '' || /[(,=:[!&|?{};]/.test(prev) || /\breturn$/.test(src.slice(Math.max(0, i - 8), i).trimEnd()))) {
      let j = i + 1;
      let inClass = false;
      while (j < src.length && src[j] !== '\n' && (inClass || src[j] !== '/')) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        j++;
      }
      const flags = /^[a-z]*/.exec(src.slice(j + 1))![0];
      out.push(src.slice(i, j + 1 + flags.length));
      i = j + 1 + flags.length;
      prev = 'x';
      continue;
    }
    if (!/\s/.test(c)) prev = c;
    i++;
  }
  return out;
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

  /** The domains already split into small files: each one's files, relative to src/, with their text. */
  const smallDomains = ['probate', 'foreclosure', 'bids'].map((d) => [d, files.filter((f) => f.startsWith(join(SRC, 'domains', d) + '/'))
    .map((f) => [relative(SRC, f), readFileSync(f, 'utf8')] as const)] as const);

  it('the size checks find a file too long and a pattern too long when there is one', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, k) => `const x${k} = ${k};`).join('\n') + '\n';
    expect(overLong([['short.ts', lines(DOMAIN_MAX_LINES)], ['long.ts', lines(DOMAIN_MAX_LINES + 1)]], DOMAIN_MAX_LINES)).toEqual(['long.ts']);
    const long = `/${'a'.repeat(DOMAIN_MAX_REGEX)}/gi`;
    const src = `// a/b/c in a comment\nconst url = 'http://a/b'; const half = n / 2 / 3;\nconst R = ${long};\nconst S = /[/]x\\/y/;\n`;
    expect(regexLiterals(src)).toEqual([long, '/[/]x\\/y/']);
  });

  for (const [domain, domainFiles] of smallDomains) {
    it(`no file under src/domains/${domain} exceeds ${DOMAIN_MAX_LINES} lines`, () => {
      expect(domainFiles.length).toBeGreaterThan(10);
      expect(overLong(domainFiles, DOMAIN_MAX_LINES)).toEqual([]);
    });
  }

  it(`no regex literal anywhere under src/ exceeds ${DOMAIN_MAX_REGEX} characters (word lists live in src/lexicon)`, () => {
    const sources = files.map((f) => [relative(SRC, f), readFileSync(f, 'utf8')] as const);
    expect(sources.flatMap(([, text]) => regexLiterals(text)).length).toBeGreaterThan(200);
    expect(sources.flatMap(([name, text]) => regexLiterals(text).filter((r) => r.length > DOMAIN_MAX_REGEX).map((r) => `${name}: ${r.slice(0, 60)}...`))).toEqual([]);
  });
});
