// The admin area's API; every endpoint checks the admin session on the server.
import { Hono, type Context } from "hono";
import {
  adminLoginSchema,
  adminUserActionSchema,
  adminUserIdSchema,
  adminUserQuerySchema,
  contactMessageIdSchema,
} from "@common/schemas";
import { getDb } from "../db/client";
import { HttpError, notFound, parseWith, queryParams, tooManyRequests, unauthorized } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { jsonInput } from "../lib/validate";
import {
  adminAccess,
  adminAreaConfigured,
  ADMIN_LOGIN_BUCKET,
  ADMIN_LOGIN_GLOBAL_BUCKET,
  ADMIN_LOGIN_GLOBAL_KEY,
  ADMIN_LOGIN_GLOBAL_LIMIT,
  ADMIN_LOGIN_GLOBAL_WINDOW_MS,
  ADMIN_LOGIN_LIMIT,
  ADMIN_LOGIN_WINDOW_MS,
  adminCookie,
  checkAdminPassword,
  clearAdminCookie,
  createAdminSession,
  deleteAdminSession,
  type AdminAccess,
} from "../services/admin-auth";
import {
  adminStats,
  deleteContactMessage,
  listContactMessages,
  listPartnershipApplications,
  markContactMessageRead,
  recentUsers,
} from "../services/admin";
import { adminTrends, auditLog, runUserAction, searchUsers, userDetail } from "../services/admin-users";
import { clientAddress, rateLimit, releaseHit } from "../services/rate-limit";
import { listUnanswered } from "../services/unanswered";
import { vitalsP75 } from "../services/vitals";
import { guard } from "./middleware";

const notConfigured = () => new HttpError(503, "The admin area is not configured");

/** 503 while the password is unset or too short; 401 without an admin session. */
async function requireAdmin(c: Context<AppBindings>): Promise<AdminAccess> {
  if (!adminAreaConfigured(c.env)) throw notConfigured();
  const access = await adminAccess(c.env, c.req.raw, c.get("user"));
  if (!access) throw unauthorized();
  return access;
}

/** 503 while the admin area is not configured. Password posts from other sites never get
 * here (see sameOriginWrites); the admin cookie is SameSite=Strict. */
function checkLoginRequest(c: Context<AppBindings>) {
  if (!adminAreaConfigured(c.env)) throw notConfigured();
}

function messageId(c: Context<AppBindings>): number {
  return parseWith(contactMessageIdSchema, c.req.param("id"));
}

export const adminApi = new Hono<AppBindings>()
  .post("/admin/login", guard(checkLoginRequest), jsonInput(adminLoginSchema), async (c) => {
    const { password } = c.req.valid("json");
    // Count the attempt before checking it, so parallel guesses cannot slip past
    // the limit; a correct password gives its attempt back.
    const address = clientAddress(c.req.raw);
    const hit = await rateLimit(c.env, ADMIN_LOGIN_BUCKET, address, ADMIN_LOGIN_LIMIT, ADMIN_LOGIN_WINDOW_MS);
    if (!hit.allowed) throw tooManyRequests("Too many attempts. Please try again later.", hit.retryAfterSeconds);
    const global = await rateLimit(
      c.env,
      ADMIN_LOGIN_GLOBAL_BUCKET,
      ADMIN_LOGIN_GLOBAL_KEY,
      ADMIN_LOGIN_GLOBAL_LIMIT,
      ADMIN_LOGIN_GLOBAL_WINDOW_MS,
    );
    if (!global.allowed) {
      console.warn("admin sign-in: the hourly cap on failed attempts from all addresses is reached");
      throw tooManyRequests("Too many attempts. Please try again later.", global.retryAfterSeconds);
    }
    if (!(await checkAdminPassword(c.env, password))) throw unauthorized("Invalid password");
    await Promise.all([
      releaseHit(c.env, ADMIN_LOGIN_BUCKET, address, hit.hitId),
      releaseHit(c.env, ADMIN_LOGIN_GLOBAL_BUCKET, ADMIN_LOGIN_GLOBAL_KEY, global.hitId),
    ]);
    const { token } = await createAdminSession(c.env);
    c.header("Set-Cookie", adminCookie(token), { append: true });
    return c.json({ message: "Unlocked" });
  })
  .post("/admin/logout", async (c) => {
    await deleteAdminSession(c.env, c.req.raw);
    c.header("Set-Cookie", clearAdminCookie(), { append: true });
    return c.json({ message: "Locked" });
  })
  .get("/admin/stats", async (c) => {
    await requireAdmin(c);
    return c.json(await adminStats(c.env.DB));
  })
  .get("/admin/vitals", async (c) => {
    await requireAdmin(c);
    return c.json(await vitalsP75(getDb(c.env)));
  })
  .get("/admin/contact-messages", async (c) => {
    await requireAdmin(c);
    return c.json(await listContactMessages(getDb(c.env)));
  })
  .patch("/admin/contact-messages/:id/read", async (c) => {
    await requireAdmin(c);
    const id = messageId(c);
    if (!(await markContactMessageRead(getDb(c.env), id))) throw notFound("Message not found");
    return c.json({ id, isRead: true });
  })
  .delete("/admin/contact-messages/:id", async (c) => {
    await requireAdmin(c);
    const id = messageId(c);
    if (!(await deleteContactMessage(getDb(c.env), id))) throw notFound("Message not found");
    return c.json({ id, deleted: true });
  })
  .get("/admin/unanswered-questions", async (c) => {
    await requireAdmin(c);
    return c.json({ questions: await listUnanswered(getDb(c.env)) });
  })
  .get("/admin/users", async (c) => {
    await requireAdmin(c);
    return c.json(await recentUsers(getDb(c.env)));
  })
  .get("/admin/partnership-applications", async (c) => {
    await requireAdmin(c);
    return c.json(await listPartnershipApplications(getDb(c.env)));
  })
  .get("/admin/user-search", async (c) => {
    await requireAdmin(c);
    const { q, page } = queryParams(c, adminUserQuerySchema);
    return c.json(await searchUsers(getDb(c.env), q, page));
  })
  .get("/admin/users/:id", async (c) => {
    await requireAdmin(c);
    return c.json(await userDetail(getDb(c.env), parseWith(adminUserIdSchema, c.req.param("id"))));
  })
  .post("/admin/users/:id/actions", guard(requireAdmin), jsonInput(adminUserActionSchema), async (c) => {
    const access = await requireAdmin(c);
    const id = parseWith(adminUserIdSchema, c.req.param("id"));
    const { action } = c.req.valid("json");
    return c.json(await runUserAction(c.env, id, action, access));
  })
  .get("/admin/audit-log", async (c) => {
    await requireAdmin(c);
    return c.json(await auditLog(getDb(c.env)));
  })
  .get("/admin/trends", async (c) => {
    await requireAdmin(c);
    return c.json(await adminTrends(c.env.DB));
  });
