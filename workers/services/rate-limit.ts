// Per-address limits that hold across Worker isolates: each (bucket, key) is one
// RateLimiter Durable Object, which counts hits one at a time.

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
  /** Identifies this hit, so a caller can give it back (e.g. a successful sign-in). */
  hitId: number;
}

function stub(env: Pick<Env, "RATE_LIMITER">, bucket: string, key: string) {
  return env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`${bucket}:${key}`));
}

export async function rateLimit(
  env: Pick<Env, "RATE_LIMITER">,
  bucket: string,
  key: string,
  limit: number,
  windowMs: number,
): Promise<RateLimitResult> {
  return stub(env, bucket, key).hit(limit, windowMs);
}

/** Forgets one earlier hit (for limits that count only failures). */
export async function releaseHit(env: Pick<Env, "RATE_LIMITER">, bucket: string, key: string, hitId: number) {
  await stub(env, bucket, key).release(hitId);
}

/** The caller's address as Cloudflare reports it; "local" when run outside Cloudflare's edge. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}
