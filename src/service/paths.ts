/** Where the service finds its files, from either `src/service` (sources) or `dist/src/service` (compiled). */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const fixturesDir = () => join(packageRoot(), 'fixtures');
export const databaseFile = (dataDir: string) => join(dataDir, 'notices.sqlite');
/** The web page's static files (HTML, CSS, JS modules served as they are, no build step). */
export const webDir = () => join(packageRoot(), 'web');
