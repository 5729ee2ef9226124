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
});
