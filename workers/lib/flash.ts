// One-time messages carried across a redirect (e.g. "You have been signed out"),
// shown as a toast by the next page and then cleared. The cookie is __Host-
// prefixed and signed with a key derived from APP_SECRET, so nobody who can plant
// a cookie can make the site show their text.
import type { Context } from "hono";
import { z } from "zod";
import { readCookie } from "../services/session";
import { base64url } from "./crypto";
import type { AppBindings } from "./types";
import { hmac, hmacVerify, secretKey } from "./secret";

export const FLASH_COOKIE = "__Host-flash";
const FLASH_SECONDS = 60;

const flashSchema = z.object({
  title: z.string().max(120),
  description: z.string().max(300).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

const envelopeSchema = z.object({ f: flashSchema, exp: z.number() });

const decode = (s: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)));

/** The Set-Cookie value carrying this message, or null when no signing key is configured. */
export async function flashCookie(env: Env, flash: Flash): Promise<string | null> {
  const key = await secretKey(env, "flash-v1");
  if (!key) return null;
  const payload = base64url(
    new TextEncoder().encode(JSON.stringify({ f: flash, exp: Date.now() + FLASH_SECONDS * 1000 })),
  );
  const value = `${payload}.${await hmac(key, payload)}`;
  return `${FLASH_COOKIE}=${value}; Path=/; Max-Age=${FLASH_SECONDS}; HttpOnly; Secure; SameSite=Lax`;
}

/** Adds the message to the response being built. */
export async function setFlash(c: Context<AppBindings>, flash: Flash): Promise<void> {
  const cookie = await flashCookie(c.env, flash);
  if (cookie) c.header("Set-Cookie", cookie, { append: true });
}

export function clearFlashCookie(): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

/** The message this request carries, when its signature holds and it has not expired. */
export async function readFlash(env: Env, request: Request): Promise<Flash | null> {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw || raw.length > 2000) return null;
  const [payload, signature, extra] = raw.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const key = await secretKey(env, "flash-v1");
  if (!key || !(await hmacVerify(key, payload, signature))) return null;
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(decode(payload)));
    if (!parsed.success || parsed.data.exp < Date.now()) return null;
    return parsed.data.f;
  } catch {
    return null;
  }
}
