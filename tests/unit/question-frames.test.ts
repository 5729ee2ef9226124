// The same question asked in another frame gets the same answer. Each quick answer's own title is
// turned into other everyday frames of the same ask ("Can I…?" as "is it ok to…", "Do I need X?" as
// "is X necessary", "What is X?" as "what does X mean"), and the engine must answer most of them, sure,
// from that answer. The questions come from the content's titles, never from the evaluation, so this
// guards the engine's reading of a question's frame, not its score.
import { loadContent } from "@content/index";
import { describe, expect, it } from "vitest";
import { buildIndex, rank } from "../../workers/ai/engine";
import { snapshotFromContent } from "../../workers/ai/snapshot";

const content = loadContent();
const index = buildIndex(snapshotFromContent(content));
/** The material rows each quick answer links ("answer:<id>" → material ids). */
const linkedMaterials = new Map(content.answers.map((a) => [`answer:${a.id}`, new Set<string>(a.materials)]));

type Frame = (x: string) => string;
/** A title shape, the frames its ask is put in, and the share that must be answered sure from that answer. */
const FAMILIES: { name: string; title: RegExp; frames: Frame[]; floor: number; materialRowCounts?: boolean }[] = [
  {
    name: "How do I…?",
    title: /^how do i (.+?)\?$/i,
    frames: [
      (x) => `how to ${x}`,
      (x) => `whats the best way to ${x}`,
      (x) => `how should i ${x}`,
      (x) => `how can i ${x}`,
    ],
    floor: 0.95,
  },
  {
    name: "Can I…?",
    title: /^can i (?!sublimate)(.+?)\?$/i,
    frames: [
      (x) => `is it ok to ${x}`,
      (x) => `is it possible to ${x}`,
      (x) => `can you ${x}`,
      (x) => `am i able to ${x}`,
    ],
    floor: 0.95,
  },
  {
    // The material row the answer itself links gives the same verdict about the thing named.
    name: "Can I sublimate on…?",
    title: /^can (?:i|you) sublimate (?:on |onto )?(?:a |an )?(.+?)\?$/i,
    frames: [
      (x) => `is it possible to sublimate ${x}`,
      (x) => `does sublimation work on ${x}`,
      (x) => `can you sublimate ${x}`,
      (x) => `will sublimation work on ${x}`,
    ],
    floor: 0.9,
    materialRowCounts: true,
  },
  {
    name: "Do I need…?",
    title: /^do i (?:really )?need (.+?)\?$/i,
    frames: [(x) => `is ${x} necessary`, (x) => `do you need ${x}`, (x) => `${x} required?`],
    floor: 0.9,
  },
  {
    name: "What is…?",
    title: /^what (?:is|are) (.+?)\?$/i,
    frames: [(x) => `what does ${x} mean`, (x) => `explain ${x}`],
    floor: 0.8,
  },
  {
    name: "Should I…?",
    title: /^should i (.+?)\?$/i,
    frames: [(x) => `is it better to ${x}`, (x) => `is it a good idea to ${x}`],
    floor: 0.85,
  },
];

describe("a question's frame", () => {
  it.each(FAMILIES.map((f) => [f.name, f] as const))(
    "%s in other frames is answered from the same answer",
    (_, family) => {
      let asked = 0;
      let answered = 0;
      const missed: string[] = [];
      for (const p of index.passages) {
        if (p.kind !== "answer") continue;
        const m = family.title.exec(p.title);
        if (!m) continue;
        for (const frame of family.frames) {
          const q = frame(m[1]);
          const r = rank(index, q);
          const top = r.ranked[0]?.passage;
          asked++;
          const same =
            top?.id === p.id ||
            (family.materialRowCounts && top?.kind === "material" && !!linkedMaterials.get(p.id)?.has(top.ref));
          if (r.answerable && same) answered++;
          else missed.push(`${q} -> ${top?.id ?? "nothing"}${r.answerable ? "" : " (unsure)"}`);
        }
      }
      expect(asked).toBeGreaterThan(40);
      expect(answered / asked, missed.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(family.floor);
    },
  );
});

describe("a question for press figures in another frame", () => {
  const snapshot = snapshotFromContent(content);
  /** The chart rows each quick answer links ("answer:<id>" → row ids). */
  const linkedRows = new Map(content.answers.map((a) => [`answer:${a.id}`, new Set<string>(a.settings)]));
  // "How hot should the press be for X" asks what "what temperature for X" asks.
  const frames: Frame[] = [
    (x) => `how hot should the press be for ${x}`,
    (x) => `how hot do i set my heat press for ${x}`,
  ];

  it("is answered, sure, from the chart row named (or a quick answer that shows it)", () => {
    let asked = 0;
    let answered = 0;
    const missed: string[] = [];
    for (const row of snapshot.settings) {
      const x = row.substrate
        .toLowerCase()
        .replace(/\(.*?\)/g, "")
        .replace(/\s+/g, " ")
        .trim();
      for (const frame of frames) {
        const q = frame(x);
        const r = rank(index, q);
        const top = r.ranked[0]?.passage;
        asked++;
        const same =
          top?.id === `setting:${row.id}` || (top?.kind === "answer" && !!linkedRows.get(top.id)?.has(row.id));
        if (r.answerable && same) answered++;
        else missed.push(`${q} -> ${top?.id ?? "nothing"}${r.answerable ? "" : " (unsure)"}`);
      }
    }
    expect(asked).toBeGreaterThan(60);
    expect(answered / asked, missed.slice(0, 20).join("\n")).toBeGreaterThanOrEqual(0.75);
  });
});
