/**
 * A least-recently-used map of byte buffers bounded by their total size, on
 * `lru-cache`. The service caches only immutable things in it (stored record
 * bodies, pages pinned to a snapshot), so entries never need invalidating.
 */
import { LRUCache } from 'lru-cache';

export class ByteLru<K extends {}> {
  readonly #cache: LRUCache<K, Buffer> | undefined;

  /** @param maxBytes total size kept; 0 keeps nothing. */
  constructor(maxBytes: number) {
    this.#cache = maxBytes > 0 ? new LRUCache<K, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => Math.max(1, b.length) }) : undefined;
  }

  get(key: K): Buffer | undefined {
    return this.#cache?.get(key);
  }

  set(key: K, value: Buffer): void {
    // lru-cache refuses (and warns about nothing) an entry larger than the whole cache.
    if (this.#cache && value.length <= this.#cache.maxSize) this.#cache.set(key, value);
  }
}
