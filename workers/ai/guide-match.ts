// Which guide is about the question: every guide is weighed, not only the
// full-text hits. A guide fits when most of the question's weight is in its text
// (rare words weigh most; words the content never uses weigh most of all), and its
// title or description names one of them, or it holds them all.
import type { GuideDoc, RetrievedContext } from "../services/retrieval";
import { guideWeight } from "./knowledge";
import type { Intent } from "./understand";
import { words } from "./text";

/** Guide categories that answer an intent first. */
const INTENT_CATEGORIES: Partial<Record<Intent, string[]>> = {
  business: ["business"],
  why: ["troubleshooting"],
  "which-buy": ["equipment", "basics"],
};

/** Words of each guide by id; a reloaded snapshot with the same text reuses them (settled values only). */
const wordCache = new Map<string, { text: string; body: Set<string>; title: Set<string> }>();
function wordsOf(guide: GuideDoc) {
  let w = wordCache.get(guide.id);
  if (!w || w.text !== guide.content) {
    w = {
      text: guide.content,
      body: new Set(words(`${guide.title} ${guide.description} ${guide.content}`)),
      title: new Set(words(`${guide.title} ${guide.description}`)),
    };
    wordCache.set(guide.id, w);
  }
  return w;
}

export interface GuideFit {
  guide: GuideDoc;
  /** Share of the question's weight found in the guide (0..1). */
  coverage: number;
  titleHits: number;
  score: number;
}

export function fitGuide(ctx: RetrievedContext, guide: GuideDoc): GuideFit {
  const topic = ctx.topicTerms;
  const w = wordsOf(guide);
  let total = 0;
  let found = 0;
  let titleHits = 0;
  for (const t of topic) {
    const weight = guideWeight(ctx.knowledge, t);
    total += weight;
    if (w.body.has(t)) found += weight;
    if (w.title.has(t)) titleHits++;
  }
  const coverage = total ? found / total : 0;
  const preferred = INTENT_CATEGORIES[ctx.understanding.intent]?.includes(guide.category ?? "") ? 0.15 : 0;
  return { guide, coverage, titleHits, score: coverage + titleHits * 0.2 + preferred };
}

export function fits(f: GuideFit): boolean {
  return f.coverage >= 0.6 && (f.titleHits >= 1 || f.coverage >= 0.95);
}

/** The guide that fits the question best, or null. */
export function bestGuide(ctx: RetrievedContext): GuideDoc | null {
  if (!ctx.topicTerms.length) return null;
  let best: GuideFit | null = null;
  for (const g of ctx.guidesById.values()) {
    const f = fitGuide(ctx, g);
    if (!fits(f)) continue;
    // Full-text hits break ties toward the passage the index ranks first.
    const ranked = ctx.guides.findIndex((x) => x.row.id === g.id);
    const score = f.score + (ranked >= 0 ? Math.max(0, 0.1 - ranked * 0.02) : 0);
    if (!best || score > best.score) best = { ...f, score };
  }
  return best?.guide ?? null;
}
