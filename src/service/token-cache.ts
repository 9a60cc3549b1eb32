/**
 * Tokens found in a store, remembered for a short while so an authenticated
 * request does not read the database each time. Tokens removed by another
 * process (the server's development token at its next start) stop working
 * within `maxAgeMs`; removals in this process at once (`clear`). Unknown
 * tokens are never remembered: one created a moment ago elsewhere works at once.
 */
import type { TokenRecord } from './store.js';

const MAX_TOKENS = 10_000;

export class TokenCache {
  readonly #entries = new Map<string, { token: TokenRecord; at: number }>();
  readonly #maxAgeMs: number;

  constructor(maxAgeMs = 10_000) {
    this.#maxAgeMs = maxAgeMs;
  }

  /** The cached token, or calls `load` (and remembers what it finds). */
  async find(hash: string, load: (hash: string) => Promise<TokenRecord | undefined> | TokenRecord | undefined): Promise<TokenRecord | undefined> {
    const now = performance.now();
    const cached = this.#entries.get(hash);
    if (cached && now - cached.at < this.#maxAgeMs) return cached.token;
    const token = await load(hash);
    if (!token) {
      this.#entries.delete(hash);
      return undefined;
    }
    if (this.#entries.size >= MAX_TOKENS) this.#entries.clear();
    this.#entries.set(hash, { token, at: now });
    return token;
  }

  /** Forgets one token (removed in this process). */
  delete(hash: string): void {
    this.#entries.delete(hash);
  }

  clear(): void {
    this.#entries.clear();
  }
}
