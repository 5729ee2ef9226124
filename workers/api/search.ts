// GET /api/search?q=: the site-wide search as JSON (the same ranking as /search).
import { Hono } from "hono";
import { queryParams } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { engineContent } from "../services/public-content";
import { searchQuerySchema, siteSearch } from "../services/search";

export const searchApi = new Hono<AppBindings>().get("/search", async (c) => {
  const { q } = queryParams(c, searchQuerySchema);
  const { index } = await engineContent(c.env);
  const results = siteSearch(index, q);
  return c.json({ q, results, total: results.length });
});
