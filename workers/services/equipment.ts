import { and, asc, eq, or, type SQL } from "drizzle-orm";
import type { EquipmentQuery } from "@common/schemas";
import type { Db } from "../db/client";
import { equipment } from "../db/schema";
import type { EquipmentRow } from "../db/schema-types";
import { contains } from "./guides";
import { withAffiliateTag } from "@content/affiliate-links";

/** Equipment as the API sends it: the public API's snake_case affiliate_link. */
export interface EquipmentItem {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  priceCheckedOn: string | null;
  rating: number | null;
  recommended: boolean;
  features: string[];
  affiliate_link: string | null;
}

export function toEquipmentItem(row: EquipmentRow, affiliateTag?: string): EquipmentItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price,
    priceCheckedOn: row.priceCheckedOn,
    rating: row.rating,
    recommended: row.recommended,
    features: row.features,
    affiliate_link: row.affiliateLink ? withAffiliateTag(row.affiliateLink, affiliateTag) : null,
  };
}

export async function listEquipment(
  db: Db,
  query: Partial<EquipmentQuery> = {},
  opts: { affiliateTag?: string; limit?: number } = {},
): Promise<EquipmentItem[]> {
  const where: SQL[] = [];
  if (query.category && query.category !== "all") where.push(eq(equipment.category, query.category));
  if (query.recommended) where.push(eq(equipment.recommended, true));
  if (query.search) {
    where.push(or(contains(equipment.name, query.search), contains(equipment.description, query.search))!);
  }
  const q = db
    .select()
    .from(equipment)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(equipment.sortOrder));
  const rows = await (opts.limit ? q.limit(opts.limit) : q);
  return rows.map((r) => toEquipmentItem(r, opts.affiliateTag));
}
