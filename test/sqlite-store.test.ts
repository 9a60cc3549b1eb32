/** What only the SQLite store does: opening a database whose search index predates `notice_words`. */
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { prepareNotice } from '../src/service/records.js';
import { SqliteNoticeStore } from '../src/service/sqlite-store.js';

it('a database with the old search index gets its words indexed again, names included, on open', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ne-sqlite-'));
  const file = join(dir, 'n.sqlite');
  const store = new SqliteNoticeStore({ file });
  await store.insert([
    prepareNotice({ id: 'p1', text: 'NOTICE TO CREDITORS. Estate of Orla Quimby, Deceased. Claims against the estate must be presented to Ansel Quimby, Personal Representative.', paperName: 'Harbor Ledger', county: 'Sussex', state: 'DE', date: '2025-04-02', domain: 'probate' }),
    prepareNotice({ id: 'h1', text: 'Hearing on the harbor dredging.', paperName: 'Harbor Ledger', county: 'Kent', state: 'DE', date: '2025-04-03', domain: 'none' }),
  ]);
  await store.close();
  // As an older version left it: the old index table, and nothing in the new one.
  const db = new Database(file);
  db.exec("CREATE VIRTUAL TABLE notices_fts USING fts5 (text, content = ''); INSERT INTO notice_words (notice_words) VALUES ('delete-all');");
  db.close();
  const before = new SqliteNoticeStore({ file });
  const q = { collection: 'public_notices' as const, state: 'delaware', snapshot: Number.MAX_SAFE_INTEGER, limit: 10 };
  const ids = async (search: string, collection: 'public_notices' | 'probate' = 'public_notices') =>
    (await before.list({ ...q, collection, search })).records.map((r) => JSON.parse(r.toString()).id);
  expect(await ids('harbor')).toEqual(['h1', 'p1']);
  expect(await ids('dredging')).toEqual(['h1']);
  expect(await ids('ansel quimby', 'probate')).toEqual(['p1']);
  expect(await ids('harbor', 'probate')).toEqual(['p1']);
  await before.close();
  const check = new Database(file);
  expect(check.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'notices_fts'").pluck().get()).toBe(0);
  check.close();
  rmSync(dir, { recursive: true, force: true });
});

it('the engine\'s entities are not stored; a database that has their column keeps taking notices and indexes its names on a rebuild', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ne-sqlite-'));
  const file = join(dir, 'n.sqlite');
  const probate = (id: string, name: string) => prepareNotice({ id, text: `NOTICE TO CREDITORS. Estate of ${name}, Deceased. Claims must be presented within four months.`, paperName: 'Harbor Ledger', county: 'Sussex', state: 'DE', date: '2025-04-02', domain: 'probate' });
  const fresh = new SqliteNoticeStore({ file });
  await fresh.close();
  let db = new Database(file);
  expect((db.prepare('PRAGMA table_info(notices)').all() as { name: string }[]).map((c) => c.name)).not.toContain('entities');
  // As a version that stored entities left it: the column, one notice whose entities name a party its text does not.
  db.exec('ALTER TABLE notices ADD COLUMN entities TEXT');
  db.close();
  const old = new SqliteNoticeStore({ file });
  await old.insert([probate('p1', 'Orla Quimby')]);
  await old.close();
  db = new Database(file);
  db.prepare('UPDATE notices SET entities = ? WHERE id = ?').run(JSON.stringify([{ executorName: { value: 'Tamsin Vale', recognizer: 'person' } }]), 'p1');
  db.exec("CREATE VIRTUAL TABLE notices_fts USING fts5 (text, content = ''); INSERT INTO notice_words (notice_words) VALUES ('delete-all');");
  db.close();
  const reopened = new SqliteNoticeStore({ file });
  await reopened.insert([probate('p2', 'Ivo Marsh')]);
  const q = { collection: 'probate' as const, state: 'delaware', snapshot: Number.MAX_SAFE_INTEGER, limit: 10 };
  const ids = async (search: string) => (await reopened.list({ ...q, search })).records.map((r) => JSON.parse(r.toString()).id);
  expect(await ids('tamsin vale')).toEqual(['p1']);
  expect(await ids('ivo marsh')).toEqual(['p2']);
  await reopened.close();
  db = new Database(file);
  expect(db.prepare("SELECT entities FROM notices WHERE id = 'p2'").pluck().get()).toBeNull();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});
