// D1 read replication through the Sessions API (see ADR 0800).
//
// Every request gets one D1 session, and the request's `env.DB` is that session,
// so every service reads through it without knowing: reads that tolerate a
// moment of lag (content, lists, history) may be answered by a nearby replica.
// A signed-in member carries a bookmark cookie, so a replica that answers them
// is never older than their own last write. Requests that change something
// start on the primary. Reads that must be current whatever the bookmark says
// (the member's plan and monthly message count, billing) use `primaryDatabase`.
import { readCookie, SESSION_COOKIE } from "../services/session";

export const BOOKMARK_COOKIE = "__Host-d1-bookmark";
/** Far longer than any replication lag; after that a replica is surely past the bookmark. */
const BOOKMARK_MAX_AGE_S = 60 * 60;
/** Bookmarks are opaque to us; accept only what D1 plausibly writes. */
const BOOKMARK_SHAPE = /^[0-9A-Za-z._:-]{1,200}$/;

/** The raw binding behind each request's session database. */
const primaries = new WeakMap<object, D1Database>();

/** The binding that always answers from the primary, for reads that must be current. */
export function primaryDatabase(env: Pick<Env, "DB">): D1Database {
  return primaries.get(env.DB) ?? env.DB;
}

/** A D1Database whose queries run in `session`; what a session lacks goes to the binding. */
function sessionDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  const db = {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => binding.exec(query),
    withSession: (constraint?: string) => binding.withSession(constraint),
    dump: () => binding.dump(),
  };
  primaries.set(db, binding);
  return db as unknown as D1Database;
}

const readsOnly = (method: string) => method === "GET" || method === "HEAD";

function bookmarkFrom(request: Request): string | null {
  const value = readCookie(request, BOOKMARK_COOKIE);
  return value && BOOKMARK_SHAPE.test(value) ? value : null;
}

export interface RequestDatabase {
  /** The request's env, with `DB` answering through the request's session. */
  env: Env;
  /** Adds (or clears) the bookmark cookie on the response where it is needed. */
  finish(response: Response): Response;
}

/**
 * Opens the request's D1 session: from the member's bookmark when they carry one,
 * on the primary for requests that change something, anywhere otherwise.
 */
export function openRequestDatabase(env: Env, request: Request): RequestDatabase {
  const incoming = bookmarkFrom(request);
  const constraint = readsOnly(request.method) ? (incoming ?? "first-unconstrained") : "first-primary";
  let session: D1DatabaseSession;
  try {
    session = env.DB.withSession(constraint);
  } catch {
    // A bookmark D1 no longer accepts: start fresh rather than fail the page.
    session = env.DB.withSession("first-unconstrained");
  }
  const scoped: Env = { ...env, DB: sessionDatabase(env.DB, session) };
  return {
    env: scoped,
    finish(response) {
      const cookie = bookmarkCookie(request, response, session.getBookmark(), incoming);
      if (!cookie || response.status === 101) return response;
      const out = new Response(response.body, response);
      out.headers.append("Set-Cookie", cookie);
      return out;
    },
  };
}

/**
 * Only signed-in members get a bookmark, and only from a request that may have
 * written: a visitor without cookies keeps getting edge-cached pages (ADR 0006).
 */
function bookmarkCookie(
  request: Request,
  response: Response,
  bookmark: string | null,
  incoming: string | null,
): string | null {
  const setCookies = response.headers.getSetCookie();
  const sessionCookie = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (sessionCookie && /Max-Age=0\b/i.test(sessionCookie)) {
    // Signed out: nothing of theirs left to read.
    return incoming ? `${BOOKMARK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax` : null;
  }
  const member = sessionCookie !== undefined || readCookie(request, SESSION_COOKIE) !== null;
  const mayHaveWritten = !readsOnly(request.method) || sessionCookie !== undefined;
  if (!member || !mayHaveWritten || !bookmark || bookmark === incoming || !BOOKMARK_SHAPE.test(bookmark)) return null;
  return `${BOOKMARK_COOKIE}=${bookmark}; Path=/; Max-Age=${BOOKMARK_MAX_AGE_S}; HttpOnly; Secure; SameSite=Lax`;
}

type FetchHandler = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

/** Runs a fetch handler with the request's D1 session as `env.DB`. */
export function withDatabaseSession(handler: FetchHandler): FetchHandler {
  return async (request, env, ctx) => {
    const db = openRequestDatabase(env, request);
    return db.finish(await handler(request, db.env, ctx));
  };
}
