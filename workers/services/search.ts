// Site-wide search: the answer engine's ranking over every passage (guides,
// quick answers, settings-chart rows, symptoms, the materials table), one hit
// per page, best first. The same engine and index as the assistant and /answers.
import { z } from "zod";
import { type EngineIndex, type PassageKind, rank } from "../ai/engine";

export const SEARCH_MAX_LENGTH = 200;

export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, `Search must be at most ${SEARCH_MAX_LENGTH} characters`).default(""),
});

export interface SearchHit {
  kind: PassageKind;
  /** What the hit is, for readers ("Guide", "Quick answer", ...). */
  label: string;
  title: string;
  /** The start of the passage's text. */
  snippet: string;
  link: string;
}

const LABELS: Record<PassageKind, string> = {
  answer: "Quick answer",
  guide: "Guide",
  setting: "Settings chart",
  trouble: "Troubleshooting",
  material: "Materials table",
};

/** A passage that fits a search at least this well is listed (the engine's fit, 0..1). */
const MIN_FIT = 0.2;
const MAX_HITS = 20;
const SNIPPET = 180;

function snippet(text: string): string {
  if (text.length <= SNIPPET) return text;
  const cut = text.slice(0, SNIPPET);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 120))}…`;
}

export function siteSearch(index: EngineIndex, q: string): SearchHit[] {
  const query = q.trim();
  if (!query) return [];
  const hits: SearchHit[] = [];
  const links = new Set<string>();
  for (const { passage, fit } of rank(index, query).ranked) {
    if (hits.length >= MAX_HITS) break;
    if (fit < MIN_FIT || links.has(passage.link)) continue;
    links.add(passage.link);
    hits.push({
      kind: passage.kind,
      label: LABELS[passage.kind],
      title: passage.title,
      snippet: snippet(passage.text),
      link: passage.link,
    });
  }
  return hits;
}
