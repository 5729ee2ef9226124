import { drizzle } from "drizzle-orm/d1";
import { primaryDatabase } from "./d1-session";
import * as schema from "./schema";

export type Db = ReturnType<typeof drizzle<typeof schema>>;

/**
 * One Drizzle client per D1 binding (or per request's D1 session): building one
 * walks the whole schema, which is too costly to repeat on every call. The
 * client holds no request state, only the binding it queries.
 */
const clients = new WeakMap<D1Database, Db>();

function clientFor(binding: D1Database): Db {
  let db = clients.get(binding);
  if (!db) {
    db = drizzle(binding, { schema });
    clients.set(binding, db);
  }
  return db;
}

/** The request's database: its D1 session, which may read from a replica (ADR 0800). */
export function getDb(env: Pick<Env, "DB">): Db {
  return clientFor(env.DB);
}

/** Always the primary: for the member's plan and usage, and for billing (ADR 0800). */
export function getPrimaryDb(env: Pick<Env, "DB">): Db {
  return clientFor(primaryDatabase(env));
}
