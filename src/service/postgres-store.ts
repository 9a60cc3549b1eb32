/**
 * The networked store: one PostgreSQL database shared by any number of API
 * instances (and ingest commands), optionally with a read replica for the
 * read-only queries. Schema: `migrations/*.sql`, applied by `openPostgresStore`
 * (and `notice-extractor migrate`). Search is PostgreSQL full-text search
 * (each notice's words, a GIN index on them as a `tsvector`, queried with every searched word); lists are
 * index walks in (date, seq) order, paged by offset or by keyset cursor.
 */
import pg from 'pg';
import { migrate } from './postgres-migrate.js';
import { INSERT_CHUNK, INSERT_NOTICES, insertParams } from './postgres-insert.js';
import {
  listScope, searchTerms, unindexable, unpackBody,
  type Collection, type ListQuery, type ListResult, type NoticeStore, type Position, type PreparedNotice, type StoredRecord,
  type TokenAccess, type TokenRecord,
} from './store.js';
import { postgresRateLimitStore } from './postgres-rate-limit-store.js';
import { TokenCache } from './token-cache.js';

// A `date` column reads as its YYYY-MM-DD text, never as a JavaScript Date in the server's time zone.
const DATE_OID = 1082;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/** A notice's words as a tsvector: the expression of the `notices_search` index (migrations/001_initial.sql), spelled alike. */
const NOTICE_WORDS = "array_to_tsvector(string_to_array(n.words, ' '))";

/**
 * How many of a list's records, in order, a search tests one by one before it
 * asks the word index for every match instead. A common word fills a page
 * within a few dozen records, whatever the store holds; a rare one is found
 * through the index (the planner takes it at once when the statistics say
 * the word is rare), so only words between the two pay for both.
 */
const SEARCH_WALK = 2000;

/**
 * Whether every searched word is among the most common words of the store, by the statistics ANALYZE keeps
 * for the `notices_search` index: only then can a walk be expected to fill a page. The planner's own guess
 * for a word it has no count of is a share of the table, so in a store of a million notices it took a
 * walk of every record for a rare word (20 ms) over the index lookup. In SQL: a condition without columns,
 * which PostgreSQL checks once before the walk runs. Without statistics (never analyzed), no walk.
 */
const COMMON_WORDS = (terms: string) => `coalesce((SELECT s.most_common_elems::text::text[] @> ${terms}
  FROM pg_stats s WHERE s.schemaname = current_schema() AND s.tablename = 'notices_search'), false)`;

/** The key of the ingest lock (any fixed 64-bit number): inserts take it so seqs commit in the order they are drawn. */
const INGEST_LOCK = '7308604897068083570';

/**
 * A statement prepared once per connection and then only bound and run: for the lookups every request makes
 * (by key, one plan fits every value). Lists are not named, so each is planned for its own words and filters.
 */
const named = (name: string, text: string, values: unknown[]): pg.QueryConfig => ({ name, text, values });

export interface PostgresStoreOptions {
  /** `postgres://user:password@host:port/database` of the primary: every write, and reads without a replica. */
  url: string;
  /** A read replica for lists, details and token checks; absent: the primary serves them. */
  readUrl?: string;
  /** Connections per pool (each instance holds one pool per URL). @default 10 */
  poolSize?: number;
  /** Apply pending migrations on open. @default true */
  migrate?: boolean;
}

interface TokenRow { hash: string; access: TokenAccess; states: string[] | null; label: string | null; created_at: Date }
const tokenFromRow = (row: TokenRow): TokenRecord => ({
  hash: row.hash, access: row.access, states: row.states, label: row.label, createdAt: row.created_at.toISOString(),
});

/** Opens the store, applying pending migrations first (unless told not to). */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresNoticeStore> {
  const store = new PostgresNoticeStore(options);
  if (options.migrate ?? true) {
    try {
      await migrate(store.primary);
    } catch (error) {
      await store.close();
      throw error;
    }
  }
  return store;
}

export class PostgresNoticeStore implements NoticeStore {
  /** The pool of the primary; exposed for migrations and the rate-limit counters. */
  readonly primary: pg.Pool;
  readonly #read: pg.Pool;
  readonly #tokens = new TokenCache();

  constructor(options: PostgresStoreOptions) {
    const max = options.poolSize ?? 10;
    this.primary = new pg.Pool({ connectionString: options.url, max, types });
    this.#read = options.readUrl ? new pg.Pool({ connectionString: options.readUrl, max, types }) : this.primary;
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    for (const pool of new Set([this.primary, this.#read])) pool.on('error', () => undefined);
  }

  async insert(notices: PreparedNotice[]): Promise<{ inserted: string[]; skipped: string[] }> {
    if (notices.length === 0) return { inserted: [], skipped: [] };
    const client = await this.primary.connect();
    try {
      await client.query('BEGIN');
      await client.query('SELECT pg_advisory_xact_lock($1)', [INGEST_LOCK]);
      // A statement per chunk, each chunk's values (words, compressed bodies) made while the server writes the
      // chunk before: the client's work and the server's overlap. Ids stored meanwhile by another ingest are
      // skipped (ON CONFLICT), so two ingests of the same file at once leave one copy; the lock makes the
      // second wait for the first, and keeps seqs in the order they are drawn.
      const stored = new Set<string>();
      let pending: Promise<pg.QueryResult<{ id: string }>> | undefined;
      for (let i = 0; i < notices.length; i += INSERT_CHUNK) {
        const params = insertParams(notices.slice(i, i + INSERT_CHUNK));
        if (pending) for (const r of (await pending).rows) stored.add(r.id);
        pending = client.query<{ id: string }>(INSERT_NOTICES, params);
      }
      for (const r of (await pending!).rows) stored.add(r.id);
      await client.query('COMMIT');
      return {
        inserted: notices.filter((n) => stored.has(n.id)).map((n) => n.id),
        skipped: notices.filter((n) => !stored.has(n.id)).map((n) => n.id),
      };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async existing(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const { rows } = await this.primary.query<{ id: string }>(named('existing', 'SELECT id FROM notices WHERE id = ANY($1::text[])', [ids]));
    return new Set(rows.map((r) => r.id));
  }

  async snapshot(): Promise<number> {
    const { rows } = await this.#read.query<{ s: string }>(named('snapshot', 'SELECT coalesce(max(seq), 0) AS s FROM notices', []));
    return Number(rows[0].s);
  }

  async newestDate(snapshot = Number.MAX_SAFE_INTEGER): Promise<string | undefined> {
    const { rows } = await this.#read.query<{ date: string }>(
      'SELECT date FROM notices WHERE seq <= $1 ORDER BY date DESC LIMIT 1', [snapshot]);
    return rows[0]?.date;
  }

  async position(collection: Collection, state: string, id: string): Promise<Position | undefined> {
    const { rows } = await this.#read.query<{ date: string; seq: string }>(named('position',
      'SELECT date, seq FROM records WHERE collection = $1 AND id = $2 AND state = $3', [collection, id, state]));
    return rows[0] && { date: rows[0].date, seq: Number(rows[0].seq) };
  }

  async get(collection: Collection, state: string, id: string): Promise<StoredRecord | undefined> {
    const { rows } = await this.#read.query<{ date: string; body: Buffer }>(named('get',
      'SELECT date, body FROM records WHERE collection = $1 AND id = $2 AND state = $3', [collection, id, state]));
    return rows[0] && { json: unpackBody(rows[0].body), date: rows[0].date };
  }

  async list(q: ListQuery): Promise<ListResult> {
    const params: unknown[] = [q.collection, q.state, q.snapshot];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where = ['r.collection = $1', 'r.state = $2', 'r.seq <= $3'];
    if (q.countyKey !== undefined) where.push(`r.county_key = ${param(q.countyKey)}`);
    if (q.minDate !== undefined) where.push(`r.date >= ${param(q.minDate)}::date`);
    if (q.maxDate !== undefined) where.push(`r.date <= ${param(q.maxDate)}::date`);
    const cursor = q.after ?? q.before;
    if (cursor) where.push(`(r.date, r.seq) ${q.after ? '<' : '>'} (${param(cursor.date)}::date, ${param(cursor.seq)}::bigint)`);
    const order = q.before ? 'r.date ASC, r.seq ASC' : 'r.date DESC, r.seq DESC';
    const take = q.limit + 1;

    let rows: Array<{ body: Buffer }>;
    if (q.search === undefined) {
      const offset = q.offset ? ` OFFSET ${param(q.offset)}` : '';
      rows = (await this.#read.query<{ body: Buffer }>(
        `SELECT r.body FROM records r WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${param(take)}${offset}`, params)).rows;
    } else {
      // Only lowercased runs of letters and digits are searched, so no input is syntax (or an error).
      const terms = searchTerms(q.search);
      if (terms.length === 0 || terms.some(unindexable)) return { records: [], hasMore: false };
      // Terms (letters and digits) and scope words (letters, digits and '_') are lexemes as they stand, as the
      // notice's words were indexed: quoted and joined by '&', every one must occur. No query parser reads them,
      // so a searched "or" or "not" is a word, not an operator (websearch_to_tsquery read "a or b" as either).
      const tsquery = (words: string[], p: unknown[]) => `${NOTICE_WORDS} @@ $${p.push(words.map((w) => `'${w}'`).join(' & '))}::tsquery`;
      const matches = (words: string[], p: unknown[]) => `EXISTS (SELECT 1 FROM notices n WHERE n.seq = r.seq AND ${tsquery(words, p)})`;
      // The walk is within the list's state and collection already, so it tests the searched words alone: with the
      // scope words as well the planner would count the state twice, think a common word rare in a small state,
      // and take every match from the index. Each word is first looked for in the words' text (strpos, which the
      // planner runs first as the cheaper test): a notice without it is passed over without building its tsvector
      // (35 us), so a walk through records that lack a word costs little even when the word is common elsewhere.
      const walkTest = (p: unknown[]) => `EXISTS (SELECT 1 FROM notices n WHERE n.seq = r.seq AND ${
        terms.map((t) => `strpos(n.words, $${p.push(t)}) > 0`).join(' AND ')} AND ${tsquery(terms, p)})`;
      rows = q.offset ? [] : await this.#walkSearch(where, terms, walkTest, order, take, [...params]);
      if (rows.length < take) {
        // Fewer matches than a page among the first records: every match, from the word index (where the scope
        // words narrow to the list's state and collection), sorted.
        const all = matches([...terms, ...listScope(q.state, q.collection)], params);
        const offset = q.offset ? ` OFFSET ${param(q.offset)}` : '';
        rows = (await this.#read.query<{ body: Buffer }>(
          `SELECT r.body FROM records r WHERE ${[...where, all].join(' AND ')} ORDER BY ${order} LIMIT ${param(take)}${offset}`,
          params)).rows;
      }
    }
    const hasMore = rows.length > q.limit;
    if (hasMore) rows.length = q.limit;
    if (q.before) rows.reverse();
    return { records: rows.map((r) => unpackBody(r.body)), hasMore };
  }

  /**
   * A search page from the list's first `SEARCH_WALK` records in order (read
   * from the index alone), each tested against its notice's words until a
   * page is found: the cost of a common word does not grow with its matches.
   * Bodies are read for the page's records only.
   */
  async #walkSearch(
    where: string[], terms: string[], matches: (params: unknown[]) => string, order: string, take: number, params: unknown[],
  ): Promise<Array<{ body: Buffer }>> {
    const { rows } = await this.#read.query<{ body: Buffer }>(`
      SELECT b.body FROM (
        SELECT r.date, r.seq FROM (
          SELECT r.date, r.seq FROM records r WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT $${params.push(SEARCH_WALK)}) r
        WHERE ${COMMON_WORDS(`$${params.push(terms)}::text[]`)} AND ${matches(params)} ORDER BY ${order} LIMIT $${params.push(take)}) r
      JOIN records b ON b.seq = r.seq AND b.collection = $1
      ORDER BY ${order}`, params);
    return rows;
  }

  async counts(): Promise<Array<{ collection: Collection; state: string; count: number }>> {
    const { rows } = await this.#read.query<{ collection: Collection; state: string; count: string }>(
      'SELECT collection, state, count(*) AS count FROM records GROUP BY collection, state');
    return rows.map((r) => ({ collection: r.collection, state: r.state, count: Number(r.count) }));
  }

  async addToken(t: TokenRecord): Promise<void> {
    await this.primary.query('INSERT INTO tokens (hash, access, states, label, created_at) VALUES ($1, $2, $3, $4, $5)',
      [t.hash, t.access, t.states, t.label, t.createdAt]);
  }

  async findToken(hash: string): Promise<TokenRecord | undefined> {
    return this.#tokens.find(hash, async (h) => {
      const { rows } = await this.#read.query<TokenRow>(named('token', 'SELECT hash, access, states, label, created_at FROM tokens WHERE hash = $1', [h]));
      return rows[0] && tokenFromRow(rows[0]);
    });
  }

  async listTokens(): Promise<TokenRecord[]> {
    const { rows } = await this.primary.query<TokenRow>('SELECT hash, access, states, label, created_at FROM tokens ORDER BY created_at, hash');
    return rows.map(tokenFromRow);
  }

  async removeToken(hash: string): Promise<boolean> {
    this.#tokens.delete(hash);
    return ((await this.primary.query('DELETE FROM tokens WHERE hash = $1', [hash])).rowCount ?? 0) > 0;
  }

  async removeTokensByLabel(label: string): Promise<number> {
    this.#tokens.clear();
    return (await this.primary.query('DELETE FROM tokens WHERE label = $1', [label])).rowCount ?? 0;
  }

  async getMeta(key: string): Promise<string | undefined> {
    const { rows } = await this.primary.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [key]);
    return rows[0]?.value;
  }

  async setMeta(key: string, value: string): Promise<void> {
    await this.primary.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);
  }

  /** Counters in the database, so a limit holds across every instance on it. */
  sharedRateLimitStore(): unknown {
    return postgresRateLimitStore(this.primary);
  }

  async close(): Promise<void> {
    await Promise.all([...new Set([this.primary, this.#read])].map((p) => p.end()));
  }
}
