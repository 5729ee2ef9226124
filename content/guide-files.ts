// The raw text of the content files kept one per item: guides (content/guides/*.md),
// quick answers (content/answers/*.md) and the source registry
// (content/sources/*.yaml), each keyed by its path, e.g. "content/guides/<id>.md".
// Under Vite (vitest, the Workers test pool, builds) the files come from
// import.meta.glob, bundled as text; under plain Node (the tsx seed script)
// import.meta.glob does not exist, so they are read from disk.
type Folder = "guides" | "answers" | "sources";

export function guideFileSources(): Record<string, string> {
  return files("guides", ".md", () =>
    import.meta.glob("./guides/*.md", { query: "?raw", import: "default", eager: true }),
  );
}

export function answerFileSources(): Record<string, string> {
  return files("answers", ".md", () =>
    import.meta.glob("./answers/*.md", { query: "?raw", import: "default", eager: true }),
  );
}

export function sourceFileSources(): Record<string, string> {
  return files("sources", ".yaml", () =>
    import.meta.glob("./sources/*.yaml", { query: "?raw", import: "default", eager: true }),
  );
}

function files(folder: Folder, ext: string, glob: () => Record<string, unknown>): Record<string, string> {
  let bundled: Record<string, string> | undefined;
  try {
    bundled = glob() as Record<string, string>;
  } catch {
    bundled = undefined; // not under Vite
  }
  if (bundled) return rekey(folder, bundled);
  const fs = process.getBuiltinModule("node:fs") as typeof import("node:fs");
  const dir = new URL(`./${folder}/`, import.meta.url);
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith(ext)) out[`./${folder}/${name}`] = fs.readFileSync(new URL(name, dir), "utf8");
  }
  return rekey(folder, out);
}

function rekey(folder: Folder, files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) out[`content/${folder}/${path.split("/").pop()}`] = text;
  return out;
}
