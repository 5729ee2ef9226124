// What an answer is made from: the engine's ranking of the content for one
// question, with the content's rows by id. Pure: (snapshot, index, question).
import { type EngineIndex, rank, type ScoredPassage } from "./engine";
import type {
  ContentSnapshot,
  GuideDoc,
  MaterialRow,
  QuickAnswerRow,
  SettingRow,
  TroubleshootingRow,
} from "./snapshot";
import type { Understanding } from "./understand";

export interface ContentLookup {
  answers: Map<string, QuickAnswerRow>;
  materials: Map<string, MaterialRow>;
  settings: Map<string, SettingRow>;
  troubleshooting: Map<string, TroubleshootingRow>;
  guides: Map<string, GuideDoc>;
  /** Guides that show a settings-chart row, by row id. */
  guidesOfSetting: Map<string, string[]>;
}

export interface RetrievedContext {
  question: string;
  understanding: Understanding;
  /** The best passages, best first. */
  ranked: ScoredPassage[];
  /** The server's decision: a passage answers the question with enough confidence. */
  answerable: boolean;
  /** 0..1: how likely the best passage answers the question. */
  confidence: number;
  /** Not answerable, but the best passage may be offered as the closest answer, said to be unsure. */
  tentative: boolean;
  /** Brands or models the question names that the content never mentions. */
  unknownNamed: string[];
  content: ContentLookup;
}

/** How many ranked passages a context keeps (answers, links and the model's context come from these). */
const KEEP = 30;

const lookups = new WeakMap<ContentSnapshot, ContentLookup>();

export function contentLookup(snapshot: ContentSnapshot): ContentLookup {
  let lookup = lookups.get(snapshot);
  if (lookup) return lookup;
  const guidesOfSetting = new Map<string, string[]>();
  for (const g of snapshot.guides)
    for (const id of g.settings) guidesOfSetting.set(id, [...(guidesOfSetting.get(id) ?? []), g.id]);
  lookup = {
    answers: new Map(snapshot.answers.map((r) => [r.id, r])),
    materials: new Map(snapshot.materials.map((r) => [r.id, r])),
    settings: new Map(snapshot.settings.map((r) => [r.id, r])),
    troubleshooting: new Map(snapshot.troubleshooting.map((r) => [r.id, r])),
    guides: new Map(snapshot.guides.map((r) => [r.id, r])),
    guidesOfSetting,
  };
  lookups.set(snapshot, lookup);
  return lookup;
}

export function contextFor(
  snapshot: ContentSnapshot,
  index: EngineIndex,
  question: string,
  sure?: number,
): RetrievedContext {
  const ranking = rank(index, question, sure);
  return {
    question,
    understanding: ranking.understanding,
    ranked: ranking.ranked.slice(0, KEEP),
    answerable: ranking.answerable,
    confidence: ranking.confidence,
    tentative: ranking.tentative,
    unknownNamed: ranking.unknownNamed,
    content: contentLookup(snapshot),
  };
}
