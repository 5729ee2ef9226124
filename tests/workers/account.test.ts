// Deleting an account on real D1, KV and Durable Objects: sessions, chats
// (index rows and each session's stored messages), usage, saved guides,
// provider links and the user row all go; nothing of anyone else does.
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, setCookies, signIn } from "./helpers";
import { seedContent } from "./seed-helpers";
import { usageMonth } from "@common/constants";
import { workerFetch } from "./worker";

beforeAll(seedContent);

const me = async (cookie: string) => workerFetch(`${ORIGIN}/api/auth/user`, { headers: { Cookie: cookie } });
const rows = async (sql: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>())!.n;

async function giveUserData(cookie: string, userId: string, chatId: string) {
  const guide = await env.DB.prepare("SELECT id FROM guides LIMIT 1").first<{ id: string }>();
  await workerFetch(`${ORIGIN}/api/saved-guides`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ guideId: guide!.id }),
  });
  await env.DB.batch([
    env.DB.prepare("INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 7)").bind(userId, usageMonth()),
    env.DB.prepare(
      "INSERT INTO chat_sessions (id, user_id, title, message_count) VALUES (?, ?, 'Mug ghosting', 1)",
    ).bind(chatId, userId),
    env.DB.prepare("INSERT INTO oauth_accounts (provider, provider_user_id, user_id) VALUES ('oidc', ?, ?)").bind(
      `sub-${chatId}`,
      userId,
    ),
    env.DB.prepare("INSERT INTO ai_message_events (user_id, session_id) VALUES (?, ?)").bind(userId, chatId),
  ]);
  const chat = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromString(chatId));
  await chat.appendMessage({
    id: `m-${chatId}`,
    question: "Why do my mugs ghost?",
    answer: "The paper moved.",
    recommendations: [],
    troubleshooting_steps: [],
    related_topics: [],
    sources: [],
    timestamp: new Date().toISOString(),
  });
}

describe("DELETE /api/account", () => {
  it("answers 401 when signed out and deletes nothing", async () => {
    const before = await rows("SELECT COUNT(*) AS n FROM users");
    const res = await workerFetch(`${ORIGIN}/api/account`, { method: "DELETE" });
    expect(res.status).toBe(401);
    expect(await rows("SELECT COUNT(*) AS n FROM users")).toBe(before);
  });

  it("removes the user's sessions, chats, usage, saved guides, links and row, and nobody else's", async () => {
    const cookie = await signIn("leaver@example.com", "Lee", "Ver");
    const otherDevice = await signIn("leaver@example.com", "Lee", "Ver");
    const bystander = await signIn("stayer@example.com", "Stay", "Er");
    const leaverId = ((await (await me(cookie)).json()) as { id: string }).id;
    const stayerId = ((await (await me(bystander)).json()) as { id: string }).id;
    // Chat session ids are their Durable Objects' own ids, as the chat API creates them.
    const leaverChat = env.CHAT_SESSION.newUniqueId().toString();
    const stayerChat = env.CHAT_SESSION.newUniqueId().toString();
    await giveUserData(cookie, leaverId, leaverChat);
    await giveUserData(bystander, stayerId, stayerChat);

    const res = await workerFetch(`${ORIGIN}/api/account`, { method: "DELETE", headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "Account deleted" });
    expect(setCookies(res).some((c) => c.startsWith("__Host-session=;") && c.includes("Max-Age=0"))).toBe(true);

    // Every session of the user is gone, on this device and the other.
    expect((await me(cookie)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    for (const table of [
      "users WHERE id",
      "ai_usage WHERE user_id",
      "chat_sessions WHERE user_id",
      "saved_guides WHERE user_id",
      "oauth_accounts WHERE user_id",
    ]) {
      expect(await rows(`SELECT COUNT(*) AS n FROM ${table} = ?`, leaverId)).toBe(0);
    }
    expect(await rows("SELECT COUNT(*) AS n FROM users WHERE email = 'leaver@example.com'")).toBe(0);
    // The chat's messages are wiped from its Durable Object.
    const storedTables = await runInDurableObject(
      env.CHAT_SESSION.get(env.CHAT_SESSION.idFromString(leaverChat)),
      (_chat, state) =>
        state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'messages'").toArray(),
    );
    expect(storedTables).toEqual([]);
    // The anonymous message event stays for the admin figures, no longer tied to anyone.
    expect(
      await rows("SELECT COUNT(*) AS n FROM ai_message_events WHERE session_id = ? AND user_id IS NULL", leaverChat),
    ).toBe(1);

    // The bystander keeps everything.
    expect((await me(bystander)).status).toBe(200);
    for (const table of ["ai_usage", "chat_sessions", "saved_guides", "oauth_accounts"]) {
      expect(await rows(`SELECT COUNT(*) AS n FROM ${table} WHERE user_id = ?`, stayerId)).toBe(1);
    }
    expect((await env.CHAT_SESSION.get(env.CHAT_SESSION.idFromString(stayerChat)).listMessages()).length).toBe(1);

    // Signing in again with the same e-mail starts a fresh, empty account that
    // keeps only this month's AI message count (see the allowance memory).
    const again = await signIn("leaver@example.com");
    const fresh = (await (await me(again)).json()) as { id: string; monthlyMessageCount: number };
    expect(fresh.id).not.toBe(leaverId);
    expect(fresh.monthlyMessageCount).toBe(7);
    expect(await rows("SELECT COUNT(*) AS n FROM saved_guides WHERE user_id = ?", fresh.id)).toBe(0);
  });
});
