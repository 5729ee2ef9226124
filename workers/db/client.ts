import { drizzle } from "drizzle-orm/d1";
import { primaryDatabase } from "./d1-session";
import * as schema from "./schema";

export type Db = ReturnType<typeof getDb>;

/** The request's database: its D1 session, which may read from a replica (ADR 0800). */
export function getDb(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}

/** Always the primary: for the member's plan and usage, and for billing (ADR 0800). */
export function getPrimaryDb(env: Pick<Env, "DB">): Db {
  return drizzle(primaryDatabase(env), { schema });
}
