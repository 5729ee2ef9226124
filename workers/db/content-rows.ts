// The site's content as the rows of its D1 tables: the one mapping from the
// content files to stored rows. The seed writes exactly these rows
// (workers/services/seed.ts), and the answer engine's snapshot of the content
// files is made from them (workers/ai/snapshot.ts), so the snapshot a test builds
// from the files is the one the Worker builds from D1. Pure data: nothing here
// touches the runtime.
import type { SiteContent } from "@content/index";
import type {
  equipment,
  guides,
  materials,
  pressSettings,
  quickAnswers,
  suppliers,
  troubleshootingEntries,
} from "./schema";

/** A table's row as stored, without its position (the seed writes the content's order). */
type Stored<T extends { $inferSelect: object }> = Omit<T["$inferSelect"], "sortOrder">;

export type GuideStored = Stored<typeof guides>;
export type EquipmentStored = Stored<typeof equipment>;
export type SupplierStored = Stored<typeof suppliers>;
export type PressSettingStored = Stored<typeof pressSettings>;
export type TroubleshootingStored = Stored<typeof troubleshootingEntries>;
export type QuickAnswerStored = Stored<typeof quickAnswers>;
export type MaterialStored = Stored<typeof materials>;

export interface ContentRows {
  guides: GuideStored[];
  equipment: EquipmentStored[];
  suppliers: SupplierStored[];
  pressSettings: PressSettingStored[];
  troubleshooting: TroubleshootingStored[];
  answers: QuickAnswerStored[];
  materials: MaterialStored[];
}

/** Every content table's rows, in the content's order. */
export function contentRows(content: SiteContent): ContentRows {
  return {
    guides: content.guides.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      content: g.content,
      category: g.category,
      difficulty: g.difficulty,
      estimatedTime: g.estimatedTime ?? null,
      imageUrl: g.imageUrl ?? null,
      imageAlt: g.imageAlt ?? null,
      settings: g.settings,
      sources: g.sources,
      troubleshooting: g.troubleshooting,
      createdAt: g.createdAt,
      updatedAt: g.updatedAt ?? null,
    })),
    equipment: content.equipment.map((e) => ({
      id: e.id,
      name: e.name,
      description: e.description,
      category: e.category,
      price: e.price,
      priceCheckedOn: e.priceCheckedOn ?? null,
      rating: e.rating ?? null,
      recommended: e.recommended,
      features: e.features,
      affiliateLink: content.affiliateLinks[e.id] ?? null,
      sources: e.sources,
    })),
    suppliers: content.suppliers.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      website: s.website,
      rating: s.rating ?? null,
      reviewCount: 0,
      categories: s.categories,
      features: s.features,
      verified: s.verified,
      location: s.location ?? null,
      sources: s.sources,
    })),
    pressSettings: content.pressSettings.map((p) => ({
      id: p.id,
      substrate: p.substrate,
      group: p.group,
      temperatureFMin: p.temperatureF?.min ?? null,
      temperatureFMax: p.temperatureF?.max ?? null,
      temperatureCMin: p.temperatureC?.min ?? null,
      temperatureCMax: p.temperatureC?.max ?? null,
      time: p.time,
      pressure: p.pressure,
      notes: p.notes,
      verified: p.verified,
      sources: p.sources,
    })),
    troubleshooting: content.troubleshooting.map((t) => ({
      id: t.id,
      symptom: t.symptom,
      summary: t.summary,
      keywords: t.keywords,
      causes: t.causes,
      guides: t.guides,
      products: t.products,
      sources: t.sources,
    })),
    answers: content.answers.map((a) => ({
      id: a.id,
      question: a.question,
      phrasings: a.phrasings,
      answer: a.answer,
      topic: a.topic,
      guides: a.guides,
      settings: a.settings,
      troubleshooting: a.troubleshooting,
      materials: a.materials,
      sources: a.sources,
    })),
    materials: content.materials.map((m) => ({
      id: m.id,
      material: m.material,
      colour: m.colour,
      aliases: m.aliases,
      verdict: m.verdict,
      explanation: m.explanation,
      instead: m.instead,
      settings: m.settings,
      sources: m.sources,
    })),
  };
}
