import { getDb } from "../../../workers/db/client";
import { listGuides } from "../../../workers/services/guides";

/** What the landing page shows to visitors. */
export async function loadLanding(env: Env) {
  const guides = await listGuides(getDb(env), {}, 6);
  return { guides };
}
export type LandingData = Awaited<ReturnType<typeof loadLanding>>;
