// Shared helpers for the in-workerd tests: signing in through the real dev
// sign-in endpoint and reading cookies from responses.
import { env } from "cloudflare:test";
import { workerFetch } from "./worker";

export const ORIGIN = "http://localhost";

export function setCookies(res: Response): string[] {
  return res.headers.getSetCookie();
}

export function cookieValue(res: Response, name: string): string | null {
  for (const c of setCookies(res)) {
    const [pair] = c.split(";");
    const [k, ...v] = pair.split("=");
    if (k.trim() === name) return v.join("=");
  }
  return null;
}

let signIns = 0;

/**
 * Signs in through POST /api/login/dev and returns the Cookie header to send. Each
 * sign-in comes from another loopback address, as from the machine itself: the
 * per-address sign-in limit never couples tests.
 */
export async function signIn(email: string, firstName = "Test", lastName = "User"): Promise<string> {
  signIns++;
  const res = await workerFetch(`${ORIGIN}/api/login/dev`, {
    method: "POST",
    headers: { "CF-Connecting-IP": `127.1.${Math.floor(signIns / 250) % 250}.${1 + (signIns % 250)}` },
    body: new URLSearchParams({ firstName, lastName, email }),
    redirect: "manual",
  });
  if (res.status !== 303) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const token = cookieValue(res, "__Host-session");
  if (!token) throw new Error("no session cookie");
  return `__Host-session=${token}`;
}

export async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).first<{ n: number }>();
  return row?.n ?? 0;
}
