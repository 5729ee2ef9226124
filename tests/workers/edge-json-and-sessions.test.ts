// Public JSON at the edge (Cache API, ETag/304, Cache-Control, Vary) and the
// D1 session bookmark that lets a member read their own writes, through the
// Worker's real request pipeline.
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, signIn } from "./helpers";
import { seedContent } from "./seed-helpers";
import { settleOpenRequests } from "./support/open-requests";
import { workerFetch } from "./worker";

const BOOKMARK = "__Host-d1-bookmark";

beforeAll(async () => {
  await seedContent();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  workerFetch(`${ORIGIN}${path}`, { headers, redirect: "manual" });
const cookieNamed = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

describe("public JSON at the edge", () => {
  it.each(["/api/guides", "/api/equipment", "/api/suppliers"])(
    "%s: stored once, then a hit; ETag, Cache-Control and Vary",
    async (path) => {
      const first = await get(`${path}?search=a`);
      expect(first.status).toBe(200);
      const body = await first.text();
      const etag = first.headers.get("ETag");
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate, s-maxage=60");
      expect(first.headers.get("Vary")).toBe("Accept-Encoding");
      expect(first.headers.get("Content-Type")).toContain("application/json");
      expect(first.headers.get("Set-Cookie")).toBeNull();
      // The Worker stores the answer after sending it (waitUntil).
      await settleOpenRequests();

      const second = await get(`${path}?search=a`);
      expect(second.headers.get("X-Json-Cache")).toBe("hit");
      expect(second.headers.get("ETag")).toBe(etag);
      expect(await second.text()).toBe(body);
      // Security headers still apply to a cached answer.
      expect(second.headers.get("X-Content-Type-Options")).toBe("nosniff");
    },
  );

  it("answers If-None-Match with a bodiless 304 (on a hit and on a miss)", async () => {
    const first = await get("/api/guides?category=business");
    const etag = first.headers.get("ETag")!;
    const hit = await get("/api/guides?category=business", { "If-None-Match": etag });
    expect(hit.status).toBe(304);
    expect(hit.headers.get("ETag")).toBe(etag);
    expect(hit.headers.get("Cache-Control")).toContain("public");
    expect(await hit.text()).toBe("");

    // Another spelling of the same query shares the stored answer.
    const reordered = await get("/api/equipment?search=press&category=heat-presses");
    const same = await get("/api/equipment?category=heat-presses&search=press", {
      "If-None-Match": `W/${reordered.headers.get("ETag")}`,
    });
    expect(same.status).toBe(304);

    const stale = await get("/api/guides?category=business", { "If-None-Match": '"something-else"' });
    expect(stale.status).toBe(200);
    expect((await stale.json()) as unknown[]).not.toHaveLength(0);
  });

  it("keeps lists without free text in the isolate too; unknown parameters share the answer", async () => {
    const first = await get("/api/suppliers?category=drinkware");
    expect(["miss", "hit"]).toContain(first.headers.get("X-Json-Cache"));
    const again = await get("/api/suppliers?category=drinkware&utm_source=mail");
    expect(again.headers.get("X-Json-Cache")).toBe("memory");
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(again.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate, s-maxage=60");
    expect(await again.text()).toBe(await first.text());
    const notModified = await get("/api/suppliers?category=drinkware", { "If-None-Match": first.headers.get("ETag")! });
    expect(notModified.status).toBe(304);
  });

  it("never stores a refused query, and different queries get different answers", async () => {
    const bad = await get("/api/guides?category=cooking");
    expect(bad.status).toBe(400);
    expect(bad.headers.get("ETag")).toBeNull();
    expect(bad.headers.get("Cache-Control")).toBe("no-store");
    const a = await get("/api/suppliers?verified=true");
    const b = await get("/api/suppliers");
    expect(a.headers.get("ETag")).not.toBe(b.headers.get("ETag"));
  });

  it("is the same for a member, marked private because their answer may carry their cookie", async () => {
    const cookie = await signIn("edge-json@example.com");
    const visitor = await get("/api/guides");
    const member = await get("/api/guides", { Cookie: cookie });
    expect(await member.text()).toBe(await visitor.text());
    expect(member.headers.get("ETag")).toBe(visitor.headers.get("ETag"));
    expect(member.headers.get("Cache-Control")).toBe("private, max-age=0, must-revalidate");
  });

  it("keeps personal answers out of the cache", async () => {
    const cookie = await signIn("edge-json-2@example.com");
    const ids = (await (await get("/api/guides")).json()) as { id: string }[];
    const detail = await get(`/api/guides/${ids[0].id}`, { Cookie: cookie });
    expect(detail.status).toBe(200);
    expect(detail.headers.get("Cache-Control")).toBe("no-store");
    expect(detail.headers.get("X-Json-Cache")).toBeNull();
    expect((await get(`/api/guides/${ids[0].id}`)).status).toBe(401);
    const saved = await get("/api/saved-guides", { Cookie: cookie });
    expect(saved.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("the D1 session bookmark", () => {
  it("is given to a member after a write, and lets them read it on their next page", async () => {
    const cookie = await signIn("bookmark@example.com");
    const ids = (await (await get("/api/guides")).json()) as { id: string }[];
    const save = await workerFetch(`${ORIGIN}/api/saved-guides`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ guideId: ids[0].id }),
    });
    expect(save.status).toBe(201);
    const bookmark = cookieNamed(save, BOOKMARK);
    expect(bookmark).toMatch(/HttpOnly/);
    expect(bookmark).toMatch(/Secure/);
    expect(bookmark).toMatch(/SameSite=Lax/);
    const pair = bookmark!.split(";")[0];

    const list = await get("/api/saved-guides", { Cookie: `${cookie}; ${pair}` });
    expect(((await list.json()) as { id: string }[]).map((g) => g.id)).toEqual([ids[0].id]);
    // Reading sends no new bookmark.
    expect(cookieNamed(list, BOOKMARK)).toBeUndefined();
  });

  it("is never given to a visitor, so their pages stay edge-cacheable", async () => {
    const page = await get("/guides");
    expect(page.headers.getSetCookie()).toEqual([]);
    const api = await get("/api/suppliers");
    expect(api.headers.getSetCookie()).toEqual([]);
  });

  it("is given with a new session and cleared at sign-out", async () => {
    const signInRes = await workerFetch(`${ORIGIN}/api/login/dev`, {
      headers: { "CF-Connecting-IP": "127.0.0.1" },
      method: "POST",
      body: new URLSearchParams({ firstName: "Bo", lastName: "Ok", email: "bookmark-2@example.com" }),
      redirect: "manual",
    });
    const bookmark = cookieNamed(signInRes, BOOKMARK);
    expect(bookmark).toBeDefined();
    const session = cookieNamed(signInRes, "__Host-session")!.split(";")[0];
    const out = await get("/api/logout", { Cookie: `${session}; ${bookmark!.split(";")[0]}` });
    expect(cookieNamed(out, BOOKMARK)).toMatch(/Max-Age=0/);
  });

  it("a tampered bookmark is ignored, not an error", async () => {
    const cookie = await signIn("bookmark-3@example.com");
    const res = await get("/api/saved-guides", { Cookie: `${cookie}; ${BOOKMARK}=<script>` });
    expect(res.status).toBe(200);
  });
});
