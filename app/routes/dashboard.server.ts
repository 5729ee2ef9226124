// What /dashboard shows a signed-in user besides the user, which the root
// loader already sends. Only called for a signed-in user: signed-out visitors
// get no data at all from the dashboard's loader.
import { DASHBOARD_RECENT_COUNT } from "@common/constants";
import { isPremium } from "@common/user";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { listRecentConversations } from "../../workers/services/account";
import { listEquipment } from "../../workers/services/equipment";
import { listGuides } from "../../workers/services/guides";
import { listSavedGuides } from "../../workers/services/saved-guides";

export async function loadDashboard(env: Env, user: User) {
  const db = getDb(env);
  const premium = isPremium(user);
  const [recentGuides, savedGuides, conversations, equipment] = await Promise.all([
    listGuides(db, {}, DASHBOARD_RECENT_COUNT),
    listSavedGuides(db, user.id),
    premium ? listRecentConversations(db, user.id, DASHBOARD_RECENT_COUNT) : Promise.resolve(null),
    premium ? Promise.resolve(null) : listEquipment(db, { recommended: true }, { limit: DASHBOARD_RECENT_COUNT }),
  ]);
  return {
    recentGuides: recentGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty, estimatedTime: g.estimatedTime })),
    savedGuides: savedGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty })),
    conversations,
    equipment: equipment?.map((e) => ({ id: e.id, name: e.name, category: e.category, price: e.price, rating: e.rating })) ?? null,
  };
}
