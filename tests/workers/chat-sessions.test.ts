// Premium chat sessions: premium only, owner only, auto-title, rename, delete,
// asks serialised within a session, and messages that outlive the object instance.
import { abortAllDurableObjects, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { api, ask, newUser } from "./chat-helpers";
import { seedContent } from "./seed-helpers";

beforeAll(async () => {
  await seedContent();
});

async function createSession(cookie: string) {
  const res = await api(cookie, "POST", "/api/chat-sessions");
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; title: string; messageCount: number };
}

describe("access", () => {
  it("401 when signed out and 403 for free users on every session endpoint", async () => {
    const free = await newUser("free");
    const id = "f".repeat(64);
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/chat-sessions"],
      ["POST", "/api/chat-sessions"],
      ["PATCH", `/api/chat-sessions/${id}`, { title: "x" }],
      ["DELETE", `/api/chat-sessions/${id}`],
      ["GET", `/api/chat-sessions/${id}/messages`],
      ["GET", "/api/chat-history"],
    ];
    for (const [method, path, body] of calls) {
      expect((await api(null, method, path, body)).status, `${method} ${path} signed out`).toBe(401);
      expect((await api(free.cookie, method, path, body)).status, `${method} ${path} free`).toBe(403);
    }
    expect(
      await env.DB.prepare("SELECT COUNT(*) AS n FROM chat_sessions WHERE user_id = ?").bind(free.id).first("n"),
    ).toBe(0);
  });

  it("404 for another user's session, for unknown ids, and ids are not guessable", async () => {
    const owner = await newUser("premium", "owner");
    const other = await newUser("premium", "other");
    const session = await createSession(owner.cookie);
    expect(session.id).toMatch(/^[0-9a-f]{64}$/);
    expect(session).toMatchObject({ title: "New Chat", messageCount: 0 });

    for (const id of [session.id, "0".repeat(64), "not-an-id"]) {
      expect((await api(other.cookie, "GET", `/api/chat-sessions/${id}/messages`)).status).toBe(404);
      expect((await api(other.cookie, "PATCH", `/api/chat-sessions/${id}`, { title: "Mine now" })).status).toBe(404);
      expect((await api(other.cookie, "DELETE", `/api/chat-sessions/${id}`)).status).toBe(404);
      expect((await ask(other.cookie, "How do I prevent ghosting?", id)).status).toBe(404);
    }
    // Nothing of the owner's changed, and the refused asks cost the other user nothing.
    const list = (await (await api(owner.cookie, "GET", "/api/chat-sessions")).json()) as {
      id: string;
      title: string;
    }[];
    expect(list).toEqual([{ id: session.id, title: "New Chat", messageCount: 0 }]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM ai_usage WHERE user_id = ?").bind(other.id).first("n")).toBe(
      0,
    );
    expect(await api(other.cookie, "GET", "/api/chat-sessions").then((r) => r.json())).toEqual([]);
  });
});

describe("a premium conversation", () => {
  it("auto-titles from the first question, keeps messages in order, renames and deletes", async () => {
    const user = await newUser("premium");
    const session = await createSession(user.cookie);
    const longQuestion = "What temperature should I use for polyester shirts when pressing a big batch for a team?";
    const first = await ask(user.cookie, longQuestion, session.id);
    expect(first.status).toBe(200);
    const firstBody = (await first.json()) as { sessionId: string; id: string };
    expect(firstBody.sessionId).toBe(session.id);

    let list = (await (await api(user.cookie, "GET", "/api/chat-sessions")).json()) as {
      id: string;
      title: string;
      messageCount: number;
    }[];
    expect(list[0]).toEqual({ id: session.id, title: `${longQuestion.slice(0, 50)}...`, messageCount: 1 });

    await ask(user.cookie, "How do I prevent ghosting?", session.id);
    await ask(user.cookie, "What's the best sublimation paper to use?", session.id);
    const messages = (await (await api(user.cookie, "GET", `/api/chat-sessions/${session.id}/messages`)).json()) as {
      question: string;
      answer: string;
      troubleshooting_steps: string[];
    }[];
    expect(messages.map((m) => m.question)).toEqual([
      longQuestion,
      "How do I prevent ghosting?",
      "What's the best sublimation paper to use?",
    ]);
    expect(messages[1].troubleshooting_steps.length).toBeGreaterThan(0);

    // The title is set once: later questions do not rename it.
    list = (await (await api(user.cookie, "GET", "/api/chat-sessions")).json()) as typeof list;
    expect(list[0]).toMatchObject({ title: `${longQuestion.slice(0, 50)}...`, messageCount: 3 });

    const history = (await (await api(user.cookie, "GET", "/api/chat-history")).json()) as {
      id: string;
      question: string;
      sessionId: string;
    }[];
    expect(history.map((h) => h.question)).toEqual([
      "What's the best sublimation paper to use?",
      "How do I prevent ghosting?",
      longQuestion,
    ]);
    expect(history[2].id).toBe(firstBody.id);

    // Rename: validated, trimmed.
    expect((await api(user.cookie, "PATCH", `/api/chat-sessions/${session.id}`, { title: "   " })).status).toBe(400);
    const renamed = await api(user.cookie, "PATCH", `/api/chat-sessions/${session.id}`, { title: "  Team shirts  " });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toEqual({ id: session.id, title: "Team shirts", messageCount: 3 });

    // Delete: gone from the list, its messages unreachable, and the object's storage erased.
    expect((await api(user.cookie, "DELETE", `/api/chat-sessions/${session.id}`)).status).toBe(200);
    expect(await api(user.cookie, "GET", "/api/chat-sessions").then((r) => r.json())).toEqual([]);
    expect((await api(user.cookie, "GET", `/api/chat-sessions/${session.id}/messages`)).status).toBe(404);
    expect((await api(user.cookie, "DELETE", `/api/chat-sessions/${session.id}`)).status).toBe(404);
    const stub = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromString(session.id));
    await abortAllDurableObjects();
    expect(await stub.listMessages()).toEqual([]);
  });

  it("a short first question is the title as it is", async () => {
    const user = await newUser("premium");
    const session = await createSession(user.cookie);
    await ask(user.cookie, "  How do I prevent ghosting?  ", session.id);
    const list = (await (await api(user.cookie, "GET", "/api/chat-sessions")).json()) as { title: string }[];
    expect(list[0].title).toBe("How do I prevent ghosting?");
  });

  it("serialises concurrent asks in one session: every message stored once, none lost", async () => {
    const user = await newUser("premium");
    const session = await createSession(user.cookie);
    const questions = [
      "How do I prevent ghosting?",
      "Why are my sublimation colors coming out dull?",
      "How long should I press a mug in a mug press?",
      "What's the best sublimation paper to use?",
    ];
    const responses = await Promise.all(questions.map((q) => ask(user.cookie, q, session.id)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const answered = await Promise.all(responses.map((r) => r.json() as Promise<{ id: string; timestamp: string }>));

    const messages = (await (await api(user.cookie, "GET", `/api/chat-sessions/${session.id}/messages`)).json()) as {
      id: string;
      question: string;
      timestamp: string;
    }[];
    expect(messages).toHaveLength(4);
    expect(new Set(messages.map((m) => m.question))).toEqual(new Set(questions));
    expect(new Set(messages.map((m) => m.id))).toEqual(new Set(answered.map((a) => a.id)));
    // Stored in the order they were answered, one after another.
    const times = messages.map((m) => m.timestamp);
    expect([...times].sort()).toEqual(times);
    const list = (await (await api(user.cookie, "GET", "/api/chat-sessions")).json()) as { messageCount: number }[];
    expect(list[0].messageCount).toBe(4);
  });

  it("keeps the messages when the Durable Object is restarted", async () => {
    const user = await newUser("premium");
    const session = await createSession(user.cookie);
    await ask(user.cookie, "How do I prevent ghosting?", session.id);
    await ask(user.cookie, "What temperature should I use for polyester shirts?", session.id);
    await abortAllDurableObjects();
    const messages = (await (await api(user.cookie, "GET", `/api/chat-sessions/${session.id}/messages`)).json()) as {
      question: string;
      answer: string;
    }[];
    expect(messages.map((m) => m.question)).toEqual([
      "How do I prevent ghosting?",
      "What temperature should I use for polyester shirts?",
    ]);
    expect(messages[1].answer).toContain("400 °F");
  });

  it("an ask waits for the ask before it in the same session", async () => {
    const user = await newUser("premium");
    const session = await createSession(user.cookie);
    const stub = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromString(session.id));
    const first = await stub.beginAsk("t1");
    expect(first).toEqual([]);
    let secondStarted = false;
    const second = stub.beginAsk("t2").then((history) => {
      secondStarted = true;
      return history;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(secondStarted).toBe(false);
    const message = {
      id: "m1",
      question: "q1",
      answer: "a1",
      recommendations: [],
      troubleshooting_steps: [],
      related_topics: [],
      sources: [],
      timestamp: new Date().toISOString(),
    };
    expect(await stub.endAsk("t1", message)).toBe(1);
    const history = await second;
    expect(history.map((m) => m.id)).toEqual(["m1"]);
    expect(await stub.endAsk("t2")).toBe(1);
  });
});
