/**
 * Schema migrations of the PostgreSQL store: the SQL files of `migrations/`
 * (NNN_name.sql), applied in name order, each once, each in its own
 * transaction, recorded in `schema_migrations`. Instances starting together
 * queue on an advisory lock, so one applies and the others find it done.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

/** Beside this module in `src/service` and, copied by `npm run build`, in `dist/src/service`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any fixed 64-bit number, the same in every instance: the key of the migration lock. */
const MIGRATION_LOCK = 0x6e6f7469636531n; // "notice1"

export interface Migration {
  version: string;
  sql: string;
}

export function migrationFiles(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${f}`, 'utf8') }));
}

/** Applies the migrations the database lacks; returns the versions applied now (empty when it was up to date). */
export async function migrate(pool: pg.Pool, migrations: Migration[] = migrationFiles()): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
      const done = new Set((await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
      const applied: string[] = [];
      for (const m of migrations) {
        if (done.has(m.version)) continue;
        await client.query('BEGIN');
        try {
          await client.query(m.sql);
          await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [m.version]);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${m.version} failed: ${(error as Error).message}`);
        }
        applied.push(m.version);
      }
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()]);
    }
  } finally {
    client.release();
  }
}
