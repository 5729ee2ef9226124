// npm run eval: every evaluation question through the built-in assistant, on the
// real runtime (workerd, D1 seeded with the site's content). Prints the score and
// every miss; fails when the score drops below the recorded baseline.
import { env } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { embeddedProvider } from "../../workers/ai/embedded";
import { retrieve } from "../../workers/services/retrieval";
import { seedContent } from "../workers/seed-helpers";
import baseline from "./baseline.json";
import { EVAL_QUESTIONS } from "./questions";
import { judge } from "./score";

beforeAll(async () => {
  await seedContent();
});

it(`answers the evaluation questions at least as well as the baseline (${baseline.score})`, async () => {
  const misses: string[] = [];
  const byArea = new Map<string, { ok: number; total: number }>();
  let ok = 0;
  for (const q of EVAL_QUESTIONS) {
    const context = await retrieve(env, q.q);
    const answer = await embeddedProvider.answer({ question: q.q, context, history: [] });
    const verdict = judge(q, answer);
    const area = byArea.get(q.area) ?? { ok: 0, total: 0 };
    area.total++;
    if (verdict.ok) {
      ok++;
      area.ok++;
    } else {
      misses.push(
        [
          `✗ ${JSON.stringify(q.q)} [${q.area}, ${context.understanding.intent}: ${JSON.stringify(context.understanding.normalized)}]`,
          `    ${verdict.why.join("; ")}`,
          `    answered: ${JSON.stringify(answer.answer.slice(0, 300))}`,
          `    sources: ${answer.sources.join(", ") || "-"}`,
        ].join("\n"),
      );
    }
    byArea.set(q.area, area);
  }
  const score = ok / EVAL_QUESTIONS.length;
  const areas = [...byArea].map(([k, v]) => `${k} ${v.ok}/${v.total}`).join(", ");
  console.log(
    `${misses.join("\n")}\n\nEval: ${ok}/${EVAL_QUESTIONS.length} = ${(score * 100).toFixed(1)}% (baseline ${(baseline.score * 100).toFixed(1)}%)\n${areas}`,
  );
  expect(score).toBeGreaterThanOrEqual(baseline.score);
}, 120_000);
