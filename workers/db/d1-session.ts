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
/**
 * The shape of the bookmarks D1 writes (three 8-digit hex counters and a hex hash);
 * anything else is never sent to D1, and its cookie is cleared.
 */
const BOOKMARK_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{16,64}$/;

/** The raw binding behind each request's session database. */
const primaries = new WeakMap<object, D1Database>();

/** The binding that always answers from the primary, for reads that must be current. */
export function primaryDatabase(env: Pick<Env, "DB">): D1Database {
  return primaries.get(env.DB) ?? env.DB;
}

/**
 * The request's D1 session. One opened from a bookmark is judged by D1 only at its
 * first query: if that fails, the query is retried once on a fresh session, which
 * every later query uses too, and the bookmark is known to be `rejected`.
 */
class RequestSession {
  current: D1DatabaseSession;
  /** A query has succeeded on the bookmark's session: D1 accepted the bookmark. */
  private accepted: boolean;
  rejected = false;

  constructor(
    private readonly binding: D1Database,
    constraint: string,
    fromBookmark: boolean,
  ) {
    this.current = binding.withSession(constraint);
    this.accepted = !fromBookmark;
  }

  async run<T>(query: (session: D1DatabaseSession) => Promise<T>): Promise<T> {
    const session = this.current;
    try {
      const result = await query(session);
      if (session === this.current) this.accepted = true;
      return result;
    } catch (error) {
      if (this.accepted) throw error;
      if (session === this.current) {
        // A bookmark D1 does not accept (stale after a restore, forged, far ahead): start fresh.
        this.rejected = true;
        this.current = this.binding.withSession("first-unconstrained");
      }
      return query(this.current);
    }
  }
}

/** How each statement handed out is prepared on a given session (for batches). */
const statements = new WeakMap<object, (session: D1DatabaseSession) => D1PreparedStatement>();

/** A statement as the request sees it: prepared on whichever session runs it. */
function sessionStatement(state: RequestSession, sql: string, values: unknown[]): D1PreparedStatement {
  const on = (session: D1DatabaseSession) => session.prepare(sql).bind(...values);
  const statement = {
    bind: (...more: unknown[]) => sessionStatement(state, sql, more),
    first: (column?: string) => state.run((s) => (column === undefined ? on(s).first() : on(s).first(column))),
    all: () => state.run((s) => on(s).all()),
    run: () => state.run((s) => on(s).run()),
    raw: (options?: { columnNames?: boolean }) =>
      state.run((s) => (options?.columnNames ? on(s).raw({ columnNames: true }) : on(s).raw())),
  };
  statements.set(statement, on);
  return statement as unknown as D1PreparedStatement;
}

/** A D1Database whose queries run in the request's session; what a session lacks goes to the binding. */
function sessionDatabase(binding: D1Database, state: RequestSession): D1Database {
  const db = {
    prepare: (query: string) => sessionStatement(state, query, []),
    batch: <T = unknown>(list: D1PreparedStatement[]) =>
      state.run((s) => s.batch<T>(list.map((st) => statements.get(st)?.(s) ?? st))),
    exec: (query: string) => binding.exec(query),
    withSession: (constraint?: string) => binding.withSession(constraint),
    dump: () => binding.dump(),
  };
  primaries.set(db, binding);
  return db as unknown as D1Database;
}

const readsOnly = (method: string) => method === "GET" || method === "HEAD";

export interface RequestDatabase {
  /** The request's env, with `DB` answering through the request's session. */
  env: Env;
  /** Adds (or clears) the bookmark cookie on the response where it is needed. */
  finish(response: Response): Response;
}

const CLEAR_BOOKMARK = `${BOOKMARK_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;

/**
 * Opens the request's D1 session: from the member's bookmark when they carry one,
 * on the primary for requests that change something, anywhere otherwise.
 */
export function openRequestDatabase(env: Env, request: Request): RequestDatabase {
  const raw = readCookie(request, BOOKMARK_COOKIE);
  const incoming = raw && BOOKMARK_SHAPE.test(raw) ? raw : null;
  const reads = readsOnly(request.method);
  const state = new RequestSession(
    env.DB,
    reads ? (incoming ?? "first-unconstrained") : "first-primary",
    reads && incoming !== null,
  );
  const scoped: Env = { ...env, DB: sessionDatabase(env.DB, state) };
  return {
    env: scoped,
    finish(response) {
      if (response.status === 101) return response;
      // A bookmark that is malformed or that D1 refused is dropped, unless a fresh one replaces it.
      const stale = (raw !== null && incoming === null) || state.rejected;
      const cookie =
        bookmarkCookie(request, response, state.current.getBookmark(), state.rejected ? null : incoming) ??
        (stale ? CLEAR_BOOKMARK : null);
      if (!cookie) return response;
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
    return readCookie(request, BOOKMARK_COOKIE) !== null ? CLEAR_BOOKMARK : null;
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
