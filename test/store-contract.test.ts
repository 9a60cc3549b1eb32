/**
 * The `NoticeStore` contract, run unchanged against each store: SQLite (a
 * temporary file) and PostgreSQL (a database of its own on the test server;
 * see test/postgres.ts for when it is skipped).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresStore } from '../src/service/postgres-store.js';
import { prepareNotice, type NoticeInput } from '../src/service/records.js';
import { SqliteNoticeStore } from '../src/service/sqlite-store.js';
import type { ListQuery, NoticeStore, PreparedNotice } from '../src/service/store.js';
import { createTestDatabase, postgresAvailable } from './postgres.js';

interface Harness { store: NoticeStore; dispose(): Promise<void> }

const harnesses: Array<[string, (() => Promise<Harness>) | null]> = [
  ['SQLite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ne-contract-'));
    const store = new SqliteNoticeStore({ file: join(dir, 'n.sqlite') });
    return { store, dispose: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); } };
  }],
  ['PostgreSQL', postgresAvailable('store contract on PostgreSQL') ? async () => {
    const db = await createTestDatabase('ne_contract');
    const store = await openPostgresStore({ url: db.url, poolSize: 4 });
    return { store, dispose: async () => { await store.close(); await db.drop(); } };
  } : null],
];

/** A public notice only (no extraction), dated `date`; `words` go into its text. */
function plain(id: string, date: string, words: string, extra: Partial<NoticeInput> = {}): PreparedNotice {
  return prepareNotice({
    id, text: `PUBLIC HEARING NOTICE ${id}. ${words}`, paperName: 'Harbor Ledger', county: 'Kent', state: 'DE', date, domain: 'none', ...extra,
  });
}

const ids = (records: Buffer[]) => records.map((r) => JSON.parse(r.toString('utf8')).id as string);

describe.each(harnesses)('NoticeStore contract: %s', (_name, open) => {
  if (!open) {
    it.skip('needs PostgreSQL (NOTICE_TEST_DATABASE_URL)', () => undefined);
    return;
  }
  let h: Harness;
  let store: NoticeStore;
  const base = (q: Partial<ListQuery>): ListQuery => ({ collection: 'public_notices', state: 'delaware', snapshot: Number.MAX_SAFE_INTEGER, limit: 100, ...q });

  beforeAll(async () => {
    h = await open();
    store = h.store;
  });
  afterAll(async () => {
    await h?.dispose();
  });

  it('starts empty', async () => {
    expect(await store.snapshot()).toBe(0);
    expect(await store.newestDate()).toBeUndefined();
    expect(await store.counts()).toEqual([]);
    expect((await store.list(base({}))).records).toEqual([]);
  });

  it('inserts new ids, skips known ones, and reports which ids exist', async () => {
    const first = await store.insert([plain('a1', '2025-03-01', 'lighthouse keeper'), plain('a2', '2025-03-02', 'harbor dredging')]);
    expect(first).toEqual({ inserted: ['a1', 'a2'], skipped: [] });
    const again = await store.insert([plain('a2', '2025-03-02', 'harbor dredging'), plain('a3', '2025-03-02', 'ferry schedule')]);
    expect(again).toEqual({ inserted: ['a3'], skipped: ['a2'] });
    expect(await store.existing(['a1', 'zz', 'a3'])).toEqual(new Set(['a1', 'a3']));
    expect(await store.existing([])).toEqual(new Set());
  });

  it('two concurrent inserts of the same notices leave one copy', async () => {
    const batch = Array.from({ length: 30 }, (_, i) => plain(`c${i}`, '2025-02-01', `concurrent ${i}`));
    const [x, y] = await Promise.all([store.insert(batch), store.insert(batch)]);
    expect(x.inserted.length + y.inserted.length).toBe(30);
    expect(new Set([...x.inserted, ...y.inserted]).size).toBe(30);
    const all = await store.list(base({ search: 'concurrent' }));
    expect(all.records).toHaveLength(30);
  });

  it('a record reads back byte for byte, only in its own collection and state', async () => {
    const n = plain('d1', '2025-04-01', 'detail check');
    await store.insert([n]);
    const got = await store.get('public_notices', 'delaware', 'd1');
    expect(got?.date).toBe('2025-04-01');
    expect(got?.json.toString('utf8')).toBe(n.records.public_notices);
    expect(await store.get('public_notices', 'maryland', 'd1')).toBeUndefined();
    expect(await store.get('probate', 'delaware', 'd1')).toBeUndefined();
    expect(await store.get('public_notices', 'delaware', 'nope')).toBeUndefined();
    const at = await store.position('public_notices', 'delaware', 'd1');
    expect(at?.date).toBe('2025-04-01');
    expect(await store.position('public_notices', 'maryland', 'd1')).toBeUndefined();
  });

  it('a notice with a domain is a record of its collection too', async () => {
    const n = prepareNotice({
      id: 'p1', text: 'NOTICE TO CREDITORS. Estate of Orla Quimby, Deceased. Claims against the estate must be presented to Ansel Quimby, Personal Representative.',
      paperName: 'Harbor Ledger', county: 'Sussex', state: 'Delaware', date: '2025-04-02', domain: 'probate',
    });
    await store.insert([n]);
    expect((await store.get('probate', 'delaware', 'p1'))?.json.toString('utf8')).toBe(n.records.probate);
    const counts = await store.counts();
    expect(counts).toContainEqual({ collection: 'probate', state: 'delaware', count: 1 });
    // Extracted names are searchable, whatever the text calls them.
    expect(ids((await store.list(base({ collection: 'probate', search: 'quimby' }))).records)).toEqual(['p1']);
  });

  it('lists newest first: by date, then by arrival', async () => {
    await store.insert([plain('o1', '2025-05-01', 'order'), plain('o2', '2025-05-03', 'order')]);
    await store.insert([plain('o3', '2025-05-01', 'order'), plain('o4', '2025-05-02', 'order')]);
    expect(ids((await store.list(base({ search: 'order' }))).records)).toEqual(['o2', 'o4', 'o3', 'o1']);
    expect(await store.newestDate()).toBe('2025-05-03');
  });

  it('pages by offset and by cursor in both directions, with has_more', async () => {
    const q = base({ search: 'order', limit: 2 });
    const p0 = await store.list(q);
    expect([ids(p0.records), p0.hasMore]).toEqual([['o2', 'o4'], true]);
    const p1 = await store.list({ ...q, offset: 2 });
    expect([ids(p1.records), p1.hasMore]).toEqual([['o3', 'o1'], false]);
    const after = await store.position('public_notices', 'delaware', 'o4');
    const next = await store.list({ ...q, after });
    expect([ids(next.records), next.hasMore]).toEqual([['o3', 'o1'], false]);
    const before = await store.position('public_notices', 'delaware', 'o1');
    const back = await store.list({ ...q, before });
    expect([ids(back.records), back.hasMore]).toEqual([['o4', 'o3'], true]);
  });

  it('a snapshot hides notices that arrived after it, and newestDate honours it', async () => {
    const snap = await store.snapshot();
    await store.insert([plain('s1', '2025-12-31', 'order')]);
    expect(await store.snapshot()).toBeGreaterThan(snap);
    expect(ids((await store.list(base({ search: 'order', snapshot: snap }))).records)).toEqual(['o2', 'o4', 'o3', 'o1']);
    expect(ids((await store.list(base({ search: 'order' }))).records)[0]).toBe('s1');
    expect(await store.newestDate(snap)).toBe('2025-05-03');
    expect(await store.newestDate()).toBe('2025-12-31');
  });

  it('filters by county key and by minimum date', async () => {
    await store.insert([plain('k1', '2025-06-01', 'county test', { county: 'New Castle' }), plain('k2', '2025-06-02', 'county test')]);
    expect(ids((await store.list(base({ search: 'county test', countyKey: 'new castle' }))).records)).toEqual(['k1']);
    expect(ids((await store.list(base({ search: 'order', minDate: '2025-05-02' }))).records)).toEqual(['s1', 'o2', 'o4']);
  });

  it('search needs every word, ignores case and punctuation, and covers paper and county', async () => {
    expect(ids((await store.list(base({ search: 'LIGHTHOUSE' }))).records)).toEqual(['a1']);
    expect(ids((await store.list(base({ search: 'lighthouse dredging' }))).records)).toEqual([]);
    // Words the search syntax of a store would read as operators are words like any other: every one must occur.
    expect(ids((await store.list(base({ search: 'lighthouse or dredging' }))).records)).toEqual([]);
    expect(ids((await store.list(base({ search: 'lighthouse and not dredging' }))).records)).toEqual([]);
    expect(ids((await store.list(base({ search: '"harbor," (dredging)!' }))).records)).toEqual(['a2']);
    expect(ids((await store.list(base({ search: 'new castle' }))).records)).toEqual(['k1']);
    expect((await store.list(base({ search: 'ledger' }))).records.length).toBeGreaterThan(5);
    await store.insert([plain('u1', '2025-06-03', 'Claims to GÜNTHER MÜLLER, Parcel 12-B7x, e-mail claims@example.org')]);
    for (const search of ['günther müller', 'MÜLLER', 'b7x 12', 'example org claims']) {
      expect(ids((await store.list(base({ search }))).records), search).toEqual(['u1']);
    }
  });

  it.each([
    '"', "'", '\\', '*', '-', 'OR', 'lighthouse OR order', '-lighthouse', 'a & | ! ( ) : <->', 'NEAR(a b)', '\u0000', '%_',
    'x'.repeat(5000), Array.from({ length: 200 }, (_, i) => `w${i}`).join(' '), '😀 ünïcödé', '',
  ])('hostile search %j never throws', async (search) => {
    const result = await store.list(base({ search }));
    expect(Array.isArray(result.records)).toBe(true);
  });

  it('a search word common to many notices pages the same way as a rare one', async () => {
    // More matches than the SQLite store's rare-search bound, so its walk-and-check plan runs too.
    const many = Array.from({ length: 2100 }, (_, i) =>
      plain(`m${i}`, `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`, `common${i % 7 === 0 ? ' seventh' : ''}`));
    for (let i = 0; i < many.length; i += 500) await store.insert(many.slice(i, i + 500));
    const expected = many.map((n, i) => ({ id: n.id, date: n.date, i }))
      .sort((a, b) => (a.date === b.date ? b.i - a.i : a.date < b.date ? 1 : -1)).map((n) => n.id);
    const first = await store.list(base({ search: 'common', limit: 25 }));
    expect([ids(first.records), first.hasMore]).toEqual([expected.slice(0, 25), true]);
    const deep = await store.list(base({ search: 'common', limit: 25, offset: 1000 }));
    expect(ids(deep.records)).toEqual(expected.slice(1000, 1025));
    const after = await store.position('public_notices', 'delaware', expected[1999]);
    const tail = await store.list(base({ search: 'common', limit: 200, after }));
    expect([ids(tail.records), tail.hasMore]).toEqual([expected.slice(2000), false]);
    const seventh = expected.filter((id) => Number(id.slice(1)) % 7 === 0);
    expect(ids((await store.list(base({ search: 'common seventh', limit: 100 }))).records)).toEqual(seventh.slice(0, 100));
  });

  it('a word common elsewhere but rare in one state is found there, in order', async () => {
    // More Maryland records than the SQLite store's walk checks for a one-record page; the two that
    // match are the oldest, so a walk in list order meets them last.
    const md = Array.from({ length: 3100 }, (_, i) => (i === 5 || i === 2000
      ? plain(`md${i}`, `2022-0${i === 5 ? 1 : 2}-01`, 'common', { state: 'MD' })
      : plain(`md${i}`, `2023-${String(1 + (i % 12)).padStart(2, '0')}-15`, 'filler', { state: 'MD' })));
    for (let i = 0; i < md.length; i += 1000) await store.insert(md.slice(i, i + 1000));
    const q = base({ state: 'maryland', search: 'common', limit: 1 });
    const first = await store.list(q);
    expect([ids(first.records), first.hasMore]).toEqual([['md2000'], true]);
    const second = await store.list({ ...q, offset: 1 });
    expect([ids(second.records), second.hasMore]).toEqual([['md5'], false]);
    const after = await store.position('public_notices', 'maryland', 'md2000');
    expect(ids((await store.list({ ...q, limit: 5, after })).records)).toEqual(['md5']);
  });

  it('keeps tokens by hash, with their states, and removes them by label', async () => {
    const createdAt = new Date('2025-01-01T00:00:00Z').toISOString();
    await store.addToken({ hash: 'h1', access: 'limited', states: ['delaware', 'new-hampshire'], label: 'ci', createdAt });
    await store.addToken({ hash: 'h2', access: 'full', states: null, label: null, createdAt });
    expect(await store.findToken('h1')).toEqual({ hash: 'h1', access: 'limited', states: ['delaware', 'new-hampshire'], label: 'ci', createdAt });
    expect(await store.findToken('h2')).toMatchObject({ access: 'full', states: null });
    expect(await store.findToken('h3')).toBeUndefined();
    expect(await store.removeTokensByLabel('ci')).toBe(1);
    expect(await store.findToken('h1')).toBeUndefined();
    expect(await store.findToken('h2')).toBeDefined();
  });

  it('keeps meta values and overwrites them', async () => {
    expect(await store.getMeta('k')).toBeUndefined();
    await store.setMeta('k', 'one');
    await store.setMeta('k', 'two');
    expect(await store.getMeta('k')).toBe('two');
  });
});
