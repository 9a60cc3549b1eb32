/** Loading annotated notices: `ID.txt` + `ID.json` pairs (entities.md, "Gold file format"). */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClassDomain } from '../../src/classify/cues.js';

export interface GoldNotice {
  id: string;
  domain: ClassDomain;
  state: string;
  text: string;
  entities: Record<string, unknown>[];
  file: string;
}

/** The repository root, from either `bench/lib` (sources) or `dist/bench/lib` (compiled). */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    // At the file system's root dirname returns its argument: a build copied away from its repository has none.
    if (dirname(dir) === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}: run the benches from a checkout`);
    dir = dirname(dir);
  }
  return dir;
}

export const fixturesDir = () => join(repoRoot(), 'fixtures');
/** The development corpus beside the repository, when there is one. */
export const devCorpusDir = () => resolve(repoRoot(), '..', 'shared', 'corpus', 'dev');

export function loadGold(dir: string, domain: ClassDomain): GoldNotice[] {
  const folder = join(dir, domain);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const txt = join(folder, f.replace(/\.json$/, '.txt'));
      if (!existsSync(txt)) return [];
      const gold = JSON.parse(readFileSync(join(folder, f), 'utf8'));
      return [{ id: gold.id, domain: gold.domain ?? domain, state: gold.state, entities: gold.entities, text: readFileSync(txt, 'utf8'), file: txt }];
    });
}
