// npm run eval:fit: fits the confidence model (workers/ai/confidence.ts) on the
// evaluation's dev splits. For every dev question the engine's best passage is
// forced to answer; the label is whether that answer has the question's facts
// (tests/eval/score.ts), and always "no" for a question the site cannot answer.
// Prints the weights to paste into CONFIDENCE_WEIGHTS and, for each split held
// out in turn, what the model fitted on the others would have answered, and each
// calibration split in five folds. The held-out test split is never read here.
import { loadContent } from "@content/index";
import { confidenceFeatures, probability, SURE, TENTATIVE } from "../workers/ai/confidence";
import { contextFor } from "../workers/ai/context";
import { composeAnswer } from "../workers/ai/embedded";
import { buildIndex, rank } from "../workers/ai/engine";
import { snapshotFromContent } from "../workers/ai/snapshot";
import type { EvalQuestion } from "../tests/eval/questions";
import { judge } from "../tests/eval/score";
import { DEV_SPLITS } from "../tests/eval/splits";

interface Row {
  split: string;
  /** Position in its split. */
  n: number;
  x: number[];
  ok: boolean;
  none: boolean;
  onTopic: boolean;
}

const snapshot = snapshotFromContent(loadContent());
const index = buildIndex(snapshot);
const splits: [string, EvalQuestion[]][] = DEV_SPLITS.map((s) => [s.name, s.questions]);

const rows: Row[] = [];
for (const [split, questions] of splits)
  for (const [n, q] of questions.entries()) {
    const r = rank(index, q.q);
    const [top, next] = r.ranked;
    const forced = composeAnswer({ ...contextFor(snapshot, index, q.q), answerable: true });
    rows.push({
      split,
      n,
      x: confidenceFeatures({
        top,
        next,
        unknownShare: r.unknownShare,
        features: r.understanding.features,
        wordCount: q.q.split(/\s+/).filter(Boolean).length,
        stability: r.stability,
        sameAsk: r.sameAsk,
      }),
      ok: !q.none && !forced.noAnswer && judge(q, forced).ok,
      none: !!q.none,
      onTopic: !!top && r.unknownShare < 0.5,
    });
  }

/** Logistic regression by gradient descent with an L2 penalty on every weight but the constant. */
function fitWeights(data: Row[], l2 = 1, steps = 4000, rate = 0.5): number[] {
  const w = new Array<number>(data[0].x.length).fill(0);
  let total = 0;
  for (const row of data) total += weightOf(row);
  for (let s = 0; s < steps; s++) {
    const g = new Array<number>(w.length).fill(0);
    for (const row of data) {
      const err = (probability(row.x, w) - (row.ok ? 1 : 0)) * weightOf(row);
      for (let i = 0; i < w.length; i++) g[i] += err * row.x[i];
    }
    for (let i = 0; i < w.length; i++) w[i] -= (rate * (g[i] + (i ? l2 * w[i] : 0))) / total;
  }
  return w;
}

/**
 * The calibration splits' questions count CALIBRATION times: their misses are never written into the
 * content, so they show how sure the engine may be on a question nobody wrote an answer for, which the
 * tuned splits (whose misses became content) no longer show.
 */
const CALIBRATION_SPLITS = DEV_SPLITS.filter((s) => s.calibration).map((s) => s.name);
const CALIBRATION = Number(process.env.CALIBRATION ?? 3);
function weightOf(row: Row): number {
  return CALIBRATION_SPLITS.includes(row.split) ? CALIBRATION : 1;
}

function outcomes(data: Row[], w: number[], sure: number) {
  let right = 0;
  let honest = 0;
  let wrong = 0;
  let hedgedRight = 0;
  for (const row of data) {
    const p = probability(row.x, w);
    if (row.onTopic && p >= sure) row.ok ? right++ : wrong++;
    else if (row.none) right++;
    else {
      honest++;
      if (row.onTopic && p >= TENTATIVE && row.ok) hedgedRight++;
    }
  }
  return { right, honest, wrong, hedgedRight };
}

const weights = fitWeights(rows);
console.log(`CONFIDENCE_WEIGHTS = [${weights.map((v) => v.toFixed(3)).join(", ")}]`);
for (const sure of [...new Set([0.6, 0.7, 0.75, 0.8, 0.85, SURE, 0.9])].sort()) {
  const line = splits.map(([held]) => {
    const o = outcomes(
      rows.filter((r) => r.split === held),
      fitWeights(rows.filter((r) => r.split !== held)),
      sure,
    );
    return `${held} right ${o.right} honest ${o.honest} (closest answer right ${o.hedgedRight}) wrong ${o.wrong}`;
  });
  console.log(`sure from ${sure}, each split held out in turn: ${line.join("; ")}`);
}
// Each calibration split in five folds: each fifth answered by a model fitted on everything else.
const FOLDS = 5;
for (const sure of [...new Set([0.7, 0.75, 0.8, 0.85, SURE, 0.9])].sort()) {
  const line = CALIBRATION_SPLITS.map((split) => {
    const total = { right: 0, honest: 0, wrong: 0, hedgedRight: 0 };
    for (let k = 0; k < FOLDS; k++) {
      const held = (r: Row) => r.split === split && r.n % FOLDS === k;
      const o = outcomes(rows.filter(held), fitWeights(rows.filter((r) => !held(r))), sure);
      for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += o[key];
    }
    return `${split} right ${total.right} honest ${total.honest} (closest answer right ${total.hedgedRight}) wrong ${total.wrong}`;
  });
  console.log(`sure from ${sure}, in ${FOLDS} folds: ${line.join("; ")}`);
}
