/**
 * The storage boundary of the service. Everything the HTTP layer and the
 * commands need from a database is here, so another engine can replace the
 * SQLite one (`sqlite-store.ts`) without touching routes or commands.
 *
 * Records are stored pre-rendered: extraction and rendering happen once, at
 * ingest, and a read only has to concatenate stored JSON.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import type { Domain } from '../types.js';

export const COLLECTIONS = ['public_notices', 'foreclosure', 'bids', 'probate'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** One notice ready to store: its canonical fields plus the record of each collection it belongs to. */
export interface PreparedNotice {
  id: string;
  /** Canonical state path segment, e.g. `new-hampshire`. */
  state: string;
  county: string;
  /** `county` folded for exact, case-insensitive matching (see `countyKey`). */
  countyKey: string;
  paperName: string;
  /** YYYY-MM-DD. */
  date: string;
  text: string;
  /** The extraction domain, or null when the notice is only a public notice. */
  domain: Domain | null;
  /** Extracted names and addresses, one per line, for full-text search. */
  searchNames: string;
  /** Each collection's record as a JSON string; always has `public_notices`. */
  records: Partial<Record<Collection, string>>;
}

/** A record's place in the newest-first order: by date, then by arrival. */
export interface Position {
  date: string;
  seq: number;
}

export interface ListQuery {
  collection: Collection;
  state: string;
  countyKey?: string;
  /** Free text; the store turns it into its own query syntax. */
  search?: string;
  /** Only records dated on or after this YYYY-MM-DD. */
  minDate?: string;
  /** Only records dated on or before this YYYY-MM-DD. */
  maxDate?: string;
  /** Only records that had arrived by this snapshot (see `snapshot()`). */
  snapshot: number;
  limit: number;
  /** Exactly one way of paging: an offset in records, or a cursor position. */
  offset?: number;
  after?: Position;
  before?: Position;
}

export interface ListResult {
  /** Each record's JSON as UTF-8 bytes, newest first: ready to be written out without decoding and encoding again. */
  records: Buffer[];
  hasMore: boolean;
}

export interface StoredRecord {
  /** The record's JSON as UTF-8 bytes. */
  json: Buffer;
  date: string;
}

export type TokenAccess = 'limited' | 'full';

export interface TokenRecord {
  /** sha256 of the token, hex; the token itself is never stored. */
  hash: string;
  access: TokenAccess;
  /** Canonical state slugs the token is restricted to, or null for every state. */
  states: string[] | null;
  /** Free-form note, e.g. `development`. */
  label: string | null;
  createdAt: string;
}

/**
 * Every method returns a promise, so a networked database (PostgreSQL,
 * `postgres-store.ts`) can implement the same contract as the embedded one.
 */
export interface NoticeStore {
  /** Stores notices whose id is new and ignores the rest (ingest is idempotent on the id, also when two ingests run at once). */
  insert(notices: PreparedNotice[]): Promise<{ inserted: string[]; skipped: string[] }>;
  /** Which of these ids are stored already (one round trip for a batch). */
  existing(ids: string[]): Promise<Set<string>>;
  /** A number that grows with every insert; records with a higher one arrived later. */
  snapshot(): Promise<number>;
  /** The newest record date (YYYY-MM-DD) among notices that had arrived by `snapshot`. */
  newestDate(snapshot?: number): Promise<string | undefined>;
  /** Where the record `id` of a collection and state sits in the list order, if it exists. */
  position(collection: Collection, state: string, id: string): Promise<Position | undefined>;
  list(query: ListQuery): Promise<ListResult>;
  get(collection: Collection, state: string, id: string): Promise<StoredRecord | undefined>;
  /** Number of records per collection and state, for the start-up banner and checks. */
  counts(): Promise<Array<{ collection: Collection; state: string; count: number }>>;
  addToken(token: TokenRecord): Promise<void>;
  findToken(hash: string): Promise<TokenRecord | undefined>;
  /** Removes every token with this label; returns how many. */
  removeTokensByLabel(label: string): Promise<number>;
  /** Every token, oldest first (hashes only: tokens themselves are never stored). */
  listTokens(): Promise<TokenRecord[]>;
  /** Removes the token with this hash; returns whether there was one. */
  removeToken(hash: string): Promise<boolean>;
  getMeta(key: string): Promise<string | undefined>;
  setMeta(key: string, value: string): Promise<void>;
  close(): Promise<void>;
  /**
   * Where the rate limiter keeps its counters when they must hold across
   * processes: a store class for `@fastify/rate-limit`'s `store` option.
   * Absent: each process counts for itself (the embedded store serves one).
   */
  sharedRateLimitStore?(): unknown;
}

/** Words a search may hold; more are ignored, so one query cannot ask the index for hundreds of terms. */
export const MAX_SEARCH_TERMS = 16;
/** Longer runs of letters are not words anyone searches for (and PostgreSQL cannot index them). */
const MAX_WORD_LENGTH = 100;
/** A word, for search on either side: a run of letters and digits. */
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The words of a free-text search (letters and digits; everything else
 * separates them), lowercased, at most `MAX_SEARCH_TERMS`. Each store builds
 * its own query from these words only, so user input is never query syntax.
 */
export function searchTerms(search: string): string[] {
  return (search.match(WORD) ?? []).slice(0, MAX_SEARCH_TERMS).map((t) => t.toLowerCase());
}

/** Whether a term is longer than any indexed word: a search holding it matches nothing, in every store. */
export const unindexable = (term: string): boolean => term.length > MAX_WORD_LENGTH;

/** The distinct words of a notice's searchable texts, as `searchTerms` reads a query, so the two always agree. */
export function searchWords(texts: string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(WORD)) if (m[0].length <= MAX_WORD_LENGTH) words.add(m[0].toLowerCase());
  }
  return [...words];
}

/**
 * Scope words: indexed with a notice's words so a search index narrows to a
 * state and collection by itself (a word common in the store but absent from
 * one state then costs nothing there). '_' marks them: `searchTerms` and
 * `searchWords` never produce it, so no searched word can equal one.
 */
export function scopeWords(state: string, domain: string | null): string[] {
  return [`_s_${state.replaceAll('-', '_')}`, ...(domain ? [`_d_${domain}`] : [])];
}

/** The scope words a list's records all have: their state's, and their collection's unless it is every notice. */
export function listScope(state: string, collection: Collection): string[] {
  return scopeWords(state, collection === 'public_notices' ? null : collection);
}

/** County names compare case-insensitively and with or without a trailing "County" (or Louisiana's "Parish", Alaska's "Borough"). */
export function countyKey(county: string): string {
  return county.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ (?:county|parish|borough)$/, '');
}

/*
 * Stored bodies are deflated: notice text is most of every record and
 * compresses about 3:1, which keeps a database near the size of its input.
 * A zlib stream starts with 0x78, a JSON object with `{`, so bodies stored
 * before packing existed still read as they are.
 */
const JSON_OBJECT_START = 0x7b;

/** Packs a stored value (a record's JSON, a notice's text): deflated UTF-8. */
export function packBody(json: string): Buffer {
  return deflateSync(Buffer.from(json, 'utf8'), { level: 6 });
}

/** The UTF-8 bytes of a value stored by `packBody` (or stored plain, before packing). */
export function unpackBody(stored: Buffer): Buffer {
  return stored.length > 0 && stored[0] !== JSON_OBJECT_START ? inflateSync(stored) : stored;
}
