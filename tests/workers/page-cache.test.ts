import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../workers/lib/page-cache";
import { createServer } from "../../workers/server";
import { ORIGIN, signIn } from "./helpers";

function ctx() {
  const waits: Promise<unknown>[] = [];
  return {
    waits,
    ctx: {
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      passThroughOnException() {},
      props: {},
    } as unknown as ExecutionContext,
  };
}

describe("edge page cache for anonymous visitors", () => {
  let renders = 0;
  const server = createServer(async (_request, context) => {
    renders++;
    return new Response(
      `<!doctype html><p>render ${renders}</p><script nonce="${context.nonce}">window.__x = ${renders};</script><script type="module" src="/assets/a.js"></script>`,
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  });

  it("serves the second anonymous view from the cache with a hash-based CSP", async () => {
    const first = ctx();
    const a = await server.fetch(new Request(`${ORIGIN}/cache-test`), env, first.ctx);
    await Promise.all(first.waits);
    const bodyA = await a.text();
    const cspA = a.headers.get("Content-Security-Policy")!;
    const [hash] = await inlineScriptHashes(bodyA);
    expect(cspA).toContain(hash);
    expect(cspA).not.toContain("'nonce-");

    const second = ctx();
    const b = await server.fetch(new Request(`${ORIGIN}/cache-test`), env, second.ctx);
    expect(b.headers.get("X-Page-Cache")).toBe("hit");
    expect(await b.text()).toBe(bodyA);
    expect(b.headers.get("Content-Security-Policy")).toBe(cspA);
    expect(b.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("never caches for a request with cookies or a signed-in user", async () => {
    const cookie = await signIn("cache-user@example.com");
    const before = renders;
    for (let i = 0; i < 2; i++) {
      const c = ctx();
      const res = await server.fetch(
        new Request(`${ORIGIN}/cache-test-2`, { headers: { Cookie: cookie } }),
        env,
        c.ctx,
      );
      await Promise.all(c.waits);
      expect(res.headers.get("X-Page-Cache")).toBeNull();
      expect(res.headers.get("Content-Security-Policy")).toMatch(/'nonce-/);
    }
    expect(renders).toBe(before + 2);
  });

  it("does not cache API responses or non-GET requests", async () => {
    const c = ctx();
    const post = await server.fetch(new Request(`${ORIGIN}/cache-test-3`, { method: "POST" }), env, c.ctx);
    expect(post.headers.get("X-Page-Cache")).toBeNull();
    const api = await server.fetch(new Request(`${ORIGIN}/api/guides`), env, c.ctx);
    expect(api.headers.get("X-Page-Cache")).toBeNull();
  });
});
