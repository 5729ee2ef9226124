// Quick answers and the materials table for visitors: the /answers page and
// GET /api/answers. The rows come from the content snapshot (public-content.ts:
// listQuickAnswers, listMaterials); a search is ranked by the assistant's own
// engine and index, so both find the same answers.
import { leadSentence } from "@common/answer-text";
import { type EngineIndex, rank } from "../ai/engine";
import type { MaterialRow, QuickAnswerRow } from "../ai/snapshot";
import { answerLink } from "../ai/sources";
import type { MaterialStored, QuickAnswerStored } from "../db/content-rows";

export type SourceRef = { title: string; url?: string };

export interface QuickAnswerItem extends QuickAnswerRow {
  sources: SourceRef[];
  /** The answer's own page. */
  link: string;
  /** The guides it rests on, with their titles. */
  guideLinks: { id: string; title: string; link: string }[];
}

export interface MaterialItem extends MaterialRow {
  sources: SourceRef[];
}

/** A quick answer in a list: its question, the first sentence (which answers it) and who says so. */
export interface QuickAnswerSummary {
  id: string;
  question: string;
  topic: string;
  /** The answer's first sentence (Markdown). */
  lead: string;
  link: string;
  /** Its sources by publisher and issue (each title up to its colon), once each; the links are on the answer's page. */
  sourceNames: string[];
}

export function summariseAnswer(a: QuickAnswerItem): QuickAnswerSummary {
  return {
    id: a.id,
    question: a.question,
    topic: a.topic,
    lead: leadSentence(a.answer),
    link: a.link,
    sourceNames: [...new Set(a.sources.map((s) => s.title.split(": ")[0]))],
  };
}

/** A quick answer that fits a search at least this well is listed (the engine's fit, 0..1). */
const SEARCH_MIN_FIT = 0.2;

/** A stored quick answer as pages and the API show it (the lists are in public-content.ts). */
export function toQuickAnswerItem(r: QuickAnswerStored, guideTitles: ReadonlyMap<string, string>): QuickAnswerItem {
  return {
    id: r.id,
    question: r.question,
    phrasings: r.phrasings,
    answer: r.answer,
    topic: r.topic,
    guides: r.guides,
    settings: r.settings,
    troubleshooting: r.troubleshooting,
    materials: r.materials,
    sources: r.sources,
    link: answerLink(r.id),
    guideLinks: r.guides.flatMap((id) => {
      const title = guideTitles.get(id);
      return title === undefined ? [] : [{ id, title, link: `/guides/${id}` }];
    }),
  };
}

/** A stored material as pages and the API show it. */
export function toMaterialItem(r: MaterialStored): MaterialItem {
  return {
    id: r.id,
    material: r.material,
    colour: r.colour as MaterialRow["colour"],
    aliases: r.aliases,
    verdict: r.verdict as MaterialRow["verdict"],
    explanation: r.explanation,
    instead: r.instead,
    settings: r.settings,
    sources: r.sources,
  };
}

/** Answers matching a search, closest first; every answer (in reading order) when the search is empty. */
export function searchQuickAnswers<T extends { id: string; topic: string }>(
  all: T[],
  q: string | undefined,
  index: EngineIndex,
  topic?: string,
): T[] {
  const inTopic = topic ? all.filter((a) => a.topic === topic) : all;
  const query = (q ?? "").trim();
  if (!query) return inTopic;
  const byId = new Map(inTopic.map((a) => [a.id, a]));
  const out: T[] = [];
  for (const r of rank(index, query).ranked) {
    if (r.passage.kind !== "answer" || r.fit < SEARCH_MIN_FIT) continue;
    const a = byId.get(r.passage.ref);
    if (a) out.push(a);
  }
  return out;
}
