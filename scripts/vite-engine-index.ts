// `virtual:engine-index`: the answer engine's index of the content files, made once per
// build (scripts/engine-index.ts) and bundled with the Worker as a string with its content
// version, so an isolate loads it on its first question instead of building it, and never
// parses it for other content (ADR 0340). With `data: false`
// (test projects that never answer a question) the module is null and the Worker builds
// the index as before.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import type { Plugin } from "vite";

export function engineIndex({ data = true }: { data?: boolean } = {}): Plugin {
  const id = "virtual:engine-index";
  let made: string | undefined;
  return {
    name: "engine-index",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolvedId) {
      if (resolvedId !== `\0${id}`) return;
      // The browser never answers a question: its build gets nothing.
      if (!data || this.environment?.name === "client") return "export default null;";
      made ??= execFileSync(process.execPath, [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/engine-index.ts"], {
        encoding: "utf8",
        maxBuffer: 256 * 1024 * 1024,
        stdio: ["ignore", "pipe", "inherit"],
      });
      // The version leads the data (serializeIndex), so it is read without parsing the rest.
      const version = /^\{"format":\d+,"version":"([^"]*)"/.exec(made)?.[1];
      if (!version) this.error("engine-index: scripts/engine-index.ts printed no index");
      return `export default ${JSON.stringify({ version, data: made })};`;
    },
  };
}
