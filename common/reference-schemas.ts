// Query strings of the public reference APIs: the settings chart and the symptom finder.
import { z } from "zod";
import { SUBSTRATE_GROUPS } from "@content/categories";

const searchText = z.string().trim().max(200, "Search must be 200 characters or fewer").optional();

export const pressSettingsQuerySchema = z.object({
  group: z.enum(["all", ...SUBSTRATE_GROUPS], { message: "Unknown substrate group" }).optional(),
  search: searchText,
});
export type PressSettingsQuery = z.infer<typeof pressSettingsQuerySchema>;

export const troubleshootingQuerySchema = z.object({
  product: z.enum(["all", ...SUBSTRATE_GROUPS], { message: "Unknown product" }).optional(),
  search: searchText,
});
export type TroubleshootingQuery = z.infer<typeof troubleshootingQuerySchema>;
