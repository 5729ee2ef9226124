// The refund of a reserved message is exact and idempotent: a reservation is settled
// once (answered or given back), never twice, and the count never goes below zero.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { usageMonth } from "@common/constants";
import { completeAsk, prepareAsk } from "../../workers/services/chat";
import type { AnswerProvider } from "../../workers/ai/types";
import { getUserById } from "../../workers/services/users";
import { getDb } from "../../workers/db/client";
import { refundMessage, reserveMessage } from "../../workers/services/usage";
import { api, ask, eventCount, newUser, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { withinMs } from "./reliability-helpers";

beforeAll(async () => {
  await seedContent();
});

describe("reserving", () => {
  it("an ask naming someone else's session is 404 and takes no message; the user's own session takes one", async () => {
    const owner = await newUser("premium");
    const other = await newUser("premium");
    const theirs = (await (await api(other.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };
    const mine = (await (await api(owner.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };
    const refused = await ask(owner.cookie, "How do I prevent ghosting?", theirs.id);
    expect(refused.status).toBe(404);
    expect(await usageCount(owner.id, usageMonth())).toBe(0);
    const answered = await ask(owner.cookie, "How do I prevent ghosting?", mine.id);
    expect(answered.status).toBe(200);
    expect(await usageCount(owner.id, usageMonth())).toBe(1);
    expect(await usageCount(other.id, usageMonth())).toBe(0);
  });
});

describe("refunds", () => {
  it("refunding the same reservation twice gives back one message", async () => {
    const user = await newUser("free");
    await reserveMessage(env, user.id, false);
    const reservation = await reserveMessage(env, user.id, false);
    expect(reservation?.count).toBe(2);
    await refundMessage(env, reservation!);
    await refundMessage(env, reservation!);
    expect(await usageCount(user.id, usageMonth())).toBe(1);
  });

  it("never takes the count below zero", async () => {
    const user = await newUser("free");
    const reservation = await reserveMessage(env, user.id, false);
    await env.DB.prepare("UPDATE ai_usage SET count = 0 WHERE user_id = ?").bind(user.id).run();
    await refundMessage(env, reservation!);
    expect(await usageCount(user.id, usageMonth())).toBe(0);
  });

  it("the built-in assistant has a deadline too: one that never answers is stopped and the message given back", async () => {
    const user = await newUser("free");
    const row = await getUserById(getDb(env), user.id);
    const never: AnswerProvider = { name: "embedded", answer: () => new Promise(() => {}) };
    const prepared = await prepareAsk(env, row!, { question: "How do I prevent ghosting?" }, "192.0.2.1");
    expect(await usageCount(user.id, usageMonth())).toBe(1);
    await expect(
      withinMs(10_000, "a built-in answer that never comes", () =>
        completeAsk({ ...env, AI_BUILTIN_DEADLINE_MS: "300" } as unknown as Env, prepared, { provider: never }),
      ),
    ).rejects.toMatchObject({ status: 502, message: "Failed to get response. Please try again." });
    expect(await usageCount(user.id, usageMonth())).toBe(0);
    expect(await eventCount(user.id)).toBe(0);
  }, 20_000);
});
