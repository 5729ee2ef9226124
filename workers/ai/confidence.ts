// How sure the engine is that its best passage answers the question: a small
// logistic model over the ranking's own signals (how much of the question the
// best passage says, its score and lead over the next, words the content never
// uses, the passage's kind, what the question asks for and whether a quick
// answer's title asks the same: why, whether or how to). Its weights are fitted
// on the evaluation's dev splits by `npm run eval:fit` (scripts/fit-confidence.ts)
// and pasted here; see ADR 0341. Pure arithmetic, no I/O.
import type { ScoredPassage } from "./engine";
import type { QuestionFeatures } from "./understand";

export interface ConfidenceInput {
  top: ScoredPassage | undefined;
  next: ScoredPassage | undefined;
  /** Share of the question's weight in words the content never uses. */
  unknownShare: number;
  features: QuestionFeatures;
  /** Words of the question as typed. */
  wordCount: number;
  /** Share of the question's weight that can be left out, a word at a time, without changing the best passage. */
  stability: number;
  /** The best passage is a quick answer whose title asks what the question asks. */
  sameAsk: boolean;
}

/** The model's inputs, in the order of CONFIDENCE_WEIGHTS (the first is the constant term). */
export const CONFIDENCE_FEATURES = [
  "bias",
  "fit",
  "score",
  "coverage",
  "margin",
  "unknownShare",
  "nextFit",
  "trouble",
  "guide",
  "material",
  "setting",
  "why",
  "canUse",
  "figures",
  "length",
  "stability",
  "sameAsk",
] as const;

export function confidenceFeatures(input: ConfidenceInput): number[] {
  const { top, next, unknownShare, features, wordCount, stability, sameAsk } = input;
  const kind = top?.passage.kind;
  return [
    1,
    top?.fit ?? 0,
    top?.score ?? 0,
    top?.coverage ?? 0,
    Math.min(top && next ? top.score - next.score : 0.5, 0.5),
    unknownShare,
    next?.fit ?? 0,
    kind === "trouble" ? 1 : 0,
    kind === "guide" ? 1 : 0,
    kind === "material" ? 1 : 0,
    kind === "setting" ? 1 : 0,
    features.why ? 1 : 0,
    features.canUse ? 1 : 0,
    features.figures ? 1 : 0,
    Math.min(wordCount, 20) / 20,
    stability,
    sameAsk ? 1 : 0,
  ];
}

/** Fitted by `npm run eval:fit` on the dev splits (dev to dev10, the calibration splits dev5 to dev10 counted three times). */
export const CONFIDENCE_WEIGHTS: readonly number[] = [
  -5.025, 2.745, 0.735, 1.865, -0.304, -1.866, 1.798, 0.727, -0.388, 0.986, 0.925, 1.152, -0.679, -0.145, 1.46, 0.892,
  1.23,
];

/** From this probability the best passage is the answer. */
export const SURE = 0.9;
/** From this probability (and below SURE) it is offered as the closest answer, said to be unsure. */
export const TENTATIVE = 0.5;

export function probability(x: readonly number[], weights: readonly number[] = CONFIDENCE_WEIGHTS): number {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += x[i] * (weights[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
