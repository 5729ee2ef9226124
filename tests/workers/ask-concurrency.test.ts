// 100+ concurrent asks on a cold isolate, mixing refused (400/403/404/429), answered
// (JSON and streamed) and abandoned (the reader leaves) asks: every one finishes and
// the monthly counter is exact afterwards (one message per answer, none for the rest).
// The built-in assistant answers; the requests go through the real Worker.
//
// Unlike the other in-workerd tests, the answered and refused asks go through
// SELF.fetch, workerd's real HTTP path: each request is its own I/O context, as on
// Cloudflare, so work one request leaves in flight (a refused ask's content load) must
// not break another. Called directly, every request would share the test's context
// and such a fault could not show.
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { usageMonth } from "@common/constants";
import { ORIGIN } from "./helpers";
import { apiThrough, eventCount, newUser, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { addArchiveGuides, withinMs } from "./reliability-helpers";
import { workerFetch } from "./worker";

beforeAll(async () => {
  await seedContent();
  await addArchiveGuides(300);
}, 120_000);

const { api, ask } = apiThrough((input, init) => SELF.fetch(input, init));

const QUESTIONS = [
  "How do I prevent ghosting on my sublimation prints?",
  "What temperature should I use for polyester shirts?",
  "Why are my sublimation colors coming out dull?",
  "How long should I press a mug in a mug press?",
];

/** A streamed ask whose reader goes away: before the answer starts or after its first bytes. */
async function abandonedAsk(cookie: string, question: string, early: boolean): Promise<string> {
  const controller = new AbortController();
  try {
    // A reader that leaves a real connection makes workerd log a stack trace per ask;
    // through the handler the Worker's stream is cancelled the same way, quietly.
    const res = await workerFetch(`${ORIGIN}/api/ask-sublimation-expert`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ question }),
      signal: controller.signal,
    });
    if (early || !res.body) {
      controller.abort();
      return `left-${res.status}`;
    }
    const reader = res.body.getReader();
    await reader.read();
    await reader.cancel();
    return "left-after-bytes";
  } catch {
    return "left-before-headers";
  }
}

/** Waits until `read` gives the same value twice, `stableMs` apart (the Worker's background work is done). */
async function settled<T>(read: () => Promise<T>, stableMs = 1500, limitMs = 30_000): Promise<T> {
  const end = Date.now() + limitMs;
  let last = JSON.stringify(await read());
  for (;;) {
    await new Promise((r) => setTimeout(r, stableMs));
    const now = await read();
    if (JSON.stringify(now) === last || Date.now() > end) return now;
    last = JSON.stringify(now);
  }
}

describe("100+ concurrent mixed asks", () => {
  it("a refused ask reaches the cold isolate first and has ended", async () => {
    const user = await newUser("free", "first");
    const res = await ask(user.cookie, QUESTIONS[0], "a".repeat(64));
    expect(res.status).toBe(403);
    await res.arrayBuffer();
  });

  it("all finish, and each user's counter equals the answers they got", async () => {
    const refusedFree = await newUser("free", "refused");
    const capped = await newUser("free", "capped");
    const premium = await newUser("premium", "mixed");
    const other = await newUser("premium", "other");
    const session = (await (await api(premium.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };
    const othersSession = (await (await api(other.cookie, "POST", "/api/chat-sessions")).json()) as { id: string };

    type Job = () => Promise<string>;
    const jobs: Job[] = [];
    for (let i = 0; i < 15; i++)
      jobs.push(async () => String((await ask(refusedFree.cookie, QUESTIONS[i % 4], "a".repeat(64))).status));
    for (let i = 0; i < 5; i++)
      jobs.push(async () => String((await ask(premium.cookie, QUESTIONS[i % 4], othersSession.id)).status));
    for (let i = 0; i < 5; i++)
      jobs.push(async () =>
        String((await api(premium.cookie, "POST", "/api/ask-sublimation-expert", { question: "   " })).status),
      );
    // A free user asking 25 times: exactly 20 answered, 5 refused with 429.
    for (let i = 0; i < 25; i++) jobs.push(async () => `capped-${(await ask(capped.cookie, QUESTIONS[i % 4])).status}`);
    // Premium: answered (JSON and streamed), in a session, and abandoned.
    for (let i = 0; i < 20; i++) {
      jobs.push(async () => {
        const res = await api(
          premium.cookie,
          "POST",
          "/api/ask-sublimation-expert",
          { question: QUESTIONS[i % 4] },
          i % 2 ? { Accept: "text/event-stream" } : {},
        );
        const text = await res.text();
        return res.status === 200 && (text.includes("event: done") || text.startsWith("{"))
          ? "answered"
          : `bad-${res.status}`;
      });
    }
    for (let i = 0; i < 5; i++)
      jobs.push(async () => `session-${(await ask(premium.cookie, QUESTIONS[i % 4], session.id)).status}`);
    for (let i = 0; i < 30; i++) jobs.push(() => abandonedAsk(premium.cookie, QUESTIONS[i % 4], i % 3 === 0));

    const results = await withinMs(60_000, "100+ concurrent asks", () => Promise.all(jobs.map((job) => job())));
    expect(results).toHaveLength(105);
    const tally = (value: string) => results.filter((r) => r === value).length;
    expect(tally("403")).toBe(15);
    expect(tally("404")).toBe(5);
    expect(tally("400")).toBe(5);
    expect(tally("capped-200")).toBe(20);
    expect(tally("capped-429")).toBe(5);
    expect(tally("answered")).toBe(20);
    expect(tally("session-200"), results.filter((r) => r.startsWith("session-")).join(", ")).toBe(5);

    const month = usageMonth();
    expect(await usageCount(refusedFree.id, month)).toBe(0);
    expect(await usageCount(capped.id, month)).toBe(20);
    expect(await eventCount(capped.id)).toBe(20);
    // Abandoned asks are answered in the background (they count) or fail (given back): either way exact.
    const [used, answered] = await settled(() => Promise.all([usageCount(premium.id, month), eventCount(premium.id)]));
    expect(used).toBe(answered);
    expect(used).toBeGreaterThanOrEqual(25);
    expect(used).toBeLessThanOrEqual(55);
    const row = await env.DB.prepare("SELECT message_count FROM chat_sessions WHERE id = ?")
      .bind(session.id)
      .first<{ message_count: number }>();
    expect(row?.message_count).toBe(5);

    // And the isolate still answers.
    const after = await withinMs(15_000, "an ask after the burst", () => ask(premium.cookie, QUESTIONS[0]));
    expect(after.status).toBe(200);
  }, 120_000);
});
