// Sign-in, sign-out and the current user. Sign-in and sign-out are full-page
// navigations: /api/login goes to the one configured provider,
// or to /sign-in (a button per provider, or the local development form).
import { Hono, type Context } from "hono";
import { safeReturnTo } from "@common/redirect";
import { devLoginSchema } from "@common/schemas";
import { getDb } from "../db/client";
import type { User } from "../db/schema-types";
import { devToolsAllowed } from "../env";
import { setFlash } from "../lib/flash";
import { isSameOriginRequest } from "../lib/request-guards";
import { restoreAllowance } from "../services/allowance-memory";
import { HttpError, parseWith, tooManyRequests, unauthorized } from "../lib/http";
import type { AppBindings } from "../lib/types";
import {
  SignInError,
  checkCallback,
  clearPendingSignInCookie,
  completeSignIn,
  enabledProviders,
  isOAuthProvider,
  pendingSignInCookie,
  readPendingSignIn,
  startSignIn,
  type OAuthProviderId,
  type SignInFailure,
} from "../services/oauth";
import { clientAddress, rateLimit } from "../services/rate-limit";
import { clearSessionCookie, createSession, deleteSession, sessionCookie } from "../services/session";
import { findOrCreateUserByEmail, toCurrentUser, upsertOAuthUser } from "../services/users";

/** Sign-in attempts per client address: enough for people, too few for guessing. */
export const SIGN_IN_LIMIT = 20;
export const SIGN_IN_WINDOW_MS = 60_000;

async function limitSignIn(c: Context<AppBindings>, bucket: string) {
  const limit = await rateLimit(c.env, bucket, clientAddress(c.req.raw), SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS);
  if (!limit.allowed)
    throw tooManyRequests("Too many sign-in attempts. Please try again later.", limit.retryAfterSeconds);
}

/** A fresh session for this user (never the one the browser brought), and the welcome toast. */
async function signInAs(c: Context<AppBindings>, user: User) {
  const previous = c.get("sessionTokenHash");
  if (previous) await deleteSession(c.env, previous);
  // An account made again with the e-mail of a deleted one starts where that one was this month.
  await restoreAllowance(c.env, user);
  const session = await createSession(c.env, user.id);
  c.header("Set-Cookie", sessionCookie(session.token, session.expiresAt), { append: true });
  await setFlash(c, { title: "Signed in", description: `Welcome, ${user.firstName ?? user.email}!` });
}

async function signOut(c: Context<AppBindings>) {
  const hash = c.get("sessionTokenHash");
  if (hash) await deleteSession(c.env, hash);
  c.header("Set-Cookie", clearSessionCookie(), { append: true });
  await setFlash(c, { title: "Signed out", description: "You have been signed out." });
}

/**
 * Shown instead of signing out when another site sent the browser to /api/logout:
 * a plain page whose button posts from this site.
 */
function confirmSignOut(c: Context<AppBindings>) {
  c.header("Cache-Control", "no-store");
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out?</title><meta name="robots" content="noindex"></head><body><main><h1>Sign out?</h1><p>A link from another site asked to sign you out.</p><form method="post" action="/api/logout"><button type="submit">Sign out</button></form><p><a href="/">Stay signed in</a></p></main></body></html>`,
  );
}

function signInFailed(c: Context<AppBindings>, reason: SignInFailure, returnTo: string) {
  return c.redirect(`/sign-in?error=${reason}&returnTo=${encodeURIComponent(returnTo)}`, 302);
}

async function redirectToProvider(c: Context<AppBindings>, provider: OAuthProviderId, returnTo: string) {
  try {
    const { url, pending } = await startSignIn(c.env, provider, c.req.url, returnTo);
    c.header("Set-Cookie", pendingSignInCookie(pending), { append: true });
    c.header("Cache-Control", "no-store");
    return c.redirect(url.toString(), 302);
  } catch (error) {
    if (error instanceof SignInError) {
      console.warn("sign-in could not start", provider, error.message);
      return signInFailed(c, error.reason, returnTo);
    }
    throw error;
  }
}

export const authApi = new Hono<AppBindings>()
  .get("/auth/user", async (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    return c.json(toCurrentUser(user, c.get("member")?.monthlyMessageCount ?? 0));
  })
  .get("/login", (c) => {
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    const providers = enabledProviders(c.env);
    if (providers.length === 1) return redirectToProvider(c, providers[0].id, returnTo);
    // Several providers: one button each; none: the development form or an honest notice.
    return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
  })
  .get("/login/:provider", (c) => {
    const provider = c.req.param("provider");
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    if (!isOAuthProvider(provider) || !enabledProviders(c.env).some((p) => p.id === provider)) {
      return signInFailed(c, "unavailable", returnTo);
    }
    return redirectToProvider(c, provider, returnTo);
  })
  .get("/login/callback/:provider", async (c) => {
    await limitSignIn(c, "oauth-callback");
    const provider = c.req.param("provider");
    const pending = readPendingSignIn(c.req.raw);
    // The attempt is single-use, whatever happens next.
    c.header("Set-Cookie", clearPendingSignInCookie(), { append: true });
    c.header("Cache-Control", "no-store");
    const returnTo = safeReturnTo(pending?.returnTo);
    if (!isOAuthProvider(provider) || !enabledProviders(c.env).some((p) => p.id === provider)) {
      return signInFailed(c, "unavailable", returnTo);
    }
    try {
      const q = c.req.query();
      const checked = await checkCallback(pending, provider, { state: q.state, code: q.code, error: q.error });
      const profile = await completeSignIn(c.env, c.req.url, provider, checked.code, checked.pending.verifier);
      const user = await upsertOAuthUser(getDb(c.env), profile);
      await signInAs(c, user);
      return c.redirect(returnTo, 302);
    } catch (error) {
      if (error instanceof SignInError) {
        console.warn("sign-in refused", provider, error.reason, error.message);
        return signInFailed(c, error.reason, returnTo);
      }
      throw error;
    }
  })
  .post("/login/dev", async (c) => {
    if (!devToolsAllowed(c.env, c.req.raw)) {
      throw new HttpError(403, "Development sign-in is not available on this server");
    }
    await limitSignIn(c, "dev-login");
    const form = await c.req.parseBody();
    const input = parseWith(devLoginSchema, {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      returnTo: form.returnTo,
    });
    const user = await findOrCreateUserByEmail(getDb(c.env), input);
    await signInAs(c, user);
    return c.redirect(safeReturnTo(input.returnTo), 303);
  })
  .get("/logout", async (c) => {
    // A navigation from another site (Sec-Fetch-Site cross-site or same-site) only gets a question.
    if (!isSameOriginRequest(c.req.raw)) return confirmSignOut(c);
    await signOut(c);
    return c.redirect("/", 302);
  })
  .post("/logout", async (c) => {
    await signOut(c);
    return c.redirect("/", 303);
  });
