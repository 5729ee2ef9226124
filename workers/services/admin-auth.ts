// Who may open the admin area. Two doors, both checked on the server:
// the shared ADMIN_PASSWORD (an admin session: a random token in an HttpOnly,
// SameSite=Strict browser-session cookie, only its SHA-256 kept in KV for at
// most 12 hours), or a normal signed-in session whose e-mail is in ADMIN_EMAILS.
import type { User } from "../db/schema-types";
import { settings } from "../env";
import { randomToken, sha256Hex, timingSafeEqualStrings } from "../lib/crypto";
import { readCookie } from "./session";

export const ADMIN_COOKIE = "__Host-admin-session";
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Failed password attempts allowed per client address and window. */
export const ADMIN_LOGIN_LIMIT = 5;
export const ADMIN_LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ADMIN_LOGIN_BUCKET = "admin-login";
/**
 * Failed password attempts allowed from everywhere together per hour: guesses
 * spread over many addresses stop too. While it is reached the password door is
 * closed for everyone; admins listed in ADMIN_EMAILS still get in by signing in.
 */
export const ADMIN_LOGIN_GLOBAL_LIMIT = 100;
export const ADMIN_LOGIN_GLOBAL_WINDOW_MS = 60 * 60 * 1000;
export const ADMIN_LOGIN_GLOBAL_BUCKET = "admin-login-global";
export const ADMIN_LOGIN_GLOBAL_KEY = "all";

interface StoredAdminSession {
  expiresAt: number;
  /** Hash of the password the session was opened with: changing the secret ends every session. */
  passwordHash: string;
}

const adminSessionKey = (hash: string) => `admin-session:${hash}`;

/** The configured password, or null when it is missing or too short to protect anything. */
export function adminPassword(env: Env): string | null {
  const password = settings(env).ADMIN_PASSWORD;
  return password && password.length >= ADMIN_PASSWORD_MIN_LENGTH ? password : null;
}

export function adminAreaConfigured(env: Env): boolean {
  return adminPassword(env) !== null;
}

export function adminEmails(env: Env): Set<string> {
  const raw = settings(env).ADMIN_EMAILS ?? "";
  return new Set(
    raw
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function isAdminEmail(env: Env, email: string): boolean {
  return adminEmails(env).has(email.trim().toLowerCase());
}

export async function checkAdminPassword(env: Env, candidate: string): Promise<boolean> {
  const password = adminPassword(env);
  if (!password) return false;
  return timingSafeEqualStrings(candidate, password);
}

export async function createAdminSession(env: Env) {
  const password = adminPassword(env);
  if (!password) throw new Error("admin area not configured");
  const token = randomToken(32);
  const hash = await sha256Hex(token);
  const session: StoredAdminSession = {
    expiresAt: Date.now() + ADMIN_SESSION_TTL_MS,
    passwordHash: await sha256Hex(password),
  };
  await env.KV.put(adminSessionKey(hash), JSON.stringify(session), {
    expirationTtl: Math.ceil(ADMIN_SESSION_TTL_MS / 1000),
  });
  return { token, hash };
}

/** The hash of a valid admin session token sent with this request, or null. */
export async function readAdminSession(env: Env, request: Request): Promise<string | null> {
  const password = adminPassword(env);
  if (!password) return null;
  const token = readCookie(request, ADMIN_COOKIE);
  if (!token || token.length > 100) return null;
  const hash = await sha256Hex(token);
  const stored = await env.KV.get<StoredAdminSession>(adminSessionKey(hash), "json");
  if (!stored || stored.expiresAt <= Date.now()) return null;
  if (stored.passwordHash !== (await sha256Hex(password))) return null;
  return hash;
}

export async function deleteAdminSession(env: Env, request: Request): Promise<void> {
  const token = readCookie(request, ADMIN_COOKIE);
  if (!token || token.length > 100) return;
  await env.KV.delete(adminSessionKey(await sha256Hex(token)));
}

/** No Max-Age or Expires: the browser forgets it when it closes; the server forgets it after 12 hours. */
export function adminCookie(token: string): string {
  return `${ADMIN_COOKIE}=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`;
}

export function clearAdminCookie(): string {
  return `${ADMIN_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`;
}

export type AdminAccess = { via: "password" } | { via: "email"; email: string };

/**
 * Whether this request may see the admin area. Nobody may while the password is
 * unset or too short, so a half-configured deployment never opens it.
 */
export async function adminAccess(env: Env, request: Request, user: User | null): Promise<AdminAccess | null> {
  if (!adminAreaConfigured(env)) return null;
  if (user && isAdminEmail(env, user.email)) return { via: "email", email: user.email };
  if (await readAdminSession(env, request)) return { via: "password" };
  return null;
}
