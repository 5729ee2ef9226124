import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { usageMonth } from "@common/constants";
import type { AdminContactMessage, AdminStats, AdminUserRow } from "@common/admin";
import { createServer } from "../../workers/server";
import { ADMIN_COOKIE } from "../../workers/services/admin-auth";
import { cookieValue, ORIGIN, setCookies, signIn } from "./helpers";
import { workerFetch } from "./worker";

const PASSWORD = "test-admin-password-1234";

const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const renderNothing = async () => new Response("page", { headers: { "Content-Type": "text/html" } });

/** The same Worker, with some settings changed (bindings, storage and DOs are shared). */
function serverWith(overrides: Record<string, string>) {
  const server = createServer(renderNothing);
  return (path: string, init: RequestInit = {}) =>
    server.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, ...overrides }, ctx);
}

let ipCounter = 0;
const freshIp = () => `192.0.2.${++ipCounter}`;

function login(password: string, ip = freshIp(), extraHeaders: Record<string, string> = {}) {
  return workerFetch(`${ORIGIN}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, ...extraHeaders },
    body: JSON.stringify({ password }),
  });
}

async function adminCookieHeader(): Promise<string> {
  const res = await login(PASSWORD);
  expect(res.status).toBe(200);
  return `${ADMIN_COOKIE}=${cookieValue(res, ADMIN_COOKIE)}`;
}

const call = (method: string, path: string, cookie?: string) =>
  workerFetch(`${ORIGIN}${path}`, { method, headers: cookie ? { Cookie: cookie } : {} });

const getJson = async <T>(path: string, cookie: string): Promise<T> => {
  const res = await call("GET", path, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

async function sendContactMessage(email: string, message = "How hot for mugs?") {
  const res = await workerFetch(`${ORIGIN}/api/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
    body: JSON.stringify({ name: "Pat Printer", email, subject: "technical", message }),
  });
  expect(res.status).toBe(201);
  const row = await env.DB.prepare("SELECT id FROM contact_messages WHERE email = ?")
    .bind(email)
    .first<{ id: number }>();
  return row!.id;
}

const ENDPOINTS: [string, string][] = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/contact-messages"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/partnership-applications"],
  ["GET", "/api/admin/unanswered-questions"],
  ["PATCH", "/api/admin/contact-messages/1/read"],
  ["DELETE", "/api/admin/contact-messages/1"],
];

describe("admin gate", () => {
  it("refuses every admin endpoint without an admin session, and to a signed-in user not in ADMIN_EMAILS", async () => {
    const id = await sendContactMessage("untouched@example.com");
    const userCookie = await signIn("plain-user@example.com");
    for (const [method, rawPath] of ENDPOINTS) {
      const path = rawPath.replace("/1", `/${id}`);
      for (const cookie of [undefined, userCookie, `${ADMIN_COOKIE}=forged-token-value`]) {
        const res = await call(method, path, cookie);
        expect(res.status, `${method} ${path} with ${cookie ?? "no cookie"}`).toBe(401);
        expect(await res.json()).toEqual({ message: "Unauthorized" });
      }
    }
    // Nothing was changed by the refused calls.
    const row = await env.DB.prepare("SELECT is_read FROM contact_messages WHERE id = ?").bind(id).first();
    expect(row).toEqual({ is_read: 0 });
  });

  it("answers a wrong password with 401 'Invalid password' and no cookie", async () => {
    const res = await login("not-the-password-at-all");
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Invalid password" });
    expect(cookieValue(res, ADMIN_COOKIE)).toBeNull();
  });

  it("rejects malformed login input with 400", async () => {
    const res = await workerFetch(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body: JSON.stringify({ password: 12345 }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty("password");
  });

  it("opens a session with a browser-session, HttpOnly, Secure, SameSite=Strict cookie whose token is stored only hashed, for 12 hours", async () => {
    const res = await login(PASSWORD);
    expect(res.status).toBe(200);
    const setCookie = setCookies(res).find((c) => c.startsWith(`${ADMIN_COOKIE}=`))!;
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; SameSite=Strict/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
    const token = cookieValue(res, ADMIN_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const keys = (await env.KV.list({ prefix: "admin-session:" })).keys;
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((k) => k.name.includes(token))).toBe(false);
    for (const k of keys) {
      expect(k.expiration! * 1000).toBeLessThanOrEqual(Date.now() + 12 * 60 * 60 * 1000 + 5000);
    }

    const stats = await call("GET", "/api/admin/stats", `${ADMIN_COOKIE}=${token}`);
    expect(stats.status).toBe(200);
  });

  it("refuses a password posted from another site", async () => {
    // The refusal is logged as one warning line (expected here).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const res = await login(PASSWORD, freshIp(), { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(cookieValue(res, ADMIN_COOKIE)).toBeNull();
    expect(warn).toHaveBeenCalledWith("cross-origin write refused", "POST", "/api/admin/login", "https://evil.example");
    warn.mockRestore();
  });

  it("refuses the sixth failed attempt within 15 minutes with 429, even with the right password", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login(`wrong-password-${i}`, ip)).status).toBe(401);
    const sixth = await login("wrong-password-6", ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await login(PASSWORD, ip)).status).toBe(429);
    // Another address is unaffected.
    expect((await login(PASSWORD, freshIp())).status).toBe(200);
  });

  it("holds the limit when guesses arrive at once", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => login(`parallel-guess-${i}`, ip)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it("does not count successful sign-ins against the limit", async () => {
    const ip = freshIp();
    for (let i = 0; i < 7; i++) expect((await login(PASSWORD, ip)).status).toBe(200);
    expect((await login("one-wrong-guess", ip)).status).toBe(401);
  });

  it("ends the session on the server at logout", async () => {
    const cookie = await adminCookieHeader();
    expect((await call("GET", "/api/admin/users", cookie)).status).toBe(200);
    const out = await call("POST", "/api/admin/logout", cookie);
    expect(out.status).toBe(200);
    expect(setCookies(out).some((c) => c.startsWith(`${ADMIN_COOKIE}=;`) && c.includes("Max-Age=0"))).toBe(true);
    // The old cookie, replayed, no longer opens anything.
    expect((await call("GET", "/api/admin/users", cookie)).status).toBe(401);
  });

  it("lets users listed in ADMIN_EMAILS in through their normal session, case-insensitively", async () => {
    const fetchWith = serverWith({ ADMIN_EMAILS: " someone@example.com , Boss@Example.COM" });
    const boss = await signIn("boss@example.com");
    const other = await signIn("not-boss@example.com");
    expect((await fetchWith("/api/admin/stats", { headers: { Cookie: boss } })).status).toBe(200);
    expect((await fetchWith("/api/admin/stats", { headers: { Cookie: other } })).status).toBe(401);
    // Without the setting, the same session is refused.
    expect((await call("GET", "/api/admin/stats", boss)).status).toBe(401);
  });

  it("keeps the admin area closed when the password is unset or shorter than 12 characters", async () => {
    const cookie = await adminCookieHeader();
    const boss = await signIn("boss2@example.com");
    for (const ADMIN_PASSWORD of ["", "short-pass1"]) {
      const fetchWith = serverWith({ ADMIN_PASSWORD, ADMIN_EMAILS: "boss2@example.com" });
      const res = await fetchWith("/api/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
        body: JSON.stringify({ password: ADMIN_PASSWORD || "anything" }),
      });
      expect(res.status).toBe(503);
      expect(cookieValue(res, ADMIN_COOKIE)).toBeNull();
      expect((await fetchWith("/api/admin/stats", { headers: { Cookie: cookie } })).status).toBe(503);
      expect((await fetchWith("/api/admin/stats", { headers: { Cookie: boss } })).status).toBe(503);
    }
  });

  it("ends existing sessions when the password changes", async () => {
    const cookie = await adminCookieHeader();
    const fetchWith = serverWith({ ADMIN_PASSWORD: "a-brand-new-admin-password" });
    expect((await fetchWith("/api/admin/stats", { headers: { Cookie: cookie } })).status).toBe(401);
  });
});

describe("admin data", () => {
  it("computes the stats from the rows in the tables", async () => {
    const cookie = await adminCookieHeader();
    const before = await getJson<AdminStats>("/api/admin/stats", cookie);
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO users (id, email, subscription_tier, created_at) VALUES (?, ?, ?, ?)").bind(
        "st-1",
        "st-1@example.com",
        "free",
        now,
      ),
      env.DB.prepare("INSERT INTO users (id, email, subscription_tier, created_at) VALUES (?, ?, ?, ?)").bind(
        "st-2",
        "st-2@example.com",
        "premium",
        now - 3 * day,
      ),
      env.DB.prepare("INSERT INTO users (id, email, subscription_tier, created_at) VALUES (?, ?, ?, ?)").bind(
        "st-3",
        "st-3@example.com",
        "premium",
        now - 30 * day,
      ),
      env.DB.prepare("INSERT INTO users (id, email, subscription_tier, created_at) VALUES (?, ?, ?, ?)").bind(
        "st-4",
        "st-4@example.com",
        "free",
        now - 8 * day,
      ),
      env.DB.prepare("INSERT INTO ai_message_events (user_id, created_at) VALUES (?, ?)").bind("st-1", now),
      env.DB.prepare("INSERT INTO ai_message_events (user_id, created_at) VALUES (?, ?)").bind("st-2", now - 6 * day),
      env.DB.prepare("INSERT INTO ai_message_events (user_id, created_at) VALUES (?, ?)").bind("st-2", now - 8 * day),
      env.DB.prepare("INSERT INTO ai_message_events (user_id, created_at) VALUES (?, ?)").bind(null, now - 90 * day),
      env.DB.prepare(
        "INSERT INTO contact_messages (name, email, subject, message, is_read) VALUES ('A', 'a@example.com', 'general', 'x', 0)",
      ),
      env.DB.prepare(
        "INSERT INTO contact_messages (name, email, subject, message, is_read) VALUES ('B', 'b@example.com', 'general', 'y', 1)",
      ),
    ]);
    const after = await getJson<AdminStats>("/api/admin/stats", cookie);
    const delta = Object.fromEntries(
      Object.keys(after).map((k) => [k, after[k as keyof AdminStats] - before[k as keyof AdminStats]]),
    );
    expect(delta).toEqual({
      totalUsers: 4,
      newUsersThisWeek: 2,
      newUsersToday: 1,
      premiumUsers: 2,
      freeUsers: 2,
      totalMessages: 4,
      messagesThisWeek: 2,
      contactMessages: 2,
      unreadContactMessages: 1,
    });
    expect(after.freeUsers + after.premiumUsers).toBe(after.totalUsers);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>())!;
    expect(after.totalUsers).toBe(n);
  });

  it("keeps the trigger-maintained totals equal to real counts through sign-ins, tier changes and deletes", async () => {
    const cookie = await adminCookieHeader();
    const truth = async () => {
      const q = (sqlText: string) =>
        env.DB.prepare(sqlText)
          .first<{ n: number }>()
          .then((r) => r!.n);
      return {
        totalUsers: await q("SELECT COUNT(*) AS n FROM users"),
        premiumUsers: await q("SELECT COUNT(*) AS n FROM users WHERE subscription_tier = 'premium'"),
        totalMessages: await q("SELECT COUNT(*) AS n FROM ai_message_events"),
      };
    };
    const shown = async () => {
      const s = await getJson<AdminStats>("/api/admin/stats", cookie);
      return { totalUsers: s.totalUsers, premiumUsers: s.premiumUsers, totalMessages: s.totalMessages };
    };
    expect(await shown()).toEqual(await truth());

    await signIn("counted@example.com");
    await signIn("COUNTED@example.com"); // same user: the conflicting insert adds nobody
    const id = (await env.DB.prepare("SELECT id FROM users WHERE email = 'counted@example.com'").first<{
      id: string;
    }>())!.id;
    await env.DB.prepare("UPDATE users SET subscription_tier = 'premium' WHERE id = ?").bind(id).run();
    await env.DB.prepare("UPDATE users SET subscription_tier = 'premium', first_name = 'Again' WHERE id = ?")
      .bind(id)
      .run();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO ai_message_events (user_id) VALUES (?)").bind(id),
      env.DB.prepare("INSERT INTO ai_message_events (user_id) VALUES (?)").bind(id),
      env.DB.prepare("INSERT INTO ai_message_events (user_id) VALUES (?)").bind(id),
    ]);
    expect(await shown()).toEqual(await truth());

    await env.DB.prepare(
      "DELETE FROM ai_message_events WHERE id = (SELECT MIN(id) FROM ai_message_events WHERE user_id = ?)",
    )
      .bind(id)
      .run();
    await env.DB.prepare("UPDATE users SET subscription_tier = 'free' WHERE id = ?").bind(id).run();
    await env.DB.prepare("UPDATE users SET subscription_tier = 'premium' WHERE id = ?").bind(id).run();
    // Account deletion: the user goes, their message events stay (user_id set null) and still count.
    await env.DB.prepare("DELETE FROM users WHERE id = ?").bind(id).run();
    const after = await shown();
    expect(after).toEqual(await truth());
    expect(
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM ai_message_events WHERE user_id IS NULL").first<{
        n: number;
      }>())!.n,
    ).toBeGreaterThanOrEqual(2);
  });

  it("lists contact messages newest first, marks one read idempotently, deletes it, and answers 404 for unknown ids", async () => {
    const cookie = await adminCookieHeader();
    const olderId = await sendContactMessage("older@example.com", "first");
    const id = await sendContactMessage("reader@example.com", "Line one\nLine two");
    let list = await getJson<AdminContactMessage[]>("/api/admin/contact-messages", cookie);
    expect(list.findIndex((m) => m.id === id)).toBeLessThan(list.findIndex((m) => m.id === olderId));
    expect(list.find((m) => m.id === id)).toMatchObject({
      name: "Pat Printer",
      email: "reader@example.com",
      subject: "technical",
      message: "Line one\nLine two",
      isRead: false,
    });
    expect(new Date(list.find((m) => m.id === id)!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const unreadBefore = (await getJson<AdminStats>("/api/admin/stats", cookie)).unreadContactMessages;
    for (let i = 0; i < 2; i++) {
      const res = await call("PATCH", `/api/admin/contact-messages/${id}/read`, cookie);
      expect(res.status).toBe(200);
    }
    list = await getJson<AdminContactMessage[]>("/api/admin/contact-messages", cookie);
    expect(list.find((m) => m.id === id)!.isRead).toBe(true);
    expect(list.find((m) => m.id === olderId)!.isRead).toBe(false);
    expect((await getJson<AdminStats>("/api/admin/stats", cookie)).unreadContactMessages).toBe(unreadBefore - 1);

    expect((await call("PATCH", "/api/admin/contact-messages/987654/read", cookie)).status).toBe(404);
    expect((await call("DELETE", "/api/admin/contact-messages/987654", cookie)).status).toBe(404);
    expect((await call("PATCH", "/api/admin/contact-messages/abc/read", cookie)).status).toBe(400);

    const del = await call("DELETE", `/api/admin/contact-messages/${id}`, cookie);
    expect(del.status).toBe(200);
    expect((await call("DELETE", `/api/admin/contact-messages/${id}`, cookie)).status).toBe(404);
    list = await getJson<AdminContactMessage[]>("/api/admin/contact-messages", cookie);
    expect(list.some((m) => m.id === id)).toBe(false);
    expect(list.some((m) => m.id === olderId)).toBe(true);
  });

  it("lists the 20 most recent users with this month's message count", async () => {
    const cookie = await adminCookieHeader();
    const base = Date.now() + 60_000; // newer than anyone else in this file
    const statements = [];
    for (let i = 0; i < 22; i++) {
      statements.push(
        env.DB.prepare("INSERT INTO users (id, email, subscription_tier, created_at) VALUES (?, ?, ?, ?)").bind(
          `recent-${i}`,
          `recent-${i}@example.com`,
          i === 21 ? "premium" : "free",
          base + i * 1000,
        ),
      );
    }
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    statements.push(
      env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, ?)").bind(
        "recent-21",
        usageMonth(),
        7,
      ),
    );
    statements.push(
      env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, ?)").bind(
        "recent-21",
        usageMonth(lastMonth),
        99,
      ),
    );
    statements.push(
      env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, ?)").bind(
        "recent-20",
        usageMonth(lastMonth),
        12,
      ),
    );
    await env.DB.batch(statements);

    const rows = await getJson<AdminUserRow[]>("/api/admin/users", cookie);
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.email)).toEqual(Array.from({ length: 20 }, (_, k) => `recent-${21 - k}@example.com`));
    expect(rows[0]).toEqual({
      id: "recent-21",
      email: "recent-21@example.com",
      subscriptionTier: "premium",
      monthlyMessageCount: 7,
      createdAt: new Date(base + 21_000).toISOString(),
    });
    expect(rows[1]).toMatchObject({ subscriptionTier: "free", monthlyMessageCount: 0 });
  });

  it("lists partnership applications newest first", async () => {
    const cookie = await adminCookieHeader();
    for (const companyName of ["First Blanks", "Second Presses"]) {
      const res = await workerFetch(`${ORIGIN}/api/partnership-applications`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
        body: JSON.stringify({
          companyName,
          contactName: "Lee",
          email: "lee@example.com",
          partnershipType: "other",
          description: "Hello",
        }),
      });
      expect(res.status).toBe(201);
    }
    const list = await getJson<{ companyName: string; phone: string | null }[]>(
      "/api/admin/partnership-applications",
      cookie,
    );
    expect(list.map((a) => a.companyName)).toEqual(["Second Presses", "First Blanks"]);
    expect(list[0].phone).toBeNull();
  });
});
