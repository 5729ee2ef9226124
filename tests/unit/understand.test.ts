// Understanding a beginner's question: shorthand, misspellings against the
// content's vocabulary, intent, colour; the one price format; nothing said twice.
import { describe, expect, it } from "vitest";
import { finish, formatUsd, normalizePrices } from "../../workers/ai/compose";
import { buildVocabulary, correctWord, detectIntent, understand } from "../../workers/ai/understand";

const vocab = buildVocabulary([
  "cotton cotton cotton temperature temperature temperature polyester polyester polyester ghosting ghosting ghosting",
  "scorch scorch scorch mirror mirror mirror",
]);

describe("understand", () => {
  it("expands shorthand and corrects misspellings one edit away from frequent content words", () => {
    expect(understand("poly tee temp", vocab).normalized).toBe("polyester t-shirt temperature");
    expect(understand("cottn shirt ok", vocab).normalized).toBe("cotton shirt ok");
    expect(understand("ghostnig on my mug", vocab).corrections).toEqual([["ghostnig", "ghosting"]]);
    expect(understand("ecotank or sawgrass", vocab).normalized).toBe("ecotank or sawgrass");
    expect(understand("eco tank 50/50 shirt", vocab).normalized).toBe("ecotank 50/50 blend shirt");
    // Short words and words two edits away are left alone.
    expect(correctWord("knit", vocab)).toBeNull();
    expect(correctWord("cttnn", vocab)).toBeNull();
  });

  it("never turns a real word into a content word by a replaced or added letter on short words", () => {
    // "scotch" is one replaced letter from "scorch"; "cottons" is a plural, not "cotton" misspelt.
    expect(correctWord("scotch", vocab)).toBeNull();
    expect(correctWord("cottons", vocab)).toBeNull();
    // Dropped, swapped and doubled letters are still corrected.
    expect(correctWord("temprature", vocab)).toBe("temperature");
    expect(correctWord("ghsoting", vocab)).toBe("ghosting");
    expect(correctWord("cottton", vocab)).toBe("cotton");
    // Long words tolerate a replaced letter.
    expect(correctWord("polyestar", vocab)).toBe("polyester");
  });

  it("adds the content's word next to everyday ones", () => {
    expect(understand("my text came out backwards", vocab).normalized).toContain("mirror");
  });

  it("recognises the intent and the colour named", () => {
    expect(detectIntent("what temperature for a mug")).toBe("settings");
    expect(detectIntent("why is my print ghosting")).toBe("why");
    expect(detectIntent("can i sublimate on cotton")).toBe("can-use");
    expect(detectIntent("sublimation versus dtf")).toBe("compare");
    expect(detectIntent("how much should i charge for a mug")).toBe("business");
    expect(detectIntent("which printer should i buy")).toBe("which-buy");
    expect(detectIntent("how do i convert an ecotank")).toBe("how-to");
    expect(understand("can i sublimate a black shirt", vocab).colour).toBe("dark");
    expect(understand("white poly shirt", vocab).colour).toBe("light");
  });
});

describe("answers that read well", () => {
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
