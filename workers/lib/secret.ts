// Keys derived from the APP_SECRET setting, one per purpose, so a value signed
// for one job (a flash message) can never pass as another (an e-mail hash).
import { settings, isProduction } from "../env";
import { base64url } from "./crypto";
import { SettledCache } from "./settled-cache";

/** Used only outside production when APP_ENV is not production and no APP_SECRET is set. */
const LOCAL_SECRET = "local-development-secret-never-used-in-production";
export const APP_SECRET_MIN_LENGTH = 32;

export type SecretPurpose = "flash-v1" | "email-hash-v1";

// Derived keys are settled values, safe to share between requests of one isolate.
const keys = new SettledCache<CryptoKey>(60 * 60 * 1000);
let warned = false;

/** The configured secret; in production a missing or short one is null (and logged), never a default. */
export function appSecret(env: Env): string | null {
  const secret = settings(env).APP_SECRET;
  if (secret && secret.length >= APP_SECRET_MIN_LENGTH) return secret;
  if (!isProduction(env)) return secret ?? LOCAL_SECRET;
  if (!warned) {
    warned = true;
    console.error(
      `APP_SECRET is missing or shorter than ${APP_SECRET_MIN_LENGTH} characters: flash messages and the allowance memory are off`,
    );
  }
  return null;
}

async function importHmac(raw: BufferSource): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

/** An HMAC-SHA-256 key for one purpose, or null when no secret is configured. */
export async function secretKey(env: Env, purpose: SecretPurpose): Promise<CryptoKey | null> {
  const secret = appSecret(env);
  if (!secret) return null;
  return keys.get(`${purpose}:${secret}`, async () => {
    const root = await importHmac(new TextEncoder().encode(secret));
    const derived = await crypto.subtle.sign("HMAC", root, new TextEncoder().encode(purpose));
    return importHmac(derived);
  });
}

export async function hmac(key: CryptoKey, value: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value))));
}

export async function hmacVerify(key: CryptoKey, value: string, signature: string): Promise<boolean> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(signature.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  // crypto.subtle.verify compares in constant time.
  return crypto.subtle.verify("HMAC", key, bytes, new TextEncoder().encode(value));
}
