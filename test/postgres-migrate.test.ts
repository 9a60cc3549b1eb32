/** Schema migrations of the PostgreSQL store: each applied once, also when instances start together; a failure applies nothing. */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationFiles } from '../src/service/postgres-migrate.js';
import { createTestDatabase, postgresAvailable } from './postgres.js';

const run = postgresAvailable('PostgreSQL migrations');

describe.runIf(run)('PostgreSQL migrations', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pools: pg.Pool[];
  beforeAll(async () => {
    db = await createTestDatabase('ne_migrate');
    pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: db.url, max: 2 }));
  });
  afterAll(async () => {
    await Promise.all(pools?.map((p) => p.end()) ?? []);
    await db?.drop();
  });

  it('the migration files are numbered and read from beside the module', () => {
    const files = migrationFiles();
    expect(files[0].version).toBe('001_initial');
    expect(files.map((f) => f.version)).toEqual([...files.map((f) => f.version)].sort());
  });

  it('three instances migrating at once apply each version exactly once', async () => {
    const results = await Promise.all(pools.map((p) => migrate(p)));
    expect(results.flat().sort()).toEqual(migrationFiles().map((f) => f.version));
    expect(await migrate(pools[0])).toEqual([]);
    const { rows } = await pools[0].query('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(migrationFiles().map((f) => f.version));
  });

  it('002 drops the stored entities of a database at 001 and keeps its notices', async () => {
    const at001 = await createTestDatabase('ne_migrate_002');
    const pool = new pg.Pool({ connectionString: at001.url, max: 1 });
    try {
      const files = migrationFiles();
      expect(await migrate(pool, files.slice(0, 1))).toEqual(['001_initial']);
      await pool.query("INSERT INTO notices (seq, id, state, county, paper_name, date, entities_packed, words) VALUES (1, 'n1', 'delaware', 'Kent County', 'Ledger', '2025-04-02', '\\x00', 'harbor')");
      expect(await migrate(pool)).toEqual(files.slice(1).map((f) => f.version));
      const columns = await pool.query("SELECT column_name FROM information_schema.columns WHERE table_name = 'notices'");
      expect(columns.rows.map((r) => r.column_name)).not.toContain('entities_packed');
      expect((await pool.query('SELECT id, words FROM notices')).rows).toEqual([{ id: 'n1', words: 'harbor' }]);
    } finally {
      await pool.end();
      await at001.drop();
    }
  });

  it('a failing migration is rolled back, named in the error, and not recorded', async () => {
    const broken = [...migrationFiles(), { version: '999_broken', sql: 'CREATE TABLE half_done (x int); SELECT no_such_function();' }];
    await expect(migrate(pools[1], broken)).rejects.toThrow(/999_broken/);
    const { rows } = await pools[1].query("SELECT to_regclass('half_done') AS t, (SELECT count(*) FROM schema_migrations WHERE version = '999_broken') AS n");
    expect(rows[0]).toEqual({ t: null, n: '0' });
    // The lock was released: the next run goes through.
    expect(await migrate(pools[2])).toEqual([]);
  });
});
