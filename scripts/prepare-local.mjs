// Used by `npm run dev`: local settings, migrations and content, then vite takes over.
import { ensureDevVars, migrateAndSeed } from "./lib.mjs";

ensureDevVars();
// The dev server runs wrangler.toml's `development` environment.
migrateAndSeed(undefined, "development");
