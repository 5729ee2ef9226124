// What the personal home shows a signed-in user: counts, the
// first 3 guides, the first 4 recommended equipment items and the first 3
// verified suppliers, plus which of those guides the user saved.
import { HOME_EQUIPMENT_COUNT, HOME_GUIDE_COUNT, HOME_SUPPLIER_COUNT } from "@common/constants";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { settings } from "../../workers/env";
import { countEquipment, listEquipment } from "../../workers/services/equipment";
import { countGuides, listGuides } from "../../workers/services/guides";
import { savedGuideIds } from "../../workers/services/saved-guides";
import { countSuppliers, listSuppliers } from "../../workers/services/suppliers";
import { currentUserObject } from "../../workers/services/users";

export async function loadPersonalHome(env: Env, user: User) {
  const db = getDb(env);
  const [me, guideCount, equipmentCount, supplierCount, guides, equipment, suppliers, saved] = await Promise.all([
    currentUserObject(db, user),
    countGuides(db),
    countEquipment(db),
    countSuppliers(db, { verified: true }),
    listGuides(db, {}, HOME_GUIDE_COUNT),
    listEquipment(db, { recommended: true }, { limit: HOME_EQUIPMENT_COUNT, affiliateTag: settings(env).AFFILIATE_TAG }),
    listSuppliers(db, { verified: true }, HOME_SUPPLIER_COUNT),
    savedGuideIds(db, user.id),
  ]);
  return {
    user: me,
    counts: { guides: guideCount, equipment: equipmentCount, suppliers: supplierCount },
    guides: guides.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      difficulty: g.difficulty,
      estimatedTime: g.estimatedTime,
      saved: saved.has(g.id),
    })),
    equipment: equipment.map((e) => ({ id: e.id, name: e.name, category: e.category, price: e.price, rating: e.rating })),
    suppliers: suppliers.map((s) => ({ id: s.id, name: s.name, description: s.description, rating: s.rating, website: s.website })),
  };
}
export type PersonalHomeData = Awaited<ReturnType<typeof loadPersonalHome>>;
