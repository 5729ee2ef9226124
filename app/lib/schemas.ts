// One zod schema per API payload or query, used by the Worker and the browser.
import { z } from "zod";
import { EQUIPMENT_CATEGORIES, GUIDE_CATEGORIES, SUPPLIER_CATEGORIES } from "./catalog";

const searchText = z.string().trim().max(200, "Search must be at most 200 characters").optional();
const flag = z
  .enum(["true", "false"], { message: "Must be true or false" })
  .optional()
  .transform((v) => v === "true");

export const guideQuerySchema = z.object({
  category: z.enum(["all", ...GUIDE_CATEGORIES], { message: "Unknown guide category" }).optional(),
  search: searchText,
});
export type GuideQuery = z.infer<typeof guideQuerySchema>;

export const equipmentQuerySchema = z.object({
  category: z.enum(["all", ...EQUIPMENT_CATEGORIES], { message: "Unknown equipment category" }).optional(),
  recommended: flag,
  search: searchText,
});
export type EquipmentQuery = z.infer<typeof equipmentQuerySchema>;

export const supplierQuerySchema = z.object({
  category: z.enum(["all", ...SUPPLIER_CATEGORIES], { message: "Unknown supplier category" }).optional(),
  verified: flag,
  search: searchText,
});
export type SupplierQuery = z.infer<typeof supplierQuerySchema>;

export const idParamSchema = z.string().min(1).max(100);

export const devLoginSchema = z.object({
  firstName: z.string().trim().min(1, "First name is required").max(60),
  lastName: z.string().trim().max(60).optional().default(""),
  email: z.string().trim().toLowerCase().email("Enter a valid email address").max(254),
  returnTo: z.string().max(500).optional(),
});
