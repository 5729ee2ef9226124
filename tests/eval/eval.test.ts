// npm run eval: the evaluation questions through the engine and the built-in
// assistant, in plain Node on the content files (the engine is a pure function of
// the content snapshot, its index and the question). Prints the dev split and,
// when it exists, the held-out test split separately: right, honest, confidently
// wrong, every miss, and context recall. Fails when the dev split drops below
// the recorded baseline; the test split is reported, never tuned on.
import { loadContent } from "@content/index";
import { expect, it } from "vitest";
import { buildIndex } from "../../workers/ai/engine";
import { snapshotFromContent } from "../../workers/ai/snapshot";
import baseline from "./baseline.json";
import type { EvalQuestion } from "./questions";
import { runSplit, summary } from "./run";
import { DEV_SPLITS } from "./splits";

const snapshot = snapshotFromContent(loadContent());
const index = buildIndex(snapshot);

/** The held-out split, when present (its file is written and committed separately). */
const testSplit = import.meta.glob<EvalQuestion[]>("./test-split.ts", { import: "TEST_QUESTIONS", eager: true });

/** Each split's gate: the dev split's is the baseline's top level, every other split's its own entry. */
const gates = baseline as unknown as { right: number; wrong: number } & Record<
  string,
  { right: number; wrong: number }
>;

for (const split of DEV_SPLITS) {
  const gate = split.name === "dev" ? gates : gates[split.name];
  it(`${split.title}: at least the baseline right (${gate.right}) and at most the baseline confidently wrong (${gate.wrong})`, () => {
    const run = runSplit(split.name, split.questions, snapshot, index);
    console.log(`${run.lines.join("\n")}\n\n${summary(run)}`);
    expect(run.right / run.total).toBeGreaterThanOrEqual(gate.right);
    expect(run.wrong / run.total).toBeLessThanOrEqual(gate.wrong);
  });
}

const held = Object.values(testSplit)[0];
it.skipIf(!held)("test split (held out: reported, never tuned on)", () => {
  const test = runSplit("test", held ?? [], snapshot, index);
  console.log(`${test.lines.join("\n")}\n\n${summary(test)}`);
  expect(test.total).toBeGreaterThan(0);
});
