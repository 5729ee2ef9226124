// Per-request session loading and the guards every protected endpoint uses.
import type { Context, MiddlewareHandler } from "hono";
import { isPremium } from "@common/user";
import { getDb } from "../db/client";
import type { User } from "../db/schema-types";
import { forbidden, unauthorized } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { readSession } from "../services/session";
import { getUserById } from "../services/users";

/** Loads the signed-in user (if any) and re-sends the session cookie when it was extended. */
export function loadSession(): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    c.set("user", null);
    c.set("sessionTokenHash", null);
    const session = await readSession(c.env, c.req.raw);
    if (session) {
      const user = await getUserById(getDb(c.env), session.userId);
      if (user) {
        c.set("user", user);
        c.set("sessionTokenHash", session.hash);
      }
    }
    await next();
    if (session?.refreshedCookie && c.get("user")) c.header("Set-Cookie", session.refreshedCookie, { append: true });
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
