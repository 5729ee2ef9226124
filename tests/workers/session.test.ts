import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServer } from "../../workers/server";
import { cookieValue, ORIGIN, setCookies, signIn } from "./helpers";
import { workerFetch } from "./worker";

const renderNothing = async () => new Response("page", { headers: { "Content-Type": "text/html" } });

describe("development sign-in and sessions", () => {
  it("signs in, answers /api/auth/user, and refuses the old cookie after logout", async () => {
    const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
      headers: { "CF-Connecting-IP": "127.0.0.1" },
      method: "POST",
      body: new URLSearchParams({
        firstName: "Ada",
        lastName: "Lovelace",
        email: "Ada@Example.com",
        returnTo: "/dashboard",
      }),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/dashboard");
    const sessionSetCookie = setCookies(res).find((c) => c.startsWith("__Host-session="))!;
    expect(sessionSetCookie).toMatch(/HttpOnly/);
    expect(sessionSetCookie).toMatch(/Secure/);
    expect(sessionSetCookie).toMatch(/SameSite=Lax/);
    expect(sessionSetCookie).toMatch(/Path=\//);
    const token = cookieValue(res, "__Host-session")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // KV keeps only the token's hash.
    const keys = await env.KV.list({ prefix: "session:" });
    expect(keys.keys.some((k) => k.name.includes(token))).toBe(false);

    const cookie = `__Host-session=${token}`;
    const me = await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    const user = (await me.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      subscriptionTier: "free",
      monthlyMessageCount: 0,
      subscriptionCanceled: false,
    });

    const out = await workerFetch(`${ORIGIN}/api/logout`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    expect(setCookies(out).some((c) => c.startsWith("__Host-session=;") && c.includes("Max-Age=0"))).toBe(true);

    const replay = await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
    expect(replay.status).toBe(401);
  });

  it("answers 401 without a session", async () => {
    const res = await workerFetch(`${ORIGIN}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
  });

  it("reuses the same user for the same e-mail", async () => {
    const a = await signIn("same@example.com");
    const b = await signIn("SAME@example.com");
    const ua = (await (await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: a } })).json()) as {
      id: string;
    };
    const ub = (await (await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: b } })).json()) as {
      id: string;
    };
    expect(ua.id).toBe(ub.id);
  });

  it("refuses development sign-in on any host but localhost", async () => {
    const res = await workerFetch("https://sublimation.example.com/api/login/dev", {
      method: "POST",
      body: new URLSearchParams({ firstName: "Eve", email: "eve@example.com" }),
      redirect: "manual",
    });
    expect(res.status).toBe(403);
    expect(setCookies(res).some((c) => c.startsWith("__Host-session="))).toBe(false);
  });

  it("refuses development sign-in when AUTH_DEV_LOGIN is not true, or in production", async () => {
    const server = createServer(renderNothing);
    for (const overrides of [{ AUTH_DEV_LOGIN: "false" }, { AUTH_DEV_LOGIN: "true", APP_ENV: "production" }]) {
      const res = await server.fetch(
        new Request(`${ORIGIN}/api/login/dev`, {
          method: "POST",
          body: new URLSearchParams({ firstName: "Eve", email: "eve@example.com" }),
        }),
        { ...env, ...overrides },
        { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext,
      );
      expect(res.status).toBe(403);
    }
  });

  it("rejects bad sign-in input with 400 and creates nobody", async () => {
    const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
      headers: { "CF-Connecting-IP": "127.0.0.1" },
      method: "POST",
      body: new URLSearchParams({ firstName: "", email: "not-an-email" }),
      redirect: "manual",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["email", "firstName"]);
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'not-an-email'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(0);
  });

  it("never redirects off-site after sign-in", async () => {
    for (const returnTo of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)"]) {
      const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
        headers: { "CF-Connecting-IP": "127.0.0.1" },
        method: "POST",
        body: new URLSearchParams({ firstName: "R", email: "r@example.com", returnTo }),
        redirect: "manual",
      });
      expect(res.headers.get("Location")).toBe("/");
    }
    const login = await workerFetch(`${ORIGIN}/api/login?returnTo=${encodeURIComponent("//evil.example/x")}`, {
      redirect: "manual",
    });
    expect(login.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
  });
});
