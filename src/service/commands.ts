/**
 * The service's commands, as functions: the `ingest`, `token` and `serve`
 * commands of the `notice-extractor` command line (src/cli/main.ts) call these.
 *
 *   notice-extractor ingest [--data DIR] [--paper-name NAME] [--state STATE] [--date DATE] [--county NAME] FILE|DIR|- ...
 *   notice-extractor token create --access limited|full [--states STATE,...] [--label TEXT] [--data DIR]
 *   notice-extractor token list [--data DIR]
 *   notice-extractor token revoke ID|TOKEN [--data DIR]
 *   notice-extractor serve [--port N] [--host HOST] [--data DIR]
 *   notice-extractor migrate
 *
 * Each opens the store of `open-store.ts`: PostgreSQL when NOTICE_DATABASE_URL
 * is set, else the SQLite file in --data (or NOTICE_DATA_DIR, ./data).
 */
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { ExtractPool } from '../batch/pool.js';
import { configFromEnv } from './config.js';
import { HttpError } from './errors.js';
import { ingestSources, type IngestDefaults, type IngestSummary } from './ingest.js';
import { openStore, storeSettingsFromEnv } from './open-store.js';
import type { NoticeStore, TokenAccess, TokenRecord } from './store.js';
import { createToken, hashToken, tokenId } from './tokens.js';

async function withStore<T>(dataDir: string | undefined, use: (store: NoticeStore) => Promise<T>): Promise<T> {
  const store = await openStore(storeSettingsFromEnv(dataDir ? resolve(dataDir) : configFromEnv().dataDir));
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

/**
 * Loads notices from files, directories or `-` (standard input) into the
 * store. Each notice is extracted on a worker thread within `timeoutMs`
 * (default 10 s): a notice over it is reported and skipped.
 */
export async function ingestCommand(options: {
  dataDir?: string; sources: string[]; stdin?: Readable; defaults?: IngestDefaults; timeoutMs?: number;
}): Promise<IngestSummary> {
  return withStore(options.dataDir, async (store) => {
    const pool = new ExtractPool(1);
    try {
      return await ingestSources(store, options.sources, options.stdin, options.defaults, { pool, budgetMs: options.timeoutMs ?? 10_000 });
    } finally {
      await pool.close();
    }
  });
}

/** Creates a bearer token in the store; the returned token is the only copy. */
export async function tokenCreateCommand(options: { dataDir?: string; access: TokenAccess; states?: string[]; label?: string }): Promise<{ token: string; record: TokenRecord }> {
  return withStore(options.dataDir, (store) => createToken(store, options));
}

export async function tokenListCommand(options: { dataDir?: string }): Promise<TokenRecord[]> {
  return withStore(options.dataDir, (store) => store.listTokens());
}

/**
 * Revokes one token, named by its id (as `token list` prints it, or a longer
 * prefix of its hash) or by the token itself. A running server stops
 * accepting it within 10 seconds (it trusts a token it has seen that long).
 */
export async function tokenRevokeCommand(options: { dataDir?: string; token: string }): Promise<TokenRecord> {
  return withStore(options.dataDir, async (store) => {
    const given = options.token.trim();
    const all = await store.listTokens();
    const matches = given.startsWith('ne_')
      ? all.filter((t) => t.hash === hashToken(given))
      : /^[0-9a-f]{8,64}$/i.test(given) ? all.filter((t) => t.hash.startsWith(given.toLowerCase())) : [];
    if (matches.length !== 1) {
      throw new HttpError(404, 'unknown_token', matches.length
        ? `${JSON.stringify(given)} matches ${matches.length} tokens; give more of the id`
        : `no token ${JSON.stringify(given)}; give an id from "token list" (${tokenId('0'.repeat(64)).length}+ hex digits) or the token itself`);
    }
    await store.removeToken(matches[0].hash);
    return matches[0];
  });
}

/**
 * Brings the PostgreSQL schema up to date (the server also does at start-up);
 * returns the versions applied now. The SQLite store needs no command: it creates its schema on open.
 */
export async function migrateCommand(): Promise<string[]> {
  const settings = storeSettingsFromEnv(configFromEnv().dataDir);
  if (!settings.databaseUrl) throw new Error('migrate needs NOTICE_DATABASE_URL=postgres://... (the SQLite store creates its schema on open)');
  const { PostgresNoticeStore } = await import('./postgres-store.js');
  const { migrate } = await import('./postgres-migrate.js');
  const store = new PostgresNoticeStore({ url: settings.databaseUrl });
  try {
    return await migrate(store.primary);
  } finally {
    await store.close();
  }
}
