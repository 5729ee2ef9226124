// Records the held-out test split's questions in tests/eval/test-split.manifest.json, one sha256 per
// question (of JSON.stringify of the question object), in question order.
//
// The split is append-only: this script only appends hashes for questions added at the end. It refuses,
// and changes nothing, when a recorded question was edited, reordered or removed.
//
//   node scripts/eval-manifest.mjs          append hashes for new questions
//   node scripts/eval-manifest.mjs --check  only verify (exit 1 when the manifest is stale or broken)
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

const SPLIT = new URL("../tests/eval/test-split.ts", import.meta.url);
const MANIFEST = new URL("../tests/eval/test-split.manifest.json", import.meta.url);
const check = process.argv.includes("--check");

const { TEST_QUESTIONS } = await tsImport(SPLIT.href, import.meta.url);
const hashes = TEST_QUESTIONS.map((q) => createHash("sha256").update(JSON.stringify(q)).digest("hex"));

const manifest = existsSync(MANIFEST)
  ? JSON.parse(readFileSync(MANIFEST, "utf8"))
  : { algorithm: "sha256", hashes: [] };
if (manifest.algorithm !== "sha256" || !Array.isArray(manifest.hashes)) {
  fail("the manifest is not { algorithm: 'sha256', hashes: [...] }");
}

const problems = [];
manifest.hashes.forEach((recorded, i) => {
  if (i >= hashes.length) problems.push(`question ${i} was removed (the split has ${hashes.length})`);
  else if (hashes[i] !== recorded) problems.push(`question ${i} changed: ${JSON.stringify(TEST_QUESTIONS[i].q)}`);
});
if (problems.length > 0) {
  fail(
    `${problems.join("\n")}\nThe test split is append-only: restore the recorded questions and add new ones at the end.`,
  );
}

const added = hashes.length - manifest.hashes.length;
if (check) {
  if (added > 0) fail(`${added} question(s) at the end are not in the manifest: run node scripts/eval-manifest.mjs`);
  console.log(`✓ ${hashes.length} questions match the manifest`);
} else if (added === 0) {
  console.log(`✓ ${hashes.length} questions, nothing to add`);
} else {
  const next = { algorithm: "sha256", hashes: [...manifest.hashes, ...hashes.slice(manifest.hashes.length)] };
  writeFileSync(MANIFEST, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`✓ appended ${added} hash(es); the manifest now holds ${next.hashes.length}`);
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}
