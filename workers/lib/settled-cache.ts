// A per-isolate cache that only ever holds settled values.
//
// On Workers, a promise (or stream, or any I/O object) started by one request must
// never be awaited by another: when the first request ends, its I/O is cancelled and
// the promise may never settle, stalling every later request that awaits it. So this
// cache never stores a promise. A request that finds no fresh value loads it itself;
// concurrent misses each do their own load, and the last settled one is kept.

interface Entry<T> {
  value: T;
  version: string | null;
  storedAt: number;
}

export class SettledCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    /** How long a value is served before the next request reloads it. */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The fresh value for `key`, or the result of `load()` run by the calling request.
   * A stored value is fresh while it is younger than the TTL and, when `version` is
   * given, was stored under the same version (e.g. the content version written by the seed).
   * `keep` decides whether a loaded value may be stored (e.g. never keep an empty result).
   */
  async get(
    key: string,
    load: () => Promise<T>,
    options: { version?: string | null; keep?: (value: T) => boolean } = {},
  ): Promise<T> {
    const hit = this.peek(key, options.version);
    if (hit !== undefined) return hit;
    const value = await load();
    if (!options.keep || options.keep(value)) {
      this.entries.set(key, { value, version: options.version ?? null, storedAt: this.now() });
    }
    return value;
  }

  /** The stored value when fresh, without loading. */
  peek(key: string, version?: string | null): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) return undefined;
    if (version !== undefined && version !== null && entry.version !== version) return undefined;
    return entry.value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
