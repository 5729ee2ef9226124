// The site's security properties, each exercised on the real Worker in workerd:
// redirects, cross-origin writes, cookies, the allowance across account deletion,
// limits per network, caching of personal pages, request bodies and web addresses,
// local-only conveniences, and a malformed-input sweep over every /api endpoint.
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { usageMonth } from "@common/constants";
import { createApi } from "../../workers/api";
import { createServer, type RenderPage } from "../../workers/server";
import { clientAddress, rateLimit } from "../../workers/services/rate-limit";
import { cookieValue, count, ORIGIN, setCookies } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

// Refused requests are logged as one warning line each (the Worker's warn); expected here.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(seedContent);

const EVIL = "https://evil.example";

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

/** A server whose page renderer echoes what it was given (the React Router build is not available here). */
function echoServer(render?: RenderPage) {
  return createServer(
    render ??
      (async (request, context) =>
        new Response(
          `<!doctype html><title>t</title><p id="path">${new URL(request.url).pathname}</p><p id="flash">${context.flash ? `${context.flash.title}|${context.flash.description ?? ""}` : "none"}</p>`,
          { headers: { "Content-Type": "text/html; charset=utf-8" } },
        )),
  );
}

async function fetchVia(server: ReturnType<typeof createServer>, input: string | Request, init?: RequestInit) {
  const c = ctx();
  const request = typeof input === "string" ? new Request(`${ORIGIN}${input}`, init) : input;
  const res = await server.fetch(request, env, c.ctx);
  await Promise.all(c.waits);
  return res;
}

let signIns = 0;
/** Signs in through the development form, each time from another loopback address (the sign-in limit is per address). */
async function signIn(email: string, firstName = "Test"): Promise<string> {
  signIns++;
  const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
    method: "POST",
    headers: { "CF-Connecting-IP": `127.0.${signIns % 250}.${1 + Math.floor(signIns / 250)}` },
    body: new URLSearchParams({ firstName, lastName: "User", email }),
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return `__Host-session=${cookieValue(res, "__Host-session")}`;
}

const me = (cookie: string) => workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
const userId = async (cookie: string) => ((await (await me(cookie)).json()) as { id: string }).id;

/** Every row of every table, as one number per table: "no row written" means these stay equal. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND sql NOT LIKE 'CREATE VIRTUAL%'",
  ).all<{ name: string }>();
  const out: Record<string, number> = {};
  for (const { name } of tables.results) out[name] = await count(name);
  return out;
}

// ------------------------------------------------------------------ redirects

describe("open redirect after sign-in", () => {
  it.each([
    "/.//evil.example",
    "/./\\evil.example",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example",
    "/\t/evil.example",
  ])("the development sign-in never sends anyone to another site (%s)", async (returnTo) => {
    const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
      method: "POST",
      headers: { "CF-Connecting-IP": "127.1.0.1" },
      body: new URLSearchParams({ firstName: "Red", email: "redirect@example.com", returnTo }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("Location")!;
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
    expect(location.startsWith("//")).toBe(false);
    expect(location).toBe("/");
  });

  it("/api/login passes only a same-site path on to the sign-in page", async () => {
    const res = await workerFetch(`${ORIGIN}/api/login?returnTo=${encodeURIComponent("/.//evil.example")}`, {
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    const next = new URL(res.headers.get("Location")!, ORIGIN);
    expect(next.searchParams.get("returnTo")).toBe("/");
  });
});

// ------------------------------------------------------------------ cross-origin writes

describe("cross-origin writes", () => {
  it("refuses an ask posted as text/plain from another site with 403", async () => {
    const cookie = await signIn("csrf-ask@example.com");
    const before = await tableCounts();
    const res = await workerFetch(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: EVIL, "Content-Type": "text/plain" },
      body: JSON.stringify({ question: "How hot for mugs?" }),
    });
    expect(res.status).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses DELETE /api/account from another site and keeps the account", async () => {
    const cookie = await signIn("csrf-delete@example.com");
    const res = await workerFetch(`${ORIGIN}/api/account`, {
      method: "DELETE",
      headers: { Cookie: cookie, Origin: EVIL },
    });
    expect(res.status).toBe(403);
    expect((await me(cookie)).status).toBe(200);
  });

  it.each([
    ["an Origin of null", { Origin: "null" }],
    ["another port", { Origin: "http://localhost:1234" }],
    ["another scheme", { Origin: "https://localhost" }],
    ["Sec-Fetch-Site cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site same-site without Origin", { "Sec-Fetch-Site": "same-site" }],
  ])("refuses an unsafe request with %s", async (_label, headers) => {
    const cookie = await signIn("csrf-variants@example.com");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const res = await workerFetch(`${ORIGIN}/api/saved-guides`, {
        method,
        headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ guideId: "x" }),
      });
      expect(res.status, method).toBe(403);
    }
  });

  it("refuses cross-site posts to pages too", async () => {
    const res = await fetchVia(echoServer(), "/contact", { method: "POST", headers: { Origin: EVIL }, body: "a=1" });
    expect(res.status).toBe(403);
  });

  it("accepts same-origin writes (Origin or Sec-Fetch-Site) and non-browser clients", async () => {
    const cookie = await signIn("csrf-ok@example.com");
    const guide = await env.DB.prepare("SELECT id FROM guides LIMIT 1").first<{ id: string }>();
    const variants: Record<string, string>[] = [{ Origin: ORIGIN }, { "Sec-Fetch-Site": "same-origin" }, {}];
    for (const headers of variants) {
      const res = await workerFetch(`${ORIGIN}/api/saved-guides`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
        body: JSON.stringify({ guideId: guide!.id }),
      });
      expect(res.status).toBe(201);
    }
  });

  it("leaves the Stripe webhook to its signature check", async () => {
    const res = await workerFetch(`${ORIGIN}/api/stripe/webhook`, {
      method: "POST",
      headers: { Origin: EVIL, "Sec-Fetch-Site": "cross-site", "Content-Type": "text/plain" },
      body: "{}",
    });
    expect(res.status).not.toBe(403);
    expect(res.status).not.toBe(415);
    // Payments are not configured here: the honest answer is 503, or 400 for a bad signature.
    expect([400, 503]).toContain(res.status);
  });

  it("JSON endpoints refuse other content types with 415", async () => {
    const before = await tableCounts();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await workerFetch(`${ORIGIN}/api/contact`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": type, "CF-Connecting-IP": "198.51.100.77" },
        body: JSON.stringify({ name: "Jo", email: "jo@example.com", subject: "technical", message: "Hello there" }),
      });
      expect(res.status, type).toBe(415);
    }
    const noType = await workerFetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.77" },
      body: new TextEncoder().encode(JSON.stringify({ name: "Jo" })),
    });
    expect(noType.status).toBe(415);
    expect(await tableCounts()).toEqual(before);
  });

  it("a cross-site navigation to GET /api/logout signs nobody out", async () => {
    const cookie = await signIn("logout-csrf@example.com");
    const res = await workerFetch(`${ORIGIN}/api/logout`, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
      redirect: "manual",
    });
    expect(res.status).toBeLessThan(500);
    expect(setCookies(res).some((c) => c.startsWith("__Host-session=;"))).toBe(false);
    expect((await me(cookie)).status).toBe(200);
    // The page offers a real sign-out button, which posts from this site.
    const html = await res.text();
    expect(html).toMatch(/<form[^>]+method="post"[^>]+action="\/api\/logout"/);
  });

  it("signs out on a same-site navigation and on the confirmation form's POST", async () => {
    const a = await signIn("logout-ok@example.com");
    const res = await workerFetch(`${ORIGIN}/api/logout`, {
      headers: { Cookie: a, "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(res.status).toBe(302);
    expect((await me(a)).status).toBe(401);
    const b = await signIn("logout-ok@example.com");
    const post = await workerFetch(`${ORIGIN}/api/logout`, {
      method: "POST",
      headers: { Cookie: b, Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(post.status).toBe(303);
    expect((await me(b)).status).toBe(401);
  });
});

// ------------------------------------------------------------------ cookies

describe("cookies", () => {
  it.each([
    "__Host-session=%E0%A4%A",
    "__Host-flash=%E0%A4%A",
    "__Host-admin-session=%",
    "flash=%E0%A4%A; __Host-session=%ZZ",
  ])("a cookie that cannot be decoded is ignored, never a 500 (%s)", async (cookie) => {
    const page = await fetchVia(echoServer(), "/", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const api = await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(api.status).toBe(401);
    const admin = await workerFetch(`${ORIGIN}/api/admin/stats`, { headers: { Cookie: cookie } });
    expect(admin.status).toBe(401);
  });

  it("the flash message is a signed __Host- cookie and shows once", async () => {
    const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
      method: "POST",
      headers: { "CF-Connecting-IP": "127.1.0.2" },
      body: new URLSearchParams({ firstName: "Flo", email: "flash@example.com" }),
      redirect: "manual",
    });
    const raw = setCookies(res).find((c) => c.startsWith("__Host-flash="));
    expect(raw).toBeDefined();
    expect(raw).toMatch(/; Path=\//);
    expect(raw).toMatch(/; Secure/);
    expect(raw).toMatch(/HttpOnly/);
    expect(raw).not.toMatch(/Domain=/i);
    const value = cookieValue(res, "__Host-flash")!;
    const page = await fetchVia(echoServer(), "/", { headers: { Cookie: `__Host-flash=${value}` } });
    expect(await page.text()).toContain("Signed in|Welcome, Flo!");
    expect(setCookies(page).some((c) => c.startsWith("__Host-flash=;"))).toBe(true);
  });

  it("a forged or altered flash message is not shown", async () => {
    const forged = btoa(JSON.stringify({ title: "Your account is locked", description: "Call +1 555 0100" }));
    for (const cookie of [`flash=${forged}`, `__Host-flash=${forged}`]) {
      const page = await fetchVia(echoServer(), "/", { headers: { Cookie: cookie } });
      expect(await page.text()).toContain('<p id="flash">none</p>');
    }
    const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
      method: "POST",
      headers: { "CF-Connecting-IP": "127.1.0.2" },
      body: new URLSearchParams({ firstName: "Flo", email: "flash2@example.com" }),
      redirect: "manual",
    });
    const value = cookieValue(res, "__Host-flash")!;
    const [payload, signature] = value.split(".");
    const altered = `${btoa(JSON.stringify({ title: "Hacked" }))}.${signature}`;
    expect(payload.length).toBeGreaterThan(0);
    const page = await fetchVia(echoServer(), "/", { headers: { Cookie: `__Host-flash=${altered}` } });
    expect(await page.text()).toContain('<p id="flash">none</p>');
  });
});

// ------------------------------------------------------------------ allowance across account deletion

describe("the monthly allowance survives deleting the account", () => {
  it("a new account with the same e-mail starts where the old one was, and the e-mail itself is not kept", async () => {
    const email = "Again.Member@Example.com";
    const first = await signIn(email);
    const id = await userId(first);
    await env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 20)").bind(id, usageMonth()).run();
    await env.DB.prepare("UPDATE users SET trial_end = ? WHERE id = ?")
      .bind(Date.now() - 86_400_000, id)
      .run();
    const del = await workerFetch(`${ORIGIN}/api/account`, {
      method: "DELETE",
      headers: { Cookie: first, Origin: ORIGIN },
    });
    expect(del.status).toBe(200);

    // Nothing in the database names the e-mail any more.
    const dump = await env.DB.prepare("SELECT * FROM allowance_memory").all();
    expect(dump.results.length).toBeGreaterThan(0);
    expect(JSON.stringify(dump.results).toLowerCase()).not.toContain("again.member");

    const again = await signIn("again.member@example.com ");
    const body = (await (await me(again)).json()) as { id: string; monthlyMessageCount: number };
    expect(body.id).not.toBe(id);
    expect(body.monthlyMessageCount).toBe(20);
    const ask = await workerFetch(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: { Cookie: again, "Content-Type": "application/json" },
      body: JSON.stringify({ question: "What temperature for mugs?" }),
    });
    expect(ask.status).toBe(429);
    const trial = await env.DB.prepare("SELECT trial_used FROM users WHERE id = ?")
      .bind(body.id)
      .first<{ trial_used: number }>();
    expect(trial?.trial_used).toBe(1);
  });

  it("a memory from an earlier month gives no count back", async () => {
    const cookie = await signIn("old-month@example.com");
    const id = await userId(cookie);
    await env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 12)").bind(id, usageMonth()).run();
    await workerFetch(`${ORIGIN}/api/account`, { method: "DELETE", headers: { Cookie: cookie } });
    await env.DB.prepare("UPDATE allowance_memory SET month = '2000-01'").run();
    const again = await signIn("old-month@example.com");
    expect(((await (await me(again)).json()) as { monthlyMessageCount: number }).monthlyMessageCount).toBe(0);
  });
});

// ------------------------------------------------------------------ rate limits per network

describe("rate limits per network", () => {
  const req = (ip?: string) => new Request(`${ORIGIN}/`, { headers: ip ? { "CF-Connecting-IP": ip } : {} });

  it("keys IPv6 by its /64 and IPv4 by the address", () => {
    expect(clientAddress(req("2001:db8:1:2::1"))).toBe(clientAddress(req("2001:db8:1:2:ffff:ffff:ffff:ffff")));
    expect(clientAddress(req("2001:DB8:1:2:0:0:0:9"))).toBe(clientAddress(req("2001:db8:1:2::a")));
    expect(clientAddress(req("2001:db8:1:3::1"))).not.toBe(clientAddress(req("2001:db8:1:2::1")));
    expect(clientAddress(req("198.51.100.1"))).not.toBe(clientAddress(req("198.51.100.2")));
    expect(clientAddress(req("::ffff:198.51.100.1"))).toBe(clientAddress(req("198.51.100.1")));
  });

  it("keys a missing address apart from every real one, and logs it", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const key = clientAddress(req());
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(key).not.toBe(clientAddress(req("127.0.0.1")));
    expect(key).not.toMatch(/^[0-9a-f:.]+$/i);
  });

  it("admin password guesses from one /64 share one limit", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const res = await workerFetch(`${ORIGIN}/api/admin/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": `2001:db8:aa:bb:${i}::${i}` },
        body: JSON.stringify({ password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it("a global cap on admin sign-in failures per hour holds across addresses", async () => {
    const mod = (await import("../../workers/services/admin-auth")) as Record<string, unknown>;
    const limit = mod.ADMIN_LOGIN_GLOBAL_LIMIT as number;
    const bucket = mod.ADMIN_LOGIN_GLOBAL_BUCKET as string;
    expect(limit).toBeGreaterThan(0);
    expect(mod.ADMIN_LOGIN_GLOBAL_WINDOW_MS).toBe(60 * 60 * 1000);
    for (let i = 0; i < limit; i++) await rateLimit(env, bucket, "all", limit, 60 * 60 * 1000);
    const res = await workerFetch(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.200" },
      body: JSON.stringify({ password: "test-admin-password-1234" }),
    });
    expect(res.status).toBe(429);
    // Open the door again for the rest of this file.
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${bucket}:all`));
    await runInDurableObject(stub, (_instance, state) => state.storage.deleteAll());
  });
});

// ------------------------------------------------------------------ personal pages and the page cache

describe("personal pages are never cached", () => {
  it.each(["/dashboard", "/ai-chat", "/subscribe", "/dashboard.data", "/subscribe.data"])(
    "%s is private, no-store even signed out",
    async (path) => {
      const res = await fetchVia(echoServer(), path);
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
      expect(res.headers.get("X-Page-Cache")).toBeNull();
    },
  );

  it.each(["/", "/guides", "/guides.data", "/_root.data", "/equipment.data?_routes=routes/equipment"])(
    "every page and .data answer for a signed-in user is private, no-store (%s)",
    async (path) => {
      const cookie = await signIn("private-pages@example.com");
      const res = await fetchVia(echoServer(), path, { headers: { Cookie: cookie } });
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    },
  );

  it("the edge cache never stores a response that set a cookie", async () => {
    let renders = 0;
    const server = echoServer(async () => {
      renders++;
      return new Response("<!doctype html><p>x</p>", {
        headers: { "Content-Type": "text/html", "Set-Cookie": "pref=1; Path=/; Secure; HttpOnly; SameSite=Lax" },
      });
    });
    await fetchVia(server, "/sets-cookie");
    const second = await fetchVia(server, "/sets-cookie");
    expect(second.headers.get("X-Page-Cache")).toBeNull();
    expect(renders).toBe(2);
  });

  it("the edge cache never stores a response that depended on a cookie", async () => {
    let renders = 0;
    const server = echoServer(async () => {
      renders++;
      return new Response("<!doctype html><p>x</p>", { headers: { "Content-Type": "text/html", Vary: "Cookie" } });
    });
    await fetchVia(server, "/varies-on-cookie");
    const second = await fetchVia(server, "/varies-on-cookie");
    expect(second.headers.get("X-Page-Cache")).toBeNull();
    expect(renders).toBe(2);

    let seen = 0;
    const plain = echoServer(async () => {
      seen++;
      return new Response("<!doctype html><p>y</p>", { headers: { "Content-Type": "text/html" } });
    });
    await fetchVia(plain, "/with-a-cookie", { headers: { Cookie: "__Host-session=stale" } });
    const after = await fetchVia(plain, "/with-a-cookie");
    expect(after.headers.get("X-Page-Cache")).not.toBe("hit");
    expect(seen).toBe(2);
  });

  it("a flash message is never served from or stored in the edge cache", async () => {
    const res = await workerFetch(`${ORIGIN}/api/logout`, { redirect: "manual" });
    const flash = cookieValue(res, "__Host-flash")!;
    const server = echoServer();
    const withFlash = await fetchVia(server, "/flash-page", { headers: { Cookie: `__Host-flash=${flash}` } });
    expect(await withFlash.text()).toContain("Signed out");
    const anon = await fetchVia(server, "/flash-page");
    expect(await anon.text()).toContain('<p id="flash">none</p>');
  });
});

// ------------------------------------------------------------------ bodies and web addresses

describe("request bodies and web addresses", () => {
  const contact = { name: "Jo", email: "jo@example.com", subject: "technical", message: "Hello there" };

  it("refuses a form body declared over 64 KB with 413 before reading it", async () => {
    const before = await tableCounts();
    const big = JSON.stringify({ ...contact, message: "x".repeat(70 * 1024) });
    const res = await workerFetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.90" },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await tableCounts()).toEqual(before);
  });

  it("refuses an ask over 16 KB with 413", async () => {
    const cookie = await signIn("big-ask@example.com");
    const res = await workerFetch(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ question: "q".repeat(17 * 1024) }),
    });
    expect(res.status).toBe(413);
  });

  it("enforces the limit while streaming when Content-Length is absent", async () => {
    const server = createServer(async () => new Response("page"));
    let pulled = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // 1 KB chunks; after 100 KB the body waits until the test has its answer.
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulled++;
        if (pulled > 100) {
          await gate;
          return controller.close();
        }
        controller.enqueue(new Uint8Array(1024).fill(120));
      },
    });
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.91" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    const c = ctx();
    const res = await server.fetch(request, env, c.ctx);
    expect(res.status).toBe(413);
    // Answered after about 64 KB and the time a refused body is waited for, while the rest had not been sent.
    expect(pulled).toBeLessThanOrEqual(101);
    release();
    await Promise.all(c.waits);
  });

  it.each([true, false])(
    "a refused body within 1 MB is read to its end before the 413 goes out (length declared: %s)",
    async (declared) => {
      const server = createServer(async () => new Response("page"));
      const total = 200 * 1024;
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= total) return controller.close();
          controller.enqueue(new Uint8Array(1024).fill(120));
          sent += 1024;
        },
      });
      const request = new Request(`${ORIGIN}/api/contact`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "CF-Connecting-IP": "198.51.100.94",
          ...(declared ? { "Content-Length": String(total) } : {}),
        },
        body: stream,
        duplex: "half",
      } as RequestInit);
      const res = await server.fetch(request, env, ctx().ctx);
      expect(res.status).toBe(413);
      expect(sent).toBe(total);
    },
  );

  it("a lying Content-Length is caught while streaming", async () => {
    const server = createServer(async () => new Response("page"));
    const body = new TextEncoder().encode(JSON.stringify({ ...contact, message: "y".repeat(80 * 1024) }));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(body);
        controller.close();
      },
    });
    const request = new Request(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.92" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const res = await server.fetch(request, env, ctx().ctx);
    expect(res.status).toBe(413);
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://files.example",
    "vbscript:x",
    "JAVASCRIPT://%0aalert(1)",
  ])("a partnership website must be an http(s) address (%s)", async (website) => {
    const before = await tableCounts();
    const res = await workerFetch(`${ORIGIN}/api/partnership-applications`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.93" },
      body: JSON.stringify({
        companyName: "Blank Co",
        contactName: "Sam",
        email: "sam@blank.example",
        partnershipType: "blank-material-supplier",
        description: "We make polyester blanks.",
        website,
      }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.website?.[0]).toMatch(/web address/i);
    expect(await tableCounts()).toEqual(before);
  });
});

// ------------------------------------------------------------------ local-only conveniences

describe("local-only conveniences are judged by more than the Host", () => {
  it("the development sign-in refuses a request that reached localhost from a remote address", async () => {
    const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
      method: "POST",
      headers: { "CF-Connecting-IP": "203.0.113.50" },
      body: new URLSearchParams({ firstName: "Remote", email: "remote@example.com" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
  });

  it("the development sign-in works from the machine itself", async () => {
    for (const ip of ["127.0.0.1", "::1"]) {
      const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
        method: "POST",
        headers: { "CF-Connecting-IP": ip },
        body: new URLSearchParams({ firstName: "Local", email: "local@example.com" }),
        redirect: "manual",
      });
      expect(res.status).toBe(303);
    }
  });
});

// ------------------------------------------------------------------ malformed-input sweep

describe("malformed-input sweep over every /api endpoint", () => {
  /** Endpoints that read no body by design: only their methods, origins and paths are swept. */
  const BODYLESS = new Set([
    "DELETE /account",
    "POST /chat-sessions",
    "POST /create-subscription",
    "POST /sync-subscription",
    "POST /billing-portal",
    "POST /admin/logout",
    "DELETE /chat-sessions/:id",
    "DELETE /saved-guides/:guideId",
    "DELETE /admin/contact-messages/:id",
    "PATCH /admin/contact-messages/:id/read",
  ]);
  const HUGE = "\u0000<script>".repeat(1500);
  // Values no field accepts (a plain short string could be a valid question or title).
  const WEIRD_VALUES: unknown[] = [null, -1, 1e308, true, [1, 2], { $gt: "" }, HUGE, " "];
  const FIELDS = [
    "question",
    "sessionId",
    "title",
    "guideId",
    "password",
    "premium",
    "paymentIntentId",
    "name",
    "email",
    "subject",
    "message",
    "website",
    "companyName",
    "contactName",
    "partnershipType",
    "description",
    "experience",
    "location",
    "fax",
    "firstName",
    "lastName",
    "returnTo",
  ];

  function bodies(): { label: string; body: BodyInit; type: string }[] {
    const out: { label: string; body: BodyInit; type: string }[] = [
      { label: "bad JSON", body: '{"question": ', type: "application/json" },
      { label: "not an object", body: "[]", type: "application/json" },
      { label: "null", body: "null", type: "application/json" },
      { label: "a string", body: '"hello"', type: "application/json" },
      { label: "a number", body: "42", type: "application/json" },
      {
        label: "unknown fields only",
        body: JSON.stringify({ __proto__x: 1, constructor: "x", zzz: [1] }),
        type: "application/json",
      },
      { label: "prototype pollution", body: '{"__proto__": {"admin": true}}', type: "application/json" },
      { label: "deep nesting", body: "[".repeat(3000) + "]".repeat(3000), type: "application/json" },
      {
        label: "invalid UTF-8",
        body: new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0xfe, 0x22, 0x7d]),
        type: "application/json",
      },
      { label: "form body", body: "question=x&email=y", type: "application/x-www-form-urlencoded" },
      { label: "text body", body: "hello", type: "text/plain" },
    ];
    for (const value of WEIRD_VALUES) {
      out.push({
        label: `every field = ${JSON.stringify(value)?.slice(0, 20)}`,
        body: JSON.stringify(Object.fromEntries(FIELDS.map((f) => [f, value]))),
        type: "application/json",
      });
    }
    return out;
  }

  const paths = (path: string) => {
    if (!path.includes(":")) return [path];
    return [
      "x",
      "0",
      "-1",
      "1e400",
      "%00",
      "..%2F..%2Fadmin",
      "'%3B%20DROP%20TABLE%20users%3B--",
      encodeURIComponent(HUGE.slice(0, 900)),
      "9".repeat(40),
    ].map((v) => path.replace(/:[A-Za-z]+/g, v));
  };

  it("answers every malformed request below 500 and writes no row", { timeout: 300_000 }, async () => {
    // A premium member who is also an admin reaches the deepest validation of every endpoint.
    const cookie = await signIn("sweeper@example.com");
    await env.DB.prepare("UPDATE users SET subscription_tier = 'premium' WHERE email = 'sweeper@example.com'").run();
    const unlock = await workerFetch(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.250" },
      body: JSON.stringify({ password: "test-admin-password-1234" }),
    });
    const adminCookie = `__Host-admin-session=${cookieValue(unlock, "__Host-admin-session")}`;
    const headers = { Cookie: `${cookie}; ${adminCookie}`, "CF-Connecting-IP": "198.51.100.251" };

    // Validators register their route again: each method and path is swept once.
    const keys = new Set(
      createApi()
        .routes.filter((r) => r.method !== "ALL" && !r.path.includes("*"))
        .map((r) => `${r.method} ${r.path.replace(/^\/api(?=\/)/, "")}`),
    );
    const routes = [...keys].map((key) => {
      const [method, path] = key.split(" ");
      return { method, path };
    });
    expect(routes.length).toBeGreaterThan(20);
    const before = await tableCounts();
    const failures: string[] = [];
    const check = async (label: string, res: Response) => {
      if (res.status < 500) return void (await res.body?.cancel());
      const text = await res.text();
      // Payments are not configured in these tests: that honest 503 is expected, any other 5xx is not.
      if (res.status === 503 && /not configured/i.test(text)) return;
      failures.push(`${label} → ${res.status} ${text}`);
    };

    for (const { method, path } of routes) {
      const key = `${method} ${path}`;
      if (key === "GET /logout" || key === "POST /logout") continue;
      const [url, ...otherUrls] = paths(path);
      // Odd ids and path segments, with the route's own method and no body.
      for (const other of otherUrls) {
        const res = await workerFetch(`${ORIGIN}/api${other}`, { method, headers, redirect: "manual" });
        await check(`${method} ${other}`, res);
      }
      // Wrong methods.
      for (const wrong of ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"].filter((m) => m !== method)) {
        if (routes.some((r) => r.method === wrong && r.path === path)) continue;
        const res = await workerFetch(`${ORIGIN}/api${url}`, { method: wrong, headers, redirect: "manual" });
        await check(`${wrong} ${url}`, res);
      }
      if (method === "GET") {
        for (const q of [
          "?category=%00",
          `?search=${encodeURIComponent(HUGE)}`,
          "?recommended=maybe&verified[]=1",
          "?returnTo=%E0%A4%A",
          "?__proto__=1&constructor=x",
        ]) {
          const res = await workerFetch(`${ORIGIN}/api${url}${q}`, { headers, redirect: "manual" });
          await check(`GET ${url}${q}`, res);
        }
        continue;
      }
      if (BODYLESS.has(key)) continue;
      for (const b of bodies()) {
        const res = await workerFetch(`${ORIGIN}/api${url}`, {
          method,
          headers: { ...headers, "Content-Type": b.type },
          body: b.body,
          redirect: "manual",
        });
        await check(`${method} ${url} (${b.label})`, res);
        expect(res.status, `${method} ${url} (${b.label})`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(failures).toEqual([]);
    const after = await tableCounts();
    // The admin session and the sweeper's own sign-in live in KV, not in these tables.
    expect(after).toEqual(before);
  });
});

describe("allowance memory housekeeping", () => {
  it("the monthly purge forgets past months only", async () => {
    const { purgeAllowanceMemory } = await import("../../workers/services/allowance-memory");
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO allowance_memory (email_hash, month, message_count, trial_used) VALUES ('old-hash', '2000-01', 3, 1)",
      ),
      env.DB.prepare(
        "INSERT INTO allowance_memory (email_hash, month, message_count, trial_used) VALUES ('this-hash', ?, 4, 0)",
      ).bind(usageMonth()),
    ]);
    expect(await purgeAllowanceMemory(env)).toBeGreaterThanOrEqual(1);
    const left = await env.DB.prepare(
      "SELECT email_hash FROM allowance_memory WHERE email_hash IN ('old-hash', 'this-hash')",
    ).all<{ email_hash: string }>();
    expect(left.results.map((r) => r.email_hash)).toEqual(["this-hash"]);
  });
});
