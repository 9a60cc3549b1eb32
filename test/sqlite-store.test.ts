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
