// What refers to a row of the heat-press settings chart: the guides and quick answers
// that list it (their `settings`), for the row's own page (/press-settings/<id>).
//
// The content only changes with the seed, so each isolate keeps one settled index per
// content version (ADR 0800, 0311): one D1 batch after a seed, none on later views.
import { asc } from "drizzle-orm";
import { getDb } from "../db/client";
import { guides, quickAnswers } from "../db/schema";
import { SettledCache } from "../lib/settled-cache";
import { contentVersion, publicContentClock, SNAPSHOT_TTL_MS } from "./public-content";

export interface ChartRowLinks {
  guides: { id: string; title: string }[];
  answers: { id: string; question: string }[];
}

type LinkIndex = Map<string, ChartRowLinks>;

const indexes = new SettledCache<LinkIndex>(SNAPSHOT_TTL_MS, () => publicContentClock.now());

async function loadIndex(env: Pick<Env, "DB">): Promise<LinkIndex> {
  const db = getDb(env);
  const [guideRows, answerRows] = await db.batch([
    db
      .select({ id: guides.id, title: guides.title, settings: guides.settings })
      .from(guides)
      .orderBy(asc(guides.sortOrder)),
    db
      .select({ id: quickAnswers.id, question: quickAnswers.question, settings: quickAnswers.settings })
      .from(quickAnswers)
      .orderBy(asc(quickAnswers.sortOrder)),
  ]);
  const index: LinkIndex = new Map();
  const entry = (rowId: string) => {
    let links = index.get(rowId);
    if (!links) {
      links = { guides: [], answers: [] };
      index.set(rowId, links);
    }
    return links;
  };
  for (const g of guideRows) for (const id of new Set(g.settings)) entry(id).guides.push({ id: g.id, title: g.title });
  for (const a of answerRows) {
    for (const id of new Set(a.settings)) entry(id).answers.push({ id: a.id, question: a.question });
  }
  return index;
}

/** The guides and quick answers that list chart row `rowId`, in content order. */
export async function chartRowLinks(env: Pick<Env, "DB">, rowId: string): Promise<ChartRowLinks> {
  const version = await contentVersion(env);
  const index = await indexes.get("all", () => loadIndex(env), { version, keep: (i) => i.size > 0 });
  return index.get(rowId) ?? { guides: [], answers: [] };
}
