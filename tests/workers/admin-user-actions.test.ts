// The admin's user detail and actions when something is wrong: no admin session,
// a member who is not an admin (401, ADR 0500: the admin password is a separate
// credential), a bad action (400 with the field's message), an unknown user (404),
// an action that does not fit the account (409) and an administrator's own account
// (403). Nothing changes and nothing is logged when a call is refused.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServer } from "../../workers/server";
import { ADMIN_COOKIE } from "../../workers/services/admin-auth";
import { newUser } from "./chat-helpers";
import { cookieValue, ORIGIN } from "./helpers";
import { workerFetch } from "./worker";

const PASSWORD = "test-admin-password-1234";
let ips = 0;

async function adminCookie(): Promise<string> {
  const res = await workerFetch(`${ORIGIN}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": `192.0.2.${200 + ++ips}` },
    body: JSON.stringify({ password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return `${ADMIN_COOKIE}=${cookieValue(res, ADMIN_COOKIE)}`;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const act = (id: string, body: unknown, cookie?: string, fetch: Fetch = workerFetch) =>
  fetch(`${ORIGIN}/api/admin/users/${encodeURIComponent(id)}/actions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const auditRows = async () =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM admin_audit_log").first<{ n: number }>())!.n;
const tier = async (id: string) =>
  (await env.DB.prepare("SELECT subscription_tier AS t FROM users WHERE id = ?").bind(id).first<{ t: string }>())?.t;

describe("admin user actions that are refused", () => {
  it("answers 401 without a session and to a signed-in member who is not an admin, changing nothing", async () => {
    const target = await newUser("free", "admin-target");
    const member = await newUser("free", "not-admin");
    const before = await auditRows();
    for (const cookie of [undefined, member.cookie, `${ADMIN_COOKIE}=forged-token-value`]) {
      const res = await act(target.id, { action: "grant-premium" }, cookie);
      expect(res.status, cookie ?? "no cookie").toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthorized" });
      const detail = await workerFetch(`${ORIGIN}/api/admin/users/${target.id}`, {
        headers: cookie ? { Cookie: cookie } : {},
      });
      expect(detail.status).toBe(401);
    }
    expect(await tier(target.id)).toBe("free");
    expect(await auditRows()).toBe(before);
  });

  it("answers 400 with the field's message for an unknown action or a body that is not JSON", async () => {
    const cookie = await adminCookie();
    const target = await newUser("free", "admin-bad-input");
    const unknown = await act(target.id, { action: "make-admin" }, cookie);
    expect(unknown.status).toBe(400);
    const body = (await unknown.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({ action: ["Unknown action"] });
    const notJson = await act(target.id, "action=grant-premium", cookie);
    expect(notJson.status).toBe(400);
    expect(await tier(target.id)).toBe("free");
  });

  it("answers 404 for a user id that does not exist, for the detail and every action", async () => {
    const cookie = await adminCookie();
    const before = await auditRows();
    const missing = crypto.randomUUID();
    const detail = await workerFetch(`${ORIGIN}/api/admin/users/${missing}`, { headers: { Cookie: cookie } });
    expect(detail.status).toBe(404);
    expect(await detail.json()).toEqual({ message: "User not found" });
    for (const action of ["grant-premium", "remove-premium", "reset-usage", "delete-account"]) {
      const res = await act(missing, { action }, cookie);
      expect(res.status, action).toBe(404);
      expect(await res.json()).toEqual({ message: "User not found" });
    }
    // An id too long to be one is refused before any lookup.
    expect((await act("x".repeat(101), { action: "reset-usage" }, cookie)).status).toBe(400);
    expect(await auditRows()).toBe(before);
  });

  it("answers 409 for an action that does not fit the account, and 403 for deleting an administrator", async () => {
    const cookie = await adminCookie();
    const target = await newUser("free", "admin-conflict");
    const remove = await act(target.id, { action: "remove-premium" }, cookie);
    expect(remove.status).toBe(409);
    expect(await remove.json()).toEqual({ message: "This account has no complimentary Premium" });

    const boss = await newUser("free", "listed-admin");
    const server = createServer(async () => new Response("page"));
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const withAdmins: Fetch = async (input, init) =>
      server.fetch(new Request(input, init), { ...env, ADMIN_EMAILS: boss.email } as Env, ctx);
    const before = await auditRows();
    const res = await act(boss.id, { action: "delete-account" }, cookie, withAdmins);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "An administrator's account cannot be deleted here" });
    expect(await tier(boss.id)).toBe("free");
    expect(await auditRows()).toBe(before);
  });
});
