// The answer engine's own CPU per request, in Node on this machine: building the
// index once per content version (or loading the one the build bundles), then ranking (the /answers and /search work;
// each word's lexical search is kept on the index once done, so it is measured
// both with the words kept and with nothing kept),
// composing a built-in answer and the model's context, for every dev-split
// question; and the cost of an oversized one-word question. Part of npm run bench.
import { loadContent } from "@content/index";
import { EVAL_QUESTIONS } from "../tests/eval/questions";
import { contextFor } from "../workers/ai/context";
import { composeAnswer } from "../workers/ai/embedded";
import { buildIndex, loadIndex, rank, serializeIndex } from "../workers/ai/engine";
import { contextPrompt } from "../workers/ai/openai";
import { snapshotFromContent, snapshotVersion } from "../workers/ai/snapshot";
import { siteSearch } from "../workers/services/search";

const BUDGET_SEARCH_MS = 5;
const snapshot = snapshotFromContent(loadContent());

function timed(f: () => void): number {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const round = (n: number) => Math.round(n * 100) / 100;

let index = buildIndex(snapshot);
const builds = [1, 2, 3].map(() => timed(() => (index = buildIndex(snapshot))));
// The index the build bundles (virtual:engine-index), loaded as a Worker loads it.
const version = snapshotVersion(snapshot);
const data = serializeIndex(buildIndex(snapshot, version));
const loads = [1, 2, 3].map(() => timed(() => loadIndex(snapshot, version, data)));
const questions = EVAL_QUESTIONS.map((q) => q.q);
// Warm the JIT as a live isolate would be: every measured path, long enough for the optimising compiler
// to have finished (its background threads count in this process's CPU time, so a short warm-up charges
// the first measured round with compiling).
for (let r = 0; r < 3; r++)
  for (const q of questions) {
    siteSearch(index, q);
    composeAnswer(contextFor(snapshot, index, q));
    contextPrompt(contextFor(snapshot, index, q));
  }
const search: number[] = [];
const ask: number[] = [];
const model: number[] = [];
for (let r = 0; r < 3; r++)
  for (const q of questions) {
    search.push(timed(() => siteSearch(index, q)));
    ask.push(timed(() => composeAnswer(contextFor(snapshot, index, q))));
    model.push(timed(() => contextPrompt(contextFor(snapshot, index, q))));
  }
// The same searches with nothing kept from earlier questions (index.kept cleared before each): the
// cost of a question whose every word this isolate has not searched for yet.
const cold: number[] = [];
for (const q of questions) {
  index.kept.clear();
  cold.push(timed(() => siteSearch(index, q)));
}
const normal = pct(ask, 50);
const oversized = [1, 2, 3, 4, 5].map(() => timed(() => composeAnswer(contextFor(snapshot, index, "z".repeat(2000)))));
const words = [1, 2, 3].map(() =>
  timed(() => rank(index, Array.from({ length: 400 }, (_, i) => `word${i}`).join(" "))),
);
const rows: [string, number, number][] = [
  ["index build (once per content version)", round(pct(builds, 50)), round(Math.max(...builds))],
  ["index loaded from the build's data instead", round(pct(loads, 50)), round(Math.max(...loads))],
  ["search: rank + hits (/search, /answers?q=)", round(pct(search, 50)), round(pct(search, 95))],
  ["search, no word searched before (fresh isolate)", round(pct(cold, 50)), round(pct(cold, 95))],
  ["built-in answer: rank + compose", round(pct(ask, 50)), round(pct(ask, 95))],
  ["model context: rank + prompt", round(pct(model, 50)), round(pct(model, 95))],
  ["2,000-letter one-word question", round(pct(oversized, 50)), round(Math.max(...oversized))],
  ["400-word question", round(pct(words, 50)), round(Math.max(...words))],
];
console.log(`\nEngine CPU in Node (${questions.length} dev-split questions x 3)`);
console.log(`${"Measure".padEnd(46)}${"p50 ms".padStart(9)}${"p95 ms".padStart(9)}`);
for (const [name, p50, p95] of rows)
  console.log(`${name.padEnd(46)}${String(p50).padStart(9)}${String(p95).padStart(9)}`);
const p95 = pct(search, 95);
if (p95 > BUDGET_SEARCH_MS) process.exitCode = 1;
console.log(
  `search p95 ${round(p95)} ms (budget ${BUDGET_SEARCH_MS} ms): ${p95 <= BUDGET_SEARCH_MS ? "within budget" : "OVER BUDGET"}; oversized question ${round(pct(oversized, 50))} ms vs a normal ask ${round(normal)} ms`,
);
