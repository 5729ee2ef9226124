// Per-request session loading and the guards every protected endpoint uses.
import type { Context, MiddlewareHandler } from "hono";
import { isPremium } from "@common/user";
import type { User } from "../db/schema-types";
import { forbidden, unauthorized } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { loadMember, resolveMember, type Member } from "../services/member";
import { clearSessionCookie, readCookie, readSession, SESSION_COOKIE, type ActiveSession } from "../services/session";

const setsSessionCookie = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));

/**
 * Loads the signed-in member (if any: the user with this month's message count
 * and saved guides), once per request (one KV read, one D1 query), and re-sends
 * the session cookie when it was extended.
 *
 * For the requests `defer` picks (the ask, ADR 0821) the member's row is left
 * loading while the route does work that needs only the session's user id (the
 * ask's rate limit); the route reads it with `signedInUser` before it decides
 * anything, and always before it answers.
 */
export function loadSession(defer: (request: Request) => boolean = () => false): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.set("user", null);
    c.set("member", null);
    c.set("sessionTokenHash", null);
    c.set("memberLoad", null);
    let session: ActiveSession | null;
    let member: Member | null;
    if (defer(c.req.raw)) {
      session = await readSession(c.env, c.req.raw);
      const loading = session ? loadMember(c.env, session.userId) : Promise.resolve(null);
      // Awaited by the route (signedInUser), which answers a failure; only this request reads it.
      loading.catch(() => undefined);
      if (session) c.set("memberLoad", { userId: session.userId, hash: session.hash, member: loading });
      await next();
      const loaded = await loading.then(
        (value) => ({ value }),
        () => null,
      );
      // The member's read failed: the route answered that, and the cookie stays as it was.
      if (!loaded) return;
      member = loaded.value;
    } else {
      ({ session, member } = await resolveMember(c.env, c.req.raw));
      if (session && member) {
        c.set("user", member.user);
        c.set("member", member);
        c.set("sessionTokenHash", session.hash);
      }
      await next();
    }
    if (session?.refreshedCookie && c.get("user")) c.header("Set-Cookie", session.refreshedCookie, { append: true });
    // A session cookie that names no live session (expired, signed out elsewhere, forged) is
    // cleared, so the browser is a visitor again and gets edge-cached pages (ADR 0314).
    if (!member && readCookie(c.req.raw, SESSION_COOKIE) !== null && !setsSessionCookie(c.res))
      c.header("Set-Cookie", clearSessionCookie(), { append: true });
  };
}

/**
 * The signed-in user of a request whose member's row loads beside the route's own
 * work (loadSession's `defer`), once it arrived; 401 when the session names no
 * user. For other requests, the user loadSession already read.
 */
export async function signedInUser(c: Context<AppBindings>): Promise<User> {
  const load = c.get("memberLoad");
  if (load) {
    const member = await load.member;
    if (member) {
      c.set("user", member.user);
      c.set("member", member);
      c.set("sessionTokenHash", load.hash);
    }
  }
  return requireUser(c);
}

/**
 * Who is asking, before their row arrived: the session's user id now (enough to
 * count the ask), and the user from `signedInUser`. 401 at once without a session.
 */
export function pendingUser(c: Context<AppBindings>): { id: string; loading: Promise<User> } {
  const load = c.get("memberLoad");
  if (!load) {
    const user = requireUser(c);
    return { id: user.id, loading: Promise.resolve(user) };
  }
  return { id: load.userId, loading: signedInUser(c) };
}

/** A guard for deferred routes: 401 unless the request names a live session (its member may still be loading). */
export function requireSession(c: Context<AppBindings>): void {
  if (!c.get("memberLoad")) requireUser(c);
}

/** Runs a guard (which throws the API's 401, 403 or 503) before the input is validated. */
export function guard(check: (c: Context<AppBindings>) => unknown): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    await check(c);
    await next();
  };
}

export function requireUser(c: Context<AppBindings>): User {
  const user = c.get("user");
  if (!user) throw unauthorized();
  return user;
}

export function requirePremium(c: Context<AppBindings>): User {
  const user = requireUser(c);
  if (!isPremium(user)) throw forbidden("Premium subscription required");
  return user;
}
