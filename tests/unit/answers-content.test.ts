// Quick answers and the materials table: valid, consistent with the rest of the
// content, and written the way the site promises (first sentence answers,
// phrasings as people type them, every entry sourced).
import { describe, expect, it } from "vitest";
import { loadContent } from "@content/index";
import { QUICK_ANSWER_TOPICS } from "@content/schema";
import { leadSentence } from "@common/answer-text";
import { shorthandIn } from "../../workers/ai/understand";

const content = loadContent();
const guideIds = new Set(content.guides.map((g) => g.id));
const settingIds = new Set(content.pressSettings.map((r) => r.id));
const troubleIds = new Set(content.troubleshooting.map((t) => t.id));
const materialIds = new Set(content.materials.map((m) => m.id));
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

describe("quick answers", () => {
  it("has at least 90 answers, and at least four in every topic", () => {
    expect(content.answers.length).toBeGreaterThanOrEqual(90);
    for (const t of QUICK_ANSWER_TOPICS) {
      expect(content.answers.filter((a) => a.topic === t).length, t).toBeGreaterThanOrEqual(4);
    }
  });

  it("has unique ids and unique canonical questions", () => {
    const ids = content.answers.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const questions = content.answers.map((a) => a.question.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("writes phrasings out the way the expert reads a question (no 'vs', 'poly', 'sub' or 'wont' left as typed)", () => {
    // A question's shorthand is written out before it is matched, so a phrasing keeping it would never match it.
    const typed = content.answers.flatMap((a) =>
      a.phrasings.filter((p) => shorthandIn(p).length).map((p) => `${a.id}: "${p}" (${shorthandIn(p).join(", ")})`),
    );
    expect(typed).toEqual([]);
  });

  it("never gives two answers the same phrasing", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const a of content.answers) {
      for (const p of a.phrasings) {
        const other = seen.get(p);
        if (other && other !== a.id) clashes.push(`${p}: ${other} / ${a.id}`);
        seen.set(p, a.id);
      }
      expect(new Set(a.phrasings).size, a.id).toBe(a.phrasings.length);
    }
    expect(clashes).toEqual([]);
  });

  it("never uses another answer's question as a phrasing", () => {
    const norm = (q: string) =>
      q
        .toLowerCase()
        .replace(/[^a-z0-9 ]+/g, " ")
        .replace(/\s+/g, " ")
        .trim();
    const questions = new Map(content.answers.map((a) => [norm(a.question), a.id]));
    for (const a of content.answers) {
      for (const p of a.phrasings) expect(questions.get(p) ?? a.id, `${a.id}: ${p}`).toBe(a.id);
    }
  });

  it("writes phrasings as people type them: lower-case, no punctuation, at least five", () => {
    for (const a of content.answers) {
      expect(a.phrasings.length, a.id).toBeGreaterThanOrEqual(5);
      for (const p of a.phrasings) expect(p, a.id).toMatch(/^[a-z0-9]+(?: [a-z0-9]+)*$/);
    }
  });

  it("keeps answers between 40 and 150 words with a first sentence that answers", () => {
    for (const a of content.answers) {
      // The first sentence is what /answers lists under each question.
      expect(leadSentence(a.answer), a.id).toMatch(/[.!?]$/);
      expect(leadSentence(a.answer).length, a.id).toBeLessThan(a.answer.length);
      const n = words(a.answer);
      expect(n, `${a.id}: ${n} words`).toBeGreaterThanOrEqual(40);
      expect(n, `${a.id}: ${n} words`).toBeLessThanOrEqual(150);
      expect(words(leadSentence(a.answer)), a.id).toBeGreaterThanOrEqual(3);
      expect(
        words(leadSentence(a.answer)),
        `${a.id}: first sentence too long to read as the answer`,
      ).toBeLessThanOrEqual(40);
      expect(a.question.endsWith("?"), a.id).toBe(true);
    }
  });

  it("gives every Fahrenheit figure its Celsius equivalent at least once", () => {
    const toC = (f: string) => Math.round(((Number(f) - 32) * 5) / 9);
    for (const a of content.answers) {
      const converted = new Set<string>();
      for (const m of a.answer.matchAll(/(\d{2,3})(?:-(\d{2,3}))? °F \((\d{1,3})(?:-(\d{1,3}))? °C\)/g)) {
        expect(Math.abs(toC(m[1]) - Number(m[3])), `${a.id}: ${m[0]}`).toBeLessThanOrEqual(1);
        if (m[2] && m[4]) expect(Math.abs(toC(m[2]) - Number(m[4])), `${a.id}: ${m[0]}`).toBeLessThanOrEqual(1);
        converted.add(m[1]);
        if (m[2]) converted.add(m[2]);
      }
      for (const m of a.answer.matchAll(/(\d{2,3})(?:-(\d{2,3}))? °F/g)) {
        expect(converted.has(m[1]), `${a.id}: ${m[0]} never given in °C`).toBe(true);
        if (m[2]) expect(converted.has(m[2]), `${a.id}: ${m[0]} never given in °C`).toBe(true);
      }
    }
  });

  it("links only to guides, settings rows, troubleshooting entries and materials that exist", () => {
    for (const a of content.answers) {
      for (const id of a.guides) expect(guideIds.has(id), `${a.id} -> guide ${id}`).toBe(true);
      for (const id of a.settings) expect(settingIds.has(id), `${a.id} -> setting ${id}`).toBe(true);
      for (const id of a.troubleshooting) expect(troubleIds.has(id), `${a.id} -> troubleshooting ${id}`).toBe(true);
      for (const id of a.materials) expect(materialIds.has(id), `${a.id} -> material ${id}`).toBe(true);
      for (const m of a.answer.matchAll(/\]\(\/guides\/([^)#?\s]+)/g))
        expect(guideIds.has(m[1]), `${a.id} -> ${m[1]}`).toBe(true);
    }
  });

  it("names at least one source on every answer, and rests every answer on a guide", () => {
    for (const a of content.answers) {
      expect(a.sources.length, a.id).toBeGreaterThanOrEqual(1);
      expect(a.guides.length, a.id).toBeGreaterThanOrEqual(1);
    }
  });

  it("uses only the known topics", () => {
    for (const a of content.answers) expect(QUICK_ANSWER_TOPICS).toContain(a.topic);
  });
});

describe("materials table", () => {
  it("covers the materials beginners ask about", () => {
    const required = [
      "polyester-white",
      "polyester-dark",
      "cotton",
      "poly-cotton-blend-50-50",
      "poly-cotton-blend-65-35",
      "tri-blend",
      "nylon",
      "polyester-spandex",
      "canvas-cotton",
      "canvas-polyester",
      "leather-real",
      "leatherette",
      "ceramic-plain",
      "ceramic-coated",
      "glass-plain",
      "glass-coated",
      "stainless-steel",
      "aluminium",
      "wood-raw",
      "wood-coated",
      "mdf-hardboard",
      "slate",
      "acrylic",
      "plastic-abs",
      "plastic-coated-polymer",
      "neoprene",
      "rubber-mouse-pad-base",
      "paper-cardstock",
      "silicone",
      "polyester-fleece",
      "satin",
      "burlap-jute",
      "cork",
      "ceramic-tile",
      "porcelain",
      "enamel",
      "hat-polyester",
      "hat-cotton",
      "socks-polyester",
      "vinyl",
    ];
    expect(required.filter((id) => !materialIds.has(id))).toEqual([]);
    expect(content.materials.length).toBeGreaterThanOrEqual(35);
  });

  it("gives every alias to one row only, in lower case", () => {
    const seen = new Map<string, string>();
    for (const m of content.materials) {
      for (const a of m.aliases) {
        expect(a, m.id).toBe(a.toLowerCase());
        expect(seen.get(a) ?? m.id, `${a}: ${seen.get(a)} / ${m.id}`).toBe(m.id);
        seen.set(a, m.id);
      }
    }
  });

  it("has unique ids and one row per material and colour", () => {
    const ids = content.materials.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = content.materials.map((m) => `${m.material.toLowerCase()}|${m.colour}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("says what to use instead exactly when the verdict is not yes", () => {
    for (const m of content.materials) {
      if (m.verdict === "yes") expect(m.instead, m.id).toBeNull();
      else expect(m.instead?.length ?? 0, m.id).toBeGreaterThan(20);
    }
  });

  it("opens every explanation with the verdict in words", () => {
    const opening = { yes: /^yes\b/i, "coated-only": /^only\b/i, no: /^no\b/i } as const;
    for (const m of content.materials) expect(m.explanation, m.id).toMatch(opening[m.verdict]);
  });

  it("names settings rows only when the material can be sublimated, and only rows that exist", () => {
    for (const m of content.materials) {
      if (m.verdict === "no") expect(m.settings, m.id).toEqual([]);
      for (const id of m.settings) expect(settingIds.has(id), `${m.id} -> ${id}`).toBe(true);
    }
  });

  it("names at least one source on every row", () => {
    for (const m of content.materials) expect(m.sources.length, m.id).toBeGreaterThanOrEqual(1);
  });
});

describe("an answer's first sentence", () => {
  it("ends at the first full stop that ends a sentence, not at an abbreviation or a decimal", () => {
    expect(leadSentence("Yes, e.g. a 3.5 mm pad works. Then press it.")).toBe("Yes, e.g. a 3.5 mm pad works.");
    expect(leadSentence("No: use polyester (not cotton). **Then** press.")).toBe("No: use polyester (not cotton).");
    expect(leadSentence("One sentence only.")).toBe("One sentence only.");
  });
});
