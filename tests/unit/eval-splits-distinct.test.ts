// A new evaluation split asks no question an earlier split already asks: a question counted twice
// would weigh double in the confidence fit. The splits up to dev9 share 16 questions among
// themselves (common beginner questions two writers found independently); they stay as their
// baselines were measured, and every split from dev10 on is held to this.
import { describe, expect, it } from "vitest";
import { DEV_SPLITS } from "../eval/splits";

/** Splits held to having only new questions. */
const FROM = new Set(["dev10"]);

const key = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

describe("evaluation splits", () => {
  it("from dev10 on, repeat no question of an earlier split", () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { name: split, questions } of DEV_SPLITS)
      for (const { q } of questions) {
        const k = key(q);
        const first = seen.get(k);
        if (first && FROM.has(split)) twice.push(`"${q}" in ${first} and ${split}`);
        else seen.set(k, split);
      }
    expect(twice).toEqual([]);
  });
});
