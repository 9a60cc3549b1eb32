/**
 * Rate-limit counters in PostgreSQL (the custom-store interface of
 * @fastify/rate-limit): two stores on two pools stand for two API instances.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/service/postgres-migrate.js';
import { postgresRateLimitStore, type RateLimitCount } from '../src/service/postgres-rate-limit-store.js';
import { createTestDatabase, postgresAvailable } from './postgres.js';

const run = postgresAvailable('rate-limit counters on PostgreSQL');

describe.runIf(run)('PostgreSQL rate-limit store', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let pools: pg.Pool[];
  beforeAll(async () => {
    db = await createTestDatabase('ne_ratelimit');
    pools = [new pg.Pool({ connectionString: db.url, max: 4 }), new pg.Pool({ connectionString: db.url, max: 4 })];
    await migrate(pools[0]);
  });
  afterAll(async () => {
    await Promise.all(pools?.map((p) => p.end()) ?? []);
    await db?.drop();
  });

  const incr = (store: { incr: InstanceType<ReturnType<typeof postgresRateLimitStore>>['incr'] }, key: string, windowMs?: number, max?: number) =>
    new Promise<RateLimitCount>((resolve, reject) => store.incr(key, (e, r) => (e ? reject(e) : resolve(r!)), windowMs, max));

  it('counts one window across instances, per key', async () => {
    const [A, B] = pools.map((p) => postgresRateLimitStore(p));
    const a = new A({ timeWindow: 60_000 });
    const b = new B({ timeWindow: '1 minute' });
    const counts = await Promise.all(Array.from({ length: 20 }, (_, i) => incr(i % 2 ? a : b, 'token-1')));
    expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const c of counts) expect(c.ttl).toBeGreaterThan(0);
    for (const c of counts) expect(c.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(a, 'token-2')).current).toBe(1);
  });

  it('starts a new window once the last one has ended', async () => {
    const Store = postgresRateLimitStore(pools[0]);
    const s = new Store({});
    expect((await incr(s, 'short', 150)).current).toBe(1);
    expect((await incr(s, 'short', 150)).current).toBe(2);
    await new Promise((r) => setTimeout(r, 250));
    expect((await incr(s, 'short', 150)).current).toBe(1);
  });

  it('a route child counts apart from the global store and other routes', async () => {
    const Store = postgresRateLimitStore(pools[1]);
    const global = new Store({ timeWindow: 60_000 });
    const list = global.child({ routeInfo: { method: 'GET', url: '/v1/:state/bids' }, timeWindow: 60_000 });
    const other = global.child({ method: 'GET', url: '/v1/:state/probate' });
    await incr(global, 'k');
    expect((await incr(list, 'k')).current).toBe(1);
    expect((await incr(list, 'k')).current).toBe(2);
    expect((await incr(other, 'k')).current).toBe(1);
    expect(list.route).toBe('GET /v1/:state/bids');
  });

  it('passes database errors to the callback', async () => {
    const closed = new pg.Pool({ connectionString: db.url });
    await closed.end();
    const Store = postgresRateLimitStore(closed);
    await expect(incr(new Store({}), 'k')).rejects.toThrow();
  });
});
