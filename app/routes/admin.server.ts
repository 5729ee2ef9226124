// What the /admin loader sends: nothing but the gate's state unless the request
// carries an admin session (or a signed-in user listed in ADMIN_EMAILS).
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { adminAccess, adminAreaConfigured } from "../../workers/services/admin-auth";
import {
  adminStats,
  listContactMessages,
  listPartnershipApplications,
  recentUsers,
} from "../../workers/services/admin";

export async function loadAdminPage(env: Env, request: Request, user: User | null) {
  if (!adminAreaConfigured(env)) return { state: "unconfigured" as const };
  const access = await adminAccess(env, request, user);
  if (!access) return { state: "locked" as const };
  const db = getDb(env);
  return {
    state: "unlocked" as const,
    via: access.via,
    stats: await adminStats(env.DB),
    // Streamed: the page shows the stat cards at once and each list when it arrives.
    messages: listContactMessages(db),
    users: recentUsers(db),
    applications: listPartnershipApplications(db),
  };
}
