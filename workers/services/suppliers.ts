import { and, asc, eq, exists, or, type SQL } from "drizzle-orm";
import type { SupplierQuery } from "@common/schemas";
import type { Db } from "../db/client";
import { supplierCategories, suppliers } from "../db/schema";
import type { SupplierRow } from "../db/schema-types";
import { contains } from "./guides";

export type SupplierItem = Omit<SupplierRow, "sortOrder">;

export async function listSuppliers(
  db: Db,
  query: Partial<SupplierQuery> = {},
  limit?: number,
): Promise<SupplierItem[]> {
  const where: SQL[] = [];
  if (query.category && query.category !== "all") {
    where.push(
      exists(
        db
          .select({ one: supplierCategories.supplierId })
          .from(supplierCategories)
          .where(and(eq(supplierCategories.supplierId, suppliers.id), eq(supplierCategories.category, query.category))),
      ),
    );
  }
  if (query.verified) where.push(eq(suppliers.verified, true));
  if (query.search) {
    const text = query.search;
    where.push(
      or(
        contains(suppliers.name, text),
        contains(suppliers.description, text),
        exists(
          db
            .select({ one: supplierCategories.supplierId })
            .from(supplierCategories)
            .where(and(eq(supplierCategories.supplierId, suppliers.id), contains(supplierCategories.category, text))),
        ),
      )!,
    );
  }
  const q = db
    .select()
    .from(suppliers)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(suppliers.sortOrder));
  const rows = await (limit ? q.limit(limit) : q);
  return rows.map(({ sortOrder: _, ...s }) => s);
}
