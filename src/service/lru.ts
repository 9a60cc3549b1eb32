/**
 * A least-recently-used map of byte buffers bounded by their total size.
 * The service caches only immutable things in it (stored record bodies,
 * pages pinned to a snapshot), so entries never need invalidating.
 */
export class ByteLru<K> {
  readonly #max: number;
  readonly #map = new Map<K, Buffer>();
  #bytes = 0;

  /** @param maxBytes total size kept; 0 keeps nothing. */
  constructor(maxBytes: number) {
    this.#max = maxBytes;
  }

  get(key: K): Buffer | undefined {
    const value = this.#map.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting marks the entry most recently used.
      this.#map.delete(key);
      this.#map.set(key, value);
    }
    return value;
  }

  set(key: K, value: Buffer): void {
    if (value.length > this.#max || this.#map.has(key)) return;
    this.#map.set(key, value);
    this.#bytes += value.length;
    for (const [k, old] of this.#map) {
      if (this.#bytes <= this.#max) break;
      this.#map.delete(k);
      this.#bytes -= old.length;
    }
  }
}
