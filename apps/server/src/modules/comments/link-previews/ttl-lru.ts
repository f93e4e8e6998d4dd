type Entry<V> = { value: V; expiresAt: number };

/** A small in-memory cache: least recently used entries go first once `max` is reached, and entries expire. */
export class TtlLru<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #max: number;
  readonly #now: () => number;

  constructor(max: number, now: () => number = Date.now) {
    this.#max = max;
    this.#now = now;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    // Map keeps insertion order, so re-inserting marks the entry most recently used.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, ttlMs: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
    while (this.#entries.size > this.#max) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
