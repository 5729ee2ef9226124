// What the personal home shows a signed-in user: counts, the
// first 3 guides, the first 4 recommended equipment items and the first 3
// verified suppliers, plus which of those guides the user saved. The public
// part comes from the isolate's content snapshot; what is the member's own
// (user, usage, saved guides) came with the session in one query: this page
// asks D1 nothing more.
import { HOME_EQUIPMENT_COUNT, HOME_GUIDE_COUNT, HOME_SUPPLIER_COUNT } from "@common/constants";
import { settings } from "../../workers/env";
import type { Member } from "../../workers/services/member";
import { contentCounts, listEquipment, listGuides, listSuppliers } from "../../workers/services/public-content";
import { toCurrentUser } from "../../workers/services/users";

export async function loadPersonalHome(env: Env, member: Member) {
  const saved = new Set(member.savedGuides.map((s) => s.guideId));
  const [counts, guides, equipment, suppliers] = await Promise.all([
    contentCounts(env),
    listGuides(env, {}, HOME_GUIDE_COUNT),
    listEquipment(
      env,
      { recommended: true },
      { limit: HOME_EQUIPMENT_COUNT, affiliateTag: settings(env).AFFILIATE_TAG },
    ),
    listSuppliers(env, { verified: true }, HOME_SUPPLIER_COUNT),
  ]);
  return {
    user: toCurrentUser(member.user, member.monthlyMessageCount),
    counts: { guides: counts.guides, equipment: counts.equipment, suppliers: counts.verifiedSuppliers },
    guides: guides.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      difficulty: g.difficulty,
      estimatedTime: g.estimatedTime,
      saved: saved.has(g.id),
    })),
    equipment: equipment.map((e) => ({
      id: e.id,
      name: e.name,
      category: e.category,
      price: e.price,
      rating: e.rating,
    })),
    suppliers: suppliers.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      rating: s.rating,
      website: s.website,
    })),
  };
}
export type PersonalHomeData = Awaited<ReturnType<typeof loadPersonalHome>>;
