/**
 * The PostgreSQL server of the tests: `NOTICE_TEST_DATABASE_URL` (set by
 * `.ci/with-postgres`). Each test file gets a database of its own, so files
 * running in parallel never see each other's rows.
 *
 * Without a URL a Postgres test is skipped, and says so; in CI (`CI=true`)
 * a missing URL is a failure, so the Postgres store is never untested there.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_URL = process.env.NOTICE_TEST_DATABASE_URL || undefined;
const IN_CI = /^(1|true)$/i.test(process.env.CI ?? '');

/** True when the Postgres tests can run; prints why they are skipped otherwise. Throws in CI without a URL. */
export function postgresAvailable(what: string): boolean {
  if (POSTGRES_URL) return true;
  if (IN_CI) throw new Error(`${what}: CI=true but NOTICE_TEST_DATABASE_URL is not set; run the tests through .ci/with-postgres`);
  console.warn(`SKIPPED ${what}: no PostgreSQL (set NOTICE_TEST_DATABASE_URL, or run: .ci/with-postgres npx vitest run)`);
  return false;
}

/** Creates an empty database on the test server; `drop` removes it (closing what still uses it). */
export async function createTestDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      // pg's Pool.end() resolves once its clients are asked to end, not once their
      // sessions are gone; FORCE on a session still closing sends it a FATAL
      // (57P01) that surfaces as an unhandled error in the test file. So wait
      // for the sessions to leave first; FORCE is only for one that never does.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
