// The whole OAuth / OpenID Connect authorization-code flow against a real
// OpenID provider (node-oidc-provider) started on loopback by the global setup:
// login redirect with state and PKCE, callback, session, /api/auth/user, logout,
// and every way a callback must be refused.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, inject, it, vi } from "vitest";
import "./support/oidc-provider.types";
import { createServer } from "../../workers/server";
import { cookieValue, ORIGIN, setCookies, signIn } from "./helpers";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./support/oidc-client";

const renderNothing = async () => new Response("page", { headers: { "Content-Type": "text/html" } });
const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
const server = createServer(renderNothing);

const issuer = () => inject("oidcIssuer");
const oidcEnv = (extra: Record<string, string> = {}) =>
  ({ ...env, OIDC_ISSUER: issuer(), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME: "Test SSO", ...extra }) as Env;

let ipCounter = 0;
/** Each test signs in from its own address, so the per-address limit never couples tests. */
const newIp = () => `203.0.113.${++ipCounter}`;

function call(appEnv: Env, url: string, init: RequestInit & { ip?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", init.ip ?? "198.51.100.1");
  return server.fetch(
    new Request(url.startsWith("http") ? url : `${ORIGIN}${url}`, { ...init, headers, redirect: "manual" }),
    appEnv,
    ctx,
  );
}

interface Claims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/** Follows the provider's redirects (with its cookies) until it sends the browser back to our callback. */
async function authorizeAtProvider(authorizationUrl: string, claims: Claims): Promise<string> {
  const url = new URL(authorizationUrl);
  url.searchParams.set("login_hint", JSON.stringify(claims));
  const jar = new Map<string, string>();
  let next = url.toString();
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(next, {
      redirect: "manual",
      headers: { Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const [k, ...v] = pair.split("=");
      if (attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) jar.delete(k.trim());
      else jar.set(k.trim(), v.join("="));
    }
    const location = res.headers.get("Location");
    if (!location) throw new Error(`provider stopped at ${next}: ${res.status} ${await res.text()}`);
    next = new URL(location, next).toString();
    if (next.startsWith(`${ORIGIN}/api/login/callback/`)) return next;
  }
  throw new Error("too many redirects at the provider");
}

async function startLogin(appEnv: Env, ip: string, returnTo = "/dashboard") {
  const res = await call(appEnv, `/api/login?returnTo=${encodeURIComponent(returnTo)}`, { ip });
  expect(res.status).toBe(302);
  const location = res.headers.get("Location")!;
  const oauthCookie = cookieValue(res, "__Host-oauth");
  expect(oauthCookie).toBeTruthy();
  return { res, location, cookie: `__Host-oauth=${oauthCookie}` };
}

async function fullSignIn(claims: Claims, returnTo = "/dashboard") {
  const appEnv = oidcEnv();
  const ip = newIp();
  const login = await startLogin(appEnv, ip, returnTo);
  const callbackUrl = await authorizeAtProvider(login.location, claims);
  const callback = await call(appEnv, callbackUrl, { ip, headers: { Cookie: login.cookie } });
  return { appEnv, ip, login, callbackUrl, callback };
}

const sessionOf = (res: Response) => cookieValue(res, "__Host-session");

// Refused sign-ins are logged as one line each (the Worker's warn); expected here.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("OAuth sign-in against a real OpenID provider on loopback", () => {
  it("runs the whole code flow: redirect with state and PKCE, callback, session, /api/auth/user, logout, replay refused", async () => {
    const email = "oidc-ada@example.com";
    const { appEnv, ip, login, callback } = await fullSignIn({
      sub: "ada-1",
      email,
      email_verified: true,
      given_name: "Ada",
      family_name: "Lovelace",
    });

    // One provider configured: /api/login goes straight to it, with state and an S256 PKCE challenge.
    const auth = new URL(login.location);
    expect(auth.origin).toBe(issuer());
    expect(auth.searchParams.get("client_id")).toBe(OIDC_CLIENT_ID);
    expect(auth.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/login/callback/oidc`);
    expect(auth.searchParams.get("code_challenge_method")).toBe("S256");
    expect(auth.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(auth.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(auth.searchParams.get("scope")).toBe("openid email profile");
    // State and verifier live in a short-lived, HttpOnly, host-only cookie.
    const pendingCookie = setCookies(login.res).find((c) => c.startsWith("__Host-oauth="))!;
    expect(pendingCookie).toMatch(/Max-Age=600/);
    expect(pendingCookie).toMatch(/HttpOnly/);
    expect(pendingCookie).toMatch(/Secure/);
    expect(pendingCookie).toMatch(/SameSite=Lax/);
    expect(pendingCookie).toMatch(/Path=\//);
    // The verifier itself never travels to the provider.
    const pending = JSON.parse(atob(login.cookie.split("=")[1].replace(/-/g, "+").replace(/_/g, "/"))) as {
      verifier: string;
    };
    expect(login.location).not.toContain(pending.verifier);

    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/dashboard");
    const sessionSetCookie = setCookies(callback).find((c) => c.startsWith("__Host-session="))!;
    for (const flag of [/HttpOnly/, /Secure/, /SameSite=Lax/, /Path=\//]) expect(sessionSetCookie).toMatch(flag);
    expect(setCookies(callback).some((c) => c.startsWith("__Host-oauth=;") && c.includes("Max-Age=0"))).toBe(true);

    const cookie = `__Host-session=${sessionOf(callback)}`;
    const me = await call(appEnv, "/api/auth/user", { ip, headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, firstName: "Ada", lastName: "Lovelace", subscriptionTier: "free" });
    const link = await env.DB.prepare(
      "SELECT provider, provider_user_id FROM oauth_accounts o JOIN users u ON u.id = o.user_id WHERE u.email = ?",
    )
      .bind(email)
      .first();
    expect(link).toEqual({ provider: "oidc", provider_user_id: "ada-1" });

    const out = await call(appEnv, "/api/logout", { ip, headers: { Cookie: cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get("Location")).toBe("/");
    const replay = await call(appEnv, "/api/auth/user", { ip, headers: { Cookie: cookie } });
    expect(replay.status).toBe(401);
  });

  it("gives a new token at every sign-in and finds the same user by (provider, subject)", async () => {
    const claims = { sub: "grace-7", email: "grace@example.com", email_verified: true, given_name: "Grace" };
    const first = await fullSignIn(claims);
    const second = await fullSignIn(claims);
    expect(sessionOf(first.callback)).toBeTruthy();
    expect(sessionOf(second.callback)).not.toBe(sessionOf(first.callback));
    const n = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'grace@example.com'").first<{
      n: number;
    }>();
    expect(n?.n).toBe(1);
  });

  it("refuses a reused authorization code and creates no session", async () => {
    const { appEnv, ip, login, callbackUrl, callback } = await fullSignIn({
      sub: "reuse-1",
      email: "reuse@example.com",
      email_verified: true,
    });
    expect(sessionOf(callback)).toBeTruthy();
    // The same callback again, even with the original state cookie: the provider refuses the used code.
    const again = await call(appEnv, callbackUrl, { ip, headers: { Cookie: login.cookie } });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe("/sign-in?error=code&returnTo=%2Fdashboard");
    expect(sessionOf(again)).toBeNull();
  });

  it("refuses a mismatched or missing state, and a callback for another provider", async () => {
    const appEnv = oidcEnv();
    const ip = newIp();
    const login = await startLogin(appEnv, ip);
    const callbackUrl = await authorizeAtProvider(login.location, {
      sub: "mallory-1",
      email: "mallory@example.com",
      email_verified: true,
    });
    const tampered = new URL(callbackUrl);
    tampered.searchParams.set("state", "attacker-chosen-state-value");
    const bad = await call(appEnv, tampered.toString(), { ip, headers: { Cookie: login.cookie } });
    expect(bad.headers.get("Location")).toBe("/sign-in?error=state&returnTo=%2Fdashboard");
    expect(sessionOf(bad)).toBeNull();

    // No pending sign-in at all (a link planted by someone else).
    const planted = await call(appEnv, callbackUrl, { ip });
    expect(planted.headers.get("Location")).toBe("/sign-in?error=state&returnTo=%2F");
    expect(sessionOf(planted)).toBeNull();
    const users = await env.DB.prepare("SELECT COUNT(*) AS n FROM users WHERE email = 'mallory@example.com'").first<{
      n: number;
    }>();
    expect(users?.n).toBe(0);

    // A pending OIDC sign-in does not validate a Google callback.
    const both = oidcEnv({ GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" });
    const google = await call(both, `/api/login/callback/google?state=x&code=y`, {
      ip,
      headers: { Cookie: login.cookie },
    });
    expect(google.headers.get("Location")).toMatch(/^\/sign-in\?error=state/);
  });

  it("ends a provider error (access denied) on the error page without a session", async () => {
    const appEnv = oidcEnv();
    const ip = newIp();
    const login = await startLogin(appEnv, ip);
    const state = new URL(login.location).searchParams.get("state")!;
    const res = await call(appEnv, `/api/login/callback/oidc?error=access_denied&state=${state}`, {
      ip,
      headers: { Cookie: login.cookie },
    });
    expect(res.headers.get("Location")).toBe("/sign-in?error=denied&returnTo=%2Fdashboard");
    expect(sessionOf(res)).toBeNull();
  });

  it("requires a verified e-mail, and links an existing account only through one", async () => {
    const email = "linked@example.com";
    const devCookie = await signIn(email, "Lin", "Ked");
    const devUser = (await (await call(env, "/api/auth/user", { headers: { Cookie: devCookie } })).json()) as {
      id: string;
    };

    const unverified = await fullSignIn({ sub: "linked-unverified", email, email_verified: false });
    expect(unverified.callback.headers.get("Location")).toBe("/sign-in?error=email&returnTo=%2Fdashboard");
    expect(sessionOf(unverified.callback)).toBeNull();
    const noLink = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM oauth_accounts WHERE provider_user_id = 'linked-unverified'",
    ).first<{ n: number }>();
    expect(noLink?.n).toBe(0);

    const noEmail = await fullSignIn({ sub: "no-email-1" });
    expect(noEmail.callback.headers.get("Location")).toMatch(/^\/sign-in\?error=email/);

    const verified = await fullSignIn({ sub: "linked-verified", email: "Linked@Example.com", email_verified: true });
    const cookie = `__Host-session=${sessionOf(verified.callback)}`;
    const me = (await (await call(env, "/api/auth/user", { headers: { Cookie: cookie } })).json()) as {
      id: string;
      firstName: string;
    };
    expect(me.id).toBe(devUser.id);
    expect(me.firstName).toBe("Lin");
  });

  it("never returns off-site after sign-in", async () => {
    const { callback } = await fullSignIn(
      { sub: "redirect-1", email: "redirect@example.com", email_verified: true },
      "//evil.example/steal",
    );
    expect(callback.headers.get("Location")).toBe("/");
  });

  it("rate-limits the callback per client address", async () => {
    const appEnv = oidcEnv();
    const ip = newIp();
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await call(appEnv, "/api/login/callback/oidc?state=a&code=b", { ip });
    expect(last!.status).toBe(429);
    expect(last!.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Another address is unaffected.
    const other = await call(appEnv, "/api/login/callback/oidc?state=a&code=b", { ip: newIp() });
    expect(other.status).toBe(302);
  });
});

describe("which sign-in /api/login offers", () => {
  it("goes to /sign-in with several providers or none, and straight to the provider with one", async () => {
    const none = await call(env, "/api/login?returnTo=%2Fguides");
    expect(none.headers.get("Location")).toBe("/sign-in?returnTo=%2Fguides");

    const several = oidcEnv({ GITHUB_CLIENT_ID: "gh-id", GITHUB_CLIENT_SECRET: "gh-secret" });
    const many = await call(several, "/api/login?returnTo=%2Fguides");
    expect(many.headers.get("Location")).toBe("/sign-in?returnTo=%2Fguides");

    // A provider button: GitHub with its state cookie.
    const gh = await call(several, "/api/login/github?returnTo=%2Fguides");
    const ghUrl = new URL(gh.headers.get("Location")!);
    expect(ghUrl.origin).toBe("https://github.com");
    expect(ghUrl.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/api/login/callback/github`);
    expect(ghUrl.searchParams.get("state")).toBeTruthy();
    expect(cookieValue(gh, "__Host-oauth")).toBeTruthy();

    // Google alone: straight there, with PKCE.
    const googleOnly = { ...env, GOOGLE_CLIENT_ID: "g-id", GOOGLE_CLIENT_SECRET: "g-secret" } as Env;
    const g = await call(googleOnly, "/api/login");
    const gUrl = new URL(g.headers.get("Location")!);
    expect(gUrl.hostname).toBe("accounts.google.com");
    expect(gUrl.searchParams.get("code_challenge_method")).toBe("S256");

    // A client id without its secret enables nothing.
    const half = await call({ ...env, GOOGLE_CLIENT_ID: "g-id" } as Env, "/api/login");
    expect(half.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
    // An OpenID issuer over plain http is accepted only on this machine, never in production.
    const insecure = await call(oidcEnv({ APP_ENV: "production" }), "/api/login");
    expect(insecure.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
    const remoteHttp = await call(oidcEnv({ OIDC_ISSUER: "http://sso.example.com" }), "/api/login");
    expect(remoteHttp.headers.get("Location")).toBe("/sign-in?returnTo=%2F");
    const unconfigured = await call(env, "/api/login/google");
    expect(unconfigured.headers.get("Location")).toBe("/sign-in?error=unavailable&returnTo=%2F");
  });

  it("reports an unreachable OpenID issuer on the error page", async () => {
    // The connection fails as a refused one does in workerd (without workerd's own log of it).
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) =>
      new Request(input, init).url.startsWith("http://127.0.0.1:9/")
        ? Promise.reject(new Error("Network connection lost."))
        : realFetch(input, init),
    );
    const res = await call(oidcEnv({ OIDC_ISSUER: "http://127.0.0.1:9" }), "/api/login");
    expect(res.headers.get("Location")).toBe("/sign-in?error=provider&returnTo=%2F");
    expect(cookieValue(res, "__Host-oauth")).toBeNull();
  });
});
