import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TEST_QUESTIONS } from "../eval/test-split";

const manifest = JSON.parse(readFileSync(new URL("../eval/test-split.manifest.json", import.meta.url), "utf8")) as {
  algorithm: string;
  hashes: string[];
};

const AREAS = [
  "blanks",
  "printers",
  "paper",
  "pressing",
  "colour",
  "care",
  "upkeep",
  "business",
  "safety",
  "unanswerable",
];

const hashOf = (q: unknown) => createHash("sha256").update(JSON.stringify(q)).digest("hex");

/** Lowercase, punctuation stripped, spaces collapsed: two questions equal after this are the same question. */
const normalise = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("held-out test split", () => {
  it("is append-only: every recorded question is unchanged and in its place", () => {
    expect(manifest.algorithm).toBe("sha256");
    expect(
      TEST_QUESTIONS.length,
      "questions were removed: the split has fewer questions than the manifest records",
    ).toBeGreaterThanOrEqual(manifest.hashes.length);
    const changed = manifest.hashes.flatMap((hash, i) =>
      hashOf(TEST_QUESTIONS[i]) === hash ? [] : [`${i}: ${TEST_QUESTIONS[i].q}`],
    );
    expect(changed, "recorded questions were edited or reordered").toEqual([]);
  });

  it("records every question in the manifest", () => {
    expect(manifest.hashes.length, "new questions are not recorded: run node scripts/eval-manifest.mjs").toBe(
      TEST_QUESTIONS.length,
    );
  });

  it("has at least 200 questions, at least 20 of them unanswerable", () => {
    expect(TEST_QUESTIONS.length).toBeGreaterThanOrEqual(200);
    expect(TEST_QUESTIONS.filter((q) => q.none).length).toBeGreaterThanOrEqual(20);
  });

  it("gives every question a known area and facts that fit its kind", () => {
    for (const q of TEST_QUESTIONS) {
      expect(AREAS, q.q).toContain(q.area);
      expect(q.q.trim(), "empty question").not.toBe("");
      const facts = [...(q.must ?? []), ...(q.lead ?? []), ...(q.not ?? [])];
      for (const fact of facts) expect(fact.length, `a fact with no alternatives in ${q.q}`).toBeGreaterThan(0);
      if (q.none) {
        expect(q.area, q.q).toBe("unanswerable");
        expect([...(q.must ?? []), ...(q.lead ?? [])], `an unanswerable question with facts: ${q.q}`).toEqual([]);
      } else {
        expect(q.area, q.q).not.toBe("unanswerable");
        expect((q.must ?? []).length + (q.lead ?? []).length, `no facts to check: ${q.q}`).toBeGreaterThan(0);
      }
    }
  });

  it("compiles every regular expression", () => {
    const broken: string[] = [];
    for (const q of TEST_QUESTIONS) {
      for (const fact of [...(q.must ?? []), ...(q.lead ?? []), ...(q.not ?? [])]) {
        for (const pattern of fact) {
          try {
            new RegExp(pattern, "i");
          } catch {
            broken.push(`${q.q}: ${pattern}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("has no two questions that are the same after normalisation", () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const q of TEST_QUESTIONS) {
      const key = normalise(q.q);
      const first = seen.get(key);
      if (first !== undefined) duplicates.push(`${first} = ${q.q}`);
      else seen.set(key, q.q);
    }
    expect(duplicates).toEqual([]);
  });

  it("has no fact that the question's own words satisfy", () => {
    // An alternative found in the question would pass an answer that only repeats the question.
    const echoes: string[] = [];
    for (const q of TEST_QUESTIONS) {
      for (const fact of [...(q.must ?? []), ...(q.lead ?? [])]) {
        for (const pattern of fact) if (new RegExp(pattern, "i").test(q.q)) echoes.push(`${q.q}: ${pattern}`);
      }
    }
    expect(echoes).toEqual([]);
  });
});
