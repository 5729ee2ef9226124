import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { loadGuides } from "./content/guides.ts";
import { engineIndex } from "./scripts/vite-engine-index.ts";

/** Chunks split out for some visitors only (see app/lib/split.ts). */
const SPLIT_MODULES = [
  "app/components/layout/user-menu.tsx",
  "app/components/home/personal-home.tsx",
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

const BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * Chunks of the browser build. Every page runs the framework (React, React DOM,
 * React Router) and the root route with everything it imports statically (the
 * header, footer, toasts, their icons and helpers): left to automatic
 * splitting, these came as ~20 small files, because each is also shared by a
 * different set of routes. Each group is loaded by every page anyway, so
 * merging it costs no page anything, and saves the requests and the per-file
 * import/export glue.
 */
function firstLoadGroups() {
  let shell: Set<string> | null = null;
  const rootId = resolve("app/root.tsx");
  return [
    { name: "framework", test: FRAMEWORK, priority: 2 },
    {
      name: (id: string, ctx: { getModuleInfo(id: string): { importedIds: readonly string[] } | null }) => {
        if (!shell) {
          shell = new Set();
          const stack = [...(ctx.getModuleInfo(rootId)?.importedIds ?? [])];
          while (stack.length) {
            const next = stack.pop() as string;
            // A package's index re-exports all of it (every lucide icon): only what the
            // shell's modules import from it is theirs, so it is left to automatic splitting.
            if (shell.has(next) || FRAMEWORK.test(next) || BARREL.test(next)) continue;
            shell.add(next);
            stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
          }
        }
        return shell.has(id) ? "shell" : null;
      },
      priority: 1,
    },
  ];
}

/** lucide-react's icons render through app/components/ui/lucide-icon.ts (see there). */
function lucideIcons(): Plugin {
  const renderer = resolve("app/components/ui/lucide-icon.ts");
  const icon = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: "lucide-icons",
    enforce: "pre",
    resolveId: (source, importer) =>
      source === "../createLucideIcon.mjs" && importer && icon.test(importer) ? renderer : undefined,
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
    lucideIcons(),
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    tailwindcss(),
    reactRouter(),
    splitPreloads(),
    engineIndex(),
    validateGuides(),
  ],
  resolve: { tsconfigPaths: true },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups() } } } } },
  },
});
