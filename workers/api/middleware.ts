// Per-request session loading and the guards every protected endpoint uses.
import type { Context, MiddlewareHandler } from "hono";
import { isPremium } from "@common/user";
import type { User } from "../db/schema-types";
import { forbidden, unauthorized } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { resolveMember } from "../services/member";
import { clearSessionCookie, readCookie, SESSION_COOKIE } from "../services/session";

const setsSessionCookie = (response: Response) =>
  response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`));

/**
 * Loads the signed-in member (if any: the user with this month's message count
 * and saved guides), once per request (one KV read, one D1 query), and re-sends
 * the session cookie when it was extended.
 */
export function loadSession(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.set("user", null);
    c.set("member", null);
    c.set("sessionTokenHash", null);
    const { session, member } = await resolveMember(c.env, c.req.raw);
    if (session && member) {
      c.set("user", member.user);
      c.set("member", member);
      c.set("sessionTokenHash", session.hash);
    }
    await next();
    if (session?.refreshedCookie && c.get("user")) c.header("Set-Cookie", session.refreshedCookie, { append: true });
    // A session cookie that names no live session (expired, signed out elsewhere, forged) is
    // cleared, so the browser is a visitor again and gets edge-cached pages (ADR 0314).
    if (!member && readCookie(c.req.raw, SESSION_COOKIE) !== null && !setsSessionCookie(c.res))
      c.header("Set-Cookie", clearSessionCookie(), { append: true });
  };
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
