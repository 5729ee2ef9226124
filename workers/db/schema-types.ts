import type { InferSelectModel } from "drizzle-orm";
import type * as schema from "./schema";

export type User = InferSelectModel<typeof schema.users>;
export type GuideRow = InferSelectModel<typeof schema.guides>;
export type EquipmentRow = InferSelectModel<typeof schema.equipment>;
export type SupplierRow = InferSelectModel<typeof schema.suppliers>;
