// The built-in assistant on the six suggested questions of the chat screen,
// checked against the figures and fixes in the site's content, and its plain
// "not sure" when the content has none; the content it ranks, read from D1, is
// the content the files hold.
import { env } from "cloudflare:test";
import { loadContent } from "@content/index";
import { beforeAll, describe, expect, it } from "vitest";
import { SUGGESTED_QUESTIONS } from "@common/chat";
import { composeAnswer } from "../../workers/ai/embedded";
import { snapshotFromContent } from "../../workers/ai/snapshot";
import { UNSURE_TEXT } from "../../workers/ai/unsure";
import { engineContent } from "../../workers/services/public-content";
import { retrieve } from "../../workers/services/retrieval";
import { ask, newUser } from "./chat-helpers";
import { seedContent } from "./seed-helpers";

const content = loadContent();
const setting = (id: string) => content.pressSettings.find((p) => p.id === id)!;
const trouble = (id: string) => content.troubleshooting.find((t) => t.id === id)!;

async function answer(question: string) {
  const result = composeAnswer(await retrieve(env, question));
  const all = [result.answer, ...result.recommendations, ...result.troubleshooting_steps].join("\n");
  return { ...result, all };
}

beforeAll(async () => {
  await seedContent();
});

describe("the content the engine ranks", () => {
  it("is read from D1 exactly as the content files hold it", async () => {
    const { snapshot, index } = await engineContent(env);
    expect(snapshot).toEqual(snapshotFromContent(content));
    expect(index.passages.length).toBeGreaterThan(500);
    // The same snapshot within the minute, and the same index for the same content version.
    const again = await engineContent(env);
    expect(again.index).toBe(index);
  });
});

describe("embedded expert: the six suggested questions", () => {
  it("ghosting: the troubleshooting entry's causes and fixes, most likely first", async () => {
    const a = await answer(SUGGESTED_QUESTIONS[0]);
    const entry = trouble("ghosting");
    expect(a.answer).toContain(entry.summary);
    expect(a.answer.toLowerCase()).toContain(entry.causes[0].cause.slice(4, 40).toLowerCase());
    expect(a.troubleshooting_steps.slice(0, 3)).toEqual(entry.causes[0].fixes);
    expect(a.all).toMatch(/tacky/);
    expect(a.sources).toContain("fixing-ghosting");
  });

  it("polyester shirt temperature: 400 °F (204 °C) and the time the chart gives", async () => {
    const a = await answer(SUGGESTED_QUESTIONS[1]);
    const row = setting("polyester-shirt");
    expect(row.temperatureF).toEqual({ min: 400, max: 400 });
    expect(a.answer).toContain(`${row.temperatureF!.min} °F (${row.temperatureC!.min} °C)`);
    expect(a.answer).toContain(row.time!);
    expect(a.sources).toContain("sublimating-polyester-shirts");
  });

  it("dull colours: polyester content, over-pressing and colour management", async () => {
    const a = await answer(SUGGESTED_QUESTIONS[2]);
    const entry = trouble("dull-colors");
    expect(a.answer).toContain(entry.symptom);
    expect(a.all).toContain(entry.causes[0].fixes[0]);
    // Recommendations never repeat a step.
    for (const r of a.recommendations) expect(a.troubleshooting_steps).not.toContain(r);
    expect(a.all).toMatch(/ICC profile/);
    expect(a.all).toMatch(/Reduce time first/);
    expect(a.sources).toContain("fixing-dull-or-faded-colors");
  });

  it("printer setup: colour profile, paper type and mirroring", async () => {
    const a = await answer(SUGGESTED_QUESTIONS[3]);
    expect(a.noAnswer).toBe(false);
    expect(a.all).toMatch(/ICC profile|colour profile|color profile/i);
    expect(a.all).toMatch(/mirror/i);
    expect(a.sources.join(" ")).toMatch(/printer|print-manager/);
  });

  it("best paper: real sublimation paper, 90-110 gsm most common, tacky paper for apparel", async () => {
    const a = await answer(SUGGESTED_QUESTIONS[4]);
    expect(a.sources[0]).toBe("answer:which-sublimation-paper");
    expect(a.sources).toContain("choosing-sublimation-paper");
    expect(a.answer.split(". ")[0]).toMatch(/sublimation paper, typically 90-110 gsm/);
    expect(a.all).toMatch(/tacky/i);
  });

  it("mug press time: 400 °F and the minutes for 11 oz and 15 oz mugs", async () => {
    const a = await answer(SUGGESTED_QUESTIONS[5]);
    expect(a.answer).toContain(`${setting("mug-11oz-press").temperatureF!.min} °F`);
    expect(a.answer).toMatch(/11 oz/);
    expect(a.answer).toMatch(/15 oz/);
    expect(a.answer).toContain(setting("mug-11oz-press").time!);
    expect(a.answer).toContain(setting("mug-15oz-press").time!);
    expect(a.answer).not.toMatch(/glass/i);
  });
});

describe("embedded expert: no invented answers", () => {
  it.each(["What is the capital of France?", "How do I bake sourdough bread?", "asdfgh qwerty"])(
    "says plainly it has no answer to %j",
    async (q) => {
      const a = await answer(q);
      expect(a.answer).toBe(UNSURE_TEXT);
      expect(a.noAnswer).toBe(true);
      expect(a.troubleshooting_steps).toEqual([]);
    },
  );

  it("never treats the question as search syntax", async () => {
    const a = await answer('ghosting" OR title:* NEAR(');
    expect(a.sources.join(" ")).toMatch(/ghosting/);
  });
});

describe("POST /api/ask-sublimation-expert with the built-in assistant", () => {
  it("answers with every answer field plus sources linking to guides", async () => {
    const user = await newUser("free");
    const res = await ask(user.cookie, SUGGESTED_QUESTIONS[1]);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, any>;
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        "answer",
        "recommendations",
        "troubleshooting_steps",
        "related_topics",
        "sources",
        "id",
        "question",
        "timestamp",
      ]),
    );
    expect(body.provider).toBe("embedded");
    expect(body.sources).toContainEqual({
      id: "sublimating-polyester-shirts",
      title: content.guides.find((g) => g.id === "sublimating-polyester-shirts")!.title,
      link: "/guides/sublimating-polyester-shirts",
    });
    for (const source of body.sources)
      expect(source.link).toMatch(/^\/(answers|guides|press-settings|troubleshooting)\b/);
  });
});
