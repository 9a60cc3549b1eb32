/**
 * First-start data: the project's fixtures (`fixtures/<domain>/ID.txt` +
 * `ID.json`), so a new user sees records at once. The fixtures carry a state
 * but no paper, county or date; those are filled as follows, and only for
 * this demonstration data:
 * - paper: the newspaper the text names after "Published:"/"Publisher:", else "Fixture Gazette";
 * - county: the first county (or parish) the text names, else empty (never guessed);
 * - date: fixtures in id order interleaved across domains, one day apart back
 *   from `newest` (the server passes its start date; `SEED_NEWEST_DATE` otherwise), so every collection spans about three months and
 *   a limited token sees part of each.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ingestor, type IngestSummary } from './ingest.js';
import type { NoticeInput } from './records.js';
import { DOMAIN_COLLECTIONS } from './records.js';
import type { NoticeStore } from './store.js';
import { countyNamedIn, paperNamedIn } from './text-metadata.js';

/** The default newest date: fixed, so seeded test stores are the same on every machine and every day. */
export const SEED_NEWEST_DATE = '2025-06-30';
const SEEDED_META_KEY = 'seeded_at';

function daysBefore(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

/** The fixtures as notices to ingest, dated as the module comment says. */
export function fixtureNotices(fixturesDir: string, newest = SEED_NEWEST_DATE): NoticeInput[] {
  const byDomain = DOMAIN_COLLECTIONS.map((domain) => {
    const dir = join(fixturesDir, domain);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().flatMap((f) => {
      const txt = join(dir, f.replace(/\.json$/, '.txt'));
      if (!existsSync(txt)) return [];
      const gold = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; state: string };
      const text = readFileSync(txt, 'utf8');
      return [{ id: gold.id, text, state: gold.state, domain, paperName: paperNamedIn(text) ?? 'Fixture Gazette', county: countyNamedIn(text) }];
    });
  });
  const interleaved: Omit<NoticeInput, 'date'>[] = [];
  for (let i = 0; byDomain.some((list) => i < list.length); i++) {
    for (const list of byDomain) if (i < list.length) interleaved.push(list[i]);
  }
  return interleaved.map((n, i) => ({ ...n, date: daysBefore(newest, i) }));
}

/**
 * Seeds the store on its first start. A store that already holds notices
 * (ingested before the first start) or was started before is left alone.
 */
export async function seedOnce(store: NoticeStore, fixturesDir: string, newest = SEED_NEWEST_DATE): Promise<IngestSummary | undefined> {
  if (await store.getMeta(SEEDED_META_KEY) !== undefined) return undefined;
  if (await store.snapshot() > 0 || !existsSync(fixturesDir)) {
    await store.setMeta(SEEDED_META_KEY, 'skipped');
    return undefined;
  }
  const ingestor = new Ingestor(store);
  for (const notice of fixtureNotices(fixturesDir, newest)) await ingestor.add(notice, notice.id ?? 'fixture');
  await ingestor.flush();
  await store.setMeta(SEEDED_META_KEY, new Date().toISOString());
  return ingestor.summary;
}
