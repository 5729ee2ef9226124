// The raw text of every content/guides/*.md file, keyed "content/guides/<id>.md".
// Under Vite (vitest, the Workers test pool, builds) the files come from
// import.meta.glob, bundled as text; under plain Node (the tsx seed script)
// import.meta.glob does not exist, so they are read from disk.
export function guideFileSources(): Record<string, string> {
  let bundled: Record<string, string> | undefined;
  try {
    bundled = import.meta.glob("./guides/*.md", { query: "?raw", import: "default", eager: true }) as Record<
      string,
      string
    >;
  } catch {
    bundled = undefined; // not under Vite
  }
  if (bundled) return rekey(bundled);
  const fs = process.getBuiltinModule("node:fs") as typeof import("node:fs");
  const dir = new URL("./guides/", import.meta.url);
  const out: Record<string, string> = {};
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith(".md")) out[`./guides/${name}`] = fs.readFileSync(new URL(name, dir), "utf8");
  }
  return rekey(out);
}

function rekey(files: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, text] of Object.entries(files)) out[`content/guides/${path.split("/").pop()}`] = text;
  return out;
}
