/**
 * The service's commands, as functions: the `ingest`, `token` and `serve`
 * commands of the `notice-extractor` command line (src/cli/main.ts) call these.
 *
 *   notice-extractor ingest [--data DIR] [--paper-name NAME] [--state STATE] [--date DATE] [--county NAME] FILE|DIR|- ...
 *   notice-extractor token create --access limited|full [--states STATE,...] [--label TEXT] [--data DIR]
 *   notice-extractor token list [--data DIR]
 *   notice-extractor token revoke ID|TOKEN [--data DIR]
 *   notice-extractor serve [--port N] [--host HOST] [--data DIR]
 */
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { ExtractPool } from '../batch/pool.js';
import { configFromEnv } from './config.js';
import { HttpError } from './errors.js';
import { ingestSources, type IngestDefaults, type IngestSummary } from './ingest.js';
import { databaseFile } from './paths.js';
import { SqliteNoticeStore } from './sqlite-store.js';
import type { NoticeStore, TokenAccess, TokenRecord } from './store.js';
import { createToken, hashToken, tokenId } from './tokens.js';

function openStore(dataDir: string | undefined): NoticeStore {
  return new SqliteNoticeStore({ file: databaseFile(dataDir ? resolve(dataDir) : configFromEnv().dataDir) });
}

function withStore<T>(dataDir: string | undefined, fn: (store: NoticeStore) => T): T {
  const store = openStore(dataDir);
  try {
    return fn(store);
  } finally {
    store.close();
  }
}

/**
 * Loads notices from files, directories or `-` (standard input) into the
 * store in `dataDir`. Each notice is extracted on a worker thread within
 * `timeoutMs` (default 10 s): a notice over it is reported and skipped.
 */
export async function ingestCommand(options: {
  dataDir?: string; sources: string[]; stdin?: Readable; defaults?: IngestDefaults; timeoutMs?: number;
}): Promise<IngestSummary> {
  const store = openStore(options.dataDir);
  const pool = new ExtractPool(1);
  try {
    return await ingestSources(store, options.sources, options.stdin, options.defaults, { pool, budgetMs: options.timeoutMs ?? 10_000 });
  } finally {
    await pool.close();
    store.close();
  }
}

/** Creates a bearer token in the store in `dataDir`; the returned token is the only copy. */
export function tokenCreateCommand(options: { dataDir?: string; access: TokenAccess; states?: string[]; label?: string }): { token: string; record: TokenRecord } {
  return withStore(options.dataDir, (store) => createToken(store, options));
}

export function tokenListCommand(options: { dataDir?: string }): TokenRecord[] {
  return withStore(options.dataDir, (store) => store.listTokens());
}

/**
 * Revokes one token, named by its id (as `token list` prints it, or a longer
 * prefix of its hash) or by the token itself. A running server stops
 * accepting it within 10 seconds (it trusts a token it has seen that long).
 */
export function tokenRevokeCommand(options: { dataDir?: string; token: string }): TokenRecord {
  return withStore(options.dataDir, (store) => {
    const given = options.token.trim();
    const all = store.listTokens();
    const matches = given.startsWith('ne_')
      ? all.filter((t) => t.hash === hashToken(given))
      : /^[0-9a-f]{8,64}$/i.test(given) ? all.filter((t) => t.hash.startsWith(given.toLowerCase())) : [];
    if (matches.length !== 1) {
      throw new HttpError(404, 'unknown_token', matches.length
        ? `${JSON.stringify(given)} matches ${matches.length} tokens; give more of the id`
        : `no token ${JSON.stringify(given)}; give an id from "token list" (${tokenId('0'.repeat(64)).length}+ hex digits) or the token itself`);
    }
    store.removeToken(matches[0].hash);
    return matches[0];
  });
}
