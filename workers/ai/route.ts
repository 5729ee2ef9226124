// Sends an understood question to the knowledge that answers it first: a named
// symptom to its troubleshooting entry, figures for a named blank to the settings
// table, "can I use X" to the materials table, and everything a beginner asks in
// the words of a quick answer to that quick answer; guide passages after those;
// otherwise the honest "no answer".
import type { GuideDoc, RetrievedContext, TroubleshootingRow } from "../services/retrieval";
import type { MaterialRow, QuickAnswerRow } from "./knowledge";

export type Route =
  | { kind: "troubleshooting"; entry: TroubleshootingRow }
  | { kind: "settings" }
  | { kind: "answer"; answer: QuickAnswerRow }
  | { kind: "material"; material: MaterialRow }
  | { kind: "guide"; guide: GuideDoc }
  | { kind: "none" };

/** A quick answer this close says what the question says. */
export const STRONG_ANSWER = 0.6;
/** Close enough to answer when nothing more specific fits. */
export const FAIR_ANSWER = 0.42;

export interface RouteOptions {
  /** The guide passage source, when one fits. */
  bestGuide: () => GuideDoc | null;
  /** How many of the question's words a guide's title and description name. */
  titleHits: (guide: GuideDoc) => number;
}

export function route(ctx: RetrievedContext, options: RouteOptions): Route {
  const { intent } = ctx.understanding;
  const trouble = ctx.troubleshooting[0];
  const setting = ctx.settings[0];
  const answer = ctx.answers[0];
  const material = ctx.materials[0];
  const a = answer?.score ?? 0;

  // Figures for a named blank come from the settings table.
  if (
    ctx.settingsIntent &&
    setting &&
    setting.score >= 2 &&
    !(trouble && trouble.score >= 3 && trouble.score > setting.score)
  ) {
    return { kind: "settings" };
  }
  // A named symptom goes to its troubleshooting entry.
  if (trouble && trouble.score >= 3 && intent !== "compare" && intent !== "business") {
    return { kind: "troubleshooting", entry: trouble.row };
  }
  // "Can I sublimate on X": a quick answer written for it, else the materials table.
  if (intent === "can-use" && material && material.score >= 1) {
    if (
      answer &&
      a >= STRONG_ANSWER &&
      (answer.row.materials.length === 0 || answer.row.materials.includes(material.row.id))
    ) {
      return { kind: "answer", answer: answer.row };
    }
    return { kind: "material", material: material.row };
  }
  if (answer && a >= STRONG_ANSWER) return { kind: "answer", answer: answer.row };
  // Most of what the question is about is nowhere in the content: weaker matches are coincidences.
  if (ctx.unknownShare >= 0.5) return { kind: "none" };
  const guide = options.bestGuide();
  // A guide whose title names two or more of the question's words beats a fair quick answer.
  if (guide && options.titleHits(guide) >= 2) return { kind: "guide", guide };
  if (answer && a >= 0.5) return { kind: "answer", answer: answer.row };
  if (guide) return { kind: "guide", guide };
  if (answer && a >= FAIR_ANSWER) return { kind: "answer", answer: answer.row };
  if (trouble && trouble.score >= 2.5) return { kind: "troubleshooting", entry: trouble.row };
  if (material && material.score >= 1.5) return { kind: "material", material: material.row };
  return { kind: "none" };
}
