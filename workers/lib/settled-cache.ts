// A per-isolate cache that only ever holds settled values.
//
// On Workers, a promise (or stream, or any I/O object) started by one request must
// never be awaited by another: when the first request ends, its I/O is cancelled and
// the promise may never settle, stalling every later request that awaits it. So this
// cache never stores a promise. A request that finds no fresh value loads it itself;
// concurrent misses each do their own load, and the last settled one is kept.
//
// A cold isolate hit by a burst would otherwise run one load per request. With
// `waitMs`, a request that finds another request's load of the same value in
// progress (a plain timestamp, not a promise) polls the cache on its own timer for
// up to `waitMs`, then loads itself: it never awaits the other request's I/O, so a
// load that is abandoned or fails only delays it, never stalls it.

interface Entry<T> {
  value: T;
  version: string | null;
  storedAt: number;
}

/** How often a waiting request looks at the cache again. */
const POLL_MS = 10;

export class SettledCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** When a request started loading each key (and for which version): data, never the load itself. */
  private readonly loading = new Map<string, { version: string | null; startedAt: number }>();

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
    options: { version?: string | null; keep?: (value: T) => boolean; waitMs?: number } = {},
  ): Promise<T> {
    const version = options.version ?? null;
    const hit = this.peek(key, options.version);
    if (hit !== undefined) return hit;
    if (options.waitMs && this.otherLoading(key, version, options.waitMs)) {
      const waited = await this.waitForOther(key, version, options.waitMs);
      if (waited !== undefined) return waited;
    }
    const started = { version, startedAt: Date.now() };
    this.loading.set(key, started);
    try {
      const value = await load();
      if (!options.keep || options.keep(value)) {
        this.entries.set(key, { value, version, storedAt: this.now() });
      }
      return value;
    } finally {
      if (this.loading.get(key) === started) this.loading.delete(key);
    }
  }

  /** Another request started loading `key` for this version under `waitMs` ago. */
  private otherLoading(key: string, version: string | null, waitMs: number): boolean {
    const other = this.loading.get(key);
    return !!other && other.version === version && Date.now() - other.startedAt < waitMs;
  }

  /** While another request loads `key`, polls for its stored value. */
  private async waitForOther(key: string, version: string | null, waitMs: number): Promise<T | undefined> {
    while (this.otherLoading(key, version, waitMs)) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const hit = this.peek(key, version);
      if (hit !== undefined) return hit;
    }
    return undefined;
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
