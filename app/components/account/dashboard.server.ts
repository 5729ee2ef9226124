// What /dashboard shows a signed-in user. Only called for a signed-in user:
// signed-out visitors get no data at all from the dashboard's loader. Public
// lists come from the isolate's content snapshot; the member's own rows (saved
// guides, recent conversations) are read in one batch.
import { DASHBOARD_RECENT_COUNT } from "~/lib/constants";
import { getDb } from "../../../workers/db/client";
import { recentConversationsQuery, toRecentConversations } from "../../../workers/services/account";
import type { Member } from "../../../workers/services/member";
import { listEquipment, listGuides } from "../../../workers/services/public-content";
import { savedGuidesQuery, toSavedGuides } from "../../../workers/services/saved-guides";
import { toCurrentUser } from "../../../workers/services/users";

/** The member's own rows for the dashboard: one D1 round trip. */
async function loadOwnRows(env: Env, userId: string, premium: boolean) {
  const db = getDb(env);
  const saved = savedGuidesQuery(db, userId);
  if (!premium) return { savedGuides: toSavedGuides(await saved), conversations: null };
  const [savedRows, conversationRows] = await db.batch([saved, recentConversationsQuery(db, userId, DASHBOARD_RECENT_COUNT)]);
  return { savedGuides: toSavedGuides(savedRows), conversations: toRecentConversations(conversationRows) };
}

export async function loadDashboard(env: Env, member: Member) {
  const { user } = member;
  const premium = user.subscriptionTier === "premium";
  const [recentGuides, own, equipment] = await Promise.all([
    listGuides(env, {}, DASHBOARD_RECENT_COUNT),
    loadOwnRows(env, user.id, premium),
    premium ? Promise.resolve(null) : listEquipment(env, { recommended: true }, { limit: DASHBOARD_RECENT_COUNT }),
  ]);
  return {
    user: toCurrentUser(user, member.monthlyMessageCount),
    recentGuides: recentGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty, estimatedTime: g.estimatedTime })),
    savedGuides: own.savedGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty })),
    conversations: own.conversations,
    equipment: equipment?.map((e) => ({ id: e.id, name: e.name, category: e.category, price: e.price, rating: e.rating })) ?? null,
  };
}
export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;
