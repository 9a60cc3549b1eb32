/**
 * The PostgreSQL store's ingest statement (postgres-store.ts `insert`): a
 * chunk of notices and their records written by one statement, its values
 * made by the client.
 */
import { packBody, scopeWords, searchWords, type PreparedNotice } from './store.js';

/** Notices per insert statement: small enough that making the next chunk's values overlaps the server writing this one. */
export const INSERT_CHUNK = 100;

/**
 * One chunk of notices and their records in one statement: the records join
 * the notices actually inserted, so a notice skipped as already stored adds
 * no record either.
 */
export const INSERT_NOTICES = `
  WITH n AS (
    INSERT INTO notices (seq, id, state, county, paper_name, date, domain, words)
    SELECT nextval('notice_seq'), n.id, n.state, n.county, n.paper_name, n.date::date, n.domain, n.words
    FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
         WITH ORDINALITY AS n (id, state, county, paper_name, date, domain, words, ord)
    ORDER BY n.ord
    ON CONFLICT (id) DO NOTHING
    RETURNING id, seq, state, date),
  r AS (
    INSERT INTO records (collection, id, seq, state, county_key, date, body)
    SELECT r.collection, r.id, n.seq, n.state, r.county_key, n.date, r.body
    FROM unnest($8::text[], $9::text[], $10::text[], $11::bytea[]) AS r (collection, id, county_key, body)
    JOIN n ON n.id = r.id)
  SELECT id FROM n`;

/** The parameters of `INSERT_NOTICES` for a chunk: the client compresses bodies and splits words, so the server does neither. */
export function insertParams(chunk: PreparedNotice[]): unknown[] {
  const records = chunk.flatMap((n) => Object.entries(n.records)
    .filter((e): e is [string, string] => e[1] !== undefined).map(([collection, body]) => ({ collection, n, body })));
  return [
    chunk.map((n) => n.id), chunk.map((n) => n.state), chunk.map((n) => n.county), chunk.map((n) => n.paperName),
    chunk.map((n) => n.date), chunk.map((n) => n.domain),
    // The words are split here, as a query's are (searchWords / searchTerms): the same words on both
    // sides whatever the server's locale, and far cheaper than the server's text-search parser.
    chunk.map((n) => [...searchWords([n.text, n.paperName, n.county, n.searchNames]), ...scopeWords(n.state, n.domain)].join(' ')),
    records.map((r) => r.collection), records.map((r) => r.n.id), records.map((r) => r.n.countyKey), records.map((r) => packBody(r.body)),
  ];
}
