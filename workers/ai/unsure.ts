// The honest reply when no passage answers a question with enough confidence:
// it says so plainly and offers the closest passages as links, instead of
// guessing. Also what a model is never asked for: no provider is called.
import type { RetrievedContext } from "./context";
import type { ProviderAnswer } from "./types";

export const UNSURE_TEXT =
  "I'm not sure, and I won't guess: this site has no answer I can stand behind for that question. The closest pages it has are linked below; or ask again naming the blank, printer or problem you have in mind.";

/** The first sentence when the closest passage is offered without being sure it answers. */
export const TENTATIVE_TEXT =
  "I'm not sure this answers your question, so check it against the pages linked below before you rely on it.";

/** Passages offered as links when there is no sure answer. */
const CLOSEST = 3;

/** The closest passages, one per page, as source ids a reader can follow. */
export function closestSources(context: RetrievedContext, count = CLOSEST): { ids: string[]; titles: string[] } {
  const ids: string[] = [];
  const titles: string[] = [];
  const links = new Set<string>();
  for (const { passage } of context.ranked) {
    if (ids.length >= count) break;
    if (links.has(passage.link)) continue;
    links.add(passage.link);
    ids.push(passage.id);
    titles.push(passage.title);
  }
  return { ids, titles };
}

export function unsureAnswer(context: RetrievedContext): ProviderAnswer {
  // The closest pages are the sources (links); the next ones are the related topics, so the two lists
  // never repeat each other.
  const nearby = closestSources(context, CLOSEST * 2);
  const closest = { ids: nearby.ids.slice(0, CLOSEST), titles: nearby.titles.slice(0, CLOSEST) };
  // Nothing is close at all: the first quick answers are where to start.
  if (!closest.ids.length)
    for (const a of [...context.content.answers.values()].slice(0, CLOSEST)) {
      closest.ids.push(`answer:${a.id}`);
      closest.titles.push(a.question);
    }
  const related = nearby.titles.slice(CLOSEST);
  return {
    answer: UNSURE_TEXT,
    recommendations: [],
    troubleshooting_steps: [],
    related_topics: related.length ? related : closest.titles,
    sources: closest.ids,
    noAnswer: true,
  };
}
