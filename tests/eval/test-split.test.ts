// npm run eval, test split: questions written from public sources, never tuned on.
// Prints right / honest / confidently wrong and every miss; it measures, it does not gate.
import { env } from "cloudflare:test";
import { beforeAll, expect, it } from "vitest";
import { embeddedProvider } from "../../workers/ai/embedded";
import { retrieve } from "../../workers/services/retrieval";
import { seedContent } from "../workers/seed-helpers";
import { type Outcome, outcome } from "./outcome";
import { TEST_QUESTIONS } from "./test-split";

beforeAll(async () => {
  await seedContent();
});

it("measures the held-out test split (right, honest, confidently wrong)", async () => {
  const counts: Record<Outcome, number> = { right: 0, honest: 0, wrong: 0 };
  const lines: string[] = [];
  for (const q of TEST_QUESTIONS) {
    const context = await retrieve(env, q.q);
    const answer = await embeddedProvider.answer({ question: q.q, context, history: [] });
    const result = outcome(q, answer);
    counts[result.outcome]++;
    if (result.outcome !== "right")
      lines.push(
        `${result.outcome === "wrong" ? "✗ WRONG " : "? honest"} ${JSON.stringify(q.q)} [${q.area}]\n    ${result.why.join("; ")}\n    answered: ${JSON.stringify(answer.answer.slice(0, 200))}`,
      );
  }
  const n = TEST_QUESTIONS.length;
  const pct = (k: number) => `${((k / n) * 100).toFixed(1)}%`;
  console.log(
    `${lines.join("\n")}\n\nTest split: ${n} questions: right ${counts.right} (${pct(counts.right)}), honest ${counts.honest} (${pct(counts.honest)}), confidently wrong ${counts.wrong} (${pct(counts.wrong)})`,
  );
  expect(counts.right + counts.honest + counts.wrong).toBe(n);
}, 300_000);
