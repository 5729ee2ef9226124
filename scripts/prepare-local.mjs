// Used by `npm run dev`: local settings, migrations and content, then vite takes over.
import { ensureDevVars, migrateAndSeed, requirePinnedNode } from "./lib.mjs";

requirePinnedNode();

ensureDevVars();
// The dev server runs wrangler.toml's `development` environment.
migrateAndSeed(undefined, "development");
