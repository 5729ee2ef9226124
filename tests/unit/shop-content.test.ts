// The seller content's own checks: links to the seller tools name pages that
// exist, the topic map names sources, guides and answers that exist, and the
// care cards cite real addresses.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CARE_CARDS, CARE_CARD_TYPES } from "@content/care-cards";
import { loadContent } from "@content/index";
import { loadSources } from "@content/sources";

const content = loadContent();
const registry = loadSources();
const guideIds = new Set(content.guides.map((g) => g.id));
const answerIds = new Set(content.answers.map((a) => a.id));
const TOOL_PATHS = new Set(["/tools/pricing", "/care-cards", ...CARE_CARD_TYPES.map((t) => `/care-cards/${t}`)]);
const topicMap = readFileSync(new URL("../../content/topics.md", import.meta.url), "utf8");

describe("seller content", () => {
  it("links only to seller tool pages that exist", () => {
    const texts = [
      ...content.guides.map((g) => [`guide ${g.id}`, g.content] as const),
      ...content.answers.map((a) => [`answer ${a.id}`, a.answer] as const),
    ];
    let links = 0;
    for (const [where, text] of texts)
      for (const m of text.matchAll(/\]\((\/(?:tools|care-cards)[^)#?\s]*)/g)) {
        links++;
        expect(TOOL_PATHS.has(m[1]), `${where} -> ${m[1]}`).toBe(true);
      }
    // The guides that need the tools link them.
    expect(links).toBeGreaterThanOrEqual(10);
  });

  it("names in the topic map only sources, guides and answers that exist", () => {
    let sources = 0;
    let pages = 0;
    for (const m of topicMap.matchAll(/\[([a-z0-9-]+)\]/g)) {
      sources++;
      expect(registry.has(m[1]), `topics.md source [${m[1]}]`).toBe(true);
    }
    for (const m of topicMap.matchAll(/(?:guides?|answers?) ((?:`[a-z0-9-]+`(?:, )?)+)/g))
      for (const id of m[1].matchAll(/`([a-z0-9-]+)`/g)) {
        pages++;
        expect(guideIds.has(id[1]) || answerIds.has(id[1]), `topics.md names ${id[1]}`).toBe(true);
      }
    expect(sources).toBeGreaterThanOrEqual(40);
    expect(pages).toBeGreaterThanOrEqual(60);
  });

  it("gives every care card steps, sources with addresses and guides that exist", () => {
    for (const t of CARE_CARD_TYPES) {
      const card = CARE_CARDS[t];
      expect(card.type).toBe(t);
      expect(card.steps.length, t).toBeGreaterThanOrEqual(4);
      expect(card.sources.length, t).toBeGreaterThanOrEqual(2);
      for (const s of card.sources) expect(() => new URL(s.url ?? ""), `${t}: ${s.title}`).not.toThrow();
      for (const g of card.guides) expect(guideIds.has(g.id), `${t} -> ${g.id}`).toBe(true);
    }
  });
});
