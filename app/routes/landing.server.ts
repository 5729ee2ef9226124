// What the landing page shows to visitors: the sample ids and category prices
// come from content/landing.ts, the records themselves from the content snapshot (D1), so the landing
// page never contradicts the guide, equipment and supplier pages.
import { landingEquipmentCategories, landingSampleGuideIds, landingSupplierIds } from "@content/landing";
import { guideCover } from "~/lib/pictures";
import { getTroubleshootingEntry, listGuidesByIds, listSuppliersByIds } from "../../workers/services/public-content";

export async function loadLanding(env: Env) {
  const [guides, suppliers, preview] = await Promise.all([
    listGuidesByIds(env, landingSampleGuideIds),
    listSuppliersByIds(env, landingSupplierIds),
    getTroubleshootingEntry(env, "ghosting"),
  ]);
  return {
    // The cover is chosen here, so the page's JavaScript does not carry the picture catalogue.
    guides: guides.map((g) => ({ ...g, picture: guideCover(g) })),
    suppliers: suppliers.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      rating: s.rating,
      verified: s.verified,
      categories: s.categories,
      website: s.website,
    })),
    equipmentCategories: landingEquipmentCategories,
    preview: preview
      ? {
          question: "Why do my shirts have a faint double image?",
          answer: preview.summary,
          steps: preview.causes.slice(0, 3).map((c) => c.fixes[0]),
          guideId: preview.guides[0] ?? null,
        }
      : null,
  };
}
export type LandingData = Awaited<ReturnType<typeof loadLanding>>;
