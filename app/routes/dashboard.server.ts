// What /dashboard shows a signed-in user: account, usage and billing (the
// personal home at / has the reading lists). Only called for a signed-in user:
// signed-out visitors get no data at all from the dashboard's loader. Public
// lists come from the isolate's content snapshot; the member's saved guides came
// with the session; a premium member's recent conversations are the one query
// this page adds (on the request's D1 session: history tolerates a moment of lag).
import { DASHBOARD_RECENT_COUNT } from "@common/constants";
import { isPremium } from "@common/user";
import { getDb } from "../../workers/db/client";
import { listRecentConversations } from "../../workers/services/account";
import type { Member } from "../../workers/services/member";
import { listGuidesByIds } from "../../workers/services/public-content";
import { usageResetDate } from "@common/plans";
import { toCurrentUser } from "../../workers/services/users";

export async function loadDashboard(env: Env, member: Member) {
  const { user } = member;
  const premium = isPremium(user);
  const [savedGuides, conversations] = await Promise.all([
    // Newest first; a guide no longer in the content drops out.
    listGuidesByIds(
      env,
      member.savedGuides.map((s) => s.guideId),
    ),
    premium ? listRecentConversations(getDb(env), user.id, DASHBOARD_RECENT_COUNT) : Promise.resolve(null),
  ]);
  return {
    user: toCurrentUser(user, member.monthlyMessageCount),
    resetsOn: usageResetDate().toISOString(),
    savedGuides: savedGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty })),
    conversations,
  };
}
