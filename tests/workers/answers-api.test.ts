// Quick answers and the materials table in the product: GET /api/answers (search,
// topics, validation, 404), GET /api/materials, and the assistant answering a
// beginner from a quick answer. The /answers page itself: tests/e2e/answers.test.ts.
import { loadContent } from "@content/index";
import { beforeAll, describe, expect, it } from "vitest";
import { ask, newUser } from "./chat-helpers";
import { ORIGIN } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

const content = loadContent();
const get = (path: string) => workerFetch(`${ORIGIN}${path}`);
type Answer = {
  id: string;
  question: string;
  answer: string;
  topic: string;
  link: string;
  sources: unknown[];
  guideLinks: { link: string }[];
};

beforeAll(async () => {
  await seedContent();
});

describe("GET /api/answers", () => {
  it("lists every quick answer in reading order, without the phrasings used for matching", async () => {
    const res = await get("/api/answers");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { answers: Answer[]; total: number };
    expect(body.total).toBe(content.answers.length);
    expect(body.answers.map((a) => a.id)).toEqual(content.answers.map((a) => a.id));
    expect(body.answers[0]).not.toHaveProperty("phrasings");
    expect(body.answers[0].link).toBe(`/answers/${content.answers[0].id}`);
    expect(body.answers[0].sources.length).toBeGreaterThan(0);
  });

  it("finds each answer from the way people type it, typos and shorthand included", async () => {
    for (const a of content.answers.slice(0, 10)) {
      const typed = a.phrasings[a.phrasings.length - 1];
      const body = (await (await get(`/api/answers?q=${encodeURIComponent(typed)}`)).json()) as { answers: Answer[] };
      expect(
        body.answers.slice(0, 3).map((x) => x.id),
        typed,
      ).toContain(a.id);
    }
  });

  it("filters by topic, and finds nothing for an unrelated search", async () => {
    const topic = content.answers[0].topic;
    const body = (await (await get(`/api/answers?topic=${topic}`)).json()) as { answers: Answer[] };
    expect(body.answers.length).toBe(content.answers.filter((a) => a.topic === topic).length);
    expect(body.answers.every((a) => a.topic === topic)).toBe(true);
    const none = (await (await get("/api/answers?q=capital+of+australia")).json()) as {
      answers: Answer[];
      total: number;
    };
    expect(none).toEqual({ answers: [], total: 0 });
  });

  it("rejects an unknown topic and an over-long search with 400 and field errors", async () => {
    const bad = await get("/api/answers?topic=knitting");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.topic).toBeDefined();
    const long = await get(`/api/answers?q=${"a".repeat(201)}`);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.q).toBeDefined();
  });

  it("returns one answer by id, and 404 for an unknown id", async () => {
    const id = content.answers[1].id;
    const one = await get(`/api/answers/${id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as Answer).question).toBe(content.answers[1].question);
    const missing = await get("/api/answers/no-such-answer");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Answer not found" });
  });
});

describe("GET /api/materials", () => {
  it("lists the materials table with verdicts and what to use instead", async () => {
    const body = (await (await get("/api/materials")).json()) as {
      materials: { id: string; verdict: string; instead: string | null }[];
    };
    expect(body.materials.map((m) => m.id)).toEqual(content.materials.map((m) => m.id));
    expect(body.materials.some((m) => m.verdict === "no" && m.instead)).toBe(true);
  });
});

describe("the assistant answers a beginner from a quick answer", () => {
  it("links the quick answer as a source", async () => {
    const a = content.answers.find((x) => x.topic !== "pressing")!;
    const user = await newUser("free");
    const res = await ask(user.cookie, a.phrasings[0]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sources: { id: string; link: string }[]; answer: string };
    expect(body.sources[0]).toMatchObject({ link: `/answers/${a.id}` });
  });
});
