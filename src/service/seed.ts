/**
 * First-start data: the project's fixtures (`fixtures/<domain>/ID.txt` +
 * `ID.json`), so a new user sees records at once. The fixtures carry a state
 * but no paper, county or date; those are filled as follows, and only for
 * this demonstration data:
 * - paper: the newspaper the text names after "Published:"/"Publisher:", else "Fixture Gazette";
 * - county: the first county (or parish) the text names, else empty (never guessed);
 * - date: fixtures in id order interleaved across domains, one day apart back
 *   from `SEED_NEWEST_DATE`, so every collection spans about three months and
 *   a limited token sees part of each.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Ingestor, type IngestSummary } from './ingest.js';
import type { NoticeInput } from './records.js';
import { DOMAIN_COLLECTIONS } from './records.js';
import type { NoticeStore } from './store.js';

/** Fixed, not today's date, so seeded stores are the same on every machine. */
export const SEED_NEWEST_DATE = '2025-06-30';
const SEEDED_META_KEY = 'seeded_at';

const PAPER = /\bPublish(?:ed|er)(?: in)?:?[ \t]+((?:The[ \t]+)?[A-Z][A-Za-z'&.]*(?:[ \t]+[A-Z][A-Za-z'&.]*){1,5})/;
const MONTH_START = /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/;
const COUNTY = /\b([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?= (County|Parish)\b)|\b([A-Z]{3,}(?: [A-Z]{3,})?)(?= (COUNTY|PARISH)\b)|\bCOUNTY OF ([A-Z]{3,}(?: [A-Z]{3,})?)\b/g;
/** Words a county pattern catches before the name ("In and For the County of", "Said County"). */
const NOT_A_NAME = new Set(['the', 'said', 'such', 'each', 'this', 'that', 'any', 'for', 'and', 'of', 'in', 'every', 'other']);

const titleCase = (s: string) => s.toLowerCase().replace(/\b\w/g, (c) => c.toUpperCase());

function paperOf(text: string): string {
  const name = PAPER.exec(text)?.[1];
  return name && !MONTH_START.test(name) ? name.replace(/[.,]+$/, '') : 'Fixture Gazette';
}

function countyOf(text: string): string {
  for (const m of text.matchAll(COUNTY)) {
    const words = (m[1] ?? m[3] ?? m[5]).split(' ').filter((w) => !NOT_A_NAME.has(w.toLowerCase()));
    if (words.length === 0) continue;
    const kind = /parish/i.test(m[2] ?? m[4] ?? '') ? 'Parish' : 'County';
    return `${titleCase(words.join(' '))} ${kind}`;
  }
  return '';
}

function daysBefore(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() - days);
  return t.toISOString().slice(0, 10);
}

/** The fixtures as notices to ingest, dated as the module comment says. */
export function fixtureNotices(fixturesDir: string): NoticeInput[] {
  const byDomain = DOMAIN_COLLECTIONS.map((domain) => {
    const dir = join(fixturesDir, domain);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().flatMap((f) => {
      const txt = join(dir, f.replace(/\.json$/, '.txt'));
      if (!existsSync(txt)) return [];
      const gold = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { id: string; state: string };
      const text = readFileSync(txt, 'utf8');
      return [{ id: gold.id, text, state: gold.state, domain, paperName: paperOf(text), county: countyOf(text) }];
    });
  });
  const interleaved: Omit<NoticeInput, 'date'>[] = [];
  for (let i = 0; byDomain.some((list) => i < list.length); i++) {
    for (const list of byDomain) if (i < list.length) interleaved.push(list[i]);
  }
  return interleaved.map((n, i) => ({ ...n, date: daysBefore(SEED_NEWEST_DATE, i) }));
}

/**
 * Seeds the store on its first start. A store that already holds notices
 * (ingested before the first start) or was started before is left alone.
 */
export async function seedOnce(store: NoticeStore, fixturesDir: string): Promise<IngestSummary | undefined> {
  if (await store.getMeta(SEEDED_META_KEY) !== undefined) return undefined;
  if (await store.snapshot() > 0 || !existsSync(fixturesDir)) {
    await store.setMeta(SEEDED_META_KEY, 'skipped');
    return undefined;
  }
  const ingestor = new Ingestor(store);
  for (const notice of fixtureNotices(fixturesDir)) await ingestor.add(notice, notice.id ?? 'fixture');
  await ingestor.flush();
  await store.setMeta(SEEDED_META_KEY, new Date().toISOString());
  return ingestor.summary;
}
