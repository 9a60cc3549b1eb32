/**
 * The embedded store: one SQLite file in WAL mode (readers never wait for the
 * ingest that writes), an FTS5 index for `search`, and each collection's
 * records pre-rendered as JSON.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { ByteLru } from './lru.js';
import { TokenCache } from './token-cache.js';
import {
  packBody, searchTerms, unpackBody,
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
  -- before that hold it here too). Entities: the engine's, deflated (packBody).
  text TEXT NOT NULL,
  entities TEXT,
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
-- A rare search word's few notices find their records here instead of walking a whole collection.
CREATE INDEX IF NOT EXISTS records_by_notice ON records (seq);

-- Contentless: the text is already in notices; the index only needs the terms.
-- detail = none: a search is a set of words that must all occur, never a
-- phrase, so positions are not stored (a much smaller index).
-- rowid = notices.seq.
CREATE VIRTUAL TABLE IF NOT EXISTS notices_fts USING fts5 (
  text, paper_name, county, names, content = '', detail = none, tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE IF NOT EXISTS tokens (
  hash TEXT PRIMARY KEY,
  access TEXT NOT NULL CHECK (access IN ('limited', 'full')),
  states TEXT,
  label TEXT,
  created_at TEXT NOT NULL
);
`;

/** Search terms become quoted FTS5 strings (letters and digits only), so user input can never be FTS5 syntax. */
function ftsQuery(search: string): string | undefined {
  const terms = searchTerms(search);
  return terms.length ? terms.map((t) => `"${t}"`).join(' ') : undefined;
}

/**
 * A search matching at most this many notices is rare: its matches are read
 * from the index and sorted. A commoner one walks the list order and checks
 * each record against the index, stopping at the page's end, so it never
 * reads (or sorts) every match of a common word.
 */
const RARE_SEARCH_MATCHES = 2000;
/**
 * How many records that walk checks before giving up: a word common in the
 * whole store can be rare in one state or collection, and checking every
 * record there would cost more than reading the word's matches once. Deeper
 * pages check proportionally more (a page of matches is expected within 20
 * times its depth, i.e. when at least 5 % of the records match).
 */
const WALK_CANDIDATES = 3000;
const WALK_DEPTH_FACTOR = 20;

interface Located { rid: number; date: string; seq: number }
/** Record locations remembered before the map is emptied and refilled: about 10 MB. */
const MAX_LOCATED = 100_000;

interface TokenRow { hash: string; access: TokenAccess; states: string | null; label: string | null; created_at: string }

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
    this.#db.exec(SCHEMA);
    this.#stmt = this.prepareAll();
    this.#bodies = new ByteLru(options.bodyCacheBytes ?? 64 * 1024 * 1024);
  }

  private prepareAll() {
    const db = this.#db;
    return {
      has: db.prepare('SELECT 1 FROM notices WHERE id = ?').pluck(),
      // Counts only up to one past the rare bound: enough to choose the plan, never a full count.
      countMatches: db.prepare(`SELECT count(*) FROM (SELECT 1 FROM notices_fts WHERE notices_fts MATCH ? LIMIT ${RARE_SEARCH_MATCHES + 1})`).pluck(),
      insertNotice: db.prepare(`INSERT OR IGNORE INTO notices (id, state, county, paper_name, date, domain, text, entities, ingested_at)
        VALUES (@id, @state, @county, @paperName, @date, @domain, @text, @entitiesJson, @ingestedAt)`),
      insertRecord: db.prepare(`INSERT INTO records (collection, seq, id, state, county_key, date, body)
        VALUES (?, ?, ?, ?, ?, ?, ?)`),
      insertFts: db.prepare('INSERT INTO notices_fts (rowid, text, paper_name, county, names) VALUES (?, ?, ?, ?, ?)'),
      snapshot: db.prepare('SELECT coalesce(max(seq), 0) FROM notices').pluck(),
      newest: db.prepare('SELECT date FROM notices WHERE seq <= ? ORDER BY date DESC LIMIT 1').pluck(),
      locate: db.prepare('SELECT rid, date, seq FROM records WHERE collection = ? AND id = ? AND state = ?'),
      body: db.prepare('SELECT body FROM records WHERE rid = ?').pluck(),
      counts: db.prepare('SELECT collection, state, count(*) AS count FROM records GROUP BY collection, state'),
      addToken: db.prepare('INSERT INTO tokens (hash, access, states, label, created_at) VALUES (?, ?, ?, ?, ?)'),
      findToken: db.prepare('SELECT hash, access, states, label, created_at FROM tokens WHERE hash = ?'),
      removeTokens: db.prepare('DELETE FROM tokens WHERE label = ?'),
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
          text: '', entitiesJson: n.entitiesJson === null ? null : packBody(n.entitiesJson), ingestedAt,
        });
        if (info.changes === 0) {
          skipped.push(n.id);
          continue;
        }
        const seq = Number(info.lastInsertRowid);
        for (const [collection, body] of Object.entries(n.records)) {
          if (body !== undefined) this.#stmt.insertRecord.run(collection, seq, n.id, n.state, n.countyKey, n.date, packBody(body));
        }
        this.#stmt.insertFts.run(seq, n.text, n.paperName, n.county, n.searchNames);
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
      const match = ftsQuery(q.search);
      if (match === undefined) return { records: [], hasMore: false };
      params.match = match;
      const matches = 'SELECT rowid FROM notices_fts WHERE notices_fts MATCH @match';
      if ((this.#stmt.countMatches.get(match) as number) <= RARE_SEARCH_MATCHES) {
        rids = this.#all(`SELECT rid FROM records INDEXED BY records_by_notice WHERE ${where} AND seq IN (${matches}) ORDER BY ${order} LIMIT @take${offset}`, params);
      } else {
        params.window = WALK_CANDIDATES + WALK_DEPTH_FACTOR * ((q.offset ?? 0) + q.limit + 1);
        const candidates = `SELECT rid, date, seq FROM ${inOrder} WHERE ${where} ORDER BY ${order} LIMIT @window`;
        rids = this.#all(`SELECT rid FROM (${candidates}) AS c WHERE EXISTS (${matches} AND rowid = c.seq) ORDER BY ${order} LIMIT @take${offset}`, params);
        // A short page is the end of the list only when the walk saw every candidate; else the word is
        // rare here, and its matches are read once and checked along the list order.
        if (rids.length <= q.limit && this.#all(`SELECT count(*) FROM (${candidates})`, params)[0] >= (params.window as number)) {
          rids = this.#all(`SELECT rid FROM ${inOrder} WHERE ${where} AND seq IN (${matches}) ORDER BY ${order} LIMIT @take${offset}`, params);
        }
      }
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
      return row && {
        hash: row.hash, access: row.access, states: row.states ? JSON.parse(row.states) : null, label: row.label, createdAt: row.created_at,
      };
    });
  }

  async removeTokensByLabel(label: string): Promise<number> {
    this.#tokens.clear();
    return this.#stmt.removeTokens.run(label).changes;
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
