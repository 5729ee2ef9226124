import { describe, expect, it } from "vitest";
import { SettledCache } from "../../workers/lib/settled-cache";

describe("SettledCache", () => {
  it("serves a stored value until the TTL passes, then reloads", async () => {
    let now = 0;
    const cache = new SettledCache<number>(1000, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load)).toBe(1);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1000;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("reloads when the version changes and never keeps what keep() refuses", async () => {
    const cache = new SettledCache<string[]>(60_000);
    expect(await cache.get("k", async () => ["a"], { version: "v1" })).toEqual(["a"]);
    expect(await cache.get("k", async () => ["b"], { version: "v1" })).toEqual(["a"]);
    expect(await cache.get("k", async () => ["c"], { version: "v2" })).toEqual(["c"]);
    cache.delete("k");
    const keep = (v: string[]) => v.length > 0;
    expect(await cache.get("k", async () => [], { keep })).toEqual([]);
    expect(cache.peek("k")).toBeUndefined();
  });

  it("never shares a pending load: a failed or abandoned load leaves nothing behind", async () => {
    const cache = new SettledCache<number>(60_000);
    // A load that never settles (as when its request's I/O is cancelled) must not block others.
    void cache.get("k", () => new Promise<number>(() => {}));
    expect(await cache.get("k", async () => 7)).toBe(7);
    await expect(cache.get("x", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("x", async () => 8)).toBe(8);
  });

  it("with waitMs, a burst of misses runs one load and the others read its settled value", async () => {
    const cache = new SettledCache<number>(60_000);
    let loads = 0;
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 50));
    const values = await Promise.all(Array.from({ length: 20 }, () => cache.get("k", slow, { waitMs: 2000 })));
    expect(values).toEqual(new Array(20).fill(1));
    expect(loads).toBe(1);
  });

  it("with waitMs, a load that never settles or fails only delays the others, who then load themselves", async () => {
    const cache = new SettledCache<number>(60_000);
    void cache.get("k", () => new Promise<number>(() => {}), { waitMs: 100 });
    const started = Date.now();
    expect(await cache.get("k", async () => 7, { waitMs: 100 })).toBe(7);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);

    const failing = cache.get(
      "x",
      () => new Promise<number>((_, reject) => setTimeout(() => reject(new Error("down")), 30)),
      {
        waitMs: 5000,
      },
    );
    const waiting = cache.get("x", async () => 8, { waitMs: 5000 });
    await expect(failing).rejects.toThrow("down");
    expect(await waiting).toBe(8);
  });

  it("with waitMs, never waits for a load of another version", async () => {
    const cache = new SettledCache<string>(60_000);
    void cache.get("k", () => new Promise<string>(() => {}), { version: "v1", waitMs: 10_000 });
    expect(await cache.get("k", async () => "new", { version: "v2", waitMs: 10_000 })).toBe("new");
  });
});
