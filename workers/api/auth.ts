// Sign-in, sign-out and the current user. Sign-in and sign-out are full-page
// navigations (spec section 1).
import { Hono } from "hono";
import { safeReturnTo } from "~/lib/redirect";
import { devLoginSchema } from "~/lib/schemas";
import { getDb } from "../db/client";
import { devToolsAllowed } from "../env";
import { flashCookie } from "../lib/flash";
import { HttpError, parseWith, tooManyRequests, unauthorized } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { clientAddress, rateLimit } from "../services/rate-limit";
import { clearSessionCookie, createSession, deleteSession, sessionCookie } from "../services/session";
import { currentUserObject, findOrCreateUserByEmail } from "../services/users";

export const authApi = new Hono<AppBindings>()
  .get("/auth/user", async (c) => {
    const user = c.get("user");
    if (!user) throw unauthorized();
    return c.json(await currentUserObject(getDb(c.env), user));
  })
  .get("/login", (c) => {
    const returnTo = safeReturnTo(c.req.query("returnTo"));
    // The sign-in page lists the configured providers, or the local development form.
    return c.redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`, 302);
  })
  .post("/login/dev", async (c) => {
    if (!devToolsAllowed(c.env, c.req.raw)) {
      throw new HttpError(403, "Development sign-in is not available on this server");
    }
    const limit = await rateLimit(c.env, "dev-login", clientAddress(c.req.raw), 20, 60_000);
    if (!limit.allowed) throw tooManyRequests(undefined, limit.retryAfterSeconds);
    const form = await c.req.parseBody();
    const input = parseWith(devLoginSchema, {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      returnTo: form.returnTo,
    });
    const user = await findOrCreateUserByEmail(getDb(c.env), input);
    const session = await createSession(c.env, user.id);
    c.header("Set-Cookie", sessionCookie(session.token, session.expiresAt), { append: true });
    c.header("Set-Cookie", flashCookie({ title: "Signed in", description: `Welcome, ${user.firstName ?? user.email}!` }), {
      append: true,
    });
    return c.redirect(safeReturnTo(input.returnTo), 303);
  })
  .get("/logout", async (c) => {
    const hash = c.get("sessionTokenHash");
    if (hash) await deleteSession(c.env, hash);
    c.header("Set-Cookie", clearSessionCookie(), { append: true });
    c.header("Set-Cookie", flashCookie({ title: "Signed out", description: "You have been signed out." }), { append: true });
    return c.redirect("/", 302);
  });
