// One source registry, quick answers as files, and chart figures only from the
// chart: the checks run on the real content and on small broken fixtures, so each
// one is shown to fail on the mistake it exists to catch.
import { describe, expect, it } from "vitest";
import { loadAnswers, parseAnswerFile } from "@content/answers";
import { chartFigureText, renderChartTokens } from "@content/chart-figures";
import { checkFigures } from "@content/figure-check";
import { answerFileSources } from "@content/guide-files";
import { loadGuides } from "@content/guides";
import { loadContent } from "@content/index";
import { materials } from "@content/materials";
import { pressSettings } from "@content/press-settings";
import { loadSources, resolveSources, sameAddress, SourceRegistryError } from "@content/sources";
import { troubleshooting } from "@content/troubleshooting";

const registry = loadSources();
const content = loadContent();
const rows = new Map(pressSettings.map((r) => [r.id, r]));

const entry = (id: string, url?: string) =>
  `- id: ${id}\n  publisher: Example Press\n  title: Example page\n${url ? `  url: ${url}\n` : "  note: read in print\n"}  supports: [an example claim]\n`;

describe("source registry", () => {
  it("loads every file in content/sources/ and holds each address once", () => {
    expect(registry.size).toBeGreaterThanOrEqual(150);
    const seen = new Map<string, string>();
    for (const e of registry.values()) {
      if (!e.url) continue;
      const key = sameAddress(e.url);
      expect(seen.get(key) ?? e.id, `${e.url}: ${seen.get(key)} / ${e.id}`).toBe(e.id);
      seen.set(key, e.id);
    }
  });

  it("refuses an address defined twice, even typed differently, and names both", () => {
    const files = {
      "content/sources/a.yaml": entry("first", "https://www.example.com/page/"),
      "content/sources/b.yaml": entry("second", "http://example.com/page"),
    };
    expect(() => loadSources(files)).toThrow(SourceRegistryError);
    expect(() => loadSources(files)).toThrow(
      /content\/sources\/b\.yaml: entry 1 \(second\): address http:\/\/example\.com\/page is already defined as "first"/,
    );
  });

  it("refuses an id defined twice across files, and names the other file", () => {
    const files = {
      "content/sources/a.yaml": entry("same-id", "https://example.com/a"),
      "content/sources/b.yaml": entry("same-id", "https://example.com/b"),
    };
    expect(() => loadSources(files)).toThrow(
      /b\.yaml: entry 1 \(same-id\): id "same-id" is already defined in content\/sources\/a\.yaml/,
    );
  });

  it("names the file, entry and field of an invalid entry, and wants a note on a source without address", () => {
    expect(() =>
      loadSources({ "content/sources/x.yaml": entry("ok", "https://example.com").replace("title:", "titel:") }),
    ).toThrow(/x\.yaml: entry 1 \(ok\): unknown field\(s\) titel/);
    expect(() =>
      loadSources({ "content/sources/x.yaml": entry("no-url").replace("  note: read in print\n", "") }),
    ).toThrow(/a source without url needs a note/);
  });

  it("refuses a reference to a source that does not exist, naming where it was made", () => {
    expect(() =>
      resolveSources(registry, ["ae-2019-03", "no-such-source"], "content/answers/x.md: field sources"),
    ).toThrow(/content\/answers\/x\.md: field sources: unknown source id\(s\) no-such-source/);
  });

  it("resolves every reference in the content: guides, answers, chart rows, materials, symptoms, equipment, suppliers", () => {
    const kinds = [
      content.guides,
      content.answers,
      content.pressSettings,
      content.materials,
      content.troubleshooting,
      content.equipment,
      content.suppliers,
    ];
    for (const items of kinds) for (const item of items) expect(item.sources.length, item.id).toBeGreaterThanOrEqual(1);
  });

  it("cites no staging clone, course quiz, content farm or unconfirmed archive, and says so on every bare home page", () => {
    const banned = /kinsta\.cloud|winenfood\.com|certifitrax\.com|paranoidpaul\.com/;
    for (const e of registry.values()) {
      if (!e.url) continue;
      expect(e.url, e.id).not.toMatch(banned);
      const u = new URL(e.url);
      if ((u.pathname === "/" || u.pathname === "") && !u.search)
        expect(e.note, `${e.id}: home page without a note`).toMatch(/home page/i);
    }
  });
});

describe("quick answer files", () => {
  it("holds one file per answer, named by its id", () => {
    const files = answerFileSources();
    const answers = loadAnswers();
    expect(Object.keys(files).length).toBe(answers.length);
    for (const a of answers) expect(files[`content/answers/${a.id}.md`], a.id).toBeDefined();
  });

  it("names the file and the field on a mistake", () => {
    const files = answerFileSources();
    const path = "content/answers/can-i-sublimate-on-cotton.md";
    const good = files[path];
    expect(() => parseAnswerFile(path, good)).not.toThrow();
    expect(() => parseAnswerFile(path, good.replace(/^topic: .*$/m, "topic: gossip"))).toThrow(
      /can-i-sublimate-on-cotton\.md: field "topic"/,
    );
    expect(() => parseAnswerFile(path, good.replace("question:", "questoin:"))).toThrow(/unknown field\(s\) questoin/);
    expect(() => parseAnswerFile("content/answers/Bad Name.md", good)).toThrow(/field "file name \(the answer id\)"/);
    expect(() => parseAnswerFile(path, "no frontmatter")).toThrow(/must start with YAML frontmatter/);
    const short = good.replace(/\n---\n[\s\S]*$/, "\n---\nToo short.\n");
    expect(() => parseAnswerFile(path, short)).toThrow(/field "body"/);
  });
});

describe("chart figures in prose", () => {
  it("renders [[chart:<row-id>]] from the row, as a link to the row's page", () => {
    const out = renderChartTokens("Press at [[chart:polyester-shirt]].", rows, "test");
    expect(out).toBe(
      `Press at [${chartFigureText(rows.get("polyester-shirt") as never)}](/press-settings/polyester-shirt).`,
    );
    expect(chartFigureText(rows.get("mug-11oz-press") as never)).toMatch(
      /^400 °F \(204 °C\) for .*min.*, medium-heavy pressure$/,
    );
    expect(chartFigureText(rows.get("stainless-tumbler-press") as never)).toMatch(/blank maker's settings/);
    expect(() => renderChartTokens("[[chart:no-such-row]]", rows, "content/answers/x.md: body")).toThrow(
      /content\/answers\/x\.md: body: \[\[chart:no-such-row\]\] names no settings-chart row/,
    );
    expect(renderChartTokens("Wash at [[not-chart:30 °C]].", rows, "test")).toBe("Wash at 30 °C.");
  });

  it("finds no typed figure in answers, materials, guides or symptoms that its chart row does not give", () => {
    const problems: string[] = [];
    const run = (where: string, text: string, named: readonly string[]) => {
      for (const p of checkFigures(text, named, rows)) problems.push(`${where}: "${p.figure}" ${p.problem}`);
    };
    for (const a of loadAnswers()) run(`content/answers/${a.id}.md`, a.answer, a.settings);
    for (const g of loadGuides()) run(`content/guides/${g.id}.md`, g.content, g.settings);
    for (const m of materials) run(`materials ${m.id}`, `${m.explanation} ${m.instead ?? ""}`, m.settings ?? []);
    for (const t of troubleshooting)
      run(`troubleshooting ${t.id}`, [t.summary, ...t.causes.flatMap((c) => [c.cause, ...c.fixes])].join(" "), []);
    expect(problems).toEqual([]);
  });

  it("fails a figure that differs from the row it names, a figure that names no row, and any psi", () => {
    const shirt = ["polyester-shirt"];
    // The drift the fact check found: 30-40 s typed for the 35-40 s shirt row.
    expect(checkFigures("Press at 400 °F (204 °C) for about 30-40 s.", shirt, rows).map((p) => p.figure)).toEqual([
      "30-40 s",
    ]);
    expect(checkFigures("Press at 400 °F for 35-40 s.", shirt, rows)).toEqual([]);
    // The aluminium insert's 30 s does not rescue a shirt figure: only named rows count.
    expect(checkFigures("Press for 30 s.", shirt, rows)).toHaveLength(1);
    expect(checkFigures("Press for 30 s.", ["aluminium-photo-insert"], rows)).toEqual([]);
    expect(checkFigures("Press at 420 °F.", shirt, rows)).toHaveLength(1);
    expect(checkFigures("An 11 oz mug takes 6 minutes.", ["mug-11oz-press"], rows)).toHaveLength(1);
    expect(checkFigures("An 11 oz mug takes 5 minutes.", ["mug-11oz-press"], rows)).toEqual([]);
    // A range is one row's: never pieced together from two rows' figures.
    expect(checkFigures("A mug takes 3.5-6 min.", ["mug-11oz-press", "mug-15oz-press"], rows)).toHaveLength(1);
    expect(checkFigures("A 15 oz mug takes 4-6 min.", ["mug-11oz-press", "mug-15oz-press"], rows)).toEqual([]);
    expect(checkFigures("Use 40 psi.", shirt, rows)).toHaveLength(1);
    expect(checkFigures("Press at 400 F for 45 seconds.", [], rows)).toHaveLength(2);
    // A row named inline counts; a marked non-press figure is not checked.
    expect(checkFigures("Press at [[chart:polyester-tote-bag]], up to 60 s.", [], rows)).toEqual([]);
    expect(checkFigures("Wash at [[not-chart:30 °C]] inside out.", [], rows)).toEqual([]);
  });
});
