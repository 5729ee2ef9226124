// Sign-in abuse and session hygiene for the development sign-in.
import { describe, expect, it } from "vitest";
import { cookieValue, ORIGIN, signIn } from "./helpers";
import { workerFetch } from "./worker";

const devLogin = (email: string, ip: string, cookie?: string) =>
  workerFetch(`${ORIGIN}/api/login/dev`, {
    method: "POST",
    body: new URLSearchParams({ firstName: "Rate", email }),
    headers: { "CF-Connecting-IP": ip, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: "manual",
  });

// Loopback addresses: the development sign-in only answers requests from this machine.
describe("development sign-in", () => {
  it("is rate-limited per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await devLogin(`rate-${i}@example.com`, "127.0.2.10")).status);
    expect(statuses.slice(0, 20).every((s) => s === 303)).toBe(true);
    const limited = await devLogin("rate-last@example.com", "127.0.2.10");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(cookieValue(limited, "__Host-session")).toBeNull();
    // Another address is unaffected.
    expect((await devLogin("rate-other@example.com", "127.0.2.11")).status).toBe(303);
  });

  it("replaces the session the browser brought with a new token", async () => {
    const old = await signIn("fixation@example.com");
    const res = await devLogin("fixation@example.com", "127.0.2.20", old);
    const fresh = cookieValue(res, "__Host-session");
    expect(fresh).toBeTruthy();
    expect(`__Host-session=${fresh}`).not.toBe(old);
    expect((await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: old } })).status).toBe(401);
    expect(
      (await workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: `__Host-session=${fresh}` } })).status,
    ).toBe(200);
  });
});
