import { getDb } from "../../../workers/db/client";
import type { User } from "../../../workers/db/schema-types";
import { countEquipment } from "../../../workers/services/equipment";
import { countGuides } from "../../../workers/services/guides";
import { countSuppliers } from "../../../workers/services/suppliers";

/** What the personal home shows a signed-in user. */
export async function loadPersonalHome(env: Env, _user: User) {
  const db = getDb(env);
  const [guides, equipment, suppliers] = await Promise.all([
    countGuides(db),
    countEquipment(db),
    countSuppliers(db, { verified: true }),
  ]);
  return { counts: { guides, equipment, suppliers } };
}
export type PersonalHomeData = Awaited<ReturnType<typeof loadPersonalHome>>;
