/**
 * PostgreSQL search once the planner has statistics: a word ANALYZE counts as
 * common is searched by walking the list in order (postgres-store.ts
 * `#walkSearch`), a rare one through the index; both give the contract's
 * pages. (The contract suite never analyzes, so it runs the index path only.)
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore, type PostgresNoticeStore } from '../src/service/postgres-store.js';
import { prepareNotice } from '../src/service/records.js';
import type { ListQuery, PreparedNotice } from '../src/service/store.js';
import { createTestDatabase, postgresAvailable } from './postgres.js';

const run = postgresAvailable('PostgreSQL search with statistics');

function notice(id: string, state: string, date: string, words: string): PreparedNotice {
  return prepareNotice({ id, text: `NOTICE OF HEARING ${id}. ${words}`, paperName: 'Quarry Gazette', county: 'Elm', state, date, domain: 'none' });
}
const day = (i: number) => `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`;
const ids = (records: Buffer[]) => records.map((r) => JSON.parse(r.toString('utf8')).id as string);

describe.runIf(run)('PostgreSQL search with statistics', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let store: PostgresNoticeStore;
  const delaware = Array.from({ length: 3000 }, (_, i) => notice(`d${i}`, 'DE', day(i), `common${i % 7 === 0 ? ' seventh' : ''} tag${i}`));
  // Maryland: "common" only in its two oldest notices, which a walk in list order meets last (past its 2,000 records).
  const maryland = Array.from({ length: 2600 }, (_, i) => notice(`m${i}`, 'MD', i < 2 ? `2020-0${i + 1}-01` : day(i), i < 2 ? 'common' : 'filler'));
  const expected = delaware.map((n, i) => ({ id: n.id, date: n.date, i }))
    .sort((a, b) => (a.date === b.date ? b.i - a.i : a.date < b.date ? 1 : -1)).map((n) => n.id);
  const base = (q: Partial<ListQuery>): ListQuery => ({ collection: 'public_notices', state: 'delaware', snapshot: Number.MAX_SAFE_INTEGER, limit: 25, ...q });

  beforeAll(async () => {
    db = await createTestDatabase('ne_search');
    store = await openPostgresStore({ url: db.url, poolSize: 2 });
    for (const batch of [delaware, maryland]) for (let i = 0; i < batch.length; i += 1000) await store.insert(batch.slice(i, i + 1000));
    await store.primary.query('ANALYZE');
  });
  afterAll(async () => {
    await store?.close();
    await db?.drop();
  });

  it('counts the common word as common, so its search walks the list', async () => {
    const { rows } = await store.primary.query<{ common: boolean; rare: boolean }>(`SELECT
      'common' = ANY (most_common_elems::text::text[]) AS common, 'tag17' = ANY (most_common_elems::text::text[]) AS rare
      FROM pg_stats WHERE tablename = 'notices_search'`);
    expect(rows).toEqual([{ common: true, rare: false }]);
  });

  it('pages a common word in list order, by cursor both ways', async () => {
    const first = await store.list(base({ search: 'common' }));
    expect([ids(first.records), first.hasMore]).toEqual([expected.slice(0, 25), true]);
    const after = await store.position('public_notices', 'delaware', expected[24]);
    expect(ids((await store.list(base({ search: 'common', after }))).records)).toEqual(expected.slice(25, 50));
    const before = await store.position('public_notices', 'delaware', expected[50]);
    expect(ids((await store.list(base({ search: 'common', before }))).records)).toEqual(expected.slice(25, 50));
    const seventh = expected.filter((id) => Number(id.slice(1)) % 7 === 0);
    expect(ids((await store.list(base({ search: 'common seventh' }))).records)).toEqual(seventh.slice(0, 25));
  });

  it('finds a common word that one state holds only past the walk, and a rare word', async () => {
    const md = await store.list(base({ state: 'maryland', search: 'common' }));
    expect([ids(md.records), md.hasMore]).toEqual([['m1', 'm0'], false]);
    expect(ids((await store.list(base({ search: 'tag17 common' }))).records)).toEqual(['d17']);
    expect((await store.list(base({ search: 'tag17 filler' }))).records).toEqual([]);
  });
});
