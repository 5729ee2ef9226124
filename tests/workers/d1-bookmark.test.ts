// A D1 bookmark the database rejects does not break pages (ADR 0314): D1 judges a
// bookmark only at the first query of the session, so that query is retried once on a
// fresh session and the cookie is cleared. Local D1 accepts any bookmark, so the
// rejection is played by a binding that refuses one bookmark as D1 does; everything
// else is the real local D1. And only a request with a valid session gets a bookmark.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, openRequestDatabase } from "../../workers/db/d1-session";
import { ORIGIN, signIn } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

/** What a forged bookmark far ahead of the database looks like. */
const FAR_AHEAD = `ffffffff-ffffffff-ffffffff-${"f".repeat(32)}`;
const STALE = `00000001-00000001-00000001-${"0".repeat(32)}`;

beforeAll(async () => {
  await seedContent();
});

const rejection = () => new Error("D1_ERROR: the session bookmark is not valid for this database");

/** The real binding, except that a session opened from `refused` fails every query, as D1 does for a bookmark it rejects. */
function refusingBinding(refused: string, opened: string[]): D1Database {
  const failingStatement = (): D1PreparedStatement =>
    ({
      bind: () => failingStatement(),
      first: () => Promise.reject(rejection()),
      all: () => Promise.reject(rejection()),
      run: () => Promise.reject(rejection()),
      raw: () => Promise.reject(rejection()),
    }) as unknown as D1PreparedStatement;
  return new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "withSession")
        return (constraint?: string) => {
          opened.push(constraint ?? "");
          if (constraint !== refused) return target.withSession(constraint);
          return {
            prepare: () => failingStatement(),
            batch: () => Promise.reject(rejection()),
            getBookmark: () => refused,
          } as unknown as D1DatabaseSession;
        };
      const value = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function pageRequest(cookie: string, method = "GET") {
  return new Request(`${ORIGIN}/api/saved-guides`, { method, headers: { Cookie: cookie } });
}

const bookmarkSetCookie = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));

describe("a bookmark D1 rejects", () => {
  it.each([
    ["a stale bookmark", STALE],
    ["a forged bookmark far in the future", FAR_AHEAD],
  ])("%s: the first query is retried once on a fresh session and the cookie is cleared", async (_label, bookmark) => {
    const opened: string[] = [];
    const db = openRequestDatabase(
      { ...env, DB: refusingBinding(bookmark, opened) } as Env,
      pageRequest(`__Host-session=x; ${BOOKMARK_COOKIE}=${bookmark}`),
    );
    const [one, two] = await Promise.all([
      db.env.DB.prepare("SELECT ? AS n").bind(1).first<{ n: number }>(),
      db.env.DB.prepare("SELECT 2 AS n").all<{ n: number }>(),
    ]);
    expect(one?.n).toBe(1);
    expect(two.results[0].n).toBe(2);
    // Later queries, batches included, run on the fresh session too.
    const [batched] = await db.env.DB.batch<{ n: number }>([db.env.DB.prepare("SELECT 3 AS n")]);
    expect(batched.results[0].n).toBe(3);
    expect(opened).toEqual([bookmark, "first-unconstrained"]);
    const cleared = bookmarkSetCookie(db.finish(new Response("ok")));
    expect(cleared).toMatch(/Max-Age=0/);
  });

  it("a failure that is not the bookmark's is not hidden: the fresh session's error is thrown", async () => {
    const db = openRequestDatabase(
      { ...env, DB: refusingBinding(STALE, []) } as Env,
      pageRequest(`__Host-session=x; ${BOOKMARK_COOKIE}=${STALE}`),
    );
    await expect(db.env.DB.prepare("SELECT * FROM no_such_table").all()).rejects.toThrow(/no_such_table/);
  });

  it("a malformed bookmark is never given to D1, and is cleared", async () => {
    const opened: string[] = [];
    const db = openRequestDatabase(
      { ...env, DB: refusingBinding("none", opened) } as Env,
      pageRequest(`__Host-session=x; ${BOOKMARK_COOKIE}=zzzz`),
    );
    expect((await db.env.DB.prepare("SELECT 1 AS n").first<{ n: number }>())?.n).toBe(1);
    expect(opened).toEqual(["first-unconstrained"]);
    expect(bookmarkSetCookie(db.finish(new Response("ok")))).toMatch(/Max-Age=0/);
  });

  it("through the Worker, a member with a far-future bookmark gets their page", async () => {
    const cookie = await signIn("bookmark-ahead@example.com");
    const res = await workerFetch(`${ORIGIN}/api/saved-guides`, {
      headers: { Cookie: `${cookie}; ${BOOKMARK_COOKIE}=${FAR_AHEAD}` },
    });
    expect(res.status).toBe(200);
  });
});

describe("who gets a bookmark", () => {
  it("a member's write gets a bookmark in D1's own shape", async () => {
    const cookie = await signIn("bookmark-shape@example.com");
    const ids = (await (await workerFetch(`${ORIGIN}/api/guides`)).json()) as { id: string }[];
    const save = await workerFetch(`${ORIGIN}/api/saved-guides`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ guideId: ids[0].id }),
    });
    expect(save.status).toBe(201);
    expect(bookmarkSetCookie(save)).toMatch(
      new RegExp(`^${BOOKMARK_COOKIE}=[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{16,64};`),
    );
  });

  it("a write carrying a session cookie that is not valid gets no bookmark, and the stale cookie is cleared", async () => {
    const res = await workerFetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      headers: {
        Cookie: "__Host-session=not-a-real-session",
        "Content-Type": "application/json",
        "CF-Connecting-IP": "203.0.113.9",
      },
      body: JSON.stringify({
        name: "Ann",
        email: "ann@example.com",
        subject: "general",
        message: "A question about mugs.",
      }),
    });
    expect(res.status).toBe(201);
    expect(bookmarkSetCookie(res)).toBeUndefined();
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))).toMatch(/Max-Age=0/);
  });

  it("a page asked for with a stale session cookie clears it, so the next view can come from the edge cache", async () => {
    const res = await workerFetch(`${ORIGIN}/guides`, { headers: { Cookie: "__Host-session=expired-or-forged" } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))).toMatch(/Max-Age=0/);
  });

  it("a valid session is never cleared", async () => {
    const cookie = await signIn("bookmark-valid@example.com");
    const res = await workerFetch(`${ORIGIN}/guides`, { headers: { Cookie: cookie } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="))).toBeUndefined();
  });
});
