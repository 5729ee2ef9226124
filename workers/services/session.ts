// Signed-in sessions. The browser holds a random 32-byte token in an HttpOnly
// cookie; KV holds only the token's SHA-256 with the user id and expiry.
import { randomToken, sha256Hex } from "../lib/crypto";

export const SESSION_COOKIE = "__Host-session";
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A session is extended (and its cookie re-sent) at most once a day. */
const REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

interface StoredSession {
  userId: string;
  expiresAt: number;
}

const sessionKey = (hash: string) => `session:${hash}`;
/** Marker keys so every session of a user can be found (sign out everywhere, account deletion). */
const userSessionKey = (userId: string, hash: string) => `user-session:${userId}:${hash}`;

function kvTtlSeconds(expiresAt: number): number {
  // KV needs at least 60 s.
  return Math.max(60, Math.ceil((expiresAt - Date.now()) / 1000));
}

/**
 * Session records this isolate read or wrote in the last few seconds, so a
 * member's next pages skip the KV read. KV itself may answer up to 60 s stale
 * away from where a session was ended, so this adds no new window; an ending
 * seen by this isolate forgets the record at once. Plan and usage are never
 * kept here: the member's row is read on every request (services/member.ts).
 */
const RECENT_MS = 30_000;
const RECENT_MAX = 2_000;
const recent = new Map<string, { session: StoredSession; until: number }>();

function remember(hash: string, session: StoredSession) {
  if (recent.size >= RECENT_MAX) recent.clear();
  recent.set(hash, { session, until: Date.now() + RECENT_MS });
}

async function storedSession(kv: KVNamespace, hash: string): Promise<StoredSession | null> {
  const hit = recent.get(hash);
  if (hit && hit.until > Date.now()) return hit.session;
  recent.delete(hash);
  const stored = await kv.get<StoredSession>(sessionKey(hash), "json");
  if (stored) remember(hash, stored);
  return stored;
}

async function store(kv: KVNamespace, hash: string, session: StoredSession) {
  remember(hash, session);
  const ttl = kvTtlSeconds(session.expiresAt);
  await Promise.all([
    kv.put(sessionKey(hash), JSON.stringify(session), { expirationTtl: ttl }),
    kv.put(userSessionKey(session.userId, hash), "1", { expirationTtl: ttl }),
  ]);
}

export async function createSession(env: Pick<Env, "KV">, userId: string) {
  const token = randomToken(32);
  const hash = await sha256Hex(token);
  const expiresAt = Date.now() + SESSION_TTL_MS;
  await store(env.KV, hash, { userId, expiresAt });
  return { token, hash, expiresAt };
}

/** A cookie's value, or null when it is absent or cannot be decoded (a malformed cookie is ignored, never an error). */
export function readCookie(request: Request, name: string): string | null {
  let jar = jars.get(request);
  if (!jar) {
    jar = parseCookies(request.headers.get("Cookie"));
    jars.set(request, jar);
  }
  return jar.get(name) ?? null;
}

/** One request asks for several cookies (session, bookmark, flash): its header is parsed once. */
const jars = new WeakMap<Request, Map<string, string | null>>();

/** Values by name: the first of each name; null when it cannot be decoded. */
function parseCookies(header: string | null): Map<string, string | null> {
  const jar = new Map<string, string | null>();
  for (const part of header ? header.split(";") : []) {
    const [k, ...v] = part.trim().split("=");
    if (jar.has(k)) continue;
    try {
      jar.set(k, decodeURIComponent(v.join("=")));
    } catch {
      jar.set(k, null);
    }
  }
  return jar;
}

export interface ActiveSession {
  userId: string;
  hash: string;
  /** Set when the session was extended: the cookie to send back. */
  refreshedCookie: string | null;
}

export async function readSession(env: Pick<Env, "KV">, request: Request): Promise<ActiveSession | null> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const hash = await sha256Hex(token);
  const stored = await storedSession(env.KV, hash);
  if (!stored || stored.expiresAt <= Date.now()) return null;
  let refreshedCookie: string | null = null;
  if (stored.expiresAt - Date.now() < SESSION_TTL_MS - REFRESH_AFTER_MS) {
    const expiresAt = Date.now() + SESSION_TTL_MS;
    await store(env.KV, hash, { userId: stored.userId, expiresAt });
    refreshedCookie = sessionCookie(token, expiresAt);
  }
  return { userId: stored.userId, hash, refreshedCookie };
}

export async function deleteSession(env: Pick<Env, "KV">, hash: string): Promise<void> {
  recent.delete(hash);
  const stored = await env.KV.get<StoredSession>(sessionKey(hash), "json");
  await env.KV.delete(sessionKey(hash));
  if (stored) await env.KV.delete(userSessionKey(stored.userId, hash));
}

/** Ends every session of a user. */
export async function deleteUserSessions(env: Pick<Env, "KV">, userId: string): Promise<void> {
  for (const [hash, { session }] of recent) if (session.userId === userId) recent.delete(hash);
  const prefix = `user-session:${userId}:`;
  let cursor: string | undefined;
  do {
    const page = await env.KV.list({ prefix, cursor });
    await Promise.all(
      page.keys.map(async (k) => {
        const hash = k.name.slice(prefix.length);
        await Promise.all([env.KV.delete(sessionKey(hash)), env.KV.delete(k.name)]);
      }),
    );
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

export function sessionCookie(token: string, expiresAt: number): string {
  const maxAge = Math.floor((expiresAt - Date.now()) / 1000);
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

export function clearSessionCookie(): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}
