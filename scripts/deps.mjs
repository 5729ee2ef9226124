// npm run deps: what is behind, as a table: each package's pinned version, the
// newest release in the same major (a plain upgrade) and the newest overall (a
// major upgrade: an ADR first, then steps; README "Staying current"). Packages
// held back on purpose name the ADR that says why. Runs on the pinned Node (npm
// hides releases whose `engines` exclude the Node that asks).
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { requirePinnedNode } from "./lib.mjs";

requirePinnedNode();

/** Packages kept behind their newest major on purpose, and the decision that explains it. */
const HELD = JSON.parse(readFileSync(new URL("./deps-held.json", import.meta.url), "utf8"));

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const pinned = { ...pkg.dependencies, ...pkg.devDependencies };

function npmJson(args) {
  const res = spawnSync("npm", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (res.error) throw res.error;
  try {
    return JSON.parse(res.stdout || "{}");
  } catch {
    console.error(res.stderr || res.stdout);
    process.exit(1);
  }
}

const major = (v) => Number(String(v).split(".")[0]);
const compare = (a, b) => {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i += 1) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
};

// `npm outdated` knows the newest release; the newest in the same major needs the version list.
const outdated = npmJson(["outdated", "--json"]);
const rows = [];
for (const [name, info] of Object.entries(outdated)) {
  const current = pinned[name] ?? info.current;
  const latest = info.latest;
  // 0.x packages change their API on minor releases: there the same "major" is the same minor.
  const line = (v) => (major(v) === 0 ? v.split(".").slice(0, 2).join(".") : String(major(v)));
  let inLine = latest;
  if (line(latest) !== line(current)) {
    const versions = npmJson(["view", name, "versions", "--json"]);
    const stable = (Array.isArray(versions) ? versions : [versions]).filter((v) => /^\d+\.\d+\.\d+$/.test(v));
    inLine =
      stable
        .filter((v) => line(v) === line(current))
        .sort(compare)
        .at(-1) ?? current;
  }
  rows.push({
    name,
    current,
    inLine: compare(inLine, current) > 0 ? inLine : "",
    latest: latest !== inLine && compare(latest, current) > 0 ? latest : "",
    held: HELD[name] ?? "",
  });
}

if (rows.length === 0) {
  console.log("Every dependency is on its newest release.");
  process.exit(0);
}
rows.sort((a, b) => Number(Boolean(a.held)) - Number(Boolean(b.held)) || a.name.localeCompare(b.name));
const head = { name: "package", current: "pinned", inLine: "same major", latest: "new major", held: "held back by" };
const cols = Object.keys(head);
const width = Object.fromEntries(cols.map((c) => [c, Math.max(head[c].length, ...rows.map((r) => r[c].length))]));
const format = (r) =>
  cols
    .map((c) => r[c].padEnd(width[c]))
    .join("  ")
    .trimEnd();
console.log(format(head));
console.log(cols.map((c) => "-".repeat(width[c])).join("  "));
for (const r of rows) console.log(format(r));
const plain = rows.filter((r) => r.inLine && !r.held).length;
const majors = rows.filter((r) => r.latest && !r.held).length;
console.log(
  `\n${plain} with a newer release in the same major (pin it, run the checks, commit); ` +
    `${majors} with a new major not yet decided (an ADR first: README "Staying current").`,
);
