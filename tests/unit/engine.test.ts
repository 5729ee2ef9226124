// The answer engine in plain Node, table-driven: question understanding, one
// ranking over every passage, the confidence threshold, honest replies, and the
// cost bound on oversized words. Built from the content files (the same data the
// seed writes to D1).
import { loadContent } from "@content/index";
import { SUGGESTED_QUESTIONS } from "@common/chat-text";
import { describe, expect, it, vi } from "vitest";
import { MAX_QUESTION_LENGTH } from "@common/constants";
import { finish, formatUsd, normalizePrices } from "../../workers/ai/compose";
import { contextFor } from "../../workers/ai/context";
import { asksTheOtherWay, composeAnswer } from "../../workers/ai/embedded";
import {
  CONFIDENCE_FEATURES,
  CONFIDENCE_WEIGHTS,
  confidenceFeatures,
  probability,
  TENTATIVE,
} from "../../workers/ai/confidence";
import { buildIndex, loadIndex, processTerm, rank, serializeIndex } from "../../workers/ai/engine";
import { contextPrompt } from "../../workers/ai/openai";
import { snapshotFromContent, snapshotVersion } from "../../workers/ai/snapshot";
import { resolveSources } from "../../workers/ai/sources";
import { normalizeWord } from "../../workers/ai/text";
import { understand } from "../../workers/ai/understand";
import { TENTATIVE_TEXT, UNSURE_TEXT, unsureAnswer } from "../../workers/ai/unsure";

const snapshot = snapshotFromContent(loadContent());
const index = buildIndex(snapshot);
const ask = (q: string) => {
  const ctx = contextFor(snapshot, index, q);
  return { ctx, answer: composeAnswer(ctx) };
};

describe("understanding a question", () => {
  it.each([
    ["poly tee temp", "polyester t-shirt temperature"],
    ["eco tank 50/50 shirt", "ecotank 50/50 blend shirt"],
    // Whether sublimation works on a thing asks what "can I sublimate on" it asks.
    ["does sublimation work on satin", "can i sublimate on satin"],
    ["will sub really work with nylon", "can i sublimate with nylon"],
    ["ecotank or sawgrass", "ecotank or sawgrass"],
    // "How hot should the press be for" asks what "what temperature for" asks.
    ["how hot should my press be for a mug", "what temperature for a mug"],
    ["how hot do i set my heat press for shirts", "what temperature for shirts"],
    ["how warm is the press for tiles", "what temperature for tiles"],
    ["how hot should it be for shirts", "what temperature for shirts"],
    // The heat of something else is not the press's setting.
    ["how hot does a mug get after pressing", "how hot does a mug get after pressing temperature"],
    ["how warm should the room be for printing", "how warm should the room be for printing"],
  ])("normalises %j to %j", (q, normalized) => {
    expect(understand(q).normalized).toBe(normalized);
  });

  it("adds the content's word next to everyday ones", () => {
    expect(understand("my text came out backwards").normalized).toContain("mirror");
    expect(understand("my photo is pixelated").normalized).toContain("resolution");
    // A blurry print is usually movement, moisture or bleeding, so "blurry" is not read as a file's resolution.
    expect(understand("why is my mug print blurry").normalized).not.toContain("resolution");
    // "Used" before a press means bought second-hand; "I used my press" does not.
    expect(understand("should i buy a used heat press").normalized).toContain("second hand");
    expect(understand("is a refurbished mug press ok").normalized).toContain("second hand");
    expect(understand("i used my heat press for 45 seconds").normalized).not.toContain("second hand");
    expect(understand("i used a press at the library").normalized).not.toContain("second hand");
    expect(understand("i used medium pressure and it faded").normalized).not.toContain("second hand");
    // A printer bought second-hand, by kind or by brand; not a printer or ink someone used.
    expect(understand("should i buy a used sublimation printer").normalized).toContain("second hand printer");
    expect(understand("is a used sawgrass a good idea").normalized).toContain("second hand printer");
    expect(understand("i used epson ink in my printer").normalized).not.toContain("second hand");
    expect(understand("we used heat press settings from the chart").normalized).not.toContain("second hand");
    expect(understand("buying a used cricut mug press").normalized).toContain("second hand");
  });

  it.each([
    ["what temperature for a mug", "figures"],
    ["why is my print ghosting", "why"],
    ["can i sublimate on cotton", "canUse"],
    ["sublimation versus dtf", "compare"],
    ["how much should i charge for a mug", "business"],
    ["which printer should i buy", "buy"],
    ["how do i convert an ecotank", "howTo"],
    ["there are little white dots all over my shirt", "why"],
    ["a faint line across the middle of my mug", "why"],
    ["is a heat resistant tape really necessary", "need"],
    ["pressing pillow required?", "need"],
  ] as const)("recognises %j as asking %s (a feature, not a route)", (q, feature) => {
    expect(understand(q).features[feature]).toBe(true);
  });

  it("does not take every yes-or-no question as one about whether something is needed", () => {
    expect(understand("is the shirt ruined").features.need).toBe(false);
    expect(understand("is a required field missing from my order").features.need).toBe(false);
  });

  it('takes "how long" for press figures only when it is about pressing', () => {
    expect(understand("how long do i press a mug").features.figures).toBe(true);
    expect(understand("how long do sublimated mugs last").features.figures).toBe(false);
    expect(understand("how long after pressing can i wash the shirt").features.figures).toBe(false);
  });

  it('takes "what heat" for a temperature, but not "what heat press"', () => {
    expect(understand("what heat for a polyester shirt").features.figures).toBe(true);
    expect(understand("what heat press should i buy").features.figures).toBe(false);
  });

  it("does not take a procedure for a problem", () => {
    expect(understand("how do i line up a design on a mug").features.why).toBe(false);
    expect(understand("how do i store sublimation paper").features.why).toBe(false);
  });

  it("reads a word with an invisible joiner or in full-width letters as the word", () => {
    expect(understand("mu\u200bg te\u2060mp").normalized).toBe("mug temperature");
    expect(understand("ｍｕｇ").normalized).toBe("mug");
  });

  it("recognises the colour named", () => {
    expect(understand("can i sublimate a black shirt").colour).toBe("dark");
    expect(understand("white poly shirt").colour).toBe("light");
  });
});

describe("one ranking over every passage", () => {
  it.each([
    ["How do I prevent ghosting?", ["trouble:ghosting"]],
    ["can i sub on cotton", ["answer:can-i-sublimate-on-cotton", "material:cotton"]],
    ["what gsm sublimation paper should i buy", ["answer:which-sublimation-paper"]],
    ["polyester shirt temperature", ["answer:polyester-shirt-time-and-temperature", "setting:polyester-shirt"]],
    [
      "can i sublimate on a black cotton shirt",
      ["answer:can-i-sublimate-on-dark-shirts", "material:cotton-dark", "material:cotton"],
    ],
    // Whether something is needed, not how to look after it.
    ["do I need a teflon sheet", ["answer:do-i-need-a-teflon-sheet"]],
    // A thing that comes in a sublimation version is not answered by the "no" of one of its parts.
    ["can you sublimate mouse pads", ["answer:can-i-sublimate-a-mouse-pad"]],
  ])("%j: the best passage is one of %j", (q, ids) => {
    expect(ids).toContain(rank(index, q).ranked[0].passage.id);
  });

  // The frame of a question ("is it possible to", "does sublimation work on") says it asks for a verdict;
  // it is not a word the answer must share.
  it.each([
    ["is it possible to sublimate a polo shirt", ["answer:can-i-sublimate-a-polo-shirt"]],
    ["is it possible to sublimate christmas ornaments", ["answer:can-i-sublimate-on-ornaments"]],
    ["does sublimation work on cotton", ["material:cotton", "answer:can-i-sublimate-on-cotton"]],
    ["will sublimation work on ceramic plates", ["answer:can-i-sublimate-on-ceramic-plates"]],
  ])("%j is answered, from one of %j", (q, ids) => {
    const r = rank(index, q);
    expect(ids).toContain(r.ranked[0].passage.id);
    expect(r.answerable).toBe(true);
  });

  it("reads a verb's -ing form as the verb, and a past participle as written", () => {
    expect(["pressing", "fading", "dropping", "sublimating", "peeling"].map(normalizeWord)).toEqual([
      "press",
      "fade",
      "drop",
      "sublimate",
      "peel",
    ]);
    // "coated" and "sublimated" name a kind of blank or a finished item, not the act; short words stay.
    expect(["coated", "sublimated", "thing", "string", "bring"].map(normalizeWord)).toEqual([
      "coated",
      "sublimated",
      "thing",
      "string",
      "bring",
    ]);
  });

  it("reads what the phrasing a question matches best asks, not only what the title asks", () => {
    // "How do I get wrinkles out of a sublimated shirt?" asks how; its phrasing "can i iron …" asks whether.
    const r = rank(index, "can you iron a sublimated shirt");
    expect(r.ranked[0].passage.id).toBe("answer:how-to-get-wrinkles-out-of-a-sublimated-shirt");
    expect(r.sameAsk).toBe(true);
    expect(rank(index, "how do i iron a sublimated shirt").sameAsk).toBe(true);
  });

  it("reads freezer paper as a paper, not as cold storage", () => {
    expect(understand("is freezer paper ok for sublimation").normalized).not.toContain("cold");
    expect(understand("can sublimated bottles go in the freezer").normalized).toContain("cold");
    expect(rank(index, "is freezer paper ok for sublimation").ranked[0].passage.id).toBe(
      "answer:can-i-use-parchment-paper",
    );
  });

  it("answers a question about a finished item with the answer about finished items of that kind", () => {
    // The socks answer asks the same "how do I wash … so the design does not fade"; the question names a shirt.
    expect(understand("how do i wash my sublimated shirt so the design doesnt fade").features.finished).toBe(true);
    expect(rank(index, "How do I wash my sublimated shirt so the design doesnt fade?").ranked[0].passage.id).toBe(
      "answer:how-to-wash-sublimated-shirts",
    );
  });

  it("answers a fault reported with its causes, not with how to measure the figure it names", () => {
    // "temperature" in a press that will not heat is the fault, not a request for the chart's figures.
    expect(understand("heat press won't get up to temperature").features).toMatchObject({ why: true, figures: false });
    expect(rank(index, "heat press won't get up to temperature").ranked[0].passage.id).toBe(
      "answer:my-heat-press-wont-heat-up",
    );
  });

  it("forgives misspellings through the index's fuzzy matching", () => {
    expect(["ghosting", "fixing-ghosting"]).toContain(rank(index, "how do i stop ghostng").ranked[0].passage.ref);
    expect(rank(index, "sublimaton on cottn").ranked[0].passage.ref).toMatch(/cotton/);
    // A four-letter word is forgiven one letter too ("mugg" is a mug).
    expect(rank(index, "mugg").ranked[0].passage.title).toMatch(/mug/i);
  });

  it("answers a question asking how with a procedure before a verdict on the same words", () => {
    // "Can I sublimate on any mug?" carries the same words, with many phrasings; the question asks how.
    expect(rank(index, "how do i sublimate a mug").ranked[0].passage.id).toBe("answer:how-to-sublimate-a-mug");
    expect(rank(index, "can i sublimate any mug").ranked[0].passage.id).toBe("answer:can-i-sublimate-on-any-mug");
  });

  it("answers which one to choose with a choice before a verdict on the same words", () => {
    // "Can I mix different brands of sublimation ink?" shares "brand" and "ink"; the question asks which to buy.
    expect(rank(index, "which sublimation ink brand is best").ranked[0].passage.id).toBe(
      "answer:which-sublimation-ink-to-buy",
    );
    expect(rank(index, "can i mix two brands of sublimation ink").ranked[0].passage.id).toBe(
      "answer:can-i-mix-sublimation-inks",
    );
  });

  it("reads a misspelt symptom or material as the word it matched, so it is still named", () => {
    // Spelt right, "ghosting on my shirt" names the symptom; misspelt, a shirt answer that mentions ghosting won.
    expect(rank(index, "ghostng on my shirt").ranked[0].passage.id).toBe("trouble:ghosting");
    expect(rank(index, "can i sublimate on cottn").ranked[0].passage.id).toBe("material:cotton");
  });

  it("keeps each word's lexical search on the index, and a kept search ranks exactly as a fresh one", () => {
    const fresh = buildIndex(snapshot);
    const questions = ["best paper for tumblers", "ghostng on my shirt", "can i sublimate on cotton", "sub on poly"];
    const ranking = () =>
      questions.map((q) => rank(fresh, q).ranked.map((r) => [r.passage.id, r.score, r.fit, r.coverage]));
    const first = ranking();
    expect(fresh.kept.size).toBeGreaterThan(0);
    const kept = fresh.kept.size;
    expect(ranking()).toEqual(first);
    expect(fresh.kept.size).toBe(kept);
    fresh.kept.clear();
    expect(ranking()).toEqual(first);
    // However many different words arrive, what is kept stays bounded.
    for (let n = 0; n < 250; n++) rank(fresh, Array.from({ length: 24 }, (_, i) => `zq${n}x${i}`).join(" "));
    expect(fresh.kept.size).toBeLessThanOrEqual(4000);
  });

  it("is a pure function: the same question gives the same ranking", () => {
    const a = rank(index, "best paper for tumblers").ranked.map((r) => r.passage.id);
    const b = rank(index, "best paper for tumblers").ranked.map((r) => r.passage.id);
    expect(a).toEqual(b);
  });

  it("never answers a question about an item already printed with the material's verdict", () => {
    for (const q of [
      "can i use bleach on white polyester shirts that are sublimated",
      "can i iron a sublimated polyester shirt",
    ]) {
      expect(rank(index, q).ranked[0].passage.kind).not.toBe("material");
    }
  });

  it("answers a problem described, not asked about, with a cause or a fix rather than a procedure sharing its words", () => {
    const top = rank(index, "there is a faint line across my mug").ranked[0].passage;
    expect(top.id).not.toBe("answer:how-to-line-up-a-design-on-a-mug-or-tumbler");
    expect(rank(index, "how do i line up a design on a tumbler").ranked[0].passage.id).toBe(
      "answer:how-to-line-up-a-design-on-a-mug-or-tumbler",
    );
  });

  it("never answers with a material's verdict when the question does not name that material", () => {
    for (const q of ["is sublimation paper double sided", "do i flip the image for a mug"]) {
      expect(rank(index, q).ranked[0].passage.kind).not.toBe("material");
    }
  });
});

describe("the chat's suggested questions", () => {
  it.each(SUGGESTED_QUESTIONS)("answers %j with confidence", (q) => {
    expect(rank(index, q).answerable).toBe(true);
  });

  it("is not put off by a bare number it has nothing on", () => {
    const q = "What temperature should I use for 37 polyester shirts?";
    expect(index.idf.has("37")).toBe(false);
    expect(rank(index, q).unknownShare).toBe(0);
    expect(rank(index, q).answerable).toBe(true);
  });
});

describe("honest when unsure", () => {
  it.each(["What is the capital of France?", "How do I bake sourdough bread?", "asdfgh qwerty"])(
    "says plainly it is not sure about %j",
    (q) => {
      const { ctx, answer } = ask(q);
      expect(ctx.answerable).toBe(false);
      expect(answer.answer).toBe(UNSURE_TEXT);
      expect(answer.noAnswer).toBe(true);
    },
  );

  it.each([
    "where is my order #48213, it was supposed to arrive tuesday",
    "my order hasn't arrived and the tracking number doesn't work",
  ])("leaves a question about one order to whoever sold it: %j", (q) => {
    const { ctx, answer } = ask(q);
    expect(ctx.answerable).toBe(false);
    expect(answer.noAnswer).toBe(true);
  });

  it.each(["mug", "Paper?", "sublimation"])(
    "takes a bare word (%j) for a subject, not a question: the closest pages, unless one passage clearly leads",
    (q) => {
      const { ctx, answer } = ask(q);
      expect(ctx.answerable).toBe(false);
      expect(answer.noAnswer).toBe(true);
      expect(ctx.ranked.length).toBeGreaterThan(2);
    },
  );

  it("answers a bare word when one passage clearly leads, as for a named problem", () => {
    const { ctx } = ask("ghosting");
    expect(ctx.answerable).toBe(true);
    expect(ctx.ranked[0].passage.id).toBe("trouble:ghosting");
  });

  it("offers the closest passage, said to be unsure and counted as no answer, when it is close but not sure", () => {
    const { ctx, answer } = ask("is 100 percent cotton ok if i use a spray");
    expect(ctx.answerable).toBe(false);
    expect(ctx.tentative).toBe(true);
    expect(ctx.confidence).toBeGreaterThanOrEqual(TENTATIVE);
    expect(answer.noAnswer).toBe(true);
    expect(answer.answer.startsWith(TENTATIVE_TEXT)).toBe(true);
    expect(answer.answer).toContain(`“${ctx.ranked[0].passage.title}”`);
    expect(answer.answer.length).toBeGreaterThan(TENTATIVE_TEXT.length + 60);
    expect(answer.sources[0]).toBe(ctx.ranked[0].passage.id);
    // The related topics are the next pages, not the same ones again.
    expect(answer.related_topics.length).toBeGreaterThan(0);
    expect(answer.related_topics).not.toContain(ctx.ranked[0].passage.title);
    // Below the tentative score only links are offered.
    const far = ask("How do I bake sourdough bread?");
    expect(far.ctx.tentative).toBe(false);
    expect(far.answer.answer).toBe(UNSURE_TEXT);
  });

  it("offers the three closest passages as links when unsure", () => {
    const ctx = contextFor(snapshot, index, "how do i bake sourdough bread with sublimation ink");
    const reply = unsureAnswer(ctx);
    const links = resolveSources(ctx, reply.sources);
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const l of links) expect(l.link).toMatch(/^\//);
  });

  it("never takes a size or a setting for a model it has nothing on", () => {
    for (const q of [
      "how long do i press a 3mm hardboard panel",
      "how long for a big 8x10 tile",
      "20oz skinny tumbler time",
    ]) {
      const { ctx, answer } = ask(q);
      expect(ctx.unknownNamed).toEqual([]);
      expect(answer.answer).not.toMatch(/nothing on the/i);
    }
  });

  it("names a brand the content does not cover before the general answer", () => {
    const { ctx, answer } = ask("what temperature for a mug in my HTVRONT mug press");
    expect(ctx.answerable).toBe(true);
    expect(answer.answer).toMatch(/^There is nothing on the HTVRONT mug press specifically/);
    expect(answer.answer).toMatch(/°F/);
  });
});

describe("answers that read right", () => {
  it("labels a procedure's steps as steps and gives every step", () => {
    const { answer } = ask("how do i convert my ecotank to sublimation step by step");
    expect(answer.steps_kind).toBe("how-to");
    expect(answer.troubleshooting_steps.length).toBeGreaterThanOrEqual(3);
  });

  it("gives a chart row's figures without a guide's steps, and for a how-to the steps of the item's own guide", () => {
    expect(ask("11oz mug time and temp").answer.troubleshooting_steps).toEqual([]);
    const howTo = ask("how do i press an 11 oz mug").answer;
    expect(howTo.troubleshooting_steps.join(" ")).toMatch(/mug/i);
    expect(howTo.troubleshooting_steps.join(" ")).not.toMatch(/polyester shirt/i);
  });

  it("labels the fixes of a problem as fixes", () => {
    expect(ask("How do I prevent ghosting?").answer.steps_kind).toBe("fixes");
  });

  it.each([
    ["do i need a special printer for sublimation", "Can I use any inkjet printer for sublimation?", true],
    ["can i sublimate without a heat press", "Do I need a heat press?", true],
    ["is it safe to press mugs in my kitchen oven", "Is it dangerous to use a kitchen oven?", true],
    ["do i mirror for mugs too", "Do I need to mirror my sublimation print?", false],
    ["can i use copy paper instead of sublimation paper", "Can I use copy paper for sublimation?", false],
    ["can my cricut print the designs", "Do I need a Cricut for sublimation?", false],
  ])("reads %j as asking %j the other way round: %s", (q, title, flipped) => {
    expect(asksTheOtherWay(understand(q).normalized, title)).toBe(flipped);
  });

  it("leaves out a verdict the answer gives about another question (asked the other way round)", () => {
    const { answer, ctx } = ask("do i need a special printer for sublimation");
    expect(ctx.ranked[0].passage.id).toBe("answer:can-i-use-any-inkjet-printer");
    expect(answer.answer).not.toMatch(/^\s*(No|Yes)\b/);
    expect(answer.answer).toMatch(/piezo/i);
    // Asked the same way, the verdict stays.
    expect(ask("can i use any inkjet printer for sublimation").answer.answer).toMatch(/^No\b/);
  });

  it("leaves out fixes written only for another kind of blank", () => {
    const { answer } = ask("my mug came out with a white stripe near the handle");
    expect(answer.troubleshooting_steps.length).toBeGreaterThan(0);
    for (const step of answer.troubleshooting_steps) expect(step).not.toMatch(/\b(seams?|zips?|pressing pillow)\b/i);
    const shirt = ask("why is my shirt print patchy and uneven near the seams");
    expect([...shirt.answer.troubleshooting_steps, ...shirt.answer.recommendations].join(" ")).not.toMatch(
      /mug fits the press element/,
    );
  });

  it("writes every price in one format", () => {
    expect(formatUsd(1500)).toBe("$1,500");
    expect(formatUsd(3.75)).toBe("$3.75");
    expect(normalizePrices("a $1500 press, USD 20 of paper and 8 dollars of tape, $ 3.5 per shirt")).toBe(
      "a $1,500 press, $20 of paper and $8 of tape, $3.50 per shirt",
    );
  });

  it("never repeats a step as a recommendation, nor the answer", () => {
    const out = finish({
      answer: "Tape the paper down with heat-resistant tape on two edges.",
      recommendations: [
        "Tape the paper down with heat resistant tape on two edges",
        "Use tacky paper for fabrics.",
        "Lift the paper straight off.",
      ],
      troubleshooting_steps: ["Lift the paper straight off.", "Lift the paper straight off.", "Press for 30-40 s."],
      related_topics: ["Ghosting", "ghosting", "Tacky paper"],
      sources: ["a", "a"],
      noAnswer: false,
    });
    expect(out.troubleshooting_steps).toEqual(["Lift the paper straight off.", "Press for 30-40 s."]);
    expect(out.recommendations).toEqual(["Use tacky paper for fabrics."]);
    expect(out.related_topics).toEqual(["Ghosting", "Tacky paper"]);
    expect(out.sources).toEqual(["a"]);
  });
});

describe("the index as data (made when the site is built)", () => {
  const version = snapshotVersion(snapshot);
  const data = serializeIndex(buildIndex(snapshot, version));

  it("loads into an index that ranks every question exactly as a freshly built one", () => {
    const loaded = loadIndex(snapshot, version, data);
    expect(loaded?.origin).toBe("data");
    const built = buildIndex(snapshot, version);
    for (const q of [
      "can i sublimate on cotton",
      "ghostng on my shirt",
      "poly tee temp",
      "why are my colours dull on a mug",
      "HTVRONT mug press settings",
      "how do i start a sublimation business",
    ]) {
      const a = rank(built, q);
      const b = rank(loaded!, q);
      // The same passages in the same order, with scores equal to within float rounding: a loaded index
      // may add up a passage's term scores in another order, which can change the last digit.
      expect(b.ranked.slice(0, 10).map((r) => r.passage.id)).toEqual(a.ranked.slice(0, 10).map((r) => r.passage.id));
      for (const [i, r] of b.ranked.slice(0, 10).entries()) expect(r.score).toBeCloseTo(a.ranked[i].score, 9);
      expect(b.confidence).toBeCloseTo(a.confidence, 9);
    }
  });

  it("is never loaded for other content, another version or data it cannot read", () => {
    expect(loadIndex(snapshot, "another-version", data)).toBeNull();
    expect(loadIndex(snapshot, version, "not json")).toBeNull();
    expect(loadIndex(snapshot, version, JSON.stringify({ format: 0, version }))).toBeNull();
    // Data of an earlier format (its titles read without "choice") is built afresh, never loaded.
    expect(loadIndex(snapshot, version, JSON.stringify({ ...JSON.parse(data), format: 2 }))).toBeNull();
    const fewer = { ...snapshot, answers: snapshot.answers.slice(1) };
    expect(loadIndex(fewer, version, data)).toBeNull();
  });
});

describe("the model's context", () => {
  it("is the engine's best passages, best first, at most about 8,000 characters", () => {
    const ctx = contextFor(snapshot, index, "why are my colours dull after pressing");
    const prompt = contextPrompt(ctx);
    expect(prompt.length).toBeLessThanOrEqual(8000);
    expect(prompt.startsWith(`[${ctx.ranked[0].passage.id}]`)).toBe(true);
  });
});

describe("oversized input costs no more than a normal ask", () => {
  it("never corrects (nor even searches) a word longer than 30 letters", () => {
    expect(processTerm("z".repeat(31))).toBeNull();
    expect(processTerm("z".repeat(2000))).toBeNull();
    const search = vi.spyOn(index.search, "search");
    try {
      const ranking = rank(index, "z".repeat(2000));
      expect(search).not.toHaveBeenCalled();
      expect(ranking.answerable).toBe(false);
    } finally {
      search.mockRestore();
    }
  });

  it("searches a question over the ask's size limit without fuzzy or prefix matching, and at most 24 words", () => {
    const search = vi.spyOn(index.search, "search");
    try {
      const long = Array.from({ length: 400 }, (_, i) => `word${i}x`).join(" ");
      expect(long.length).toBeGreaterThan(MAX_QUESTION_LENGTH);
      rank(index, long);
      expect(search.mock.calls.length).toBeGreaterThan(0);
      expect(search.mock.calls.length).toBeLessThanOrEqual(24);
      for (const [, options] of search.mock.calls) {
        expect(options?.fuzzy).toBe(false);
        expect(options?.prefix).toBe(false);
      }
    } finally {
      search.mockRestore();
    }
  });
});

describe("the confidence model", () => {
  /** The model's input as the ranking of a five-word question gives it. */
  const inputOf = (r: ReturnType<typeof rank>) => ({
    top: r.ranked[0],
    next: r.ranked[1],
    unknownShare: 0,
    features: r.understanding.features,
    wordCount: 5,
    stability: r.stability,
    sameAsk: r.sameAsk,
  });

  it("has one weight per input, and a better-fitting best passage is more likely to answer", () => {
    expect(CONFIDENCE_WEIGHTS.length).toBe(CONFIDENCE_FEATURES.length);
    const r = rank(index, "can i sublimate on cotton");
    const base = inputOf(r);
    const x = confidenceFeatures(base);
    expect(x.length).toBe(CONFIDENCE_FEATURES.length);
    const weaker = confidenceFeatures({ ...base, top: { ...r.ranked[0], fit: r.ranked[0].fit / 2 } });
    expect(probability(x)).toBeGreaterThan(probability(weaker));
    const unknownWords = confidenceFeatures({ ...base, unknownShare: 0.4 });
    expect(probability(x)).toBeGreaterThan(probability(unknownWords));
    expect(r.confidence).toBeCloseTo(probability(x), 1);
  });

  it("counts a quick answer whose title asks what the question asks (why, whether, how to) in its favour", () => {
    const same = rank(index, "can i print from canva");
    expect(same.ranked[0].passage.title).toMatch(/^Can I /);
    expect(same.sameAsk).toBe(true);
    // A problem ("why can't I…") answered by a verdict ("Can I…?") is not the same ask.
    const other = rank(index, "why can't i sublimate on cotton");
    expect(other.ranked[0].passage.kind).toBe("answer");
    expect(other.ranked[0].passage.title).toMatch(/^Can I /);
    expect(other.sameAsk).toBe(false);
    const input = inputOf(same);
    expect(probability(confidenceFeatures({ ...input, sameAsk: true }))).toBeGreaterThan(
      probability(confidenceFeatures({ ...input, sameAsk: false })),
    );
  });
});
