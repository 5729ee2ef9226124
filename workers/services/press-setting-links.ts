// What refers to a row of the heat-press settings chart: the guides and quick answers
// that list it (their `settings`), for the row's own page (/press-settings/<id>).
//
// Read from the isolate's content snapshot (public-content.ts, ADR 0905): the index
// is built once per snapshot, synchronously, and kept beside it (ADR 0311), so a
// view after the first costs no D1 round trip beyond the snapshot's version check.
import { type PublicContent, publicContent } from "./public-content";

export interface ChartRowLinks {
  guides: { id: string; title: string }[];
  answers: { id: string; question: string }[];
}

type LinkIndex = Map<string, ChartRowLinks>;

const indexOfContent = new WeakMap<PublicContent, LinkIndex>();

function buildLinkIndex(content: PublicContent): LinkIndex {
  const index: LinkIndex = new Map();
  const entry = (rowId: string) => {
    let links = index.get(rowId);
    if (!links) {
      links = { guides: [], answers: [] };
      index.set(rowId, links);
    }
    return links;
  };
  for (const g of content.engine.guides) {
    for (const id of new Set(g.settings)) entry(id).guides.push({ id: g.id, title: g.title });
  }
  for (const a of content.answers) {
    for (const id of new Set(a.settings)) entry(id).answers.push({ id: a.id, question: a.question });
  }
  return index;
}

/** The guides and quick answers that list chart row `rowId`, in content order. */
export async function chartRowLinks(env: Pick<Env, "DB">, rowId: string): Promise<ChartRowLinks> {
  const content = await publicContent(env);
  let index = indexOfContent.get(content);
  if (!index) {
    index = buildLinkIndex(content);
    indexOfContent.set(content, index);
  }
  return index.get(rowId) ?? { guides: [], answers: [] };
}
