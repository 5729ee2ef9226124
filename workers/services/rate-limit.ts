// Per-address limits that hold across Worker isolates: each (bucket, key) is one
// RateLimiter Durable Object, which counts hits one at a time.
import { isProduction } from "../env";

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

/**
 * Asks to the AI expert (ADR 0313): per user 10 a minute and 60 an hour, per network
 * (IPv4 address or IPv6 /64) 30 a minute. Every ask that reaches the limiter counts,
 * whether it is then refused (message limit, someone else's session) or given back.
 */
export const ASK_RATE_LIMITS = { userPerMinute: 10, userPerHour: 60, networkPerMinute: 30 } as const;

type AskRateVars = Partial<Record<"ASK_RATE_USER_MINUTE" | "ASK_RATE_USER_HOUR" | "ASK_RATE_NETWORK_MINUTE", string>>;

function figure(value: string | undefined, fallback: number): number {
  const n = value === undefined ? Number.NaN : Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * Counts one ask for the user and for their network. Outside production the figures
 * can be raised with ASK_RATE_USER_MINUTE, ASK_RATE_USER_HOUR and ASK_RATE_NETWORK_MINUTE
 * (tests that make many asks); production always uses ASK_RATE_LIMITS.
 */
export async function limitAsk(env: Env, userId: string, network: string): Promise<RateLimitResult> {
  const vars: AskRateVars = isProduction(env) ? {} : (env as unknown as AskRateVars);
  const [user, net] = await Promise.all([
    stub(env, "ask-user", userId).hitWindows([
      { limit: figure(vars.ASK_RATE_USER_MINUTE, ASK_RATE_LIMITS.userPerMinute), windowMs: 60_000 },
      { limit: figure(vars.ASK_RATE_USER_HOUR, ASK_RATE_LIMITS.userPerHour), windowMs: 60 * 60_000 },
    ]),
    stub(env, "ask-network", network).hitWindows([
      { limit: figure(vars.ASK_RATE_NETWORK_MINUTE, ASK_RATE_LIMITS.networkPerMinute), windowMs: 60_000 },
    ]),
  ]);
  if (user.allowed && net.allowed) return user;
  return {
    allowed: false,
    remaining: 0,
    retryAfterSeconds: Math.max(user.retryAfterSeconds, net.retryAfterSeconds),
    hitId: 0,
  };
}

/** Forgets one earlier hit (for limits that count only failures). */
export async function releaseHit(env: Pick<Env, "RATE_LIMITER">, bucket: string, key: string, hitId: number) {
  await stub(env, bucket, key).release(hitId);
}

/** The 8 groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  let text = address
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    if ([a, b, c, d].some((n) => n > 255)) return null;
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

/** Requests without an address are counted apart from every real address (and logged). */
export const MISSING_ADDRESS_KEY = "no-address";

/**
 * The key a client is limited by: its IPv4 address, or its IPv6 /64 (one
 * household or server usually holds a whole /64, so counting single IPv6
 * addresses would give it unlimited tries). IPv4-mapped IPv6 counts as IPv4.
 */
export function clientAddress(request: Request): string {
  const raw = request.headers.get("CF-Connecting-IP")?.trim();
  if (!raw) {
    console.warn(
      "request without a client address: rate limited under",
      MISSING_ADDRESS_KEY,
      new URL(request.url).pathname,
    );
    return MISSING_ADDRESS_KEY;
  }
  if (!raw.includes(":")) return raw;
  const groups = ipv6Groups(raw);
  if (!groups) return `unparsed:${raw.slice(0, 64)}`;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6] >> 8, groups[6] & 255, groups[7] >> 8, groups[7] & 255].join(".");
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
