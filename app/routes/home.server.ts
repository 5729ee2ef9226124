// What the personal home shows a signed-in member, in order: their saved guides,
// the guides they actually read recently, their AI usage with its reset date,
// then suggestions that fit a beginner's budget. Public parts come from the
// isolate's content snapshot; the member's own (user, usage, saved guides)
// came with the session; the recent reads are the one query this page adds.
import { usageResetDate } from "@common/plans";
import { getDb } from "../../workers/db/client";
import { settings } from "../../workers/env";
import type { Member } from "../../workers/services/member";
import { listEquipment, listGuides, listGuidesByIds } from "../../workers/services/public-content";
import { recentGuideReads } from "../../workers/services/reading";
import { toCurrentUser } from "../../workers/services/users";

/** "Fits a beginner's budget": the first setup of the buying guide's lowest tier ($200–500). */
export const BEGINNER_BUDGET_USD = 500;
const SUGGESTED_EQUIPMENT = 4;
const SUGGESTED_GUIDES = 3;

export async function loadPersonalHome(env: Env, member: Member, now: Date = new Date()) {
  const savedIds = member.savedGuides.map((s) => s.guideId);
  const [saved, reads, equipment, beginnerGuides] = await Promise.all([
    listGuidesByIds(env, savedIds),
    recentGuideReads(getDb(env), member.user.id),
    listEquipment(env, {}, { affiliateTag: settings(env).AFFILIATE_TAG }),
    listGuides(env, {}),
  ]);
  const readGuides = await listGuidesByIds(
    env,
    reads.map((r) => r.guideId),
  );
  const readAt = new Map(reads.map((r) => [r.guideId, r.readAt.toISOString()]));
  const savedSet = new Set(savedIds);
  const seen = new Set([...savedIds, ...reads.map((r) => r.guideId)]);
  const summary = (g: { id: string; title: string; difficulty: string; estimatedTime: string | null }) => ({
    id: g.id,
    title: g.title,
    difficulty: g.difficulty,
    estimatedTime: g.estimatedTime,
  });
  return {
    user: toCurrentUser(member.user, member.monthlyMessageCount),
    resetsOn: usageResetDate(now).toISOString(),
    saved: saved.map(summary),
    recent: readGuides.map((g) => ({ ...summary(g), readAt: readAt.get(g.id) ?? null, saved: savedSet.has(g.id) })),
    // Beginner guides not yet saved or read, then equipment within the beginner budget, cheapest first.
    nextGuides: beginnerGuides
      .filter((g) => g.difficulty === "beginner" && !seen.has(g.id))
      .slice(0, SUGGESTED_GUIDES)
      .map((g) => ({ ...summary(g), description: g.description })),
    equipment: equipment
      .filter((e) => e.price > 0 && e.price <= BEGINNER_BUDGET_USD)
      .sort((a, b) => Number(b.recommended) - Number(a.recommended) || a.price - b.price)
      .slice(0, SUGGESTED_EQUIPMENT)
      .map((e) => ({ id: e.id, name: e.name, category: e.category, price: e.price, rating: e.rating })),
  };
}
export type PersonalHomeData = Awaited<ReturnType<typeof loadPersonalHome>>;
