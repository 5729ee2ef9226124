// What /dashboard shows a signed-in user. Only called for a signed-in user:
// signed-out visitors get no data at all from the dashboard's loader. Public
// lists come from the isolate's content snapshot; the member's saved guides came
// with the session; a premium member's recent conversations are the one query
// this page adds (on the request's D1 session: history tolerates a moment of lag).
import { DASHBOARD_RECENT_COUNT } from "@common/constants";
import { isPremium } from "@common/user";
import { getDb } from "../../workers/db/client";
import { listRecentConversations } from "../../workers/services/account";
import type { Member } from "../../workers/services/member";
import { listEquipment, listGuides, listGuidesByIds } from "../../workers/services/public-content";
import { toCurrentUser } from "../../workers/services/users";

export async function loadDashboard(env: Env, member: Member) {
  const { user } = member;
  const premium = isPremium(user);
  const [recentGuides, savedGuides, conversations, equipment] = await Promise.all([
    listGuides(env, {}, DASHBOARD_RECENT_COUNT),
    // Newest first; a guide no longer in the content drops out.
    listGuidesByIds(
      env,
      member.savedGuides.map((s) => s.guideId),
    ),
    premium ? listRecentConversations(getDb(env), user.id, DASHBOARD_RECENT_COUNT) : Promise.resolve(null),
    premium ? Promise.resolve(null) : listEquipment(env, { recommended: true }, { limit: DASHBOARD_RECENT_COUNT }),
  ]);
  return {
    user: toCurrentUser(user, member.monthlyMessageCount),
    recentGuides: recentGuides.map((g) => ({
      id: g.id,
      title: g.title,
      difficulty: g.difficulty,
      estimatedTime: g.estimatedTime,
    })),
    savedGuides: savedGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty })),
    conversations,
    equipment:
      equipment?.map((e) => ({ id: e.id, name: e.name, category: e.category, price: e.price, rating: e.rating })) ??
      null,
  };
}
