// GET /api/search (the site-wide search on the engine's ranking, validated with
// zod; the /search page itself: tests/e2e/search.test.ts), and the questions the expert
// answered "not sure": recorded as text only, counted, capped per day, and listed
// for admins newest first.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_COOKIE } from "../../workers/services/admin-auth";
import { UNANSWERED_DAILY_CAP, unansweredStatement } from "../../workers/services/unanswered";
import { ask, newUser } from "./chat-helpers";
import { cookieValue, ORIGIN } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

type Hit = { kind: string; label: string; title: string; snippet: string; link: string };

beforeAll(async () => {
  await seedContent();
});

const get = (path: string, headers: Record<string, string> = {}) => workerFetch(`${ORIGIN}${path}`, { headers });

describe("GET /api/search", () => {
  it("finds guides, quick answers, chart rows and symptoms, forgiving typos and shorthand", async () => {
    const res = await get(`/api/search?q=${encodeURIComponent("ghostng on my shirt")}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { q: string; results: Hit[]; total: number };
    expect(body.total).toBe(body.results.length);
    expect(body.results.slice(0, 5).some((r) => /ghost/i.test(`${r.title} ${r.link}`))).toBe(true);
    const shorthand = (await (await get("/api/search?q=poly+tee+temp")).json()) as { results: Hit[] };
    expect(shorthand.results.slice(0, 3).some((r) => /polyester/i.test(r.title))).toBe(true);
    const kinds = new Set(
      (
        (await (await get(`/api/search?q=${encodeURIComponent("mug temperature")}`)).json()) as { results: Hit[] }
      ).results.map((r) => r.kind),
    );
    expect(kinds.size).toBeGreaterThanOrEqual(2);
    // One hit per page.
    const links = body.results.map((r) => r.link);
    expect(new Set(links).size).toBe(links.length);
  });

  it("returns nothing for an empty or unrelated search, and 400 with a field message for an over-long one", async () => {
    expect(((await (await get("/api/search?q=")).json()) as { results: Hit[] }).results).toEqual([]);
    expect(((await (await get("/api/search?q=qwxzv+plmkj")).json()) as { results: Hit[] }).results).toEqual([]);
    const res = await get(`/api/search?q=${"a".repeat(201)}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/at most 200 characters/);
  });
});

describe("unanswered questions", () => {
  it("records a question answered 'not sure' as text only, counts repeats, and lists it for admins newest first", async () => {
    const user = await newUser("free");
    for (const question of ["What is the capital of Australia?", "what is the   capital of australia?"]) {
      const res = await ask(user.cookie, question);
      expect(res.status).toBe(200);
    }
    await ask(user.cookie, "How do I bake sourdough bread?");
    const row = await env.DB.prepare("SELECT * FROM unanswered_questions WHERE key = ?")
      .bind("what is the capital of australia?")
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ count: 2 });
    // Text only: nothing that names who asked.
    expect(Object.keys(row ?? {}).sort()).toEqual(["count", "first_asked_at", "key", "last_asked_at", "question"]);
    // An answered question is not recorded.
    await ask(user.cookie, "How do I prevent ghosting?");
    const all = await env.DB.prepare("SELECT key FROM unanswered_questions").all<{ key: string }>();
    expect(all.results.map((r) => r.key)).not.toContain("how do i prevent ghosting?");

    expect((await get("/api/admin/unanswered-questions")).status).toBe(401);
    const login = await workerFetch(`${ORIGIN}/api/admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "192.0.2.210" },
      body: JSON.stringify({ password: "test-admin-password-1234" }),
    });
    expect(login.status).toBe(200);
    const res = await get("/api/admin/unanswered-questions", {
      Cookie: `${ADMIN_COOKIE}=${cookieValue(login, ADMIN_COOKIE)}`,
    });
    expect(res.status).toBe(200);
    const { questions } = (await res.json()) as { questions: { question: string; count: number }[] };
    expect(questions[0].question).toBe("How do I bake sourdough bread?");
    expect(questions.find((q) => /australia/i.test(q.question))?.count).toBe(2);
  });

  it("records at most the daily cap of different questions a day", async () => {
    const day = Date.UTC(2031, 0, 5, 12);
    await env.DB.batch(
      Array.from({ length: UNANSWERED_DAILY_CAP + 3 }, (_, i) =>
        unansweredStatement(env, `capped question ${i}`, day + i),
      ),
    );
    const { n } = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM unanswered_questions WHERE key LIKE 'capped question %'",
    ).first<{
      n: number;
    }>()) ?? { n: 0 };
    expect(n).toBe(UNANSWERED_DAILY_CAP);
    // The next day records again.
    await unansweredStatement(env, "capped question next day", day + 86_400_000).run();
    expect(
      await env.DB.prepare("SELECT count FROM unanswered_questions WHERE key = 'capped question next day'").first(
        "count",
      ),
    ).toBe(1);
  });
});
