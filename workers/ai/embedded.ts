// The built-in assistant: answers from the site's own content only (press
// settings, the troubleshooting base and the guides), composing the answer,
// recommendations, numbered steps and related topics, and saying so plainly
// when the content holds no answer instead of inventing one.
import type { GuideDoc, RetrievedContext, TroubleshootingRow } from "../services/retrieval";
import { bestGuide, fitGuide, fits } from "./guide-match";
import { answerFromMaterial, answerFromQuick, closestQuestions, describeSetting, finish } from "./compose";
import { route } from "./route";
import { guideSections, sentences, shortTitle, words } from "./text";
import type { AnswerProvider, AnswerRequest, ProviderAnswer } from "./types";

export const NO_ANSWER_TEXT =
  "I couldn't find an answer to that in this site's quick answers, guides, press settings or troubleshooting notes, so I won't guess. I can help with sublimation printing: which blanks work, time and temperature for a blank, fixing problems such as ghosting or faded colours, printers, paper, inks and heat presses. The closest quick answers are listed below; or rephrase your question with the item or problem you have in mind.";

const MAX_STEPS = 8;
const MAX_RECOMMENDATIONS = 4;

/** The numbered list of the guide's section that fits the question best (the "Steps" section by default). */
function guideSteps(guide: GuideDoc, terms: string[]): string[] {
  const sections = guideSections(guide.content).filter((s) => s.numbered.length >= 2);
  if (!sections.length) return [];
  const scored = sections.map((s) => {
    const text = words(`${s.heading} ${s.numbered.join(" ")}`);
    const hits = terms.filter((t) => text.includes(t)).length;
    return { s, score: hits + (/steps?/i.test(s.heading) ? 1.5 : 0) };
  });
  scored.sort((a, b) => b.score - a.score || a.s.position - b.s.position);
  return scored[0].s.numbered.slice(0, MAX_STEPS);
}

/** The guide's bulleted tips, those under prevention or checklist headings and naming the question's words first. */
function guideTips(guide: GuideDoc, terms: string[]): string[] {
  const tips: { text: string; score: number }[] = [];
  for (const section of guideSections(guide.content)) {
    const heading = /\b(prevent\w*|avoid\w*|tips?|checklist|habits?|quick|stop\w*)\b/i.test(section.heading) ? 2 : 0;
    for (const bullet of section.bullets) {
      if (bullet.length < 20 || bullet.length > 300) continue;
      const bw = new Set(words(bullet));
      tips.push({ text: bullet, score: heading + terms.filter((t) => bw.has(t)).length });
    }
  }
  return tips
    .filter((t) => t.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((t) => t.text);
}

/** The guide's sentences that best answer the question, in reading order. */
function guideSentences(guide: GuideDoc, terms: string[], count: number): string[] {
  const candidates: { text: string; score: number; order: number }[] = [];
  let order = 0;
  for (const section of guideSections(guide.content)) {
    const headingWords = new Set(words(section.heading));
    const headingHits = terms.filter((t) => headingWords.has(t)).length;
    for (const paragraph of section.paragraphs) {
      for (const sentence of sentences(paragraph)) {
        order++;
        if (sentence.length < 30 || sentence.length > 400 || /\bthis guide\b/i.test(sentence)) continue;
        const sw = new Set(words(sentence));
        const hits = terms.filter((t) => sw.has(t)).length;
        if (!hits && !headingHits) continue;
        const advice = /\b(recommend\w*|most common|buy|should|best|avoid|never|always)\b/i.test(sentence) ? 1 : 0;
        const score = hits * 2 + headingHits * 1.5 + (/\d/.test(sentence) ? 1 : 0) + advice - order * 0.002;
        candidates.push({ text: sentence, score, order });
      }
    }
  }
  return candidates
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .sort((a, b) => a.order - b.order)
    .map((c) => c.text);
}

/** Guides whose title names something the question asked about. */
function titledGuides(ctx: RetrievedContext): GuideDoc[] {
  return ctx.guides.filter((g) => (g.titleHits ?? 0) > 0).map((g) => g.row);
}

function relatedTopics(ctx: RetrievedContext, exclude: Set<string>): string[] {
  const topics: string[] = [];
  const add = (t: string) => {
    if (!exclude.has(t) && !topics.includes(t)) topics.push(t);
  };
  for (const t of ctx.troubleshooting.slice(0, 3)) add(t.row.symptom);
  for (const t of ctx.troubleshooting.slice(0, 1))
    for (const id of t.row.guides) {
      const title = ctx.guideTitles.get(id);
      if (title) add(shortTitle(title));
    }
  for (const g of titledGuides(ctx)) add(shortTitle(g.title));
  return topics.slice(0, 5);
}

function answerTroubleshooting(ctx: RetrievedContext, entry: TroubleshootingRow): ProviderAnswer {
  const [first] = entry.causes;
  const answer = [
    `${entry.symptom}: ${entry.summary}`,
    first ? `The most likely cause: ${first.cause.charAt(0).toLowerCase()}${first.cause.slice(1)}` : "",
    entry.causes.length > 1 ? `Work through the causes below in order; they are listed most likely first.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const steps = entry.causes.flatMap((c) => c.fixes).slice(0, MAX_STEPS);
  // Causes whose fixes did not fit in the steps: their first fix is a recommendation (never a repeat of a step).
  const recommendations = entry.causes.map((c) => c.fixes[0]).filter((f) => f && !steps.includes(f));
  // Then the advice of the guide that covers this problem (prevention, what to buy), in its own words.
  const guide = entry.guides.map((id) => ctx.guidesById.get(id)).find(Boolean);
  if (guide && recommendations.length < MAX_RECOMMENDATIONS) {
    const terms = [...new Set([...ctx.topicTerms, ...words(entry.symptom)])];
    for (const tip of guideTips(guide, terms)) {
      if (recommendations.length >= MAX_RECOMMENDATIONS) break;
      if (!steps.includes(tip)) recommendations.push(tip);
    }
  }
  const sources = entry.guides.filter((id) => ctx.guideTitles.has(id)).slice(0, 3);
  return {
    answer,
    recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS),
    troubleshooting_steps: steps,
    related_topics: relatedTopics(ctx, new Set([entry.symptom])),
    sources,
    noAnswer: false,
  };
}

function answerSettings(ctx: RetrievedContext): ProviderAnswer {
  const best = ctx.settings[0].score;
  const rows = ctx.settings
    .filter((s) => s.score >= best - 0.01)
    .slice(0, 2)
    .map((s) => s.row);
  const lines = rows.map(describeSetting);
  const noteSentences = sentences(rows[0].notes);
  const answer = [
    `From our press settings table:`,
    ...lines.map((l) => `- ${l}`),
    noteSentences[0] ?? "",
    "Your blank maker's instructions always override these general figures; test one piece first.",
  ]
    .filter(Boolean)
    .join("\n");
  // Steps only from a guide about this item (its title names it), never from a passing mention.
  const guides = ctx.guides.filter((g) => (g.titleHits ?? 0) > 0);
  const guide = guides[0]?.row;
  const recommendations = noteSentences.slice(1, 1 + MAX_RECOMMENDATIONS);
  return {
    answer,
    recommendations: recommendations.length ? recommendations : noteSentences.slice(0, MAX_RECOMMENDATIONS),
    troubleshooting_steps: guide ? guideSteps(guide, ctx.topicTerms) : [],
    related_topics: relatedTopics(ctx, new Set(guide ? [shortTitle(guide.title)] : [])),
    sources: guides.slice(0, 2).map((g) => g.row.id),
    noAnswer: false,
  };
}

/**
 * Figures asked for without a blank: the temperature most trade-sourced rows of the
 * settings chart share, with a few rows as examples of how time and pressure vary.
 */
function answerBenchmark(ctx: RetrievedContext): ProviderAnswer {
  const rows = [...ctx.settingsById.values()].filter((r) => r.verified && r.temperatureFMin !== null);
  const tally = new Map<number, number>();
  for (const r of rows) tally.set(r.temperatureFMin as number, (tally.get(r.temperatureFMin as number) ?? 0) + 1);
  const common = [...tally].sort((x, y) => y[1] - x[1])[0];
  if (!common) return noAnswer(ctx);
  const [f, count] = common;
  const withIt = rows.filter((r) => r.temperatureFMin === f);
  const c = withIt.find((r) => r.temperatureCMin !== null)?.temperatureCMin;
  const groups = new Set<string>();
  const examples = withIt
    .filter((r) => {
      if (groups.has(r.group)) return false;
      groups.add(r.group);
      return true;
    })
    .slice(0, 3);
  const answer = [
    `The common benchmark is ${f} °F${c ? ` (${c} °C)` : ""}: ${count} of the ${rows.length} trade-sourced rows in our press settings table use it. Time and pressure change with the blank, so look up yours:`,
    ...examples.map((r) => `- ${describeSetting(r)}`),
    "Your blank maker's instructions always override these general figures; test one piece first.",
  ].join("\n");
  return {
    answer,
    recommendations: [],
    troubleshooting_steps: [],
    related_topics: closestQuestions(ctx, new Set(), 0.2, 3),
    sources: [],
    noAnswer: false,
  };
}

function guideFits(ctx: RetrievedContext, guide: GuideDoc): boolean {
  return fits(fitGuide(ctx, guide));
}

function answerFromGuide(ctx: RetrievedContext, guide: GuideDoc): ProviderAnswer {
  const picked = guideSentences(guide, ctx.topicTerms, 6);
  const answerSentences = picked.slice(0, 3);
  const answer =
    answerSentences.length >= 2 ? answerSentences.join(" ") : [guide.description, ...answerSentences].join("\n\n");
  return {
    answer,
    recommendations: picked.slice(3, 3 + MAX_RECOMMENDATIONS),
    troubleshooting_steps: guideSteps(guide, ctx.topicTerms),
    related_topics: relatedTopics(ctx, new Set([shortTitle(guide.title)])),
    sources: [
      guide.id,
      ...titledGuides(ctx)
        .filter((g) => g.id !== guide.id && guideFits(ctx, g))
        .slice(0, 1)
        .map((g) => g.id),
    ],
    noAnswer: false,
  };
}

/** The honest "no answer", pointing at the closest quick answers. */
function noAnswer(ctx: RetrievedContext): ProviderAnswer {
  let topics = closestQuestions(ctx, new Set(), 0.15, 3);
  if (!topics.length) topics = ctx.starterQuestions.slice(0, 3);
  return {
    answer: NO_ANSWER_TEXT,
    recommendations: [],
    troubleshooting_steps: [],
    related_topics: topics,
    sources: [],
    noAnswer: true,
  };
}

function compose(ctx: RetrievedContext): ProviderAnswer {
  const choice = route(ctx, { bestGuide: () => bestGuide(ctx), titleHits: (g) => fitGuide(ctx, g).titleHits });
  switch (choice.kind) {
    case "troubleshooting":
      return answerTroubleshooting(ctx, choice.entry);
    case "settings":
      return answerSettings(ctx);
    case "benchmark":
      return answerBenchmark(ctx);
    case "answer":
      return answerFromQuick(ctx, choice.answer, (id) => {
        const g = ctx.guidesById.get(id);
        return g ? guideSteps(g, ctx.topicTerms) : [];
      });
    case "material":
      return answerFromMaterial(ctx, choice.material);
    case "guide":
      return answerFromGuide(ctx, choice.guide);
    case "none":
      return noAnswer(ctx);
  }
}

export function composeAnswer(ctx: RetrievedContext): ProviderAnswer {
  const result = compose(ctx);
  return result.noAnswer ? result : finish(result);
}

export const embeddedProvider: AnswerProvider = {
  name: "embedded",
  async answer(request: AnswerRequest): Promise<ProviderAnswer> {
    const result = composeAnswer(request.context);
    // Hand the text over paragraph by paragraph, as a model would stream it.
    if (request.onText) {
      const parts = result.answer.split(/(?<=\n)/);
      for (const part of parts) request.onText(part);
    }
    return result;
  },
};
