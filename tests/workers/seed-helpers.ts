import { env } from "cloudflare:test";
import { loadContent } from "@content/index";
import { seedStatements } from "../../workers/services/seed";

/** Loads the real site content into this test file's D1, as `npm run seed` does. */
export async function seedContent() {
  const statements = seedStatements(loadContent());
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}
