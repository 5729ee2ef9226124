// A new evaluation split asks no question an earlier split already asks: a question counted twice
// would weigh double in the confidence fit. The splits up to dev9 share 16 questions among
// themselves (common beginner questions two writers found independently); they stay as their
// baselines were measured, and every split from dev10 on is held to this.
import { describe, expect, it } from "vitest";
import { DEV2_QUESTIONS } from "../eval/dev2";
import { DEV3_QUESTIONS } from "../eval/dev3";
import { DEV4_QUESTIONS } from "../eval/dev4";
import { DEV5_QUESTIONS } from "../eval/dev5";
import { DEV6_QUESTIONS } from "../eval/dev6";
import { DEV7_QUESTIONS } from "../eval/dev7";
import { DEV8_QUESTIONS } from "../eval/dev8";
import { DEV9_QUESTIONS } from "../eval/dev9";
import { DEV10_QUESTIONS } from "../eval/dev10";
import { EVAL_QUESTIONS } from "../eval/questions";

const SPLITS = {
  dev: EVAL_QUESTIONS,
  dev2: DEV2_QUESTIONS,
  dev3: DEV3_QUESTIONS,
  dev4: DEV4_QUESTIONS,
  dev5: DEV5_QUESTIONS,
  dev6: DEV6_QUESTIONS,
  dev7: DEV7_QUESTIONS,
  dev8: DEV8_QUESTIONS,
  dev9: DEV9_QUESTIONS,
  dev10: DEV10_QUESTIONS,
};

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
    for (const [split, questions] of Object.entries(SPLITS))
      for (const { q } of questions) {
        const k = key(q);
        const first = seen.get(k);
        if (first && FROM.has(split)) twice.push(`"${q}" in ${first} and ${split}`);
        else seen.set(k, split);
      }
    expect(twice).toEqual([]);
  });
});
