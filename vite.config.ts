import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { loadGuides } from "./content/guides";

/** Chunks split out for some visitors only (see app/lib/split.ts). */
const SPLIT_MODULES = [
  "app/components/home/personal-home.tsx",
  "app/components/layout/user-menu-dropdown.tsx",
  "app/components/ui/toast-region.tsx",
  "app/components/chat/chat-screen.tsx",
];

/**
 * `virtual:split-preloads` (server build): for each split module, the URLs of
 * its client chunk and the chunks it imports, read from the client build's
 * manifest, so the server can modulepreload them for the visitors who need
 * them instead of leaving the browser a fetch waterfall before hydration.
 */
function splitPreloads(): Plugin {
  const id = "virtual:split-preloads";
  return {
    name: "split-preloads",
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolvedId) {
      if (resolvedId !== `\0${id}`) return;
      const file = resolve("build/client/.vite/manifest.json");
      // The dev server and the client build have no client manifest: no preloads.
      if (this.environment.name === "client" || !existsSync(file)) return "export default {};";
      const manifest: Record<string, { file: string; imports?: string[] }> = JSON.parse(readFileSync(file, "utf8"));
      const out: Record<string, string[]> = {};
      for (const key of SPLIT_MODULES) {
        const files = new Set<string>();
        const walk = (k: string) => {
          const chunk = manifest[k];
          if (!chunk || files.has(chunk.file)) return;
          files.add(chunk.file);
          for (const i of chunk.imports ?? []) walk(i);
        };
        walk(key);
        if (files.size === 0) this.error(`split-preloads: ${key} is not in the client manifest`);
        out[key] = [...files].map((f) => `/${f}`);
      }
      return `export default ${JSON.stringify(out)};`;
    },
  };
}

/** Fails the build on an invalid guide file, naming the file and the field. */
function validateGuides(): Plugin {
  return { name: "validate-guides", apply: "build", buildStart: () => void loadGuides() };
}

/**
 * Draws the pictures before the client build copies public/: covers for guides
 * added since the last commit and every guide's og:image PNG (cached by content
 * hash, so an unchanged guide costs nothing). See scripts/build-images.ts.
 */
function pictures(): Plugin {
  const args = [resolve("node_modules/tsx/dist/cli.mjs"), "scripts/build-images.ts"];
  let done = false;
  return {
    name: "pictures",
    buildStart() {
      if (done || this.environment.mode !== "build") return;
      done = true;
      execFileSync(process.execPath, args, { stdio: "inherit" });
    },
    // The dev server draws them in the background; pages work before it finishes.
    configureServer() {
      spawn(process.execPath, args, { stdio: "inherit" }).on("error", (error) => console.error("pictures:", error));
    },
  };
}

export default defineConfig({
  plugins: [
    pictures(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    splitPreloads(),
    validateGuides(),
  ],
  resolve: { tsconfigPaths: true },
});
