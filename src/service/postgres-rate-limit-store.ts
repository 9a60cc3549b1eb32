/**
 * Rate-limit counters in PostgreSQL, so a limit holds across every API
 * instance behind a load balancer. The class has the custom-store interface
 * of `@fastify/rate-limit` (`incr(key, callback, timeWindow, max)`,
 * `child(routeOptions)`), a fixed window per key and route like the plugin's
 * own local store, counted by the database clock so instances agree:
 *
 *   await app.register(rateLimit, { max, timeWindow, store: postgresRateLimitStore(store.primary) });
 *
 * Table: `rate_limits` (migrations/001_initial.sql).
 */
import type pg from 'pg';

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** The options the plugin passes to a store (its global settings, or a route's). */
export interface RateLimitStoreOptions {
  timeWindow?: number | string;
  continueExceeding?: boolean;
  [other: string]: unknown;
}

interface RouteInfo { method?: string | string[]; url?: string; path?: string }

/** Windows ended this long ago are deleted now and then, so idle keys do not pile up. */
const PRUNE_AFTER_MS = 60_000;
/** One call in this many also prunes (on the same connection, after answering). */
const PRUNE_EVERY = 1000;

const INCREMENT = `
WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS now)
INSERT INTO rate_limits AS r (route, key, count, window_end)
SELECT $1, $2, 1, now + $3 FROM clock
ON CONFLICT (route, key) DO UPDATE SET
  count = CASE WHEN r.window_end <= excluded.window_end - $3 THEN 1 ELSE r.count + 1 END,
  window_end = CASE
    WHEN r.window_end <= excluded.window_end - $3 THEN excluded.window_end
    WHEN $4 AND r.count + 1 > $5::bigint THEN excluded.window_end
    ELSE r.window_end END
RETURNING count, window_end - (SELECT now FROM clock) AS ttl`;

/** `timeWindow` as the plugin accepts it: milliseconds, or a number with a unit ("1 minute", "30s"). */
function windowMs(value: number | string | undefined): number {
  if (typeof value === 'number') return value;
  const m = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(ms|s|sec|second|seconds|m|min|minute|minutes|h|hour|hours)?\s*$/i.exec(value);
  if (!m) return 60_000;
  const unit = (m[2] ?? 'ms').toLowerCase();
  const scale = unit === 'ms' ? 1 : unit.startsWith('s') ? 1000 : unit.startsWith('m') ? 60_000 : 3_600_000;
  return Number(m[1]) * scale;
}

/** The store class for `@fastify/rate-limit`'s `store` option, bound to a pool (the plugin constructs it). */
export function postgresRateLimitStore(pool: pg.Pool) {
  let calls = 0;
  return class PostgresRateLimitStore {
    readonly options: RateLimitStoreOptions;
    /** Counters are per route when the plugin makes a child for a route's own settings. */
    readonly route: string;
    /** Older plugin versions set the window here rather than passing it to `incr`. */
    timeWindow?: number;

    constructor(options: RateLimitStoreOptions = {}, route = '*') {
      this.options = options;
      this.route = route;
    }

    incr(key: string, callback: (error: Error | null, result?: RateLimitCount) => void, timeWindow?: number, max?: number): void {
      const ms = Math.max(1, Math.round(timeWindow ?? this.timeWindow ?? windowMs(this.options.timeWindow)));
      const limit = max ?? Number.MAX_SAFE_INTEGER;
      pool.query<{ count: number; ttl: string }>(INCREMENT, [this.route, key, ms, this.options.continueExceeding === true, limit])
        .then(({ rows }) => {
          callback(null, { current: rows[0].count, ttl: Math.max(0, Number(rows[0].ttl)) });
          if (++calls % PRUNE_EVERY === 0) {
            pool.query('DELETE FROM rate_limits WHERE window_end < (extract(epoch FROM clock_timestamp()) * 1000)::bigint - $1', [PRUNE_AFTER_MS])
              .catch(() => undefined);
          }
        }, (error: Error) => callback(error));
    }

    /** A store for one route's own settings: the plugin passes them merged with the global ones, the route in `routeInfo`. */
    child(routeOptions: RouteInfo & RateLimitStoreOptions & { routeInfo?: RouteInfo }): PostgresRateLimitStore {
      const route = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method ?? '';
      return new PostgresRateLimitStore({ ...this.options, ...routeOptions }, `${method} ${route.url ?? route.path ?? ''}`);
    }
  };
}
