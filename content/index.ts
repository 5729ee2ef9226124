// All of the site's editorial content, validated. The seed step loads it into D1.
import { affiliateLinks } from "./affiliate-links";
import { equipment } from "./equipment";
import { featuredSuppliers } from "./featured-suppliers";
import { loadGuides } from "./guides";
import { pressSettings } from "./press-settings";
import {
  equipmentSchema,
  featuredSupplierSchema,
  pressSettingSchema,
  supplierSchema,
  troubleshootingSchema,
} from "./schema";
import { suppliers } from "./suppliers";
import { troubleshooting } from "./troubleshooting";
// Quick answers and the "Can I sublimate on …?" table.
import { answers } from "./answers";
import { materials } from "./materials";
import { materialSchema, quickAnswerSchema } from "./schema";

export function loadContent() {
  return {
    guides: loadGuides(),
    pressSettings: pressSettingSchema.array().parse(pressSettings),
    troubleshooting: troubleshootingSchema.array().parse(troubleshooting),
    equipment: equipmentSchema.array().parse(equipment),
    affiliateLinks,
    suppliers: supplierSchema.array().parse(suppliers),
    featuredSuppliers: featuredSupplierSchema.array().parse(featuredSuppliers),
    answers: quickAnswerSchema.array().parse(answers),
    materials: materialSchema.array().parse(materials),
  };
}

export type SiteContent = ReturnType<typeof loadContent>;
