/**
 * Which store a process opens: PostgreSQL when `NOTICE_DATABASE_URL` is a
 * `postgres://` URL, else the SQLite file in the data directory. The server
 * and the `ingest`, `token` and `migrate` commands all open it here.
 *
 * - `NOTICE_DATABASE_URL`: the primary (every write).
 * - `NOTICE_DATABASE_READ_URL`: a read replica for lists, details and token checks (optional).
 * - `NOTICE_DATABASE_POOL_SIZE`: connections per pool and process (default 10).
 */
import { databaseFile } from './paths.js';
import type { NoticeStore } from './store.js';

export interface StoreSettings {
  databaseUrl?: string;
  readUrl?: string;
  poolSize?: number;
  /** Folder of the SQLite file, when there is no database URL. */
  dataDir: string;
}

export function storeSettingsFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): StoreSettings {
  const pool = env.NOTICE_DATABASE_POOL_SIZE;
  const poolSize = pool === undefined || pool === '' ? undefined : Number(pool);
  if (poolSize !== undefined && !(Number.isInteger(poolSize) && poolSize > 0)) {
    throw new Error(`NOTICE_DATABASE_POOL_SIZE must be a positive integer, got ${JSON.stringify(pool)}`);
  }
  const url = env.NOTICE_DATABASE_URL || undefined;
  if (url !== undefined && !/^postgres(?:ql)?:\/\//i.test(url)) {
    throw new Error('NOTICE_DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the SQLite file in NOTICE_DATA_DIR)');
  }
  return { databaseUrl: url, readUrl: env.NOTICE_DATABASE_READ_URL || undefined, poolSize, dataDir };
}

/** A name for the banner: the database without its password, or the SQLite folder. */
export function describeStore(settings: StoreSettings): string {
  if (!settings.databaseUrl) return settings.dataDir;
  const url = new URL(settings.databaseUrl);
  url.password = '';
  return url.toString();
}

/** Opens the configured store (the PostgreSQL one applies pending migrations first). Drivers load only when used. */
export async function openStore(settings: StoreSettings): Promise<NoticeStore> {
  if (settings.databaseUrl) {
    const { openPostgresStore } = await import('./postgres-store.js');
    return openPostgresStore({ url: settings.databaseUrl, readUrl: settings.readUrl, poolSize: settings.poolSize });
  }
  const { SqliteNoticeStore } = await import('./sqlite-store.js');
  return new SqliteNoticeStore({ file: databaseFile(settings.dataDir) });
}
