// Sends an understood question to the knowledge that answers it first: a named
// symptom to its troubleshooting entry, figures for a named blank to the settings
// table, "can I use X" to the materials table, and everything a beginner asks in
// the words of a quick answer to that quick answer; guide passages after those;
// otherwise the honest "no answer".
import type { GuideDoc, RetrievedContext, TroubleshootingRow } from "../services/retrieval";
import type { MaterialRow, QuickAnswerRow } from "./knowledge";
import { containsPhrase, phraseText, sentences, stripInline } from "./text";
import { statesVerdict } from "./compose";

export type Route =
  | { kind: "troubleshooting"; entry: TroubleshootingRow }
  | { kind: "settings" }
  | { kind: "benchmark" }
  | { kind: "answer"; answer: QuickAnswerRow }
  | { kind: "material"; material: MaterialRow }
  | { kind: "guide"; guide: GuideDoc }
  | { kind: "none" };

/** A quick answer this close says what the question says. */
export const STRONG_ANSWER = 0.6;
/** Close enough to answer when nothing more specific fits. */
export const FAIR_ANSWER = 0.42;
/** A quick answer this close is the question in other words. */
export const NEAR_EXACT = 0.8;

/** The canonical question of a quick answer that gives press figures. */
const FIGURES_QUESTION = /^what (?:time and temperature|settings) do i use\b/i;

/** Words that ask for press figures ("what time does the shop close" does not). */
const FIGURE_WORDS = /\b(temperatures?|degrees?|celsius|fahrenheit|°f|hot|heat settings?|press settings?)\b/;

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
  // A quick answer that gives press figures answers only a question that asks for figures.
  const asksFigures =
    ctx.settingsIntent || /\b(settings?|temperatures?|time|how long)\b/.test(ctx.understanding.normalized);
  const answers = asksFigures ? ctx.answers : ctx.answers.filter((x) => !FIGURES_QUESTION.test(x.row.question));
  const answer = answers[0];
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
  // Figures asked for without naming a blank ("sublimation temp in celsius"): the chart's common benchmark.
  const namesBlank = ctx.topicTerms.some((t) => ctx.knowledge.blankWords.has(t));
  if (
    intent === "settings" &&
    FIGURE_WORDS.test(ctx.understanding.normalized) &&
    !(setting && setting.score >= 2) &&
    !namesBlank &&
    ctx.unknownShare < 0.34 &&
    a < STRONG_ANSWER &&
    !(trouble && trouble.score >= 3)
  ) {
    return { kind: "benchmark" };
  }
  // "Can I sublimate on X": a quick answer written for that material, else the materials table,
  // before any symptom the question happens to share words with ("cotton shirt" -> "faded after washing").
  if (intent === "can-use" && material && material.score >= 1) {
    const yesNo = /^(?:can|could|does|do|will|would|is|are)\b/.test(ctx.understanding.normalized);
    const about = answers.find((x) => {
      if (x.score < STRONG_ANSWER) return false;
      // An answer about no material in particular that says nearly what the question says ("do you mirror ... on mugs").
      if (x.row.materials.length === 0 && x === answer && x.score >= NEAR_EXACT) return true;
      const linked =
        x.row.materials.includes(material.row.id) ||
        (x.row.materials.length === 0 && x === answer && namesMaterial(x.row, material.row));
      // A yes/no question gets an answer whose first sentence says the verdict, else the table's own words answer.
      return linked && (!yesNo || statesVerdict(sentences(stripInline(x.row.answer))[0] ?? "", material.row.verdict));
    });
    if (about) return { kind: "answer", answer: about.row };
    return { kind: "material", material: material.row };
  }
  // A named symptom goes to its troubleshooting entry.
  if (trouble && trouble.score >= 3 && intent !== "compare" && intent !== "business") {
    return { kind: "troubleshooting", entry: trouble.row };
  }
  // "A or B": a quick answer that names both things compared beats one that shares other words.
  if (intent === "compare") {
    const items = [...ctx.understanding.equipment, ...ctx.understanding.methods].filter((x) => x !== "sublimation");
    // Model numbers the question names ("f170") must be in the answer too, or it is about other models.
    const models = ctx.topicTerms.filter((t) => /\d/.test(t) && /[a-z]/.test(t));
    const both = (text: string) => items.length >= 2 && items.every((item) => containsPhrase(phraseText(text), item));
    const hasModels = (x: QuickAnswerRow) =>
      models.every((m) => containsPhrase(phraseText(`${x.question} ${x.phrasings.join(" ")} ${x.answer}`), m));
    const named =
      answers.find(
        (x) => x.score >= FAIR_ANSWER && hasModels(x.row) && both(`${x.row.question} . ${x.row.phrasings.join(" . ")}`),
      ) ?? answers.find((x) => x.score >= FAIR_ANSWER && hasModels(x.row) && both(x.row.answer));
    if (named) return { kind: "answer", answer: named.row };
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

/** The quick answer's own question names the material (or one of its aliases). */
function namesMaterial(answer: QuickAnswerRow, material: MaterialRow): boolean {
  const text = phraseText(`${answer.question} ${answer.phrasings.join(" . ")}`);
  return [material.material, ...material.aliases].some((name) => containsPhrase(text, name));
}
