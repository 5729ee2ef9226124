// What the /admin loader sends: nothing but the gate's state unless the request
// carries an admin session (or a signed-in user listed in ADMIN_EMAILS).
import { adminUserActionSchema, adminUserIdSchema, adminUserQuerySchema } from "@common/schemas";
import { getDb } from "../../workers/db/client";
import { adminTrends, auditLog, runUserAction, searchUsers, userDetail } from "../../workers/services/admin-users";
import { HttpError } from "../../workers/lib/http";
import type { User } from "../../workers/db/schema-types";
import { adminAccess, adminAreaConfigured } from "../../workers/services/admin-auth";
import { adminStats, listContactMessages, listPartnershipApplications } from "../../workers/services/admin";

/** The users panel's URL state: ?q= (e-mail or name), ?page=, ?user= (detail), ?confirm= (an action to confirm). */
function usersView(url: URL) {
  const query = adminUserQuerySchema.safeParse({
    q: url.searchParams.get("q") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const { q, page } = query.success ? query.data : { q: "", page: 1 };
  const selected = adminUserIdSchema.safeParse(url.searchParams.get("user") ?? "");
  const confirm = adminUserActionSchema.safeParse({ action: url.searchParams.get("confirm") });
  return {
    q,
    page,
    userId: selected.success ? selected.data : null,
    confirm: confirm.success ? confirm.data.action : null,
    done: url.searchParams.get("done"),
  };
}

export async function loadAdminPage(env: Env, request: Request, user: User | null) {
  if (!adminAreaConfigured(env)) return { state: "unconfigured" as const };
  const access = await adminAccess(env, request, user);
  if (!access) return { state: "locked" as const };
  const db = getDb(env);
  const view = usersView(new URL(request.url));
  const [stats, trends, found, detail, audit] = await Promise.all([
    adminStats(env.DB),
    adminTrends(env.DB),
    searchUsers(db, view.q, view.page),
    view.userId ? userDetail(db, view.userId).catch(() => null) : Promise.resolve(null),
    auditLog(db),
  ]);
  return {
    state: "unlocked" as const,
    via: access.via,
    stats,
    trends,
    view,
    found,
    detail,
    audit,
    // Streamed: the page shows the stat cards at once and each list when it arrives.
    messages: listContactMessages(db),
    applications: listPartnershipApplications(db),
  };
}

/**
 * An admin action posted from the users panel (a form, so it works without
 * scripts): the admin session is checked on the server, the input validated
 * with the API's schemas, then the same service as the API runs it.
 */
export async function runAdminAction(env: Env, request: Request, user: User | null) {
  if (!adminAreaConfigured(env))
    return { ok: false as const, status: 503, message: "The admin area is not configured" };
  const access = await adminAccess(env, request, user);
  if (!access) return { ok: false as const, status: 401, message: "Unauthorized" };
  const form = await request.formData();
  const id = adminUserIdSchema.safeParse(form.get("userId"));
  const action = adminUserActionSchema.safeParse({ action: form.get("action") });
  if (!id.success || !action.success) return { ok: false as const, status: 400, message: "Invalid input" };
  try {
    await runUserAction(env, id.data, action.data.action, access);
    return { ok: true as const, action: action.data.action, userId: id.data };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false as const, status: error.status, message: error.message };
    throw error;
  }
}
