// A sliding-window counter. One instance per (bucket, client address); a Durable
// Object handles one call at a time, so concurrent hits cannot race past the limit.
import { DurableObject } from "cloudflare:workers";
import type { RateLimitResult } from "../services/rate-limit";

export class RateLimiter extends DurableObject<Env> {
  async hit(limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = Date.now();
    const hits = ((await this.ctx.storage.get<number[]>("hits")) ?? []).filter((t) => t > now - windowMs);
    if (hits.length >= limit) {
      await this.ctx.storage.put("hits", hits);
      return {
        allowed: false,
        remaining: 0,
        retryAfterSeconds: Math.max(1, Math.ceil((hits[0] + windowMs - now) / 1000)),
        hitId: 0,
      };
    }
    // Unique even when two hits land in the same millisecond.
    const hitId = Math.max(now, (hits[hits.length - 1] ?? 0) + 1);
    hits.push(hitId);
    await this.ctx.storage.put("hits", hits);
    await this.ctx.storage.setAlarm(hitId + windowMs);
    return { allowed: true, remaining: limit - hits.length, retryAfterSeconds: 0, hitId };
  }

  /**
   * One hit against several windows of the same counter (e.g. 10 a minute and 60 an
   * hour): allowed only when every window has room, and then counted in all of them.
   * A refused hit is not counted.
   */
  async hitWindows(windows: { limit: number; windowMs: number }[]): Promise<RateLimitResult> {
    const now = Date.now();
    const longest = Math.max(...windows.map((w) => w.windowMs));
    const hits = ((await this.ctx.storage.get<number[]>("hits")) ?? []).filter((t) => t > now - longest);
    let retryAfterMs = 0;
    let remaining = Number.POSITIVE_INFINITY;
    for (const { limit, windowMs } of windows) {
      const inWindow = hits.filter((t) => t > now - windowMs);
      // Room comes back when the hit that filled the window leaves it.
      if (inWindow.length >= limit)
        retryAfterMs = Math.max(retryAfterMs, inWindow[inWindow.length - limit] + windowMs - now);
      remaining = Math.min(remaining, limit - inWindow.length - 1);
    }
    if (retryAfterMs > 0) {
      await this.ctx.storage.put("hits", hits);
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)), hitId: 0 };
    }
    const hitId = Math.max(now, (hits[hits.length - 1] ?? 0) + 1);
    hits.push(hitId);
    await this.ctx.storage.put("hits", hits);
    await this.ctx.storage.setAlarm(hitId + longest);
    return { allowed: true, remaining, retryAfterSeconds: 0, hitId };
  }

  async release(hitId: number): Promise<void> {
    const hits = (await this.ctx.storage.get<number[]>("hits")) ?? [];
    await this.ctx.storage.put(
      "hits",
      hits.filter((t) => t !== hitId),
    );
  }

  async alarm(): Promise<void> {
    // The latest hit's window has passed: nothing left to remember.
    await this.ctx.storage.deleteAll();
  }
}
