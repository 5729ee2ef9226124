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
import { DEV2_QUESTIONS } from "./dev2";
import { DEV3_QUESTIONS } from "./dev3";
import { DEV4_QUESTIONS } from "./dev4";
import { DEV5_QUESTIONS } from "./dev5";
import { DEV6_QUESTIONS } from "./dev6";
import { DEV7_QUESTIONS } from "./dev7";
import { DEV8_QUESTIONS } from "./dev8";
import { DEV9_QUESTIONS } from "./dev9";
import { DEV10_QUESTIONS } from "./dev10";
import { EVAL_QUESTIONS, type EvalQuestion } from "./questions";
import { runSplit, summary } from "./run";

const snapshot = snapshotFromContent(loadContent());
const index = buildIndex(snapshot);

/** The held-out split, when present (its file is written and committed separately). */
const testSplit = import.meta.glob<EvalQuestion[]>("./test-split.ts", { import: "TEST_QUESTIONS", eager: true });

it(`dev split: at least the baseline right (${baseline.right}) and at most the baseline confidently wrong (${baseline.wrong})`, () => {
  const dev = runSplit("dev", EVAL_QUESTIONS, snapshot, index);
  console.log(`${dev.lines.join("\n")}\n\n${summary(dev)}`);
  expect(dev.right / dev.total).toBeGreaterThanOrEqual(baseline.right);
  expect(dev.wrong / dev.total).toBeLessThanOrEqual(baseline.wrong);
});

it(`second dev split: at least the baseline right (${baseline.dev2.right}) and at most the baseline confidently wrong (${baseline.dev2.wrong})`, () => {
  const dev2 = runSplit("dev2", DEV2_QUESTIONS, snapshot, index);
  console.log(`${dev2.lines.join("\n")}\n\n${summary(dev2)}`);
  expect(dev2.right / dev2.total).toBeGreaterThanOrEqual(baseline.dev2.right);
  expect(dev2.wrong / dev2.total).toBeLessThanOrEqual(baseline.dev2.wrong);
});

it(`third dev split: at least the baseline right (${baseline.dev3.right}) and at most the baseline confidently wrong (${baseline.dev3.wrong})`, () => {
  const dev3 = runSplit("dev3", DEV3_QUESTIONS, snapshot, index);
  console.log(`${dev3.lines.join("\n")}\n\n${summary(dev3)}`);
  expect(dev3.right / dev3.total).toBeGreaterThanOrEqual(baseline.dev3.right);
  expect(dev3.wrong / dev3.total).toBeLessThanOrEqual(baseline.dev3.wrong);
});

it(`fourth dev split (a calibration split until dev6 came; its misses now become content): at least the baseline right (${baseline.dev4.right}) and at most the baseline confidently wrong (${baseline.dev4.wrong})`, () => {
  const dev4 = runSplit("dev4", DEV4_QUESTIONS, snapshot, index);
  console.log(`${dev4.lines.join("\n")}\n\n${summary(dev4)}`);
  expect(dev4.right / dev4.total).toBeGreaterThanOrEqual(baseline.dev4.right);
  expect(dev4.wrong / dev4.total).toBeLessThanOrEqual(baseline.dev4.wrong);
});

it(`fifth dev split, a calibration split: at least the baseline right (${baseline.dev5.right}) and at most the baseline confidently wrong (${baseline.dev5.wrong})`, () => {
  const dev5 = runSplit("dev5", DEV5_QUESTIONS, snapshot, index);
  console.log(`${dev5.lines.join("\n")}\n\n${summary(dev5)}`);
  expect(dev5.right / dev5.total).toBeGreaterThanOrEqual(baseline.dev5.right);
  expect(dev5.wrong / dev5.total).toBeLessThanOrEqual(baseline.dev5.wrong);
});

it(`sixth dev split, a calibration split: at least the baseline right (${baseline.dev6.right}) and at most the baseline confidently wrong (${baseline.dev6.wrong})`, () => {
  const dev6 = runSplit("dev6", DEV6_QUESTIONS, snapshot, index);
  console.log(`${dev6.lines.join("\n")}\n\n${summary(dev6)}`);
  expect(dev6.right / dev6.total).toBeGreaterThanOrEqual(baseline.dev6.right);
  expect(dev6.wrong / dev6.total).toBeLessThanOrEqual(baseline.dev6.wrong);
});

it(`seventh dev split, a calibration split: at least the baseline right (${baseline.dev7.right}) and at most the baseline confidently wrong (${baseline.dev7.wrong})`, () => {
  const dev7 = runSplit("dev7", DEV7_QUESTIONS, snapshot, index);
  console.log(`${dev7.lines.join("\n")}\n\n${summary(dev7)}`);
  expect(dev7.right / dev7.total).toBeGreaterThanOrEqual(baseline.dev7.right);
  expect(dev7.wrong / dev7.total).toBeLessThanOrEqual(baseline.dev7.wrong);
});

it(`eighth dev split, a calibration split: at least the baseline right (${baseline.dev8.right}) and at most the baseline confidently wrong (${baseline.dev8.wrong})`, () => {
  const dev8 = runSplit("dev8", DEV8_QUESTIONS, snapshot, index);
  console.log(`${dev8.lines.join("\n")}\n\n${summary(dev8)}`);
  expect(dev8.right / dev8.total).toBeGreaterThanOrEqual(baseline.dev8.right);
  expect(dev8.wrong / dev8.total).toBeLessThanOrEqual(baseline.dev8.wrong);
});

it(`ninth dev split, a calibration split: at least the baseline right (${baseline.dev9.right}) and at most the baseline confidently wrong (${baseline.dev9.wrong})`, () => {
  const dev9 = runSplit("dev9", DEV9_QUESTIONS, snapshot, index);
  console.log(`${dev9.lines.join("\n")}\n\n${summary(dev9)}`);
  expect(dev9.right / dev9.total).toBeGreaterThanOrEqual(baseline.dev9.right);
  expect(dev9.wrong / dev9.total).toBeLessThanOrEqual(baseline.dev9.wrong);
});

it(`tenth dev split, a calibration split: at least the baseline right (${baseline.dev10.right}) and at most the baseline confidently wrong (${baseline.dev10.wrong})`, () => {
  const dev10 = runSplit("dev10", DEV10_QUESTIONS, snapshot, index);
  console.log(`${dev10.lines.join("\n")}\n\n${summary(dev10)}`);
  expect(dev10.right / dev10.total).toBeGreaterThanOrEqual(baseline.dev10.right);
  expect(dev10.wrong / dev10.total).toBeLessThanOrEqual(baseline.dev10.wrong);
});

const held = Object.values(testSplit)[0];
it.skipIf(!held)("test split (held out: reported, never tuned on)", () => {
  const test = runSplit("test", held ?? [], snapshot, index);
  console.log(`${test.lines.join("\n")}\n\n${summary(test)}`);
  expect(test.total).toBeGreaterThan(0);
});
