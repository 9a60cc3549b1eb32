/**
 * The embedded store: one SQLite file in WAL mode (readers never wait for the
 * ingest that writes), an FTS5 index for `search`, and each collection's
 * records pre-rendered as JSON.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ByteLru } from './lru.js';
import { searchableNames } from './records.js';
import { TokenCache } from './token-cache.js';
import {
  listScope, packBody, scopeWords, searchTerms, unpackBody,
  type Collection, type ListQuery, type ListResult, type NoticeStore, type Position, type PreparedNotice, type StoredRecord,
  type TokenAccess, type TokenRecord,
} from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS notices (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  id TEXT NOT NULL UNIQUE,
  state TEXT NOT NULL,
  county TEXT NOT NULL,
  paper_name TEXT NOT NULL,
  date TEXT NOT NULL,
  domain TEXT,
  -- Empty: the text is kept once, in the public_notices record (databases from
  -- before that hold it here too). Databases from before store.ts's note on
  -- entities also have an 'entities' column, which nothing writes any more.
  text TEXT NOT NULL,
  ingested_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS notices_by_date ON notices (date, seq);

-- One row per record of a collection; the sort and filter columns are copied
-- from the notice so a list reads one table. Pages are chosen from the indexes
-- alone (they hold every column a list filters or sorts on, plus rid),
-- and only the page's bodies are read.
CREATE TABLE IF NOT EXISTS records (
  -- Declared, so the rowid never changes (VACUUM keeps it): the in-memory caches are keyed on it.
  rid INTEGER PRIMARY KEY,
  collection TEXT NOT NULL,
  seq INTEGER NOT NULL REFERENCES notices (seq),
  id TEXT NOT NULL,
  state TEXT NOT NULL,
  county_key TEXT NOT NULL,
  date TEXT NOT NULL,
  body BLOB NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS records_by_id ON records (collection, id);
CREATE INDEX IF NOT EXISTS records_in_order ON records (collection, state, date, seq);
CREATE INDEX IF NOT EXISTS records_by_county ON records (collection, state, county_key, date, seq);
-- A search's matching notices find their records here.
CREATE INDEX IF NOT EXISTS records_by_notice ON records (seq);

-- Search. rowid = the notice's place in the list order (listKey): the index
-- hands out a word's matches newest first, so a page of a search reads about
-- a page of matches, however common the word. Each notice's words (text,
-- paper, county, extracted names) plus scope words for its state and domain
-- ('_s_new_hampshire', '_d_probate': '_' is a word character here, never in
-- a searched word), so the index itself narrows to a state and collection.
-- Contentless (the text is in the records) and without positions (a search
-- is a set of words that must all occur, never a phrase).
CREATE VIRTUAL TABLE IF NOT EXISTS notice_words USING fts5 (
  words, content = '', detail = none, tokenize = "unicode61 remove_diacritics 2 tokenchars '_'"
);

CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY,
  access TEXT NOT NULL CHECK (access IN ('limited', 'full')),
  states TEXT,
  label TEXT,
  created_at TEXT NOT NULL
);
`;

/*
 * The list order as one integer, ascending = newest first: (date, seq)
 * descending. 22 bits of days (to the year 11000) and 31 of arrival, so a
 * key is an exact JavaScript number.
 */
const SEQ_SPAN = 2 ** 31;
const MAX_DAY = 2 ** 22 - 1;
const DAYS_BEFORE_1970 = 719_528;
function listKey(date: string, seq: number): number {
  const t = new Date(0);
  t.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const day = Math.min(MAX_DAY, Math.max(0, Math.floor(t.getTime() / 86_400_000) + DAYS_BEFORE_1970));
  return (MAX_DAY - day) * SEQ_SPAN + (SEQ_SPAN - 1 - seq);
}
/** The notice seq of a `notice_words` rowid, in SQL. */
const SEQ_OF_KEY = `(${SEQ_SPAN - 1} - w.rowid % ${SEQ_SPAN})`;

/** What `notice_words` indexes for a notice: its searchable texts (without '_', the scope words' mark) and its scope words. */
function indexedWords(n: { text: string; paperName: string; county: string; searchNames: string; state: string; domain: string | null }): string {
  return `${[n.text, n.paperName, n.county, n.searchNames].join('\n').replaceAll('_', ' ')}\n${scopeWords(n.state, n.domain).join(' ')}`;
}

/** A search as an FTS5 query: quoted words (letters and digits only, so never FTS5 syntax) and the list's scope words. */
function ftsQuery(search: string, state: string, collection: Collection): string | undefined {
  const terms = searchTerms(search);
  if (terms.length === 0) return undefined;
  return [...terms, ...listScope(state, collection)].map((t) => `"${t}"`).join(' ');
}

/** Page cache of a connection, KiB (see the constructor). */
const PAGE_CACHE_KIB = 128 * 1024;
/** WAL pages between automatic checkpoints (SQLite's default: 1000). */
const CHECKPOINT_PAGES = 10_000;

interface Located { rid: number; date: string; seq: number }
/** Record locations remembered before the map is emptied and refilled: about 10 MB. */
const MAX_LOCATED = 100_000;

interface TokenRow { hash: string; access: TokenAccess; states: string | null; label: string | null; created_at: string }
const tokenFromRow = (row: TokenRow): TokenRecord => ({
  hash: row.hash, access: row.access, states: row.states ? JSON.parse(row.states) : null, label: row.label, createdAt: row.created_at,
});

export interface SqliteStoreOptions {
  /** Path of the database file (its folder is created), or `:memory:`. */
  file: string;
  /**
   * Bytes of record bodies kept in memory. Records are never changed once
   * stored, so a cached body cannot go stale, even when another process
   * ingests into the same file; 0 turns the cache off.
   * @default 67108864 (64 MiB)
   */
  bodyCacheBytes?: number;
}


export class SqliteNoticeStore implements NoticeStore {
  readonly #db: Database.Database;
  // Lists combine filters freely; each combination's SQL is prepared once.
  readonly #listStatements = new Map<string, Database.Statement>();
  readonly #stmt: ReturnType<SqliteNoticeStore['prepareAll']>;
  readonly #bodies: ByteLru<number>;
  readonly #tokens = new TokenCache();
  readonly #located = new Map<string, Located>();

  constructor(options: SqliteStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.#db = new Database(options.file);
    this.#db.pragma('journal_mode = WAL');
    // WAL makes NORMAL safe against corruption; a crash can lose only the last commits.
    this.#db.pragma('synchronous = NORMAL');
    // An ingest command and the server may write the same file at once.
    this.#db.pragma('busy_timeout = 5000');
    this.#db.pragma('foreign_keys = ON');
    // Ingest adds each notice to five indexes at places its date and county decide, so a batch touches index pages
    // all over the file: SQLite's default 2 MB page cache re-reads them for every notice once a store passes
    // 100k notices. 128 MiB holds the indexes' inner pages and recent leaves (it is an upper bound, used as needed).
    this.#db.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
    // Checkpoint (copy the WAL into the database file, and sync it) every 40 MB of WAL rather than every 4 MB:
    // an index page that several batches change is written back once. Durability is unchanged (commits go to
    // the WAL either way); the WAL file is cut back to the limit after a checkpoint.
    this.#db.pragma(`wal_autocheckpoint = ${CHECKPOINT_PAGES}`);
    this.#db.pragma(`journal_size_limit = ${CHECKPOINT_PAGES * 4096}`);
    this.#db.exec(SCHEMA);
    this.#replaceOldSearchIndex();
    this.#stmt = this.prepareAll();
    this.#bodies = new ByteLru(options.bodyCacheBytes ?? 64 * 1024 * 1024);
  }

  /**
   * Databases from before `notice_words` searched `notices_fts` (keyed by seq,
   * without scope words): its words are indexed again from the stored records
   * and entities, once, and the old index dropped.
   */
  #replaceOldSearchIndex(): void {
    const db = this.#db;
    if (!db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'notices_fts'").get()) return;
    // Such a database was written when the engine's entities were stored beside each notice; they name the parties.
    const hasEntities = (db.prepare('PRAGMA table_info(notices)').all() as { name: string }[]).some((c) => c.name === 'entities');
    const rows = db.prepare(`SELECT n.seq, n.state, n.county, n.paper_name AS paperName, n.date, n.domain, ${hasEntities ? 'n.entities' : 'NULL AS entities'}, r.body
      FROM notices n JOIN records r ON r.seq = n.seq AND r.collection = 'public_notices' WHERE n.seq > ? ORDER BY n.seq LIMIT 1000`);
    const insert = db.prepare('INSERT INTO notice_words (rowid, words) VALUES (?, ?)');
    type Row = { seq: number; state: string; county: string; paperName: string; date: string; domain: string | null; entities: string | Buffer | null; body: Buffer };
    db.transaction(() => {
      // In chunks: a statement cannot write while another is reading, and a large store does not fit in memory at once.
      for (let batch = rows.all(0) as Row[]; batch.length; batch = rows.all(batch.at(-1)!.seq) as Row[]) for (const row of batch) {
        const text = (JSON.parse(unpackBody(row.body).toString('utf8')) as { text: string }).text;
        const entities = row.entities === null ? [] : JSON.parse(typeof row.entities === 'string' ? row.entities : unpackBody(row.entities).toString('utf8'));
        insert.run(listKey(row.date, row.seq), indexedWords({ ...row, text, searchNames: searchableNames(entities).join('\n') }));
      }
      db.exec('DROP TABLE notices_fts');
    })();
  }

  private prepareAll() {
    const db = this.#db;
    return {
      has: db.prepare('SELECT 1 FROM notices WHERE id = ?').pluck(),
      insertNotice: db.prepare(`INSERT OR IGNORE INTO notices (id, state, county, paper_name, date, domain, text, ingested_at)
        VALUES (@id, @state, @county, @paperName, @date, @domain, @text, @ingestedAt)`),
      insertRecord: db.prepare(`INSERT INTO records (collection, seq, id, state, county_key, date, body)
        VALUES (?, ?, ?, ?, ?, ?, ?)`),
      insertWords: db.prepare('INSERT INTO notice_words (rowid, words) VALUES (?, ?)'),
      snapshot: db.prepare('SELECT coalesce(max(seq), 0) FROM notices').pluck(),
      newest: db.prepare('SELECT date FROM notices WHERE seq <= ? ORDER BY date DESC LIMIT 1').pluck(),
      locate: db.prepare('SELECT rid, date, seq FROM records WHERE collection = ? AND id = ? AND state = ?'),
      body: db.prepare('SELECT body FROM records WHERE rid = ?').pluck(),
      counts: db.prepare('SELECT collection, state, count(*) AS count FROM records GROUP BY collection, state'),
      addToken: db.prepare('INSERT INTO tokens (hash, access, states, label, created_at) VALUES (?, ?, ?, ?, ?)'),
      findToken: db.prepare('SELECT hash, access, states, label, created_at FROM tokens WHERE hash = ?'),
      removeTokens: db.prepare('DELETE FROM tokens WHERE label = ?'),
      removeToken: db.prepare('DELETE FROM tokens WHERE hash = ?'),
      listTokens: db.prepare('SELECT hash, access, states, label, created_at FROM tokens ORDER BY created_at, hash'),
      getMeta: db.prepare('SELECT value FROM meta WHERE key = ?').pluck(),
      setMeta: db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value'),
    };
  }

  async insert(notices: PreparedNotice[]): Promise<{ inserted: string[]; skipped: string[] }> {
    const inserted: string[] = [];
    const skipped: string[] = [];
    const ingestedAt = new Date().toISOString();
    const tx = this.#db.transaction((batch: PreparedNotice[]) => {
      for (const n of batch) {
        const info = this.#stmt.insertNotice.run({
          id: n.id, state: n.state, county: n.county, paperName: n.paperName, date: n.date, domain: n.domain,
          text: '', ingestedAt,
        });
        if (info.changes === 0) {
          skipped.push(n.id);
          continue;
        }
        const seq = Number(info.lastInsertRowid);
        for (const [collection, body] of Object.entries(n.records)) {
          if (body !== undefined) this.#stmt.insertRecord.run(collection, seq, n.id, n.state, n.countyKey, n.date, packBody(body));
        }
        this.#stmt.insertWords.run(listKey(n.date, seq), indexedWords(n));
        inserted.push(n.id);
      }
    });
    tx(notices);
    return { inserted, skipped };
  }

  async existing(ids: string[]): Promise<Set<string>> {
    return new Set(ids.filter((id) => this.#stmt.has.get(id) !== undefined));
  }

  async snapshot(): Promise<number> {
    return this.#stmt.snapshot.get() as number;
  }

  async newestDate(snapshot = Number.MAX_SAFE_INTEGER): Promise<string | undefined> {
    return this.#stmt.newest.get(snapshot) as string | undefined;
  }

  async position(collection: Collection, state: string, id: string): Promise<Position | undefined> {
    const at = this.#locate(collection, state, id);
    return at && { date: at.date, seq: at.seq };
  }

  /** Where a record is stored. Found records are remembered (they never move); misses are not, as the record may arrive later. */
  #locate(collection: Collection, state: string, id: string): Located | undefined {
    const key = `${collection}\u0000${state}\u0000${id}`;
    let at = this.#located.get(key);
    if (at === undefined) {
      at = this.#stmt.locate.get(collection, id, state) as Located | undefined;
      if (at === undefined) return undefined;
      if (this.#located.size >= MAX_LOCATED) this.#located.clear();
      this.#located.set(key, at);
    }
    return at;
  }

  async get(collection: Collection, state: string, id: string): Promise<StoredRecord | undefined> {
    const at = this.#locate(collection, state, id);
    return at && { json: this.#body(at.rid), date: at.date };
  }

  #body(rid: number): Buffer {
    let body = this.#bodies.get(rid);
    if (body === undefined) {
      body = unpackBody(this.#stmt.body.get(rid) as Buffer);
      this.#bodies.set(rid, body);
    }
    return body;
  }

  async list(q: ListQuery): Promise<ListResult> {
    const filters = ['collection = @collection', 'state = @state', 'seq <= @snapshot'];
    const params: Record<string, unknown> = { collection: q.collection, state: q.state, snapshot: q.snapshot, take: q.limit + 1 };
    if (q.countyKey !== undefined) {
      filters.push('county_key = @countyKey');
      params.countyKey = q.countyKey;
    }
    if (q.minDate !== undefined) {
      filters.push('date >= @minDate');
      params.minDate = q.minDate;
    }
    if (q.maxDate !== undefined) {
      filters.push('date <= @maxDate');
      params.maxDate = q.maxDate;
    }
    // Newest first is (date, seq) descending. `before` pages towards newer
    // records, so it reads ascending from the cursor and reverses.
    const cursor = q.after ?? q.before;
    if (cursor) {
      filters.push(q.after ? '(date, seq) < (@cursorDate, @cursorSeq)' : '(date, seq) > (@cursorDate, @cursorSeq)');
      params.cursorDate = cursor.date;
      params.cursorSeq = cursor.seq;
    }
    const order = q.before ? 'date ASC, seq ASC' : 'date DESC, seq DESC';
    const offset = q.offset ? ' OFFSET @offset' : '';
    if (q.offset) params.offset = q.offset;
    // Without statistics the planner may pick an index that does not give the
    // order and sort instead; naming the index keeps every page an index walk
    // that stops after LIMIT rows.
    const inOrder = `records INDEXED BY ${q.countyKey !== undefined ? 'records_by_county' : 'records_in_order'}`;
    const where = filters.join(' AND ');

    let rids: number[];
    if (q.search === undefined) {
      rids = this.#all(`SELECT rid FROM ${inOrder} WHERE ${where} ORDER BY ${order} LIMIT @take${offset}`, params);
    } else {
      // Matches come from the word index in list order (see notice_words), each joined to its record.
      const match = ftsQuery(q.search, q.state, q.collection);
      if (match === undefined) return { records: [], hasMore: false };
      params.match = match;
      const bounds = ['notice_words MATCH @match'];
      if (q.minDate !== undefined) {
        bounds.push('w.rowid <= @oldestKey');
        params.oldestKey = listKey(q.minDate, 0);
      }
      if (q.maxDate !== undefined) {
        bounds.push('w.rowid >= @newestKey');
        params.newestKey = listKey(q.maxDate, SEQ_SPAN - 1);
      }
      if (cursor) {
        bounds.push(q.after ? 'w.rowid > @cursorKey' : 'w.rowid < @cursorKey');
        params.cursorKey = listKey(cursor.date, cursor.seq);
      }
      const recordFilters = ['r.state = @state', 'r.seq <= @snapshot', ...(q.countyKey !== undefined ? ['r.county_key = @countyKey'] : [])];
      rids = this.#all(`SELECT r.rid FROM notice_words w JOIN records r INDEXED BY records_by_notice ON r.seq = ${SEQ_OF_KEY} AND r.collection = @collection
        WHERE ${[...bounds, ...recordFilters].join(' AND ')} ORDER BY w.rowid ${q.before ? 'DESC' : 'ASC'} LIMIT @take${offset}`, params);
    }
    const hasMore = rids.length > q.limit;
    if (hasMore) rids.length = q.limit;
    if (q.before) rids.reverse();
    return { records: rids.map((r) => this.#body(r)), hasMore };
  }

  /** Runs a list query (each distinct SQL prepared once) and returns its first column. */
  #all(sql: string, params: Record<string, unknown>): number[] {
    let stmt = this.#listStatements.get(sql);
    if (!stmt) {
      stmt = this.#db.prepare(sql).pluck();
      this.#listStatements.set(sql, stmt);
    }
    return stmt.all(params) as number[];
  }

  async counts(): Promise<Array<{ collection: Collection; state: string; count: number }>> {
    return this.#stmt.counts.all() as Array<{ collection: Collection; state: string; count: number }>;
  }

  async addToken(t: TokenRecord): Promise<void> {
    this.#stmt.addToken.run(t.hash, t.access, t.states ? JSON.stringify(t.states) : null, t.label, t.createdAt);
  }

  async findToken(hash: string): Promise<TokenRecord | undefined> {
    return this.#tokens.find(hash, (h) => {
      const row = this.#stmt.findToken.get(h) as TokenRow | undefined;
      return row && tokenFromRow(row);
    });
  }

  async removeTokensByLabel(label: string): Promise<number> {
    this.#tokens.clear();
    return this.#stmt.removeTokens.run(label).changes;
  }

  async listTokens(): Promise<TokenRecord[]> {
    return (this.#stmt.listTokens.all() as TokenRow[]).map(tokenFromRow);
  }

  async removeToken(hash: string): Promise<boolean> {
    this.#tokens.delete(hash);
    return this.#stmt.removeToken.run(hash).changes > 0;
  }

  async getMeta(key: string): Promise<string | undefined> {
    return this.#stmt.getMeta.get(key) as string | undefined;
  }

  async setMeta(key: string, value: string): Promise<void> {
    this.#stmt.setMeta.run(key, value);
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}
