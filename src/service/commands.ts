/**
 * The service's commands, as functions: the `ingest` and `token create`
 * commands of the `notice-extractor` command line (src/cli/main.ts) call these.
 *
 *   notice-extractor ingest [--data DIR] FILE|DIR|- ...
 *   notice-extractor token create --access limited|full [--states STATE,...] [--data DIR]
 *   notice-extractor migrate
 *
 * Each opens the store of `open-store.ts`: PostgreSQL when NOTICE_DATABASE_URL
 * is set, else the SQLite file in --data (or NOTICE_DATA_DIR, ./data).
 */
import type { Readable } from 'node:stream';
import { resolve } from 'node:path';
import { configFromEnv } from './config.js';
import { ingestSources, type IngestSummary } from './ingest.js';
import { openStore, storeSettingsFromEnv } from './open-store.js';
import type { NoticeStore, TokenAccess, TokenRecord } from './store.js';
import { createToken } from './tokens.js';

async function withStore<T>(dataDir: string | undefined, use: (store: NoticeStore) => Promise<T>): Promise<T> {
  const store = await openStore(storeSettingsFromEnv(dataDir ? resolve(dataDir) : configFromEnv().dataDir));
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

/** Loads notices from files, directories or `-` (standard input) into the store. */
export async function ingestCommand(options: { dataDir?: string; sources: string[]; stdin?: Readable }): Promise<IngestSummary> {
  return withStore(options.dataDir, (store) => ingestSources(store, options.sources, options.stdin));
}

/** Creates a bearer token in the store; the returned token is the only copy. */
export async function tokenCreateCommand(options: { dataDir?: string; access: TokenAccess; states?: string[]; label?: string }): Promise<{ token: string; record: TokenRecord }> {
  return withStore(options.dataDir, (store) => createToken(store, options));
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
