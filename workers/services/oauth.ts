// OAuth / OpenID Connect sign-in through arctic: which providers are configured,
// the authorization redirect (state + PKCE), the code exchange, and the
// provider's profile read as untrusted input.
import {
  CodeChallengeMethod,
  GitHub,
  Google,
  OAuth2Client,
  OAuth2RequestError,
  generateCodeVerifier,
  generateState,
} from "arctic";
import { z } from "zod";
import { base64url, timingSafeEqualStrings } from "../lib/crypto";
import { isProduction, settings } from "../env";
import { readCookie } from "./session";

export const OAUTH_PROVIDERS = ["google", "github", "oidc"] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthProviderInfo {
  id: OAuthProviderId;
  name: string;
}

/** Providers with both a client id and a secret (OIDC also needs its issuer), in a fixed order. */
export function enabledProviders(env: Env): OAuthProviderInfo[] {
  const s = settings(env);
  const out: OAuthProviderInfo[] = [];
  if (s.GOOGLE_CLIENT_ID && s.GOOGLE_CLIENT_SECRET) out.push({ id: "google", name: "Google" });
  if (s.GITHUB_CLIENT_ID && s.GITHUB_CLIENT_SECRET) out.push({ id: "github", name: "GitHub" });
  if (s.OIDC_ISSUER && s.OIDC_CLIENT_ID && s.OIDC_CLIENT_SECRET && issuerAllowed(env, s.OIDC_ISSUER))
    out.push({ id: "oidc", name: s.OIDC_NAME ?? "Single sign-on" });
  return out;
}

/** An https issuer; plain http only for a provider on this machine, and never in production. */
function issuerAllowed(env: Env, issuer: string): boolean {
  try {
    const url = new URL(issuer);
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && !isProduction(env) && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

export function isOAuthProvider(value: string): value is OAuthProviderId {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

export function callbackUrl(requestUrl: string, provider: OAuthProviderId): string {
  return `${new URL(requestUrl).origin}/api/login/callback/${provider}`;
}

/** Why a sign-in attempt failed; the sign-in page explains each one. */
export type SignInFailure = "state" | "code" | "denied" | "provider" | "profile" | "email" | "unavailable";

export class SignInError extends Error {
  constructor(
    public readonly reason: SignInFailure,
    detail?: string,
  ) {
    super(detail ?? reason);
  }
}

// ---------------------------------------------------------------- OIDC discovery

const discoverySchema = z.object({
  issuer: z.string().url(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url(),
});
type Discovery = z.infer<typeof discoverySchema>;

// A per-isolate cache of the issuer's metadata: only saves a round trip, enforces nothing.
const discoveryCache = new Map<string, { value: Discovery; expires: number }>();

async function discover(issuer: string): Promise<Discovery> {
  const cached = discoveryCache.get(issuer);
  if (cached && cached.expires > Date.now()) return cached.value;
  const url = `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
  let body: unknown;
  try {
    const res = await fetch(url, { headers: { Accept: "application/json" } });
    if (!res.ok) throw new Error(`discovery answered ${res.status}`);
    body = await res.json();
  } catch (error) {
    throw new SignInError("provider", `OpenID discovery failed: ${String(error)}`);
  }
  const parsed = discoverySchema.safeParse(body);
  // The metadata must describe the issuer we were configured with (OpenID Discovery 4.3).
  if (!parsed.success || parsed.data.issuer.replace(/\/+$/, "") !== issuer.replace(/\/+$/, "")) {
    throw new SignInError("provider", "OpenID discovery document is invalid");
  }
  discoveryCache.set(issuer, { value: parsed.data, expires: Date.now() + 60 * 60 * 1000 });
  return parsed.data;
}

// ---------------------------------------------------------------- the flow

export interface PendingSignIn {
  provider: OAuthProviderId;
  state: string;
  /** PKCE verifier (GitHub's arctic client takes none, but one is kept for uniformity). */
  verifier: string;
  returnTo: string;
  /** When the attempt started (ms), so a stale cookie is refused even if the browser kept it. */
  startedAt: number;
}

export const OAUTH_COOKIE = "__Host-oauth";
export const OAUTH_COOKIE_TTL_S = 10 * 60;

export function pendingSignInCookie(pending: PendingSignIn): string {
  const value = base64url(new TextEncoder().encode(JSON.stringify(pending)));
  return `${OAUTH_COOKIE}=${value}; Path=/; Max-Age=${OAUTH_COOKIE_TTL_S}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearPendingSignInCookie(): string {
  return `${OAUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

const pendingSchema = z.object({
  provider: z.enum(OAUTH_PROVIDERS),
  state: z.string().min(1).max(200),
  verifier: z.string().min(43).max(128),
  returnTo: z.string().max(500),
  startedAt: z.number(),
});

export function readPendingSignIn(request: Request): PendingSignIn | null {
  const raw = readCookie(request, OAUTH_COOKIE);
  if (!raw || raw.length > 2000) return null;
  try {
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(raw.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)),
    );
    const parsed = pendingSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    if (Date.now() - parsed.data.startedAt > OAUTH_COOKIE_TTL_S * 1000) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Starts a sign-in: the provider URL to send the browser to, and what to remember in the cookie. */
export async function startSignIn(
  env: Env,
  provider: OAuthProviderId,
  requestUrl: string,
  returnTo: string,
): Promise<{ url: URL; pending: PendingSignIn }> {
  const s = settings(env);
  const state = generateState();
  const verifier = generateCodeVerifier();
  const redirectUri = callbackUrl(requestUrl, provider);
  let url: URL;
  switch (provider) {
    case "google":
      url = new Google(s.GOOGLE_CLIENT_ID!, s.GOOGLE_CLIENT_SECRET!, redirectUri).createAuthorizationURL(
        state,
        verifier,
        ["openid", "email", "profile"],
      );
      break;
    case "github":
      url = new GitHub(s.GITHUB_CLIENT_ID!, s.GITHUB_CLIENT_SECRET!, redirectUri).createAuthorizationURL(state, [
        "read:user",
        "user:email",
      ]);
      break;
    case "oidc": {
      const meta = await discover(s.OIDC_ISSUER!);
      url = new OAuth2Client(s.OIDC_CLIENT_ID!, s.OIDC_CLIENT_SECRET!, redirectUri).createAuthorizationURLWithPKCE(
        meta.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        verifier,
        ["openid", "email", "profile"],
      );
      break;
    }
  }
  return { url, pending: { provider, state, verifier, returnTo, startedAt: Date.now() } };
}

/** The verified identity a provider vouches for. */
export interface ProviderProfile {
  provider: OAuthProviderId;
  providerUserId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Checks the callback against the pending attempt; throws SignInError when it does not match. */
export async function checkCallback(
  pending: PendingSignIn | null,
  provider: OAuthProviderId,
  query: { state?: string; code?: string; error?: string },
): Promise<{ code: string; pending: PendingSignIn }> {
  if (!pending || pending.provider !== provider)
    throw new SignInError("state", "no sign-in in progress for this provider");
  if (!query.state || !(await timingSafeEqualStrings(query.state, pending.state))) {
    throw new SignInError("state", "state mismatch");
  }
  if (query.error) throw new SignInError(query.error === "access_denied" ? "denied" : "provider", query.error);
  if (!query.code || query.code.length > 2048) throw new SignInError("code", "missing code");
  return { code: query.code, pending };
}

async function exchange<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // invalid_grant: a bad, expired or reused code, or a PKCE verifier that does not match.
    if (error instanceof OAuth2RequestError) {
      throw new SignInError(error.code === "invalid_grant" ? "code" : "provider", error.code);
    }
    throw new SignInError("provider", String(error));
  }
}

async function getJson(url: string, accessToken: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: "application/json",
        // GitHub refuses requests without one.
        "User-Agent": "sublimation-hub",
      },
    });
  } catch (error) {
    throw new SignInError("provider", String(error));
  }
  if (!res.ok) throw new SignInError("provider", `${url} answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new SignInError("profile", "profile is not JSON");
  }
}

const name = z
  .string()
  .transform((v) => v.trim().slice(0, 60) || null)
  .nullish()
  .catch(null);
const picture = z
  .string()
  .max(2000)
  .refine((v) => v.startsWith("https://"))
  .nullish()
  .catch(null);
const emailField = z.string().trim().toLowerCase().max(254).email();

/** OpenID Connect userinfo (Google and the generic provider). */
const userinfoSchema = z.object({
  sub: z.string().min(1).max(255),
  email: emailField.optional().catch(undefined),
  // Some providers send "true" as a string.
  email_verified: z
    .union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")])
    .optional()
    .catch(false),
  given_name: name,
  family_name: name,
  name,
  picture,
});

function splitName(full: string | null | undefined): [string | null, string | null] {
  if (!full) return [null, null];
  const [first, ...rest] = full.split(/\s+/);
  return [first || null, rest.join(" ") || null];
}

function fromUserinfo(provider: OAuthProviderId, raw: unknown): ProviderProfile {
  const parsed = userinfoSchema.safeParse(raw);
  if (!parsed.success) throw new SignInError("profile", "userinfo does not match");
  const u = parsed.data;
  if (!u.email || u.email_verified !== true) throw new SignInError("email", "no verified e-mail");
  const [first, last] = splitName(u.name);
  return {
    provider,
    providerUserId: u.sub,
    email: u.email,
    firstName: u.given_name ?? first,
    lastName: u.family_name ?? last,
    profileImageUrl: u.picture ?? null,
  };
}

const githubUserSchema = z.object({
  id: z.number().int().positive(),
  login: z.string().max(100),
  name,
  avatar_url: picture,
});
const githubEmailsSchema = z.array(
  z
    .object({ email: z.string(), verified: z.boolean(), primary: z.boolean() })
    .catch({ email: "", verified: false, primary: false }),
);

/** Exchanges the code and reads the provider's profile. */
export async function completeSignIn(
  env: Env,
  requestUrl: string,
  provider: OAuthProviderId,
  code: string,
  verifier: string,
) {
  const s = settings(env);
  const redirectUri = callbackUrl(requestUrl, provider);
  switch (provider) {
    case "google": {
      const tokens = await exchange(() =>
        new Google(s.GOOGLE_CLIENT_ID!, s.GOOGLE_CLIENT_SECRET!, redirectUri).validateAuthorizationCode(code, verifier),
      );
      return fromUserinfo(
        provider,
        await getJson("https://openidconnect.googleapis.com/v1/userinfo", tokens.accessToken()),
      );
    }
    case "oidc": {
      const meta = await discover(s.OIDC_ISSUER!);
      const tokens = await exchange(() =>
        new OAuth2Client(s.OIDC_CLIENT_ID!, s.OIDC_CLIENT_SECRET!, redirectUri).validateAuthorizationCode(
          meta.token_endpoint,
          code,
          verifier,
        ),
      );
      return fromUserinfo(provider, await getJson(meta.userinfo_endpoint, tokens.accessToken()));
    }
    case "github": {
      const tokens = await exchange(() =>
        new GitHub(s.GITHUB_CLIENT_ID!, s.GITHUB_CLIENT_SECRET!, redirectUri).validateAuthorizationCode(code),
      );
      const token = tokens.accessToken();
      const userParsed = githubUserSchema.safeParse(await getJson("https://api.github.com/user", token));
      if (!userParsed.success) throw new SignInError("profile", "GitHub user does not match");
      const emails = githubEmailsSchema.safeParse(await getJson("https://api.github.com/user/emails", token));
      const primary = emails.success ? emails.data.find((e) => e.primary && e.verified) : undefined;
      const email = primary ? emailField.safeParse(primary.email) : null;
      if (!email?.success) throw new SignInError("email", "no verified primary e-mail");
      const [first, last] = splitName(userParsed.data.name ?? userParsed.data.login);
      return {
        provider,
        providerUserId: String(userParsed.data.id),
        email: email.data,
        firstName: first,
        lastName: last,
        profileImageUrl: userParsed.data.avatar_url ?? null,
      } satisfies ProviderProfile;
    }
  }
}
