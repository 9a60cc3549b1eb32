/**
 * Per-caller rate limit as a token bucket: `max` requests at once, refilled
 * evenly over `windowMs`. A bucket lets a client burst after a quiet spell,
 * which a fixed window would also allow but only at the window's edges.
 */

export interface RateLimitOptions {
  /** Requests a caller may make per window. */
  max: number;
  /** Length of the window in milliseconds. */
  windowMs: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before full (idle) ones are dropped; bounds memory under many distinct callers. */
const MAX_BUCKETS = 10_000;

export class RateLimiter {
  readonly #max: number;
  readonly #perMs: number;
  readonly #now: () => number;
  readonly #buckets = new Map<string, Bucket>();

  constructor(options: RateLimitOptions, now: () => number = () => performance.now()) {
    this.#max = options.max;
    this.#perMs = options.max / options.windowMs;
    this.#now = now;
  }

  /** Takes one request from `key`'s bucket; when it is empty, returns the seconds until one is available. */
  take(key: string): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.#now();
    let bucket = this.#buckets.get(key);
    if (!bucket) {
      if (this.#buckets.size >= MAX_BUCKETS) this.#prune(now);
      bucket = { tokens: this.#max, at: now };
      this.#buckets.set(key, bucket);
    } else {
      bucket.tokens = Math.min(this.#max, bucket.tokens + (now - bucket.at) * this.#perMs);
      bucket.at = now;
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perMs / 1000)) };
  }

  #prune(now: number): void {
    for (const [key, b] of this.#buckets) {
      if (b.tokens + (now - b.at) * this.#perMs >= this.#max) this.#buckets.delete(key);
    }
    // Still full of busy callers (a flood of made-up tokens): drop the longest-known ones.
    for (const key of this.#buckets.keys()) {
      if (this.#buckets.size < MAX_BUCKETS) break;
      this.#buckets.delete(key);
    }
  }
}
