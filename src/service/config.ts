/** Settings of the server that `npm start` and `notice-extractor serve` run, read from the environment (flags override). */
import { resolve } from 'node:path';

export interface RateLimitOptions {
  /** Requests a caller may make per window. */
  max: number;
  /** Length of the window in milliseconds. */
  windowMs: number;
}

/** Extraction on worker threads, so a slow text never stalls the other routes. */
export interface ExtractSettings {
  /** `NOTICE_EXTRACT_WORKERS`: worker threads; 0 means one less than the machine's cores (at least 1). @default 0 */
  workers: number;
  /** `NOTICE_EXTRACT_TIMEOUT_MS`: time budget of one extract request, waiting included; past it, a 503. @default 5000 */
  timeoutMs: number;
  /** `NOTICE_EXTRACT_QUEUE`: extract requests that may wait for a worker; beyond them, a 429. @default 16 */
  maxQueue: number;
}

export const DEFAULT_EXTRACT: ExtractSettings = { workers: 0, timeoutMs: 5000, maxQueue: 16 };

export interface ServiceConfig {
  /** `PORT`. @default 3000 */
  port: number;
  /** `HOST`. Loopback unless told otherwise, so a development server is not exposed by accident. @default "127.0.0.1" */
  host: string;
  /** `NOTICE_DATA_DIR`: where the SQLite file lives. @default "./data" */
  dataDir: string;
  /**
   * `NOTICE_RATE_LIMIT` requests per `NOTICE_RATE_WINDOW_SECONDS` per token
   * (per client address without one); `NOTICE_RATE_LIMIT=0` turns it off.
   * @default 6000 per 60 s
   */
  rateLimit: RateLimitOptions | null;
  /** `NOTICE_EXTRACT_REQUIRES_TOKEN=1`: the extract routes then need a bearer token too. @default false */
  extractRequiresToken: boolean;
  /** `NOTICE_DEV_TOKEN=0` stops `npm start` from creating and printing a development token. @default true */
  devToken: boolean;
  /** `LOG_LEVEL`: pino level of the server log. @default "warn" */
  logLevel: string;
  extract: ExtractSettings;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 6000, windowMs: 60_000 };

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got ${JSON.stringify(raw)}`);
  return n;
}

const flag = (v: string | undefined, fallback: boolean) => (v === undefined || v === '' ? fallback : /^(1|true|yes|on)$/i.test(v));

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const max = integer(env, 'NOTICE_RATE_LIMIT', DEFAULT_RATE_LIMIT.max);
  const windowSeconds = integer(env, 'NOTICE_RATE_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowMs / 1000) || 1;
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    dataDir: resolve(env.NOTICE_DATA_DIR || 'data'),
    rateLimit: max === 0 ? null : { max, windowMs: windowSeconds * 1000 },
    extractRequiresToken: flag(env.NOTICE_EXTRACT_REQUIRES_TOKEN, false),
    devToken: flag(env.NOTICE_DEV_TOKEN, true),
    logLevel: env.LOG_LEVEL || 'warn',
    extract: {
      workers: integer(env, 'NOTICE_EXTRACT_WORKERS', DEFAULT_EXTRACT.workers),
      timeoutMs: integer(env, 'NOTICE_EXTRACT_TIMEOUT_MS', DEFAULT_EXTRACT.timeoutMs) || DEFAULT_EXTRACT.timeoutMs,
      maxQueue: integer(env, 'NOTICE_EXTRACT_QUEUE', DEFAULT_EXTRACT.maxQueue),
    },
  };
}
