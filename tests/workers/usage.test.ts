// The free plan's monthly limit, enforced in D1 where concurrent asks cannot race it.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { usageMonth } from "@common/constants";
import { refundMessage, reserveMessage } from "../../workers/services/usage";
import { api, ask, eventCount, newUser, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";

beforeAll(async () => {
  await seedContent();
});

describe("monthly message limit", () => {
  it("answers exactly 20 of 25 concurrent asks from a fresh free user and refuses 5 with 429", async () => {
    const user = await newUser("free");
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => ask(user.cookie, "What temperature should I use for polyester shirts?")),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const bodies = await Promise.all(responses.map((r) => r.json() as Promise<{ message?: string; answer?: string }>));
    expect(bodies.filter((b) => b.message === "Message limit reached")).toHaveLength(5);
    expect(bodies.filter((b) => b.answer?.includes("400 °F"))).toHaveLength(20);

    expect(await usageCount(user.id, usageMonth())).toBe(20);
    expect(await eventCount(user.id)).toBe(20);
    const me = (await (await api(user.cookie, "GET", "/api/auth/user")).json()) as { monthlyMessageCount: number };
    expect(me.monthlyMessageCount).toBe(20);

    // The 21st ask, later, is refused too and changes nothing.
    const again = await ask(user.cookie, "How do I prevent ghosting?");
    expect(again.status).toBe(429);
    expect(await usageCount(user.id, usageMonth())).toBe(20);
  });

  it("starts again at zero in a new UTC month", async () => {
    const user = await newUser("free");
    const november = new Date("2026-11-30T23:59:59.000Z");
    const december = new Date("2026-12-01T00:00:00.000Z");
    for (let i = 0; i < 20; i++) expect(await reserveMessage(env, user.id, false, november)).not.toBeNull();
    expect(await reserveMessage(env, user.id, false, november)).toBeNull();

    const first = await reserveMessage(env, user.id, false, december);
    expect(first).toEqual({ userId: user.id, month: "2026-12", count: 1 });
    expect(await usageCount(user.id, "2026-11")).toBe(20);
    expect(await usageCount(user.id, "2026-12")).toBe(1);
  });

  it("gives a refunded message back to the month it was taken from", async () => {
    const user = await newUser("free");
    const now = new Date("2026-10-15T12:00:00.000Z");
    for (let i = 0; i < 20; i++) await reserveMessage(env, user.id, false, now);
    const refused = await reserveMessage(env, user.id, false, now);
    expect(refused).toBeNull();
    await refundMessage(env, { userId: user.id, month: "2026-10", count: 20 });
    expect(await usageCount(user.id, "2026-10")).toBe(19);
    expect(await reserveMessage(env, user.id, false, now)).toMatchObject({ count: 20 });
  });

  it("counts premium messages without a cap", async () => {
    const user = await newUser("premium");
    const now = new Date("2026-09-10T00:00:00.000Z");
    const results = await Promise.all(Array.from({ length: 25 }, () => reserveMessage(env, user.id, true, now)));
    expect(results.every((r) => r !== null)).toBe(true);
    expect(await usageCount(user.id, "2026-09")).toBe(25);
  });
});
