/**
 * The service's commands, as functions: the `ingest` and `token create`
 * commands of the `notice-extractor` command line (src/cli/main.ts) call these.
 *
 *   notice-extractor ingest [--data DIR] FILE|DIR|- ...
 *   notice-extractor token create --access limited|full [--states STATE,...] [--data DIR]
 */
import type { Readable } from 'node:stream';
import { configFromEnv } from './config.js';
import { ingestSources, type IngestSummary } from './ingest.js';
import { databaseFile } from './paths.js';
import { SqliteNoticeStore } from './sqlite-store.js';
import type { NoticeStore, TokenAccess, TokenRecord } from './store.js';
import { createToken } from './tokens.js';
import { resolve } from 'node:path';


function openStore(dataDir: string | undefined): NoticeStore {
  return new SqliteNoticeStore({ file: databaseFile(dataDir ? resolve(dataDir) : configFromEnv().dataDir) });
}

/** Loads notices from files, directories or `-` (standard input) into the store in `dataDir`. */
export async function ingestCommand(options: { dataDir?: string; sources: string[]; stdin?: Readable }): Promise<IngestSummary> {
  const store = openStore(options.dataDir);
  try {
    return await ingestSources(store, options.sources, options.stdin);
  } finally {
    store.close();
  }
}

/** Creates a bearer token in the store in `dataDir`; the returned token is the only copy. */
export function tokenCreateCommand(options: { dataDir?: string; access: TokenAccess; states?: string[]; label?: string }): { token: string; record: TokenRecord } {
  const store = openStore(options.dataDir);
  try {
    return createToken(store, options);
  } finally {
    store.close();
  }
}
