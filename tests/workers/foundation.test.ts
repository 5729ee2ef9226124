import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ORIGIN } from "./helpers";
import { workerFetch } from "./worker";

describe("platform", () => {
  it("applies the real migrations to D1", async () => {
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name").all<{
      name: string;
    }>();
    const names = tables.results.map((r) => r.name);
    for (const t of [
      "users",
      "guides",
      "equipment",
      "suppliers",
      "chat_sessions",
      "contact_messages",
      "ai_usage",
      "stripe_events",
      "quick_answers",
      "materials",
    ]) {
      expect(names).toContain(t);
    }
    // The unread full-text table of 0001 is dropped by 0010 (the engine indexes the content snapshot).
    expect(names.some((n) => n.startsWith("search_index"))).toBe(false);
  });

  it("round-trips a value through KV", async () => {
    await env.KV.put("test:key", "value-1");
    expect(await env.KV.get("test:key")).toBe("value-1");
    await env.KV.delete("test:key");
    expect(await env.KV.get("test:key")).toBeNull();
  });

  it("stores and reads messages in a ChatSession Durable Object", async () => {
    const stub = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName("foundation-test"));
    const count = await stub.appendMessage({
      id: "m1",
      question: "What temperature for polyester?",
      answer: "About 400 F.",
      recommendations: [],
      troubleshooting_steps: [],
      related_topics: [],
      sources: [],
      timestamp: new Date().toISOString(),
    });
    expect(count).toBe(1);
    const messages = await stub.listMessages();
    expect(messages.map((m) => m.id)).toEqual(["m1"]);
  });

  it("limits hits in the RateLimiter Durable Object", async () => {
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName("foundation:test"));
    const results = await Promise.all(Array.from({ length: 5 }, () => stub.hit(3, 60_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
    expect(results.filter((r) => !r.allowed)[0].retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("API conventions", () => {
  it("answers an unknown /api path with 404 JSON", async () => {
    const res = await workerFetch(`${ORIGIN}/api/no-such`);
    expect(res.status).toBe(404);
    expect(res.headers.get("Content-Type")).toContain("application/json");
    expect(await res.json()).toEqual({ message: "Not found" });
  });

  it("answers a wrong method on a known path with 405 and Allow", async () => {
    const res = await workerFetch(`${ORIGIN}/api/guides`, { method: "DELETE" });
    expect(res.status).toBe(405);
    expect(res.headers.get("Allow")).toContain("GET");
    expect(await res.json()).toEqual({ message: "Method not allowed" });
  });

  it("answers bad query values with 400 and field errors", async () => {
    const res = await workerFetch(`${ORIGIN}/api/guides?category=not-a-category`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toBe("Invalid input");
    expect(body.fieldErrors.category[0]).toMatch(/Unknown guide category/);
  });

  it("sets the security headers on API responses and pages", async () => {
    for (const path of ["/api/guides", "/", "/no-such-page"]) {
      // A cookie keeps the page out of the anonymous edge cache, so it is rendered with a nonce.
      const res = await workerFetch(`${ORIGIN}${path}`, { headers: { Cookie: "seen=1" } });
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'unsafe-inline' 'nonce");
      if (path !== "/api/guides") {
        expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}'/);
        expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      }
      // Not production: no HSTS on localhost.
      expect(res.headers.get("Strict-Transport-Security")).toBeNull();
    }
  });

  it("gives each page response its own CSP nonce", async () => {
    const headers = { Cookie: "seen=1" };
    const a = (await workerFetch(`${ORIGIN}/`, { headers })).headers.get("Content-Security-Policy");
    const b = (await workerFetch(`${ORIGIN}/`, { headers })).headers.get("Content-Security-Policy");
    expect(a).not.toEqual(b);
  });
});
