// The built-in assistant: answers from the site's own content only (press
// settings, the troubleshooting base and the guides), composing the answer,
// recommendations, numbered steps and related topics, and saying so plainly
// when the content holds no answer instead of inventing one.
import type { GuideDoc, RetrievedContext, SettingRow, TroubleshootingRow } from "../services/retrieval";
import { guideSections, sentences, shortTitle, words } from "./text";
import type { AnswerProvider, AnswerRequest, ProviderAnswer } from "./types";

export const NO_ANSWER_TEXT =
  "I couldn't find an answer to that in this site's guides, press settings or troubleshooting notes, so I won't guess. I can help with sublimation printing: time and temperature for a blank, fixing problems such as ghosting or faded colours, printers, paper, inks and heat presses. Try rephrasing your question with the item or problem you have in mind.";

const MAX_STEPS = 8;
const MAX_RECOMMENDATIONS = 4;

function range(min: number | null, max: number | null, unit: string): string | null {
  if (min === null) return null;
  return max !== null && max !== min ? `${min}-${max} ${unit}` : `${min} ${unit}`;
}

function describeSetting(s: SettingRow): string {
  const f = range(s.temperatureFMin, s.temperatureFMax, "°F");
  const c = range(s.temperatureCMin, s.temperatureCMax, "°C");
  const parts: string[] = [];
  if (f) parts.push(c ? `${f} (${c})` : f);
  if (s.time) parts.push(`for ${s.time}`);
  if (s.pressure) parts.push(`${s.pressure} pressure`);
  if (!parts.length) return `${s.substrate}: no trade figure was found, so follow the instructions from the company that made your blank.`;
  const caveat = s.verified ? "" : " (a caveated starting point: check your blank maker's sheet)";
  return `${s.substrate}: ${parts.join(", ")}${caveat}.`;
}

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
  const recommendations = entry.causes.map((c) => c.fixes[0]).filter(Boolean).slice(0, MAX_RECOMMENDATIONS);
  const steps = entry.causes.flatMap((c) => c.fixes).slice(0, MAX_STEPS);
  const sources = entry.guides.filter((id) => ctx.guideTitles.has(id)).slice(0, 3);
  return {
    answer,
    recommendations,
    troubleshooting_steps: steps,
    related_topics: relatedTopics(ctx, new Set([entry.symptom])),
    sources,
    noAnswer: false,
  };
}

function answerSettings(ctx: RetrievedContext): ProviderAnswer {
  const best = ctx.settings[0].score;
  const rows = ctx.settings.filter((s) => s.score >= best - 0.01).slice(0, 2).map((s) => s.row);
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

/** True when the best guide is really about the question, not a passing mention of one word. */
function guideFits(ctx: RetrievedContext, guide: GuideDoc): boolean {
  const topic = ctx.topicTerms;
  if (!topic.length) return false;
  const titleWords = new Set(words(`${guide.title} ${guide.description}`));
  const bodyWords = new Set(words(guide.content));
  const inTitle = topic.filter((t) => titleWords.has(t)).length;
  const inBody = topic.filter((t) => bodyWords.has(t)).length;
  return inTitle >= 1 && inBody / topic.length >= 0.5;
}

function answerFromGuide(ctx: RetrievedContext, guide: GuideDoc): ProviderAnswer {
  const picked = guideSentences(guide, ctx.topicTerms, 6);
  const answerSentences = picked.slice(0, 3);
  const answer = answerSentences.length >= 2 ? answerSentences.join(" ") : [guide.description, ...answerSentences].join("\n\n");
  return {
    answer,
    recommendations: picked.slice(3, 3 + MAX_RECOMMENDATIONS),
    troubleshooting_steps: guideSteps(guide, ctx.topicTerms),
    related_topics: relatedTopics(ctx, new Set([shortTitle(guide.title)])),
    sources: [guide.id, ...titledGuides(ctx).filter((g) => g.id !== guide.id && guideFits(ctx, g)).slice(0, 1).map((g) => g.id)],
    noAnswer: false,
  };
}

export function composeAnswer(ctx: RetrievedContext): ProviderAnswer {
  const trouble = ctx.troubleshooting[0];
  const setting = ctx.settings[0];
  // A named symptom wins, unless the question asks for figures for a named blank.
  if (trouble && trouble.score >= 3 && !(ctx.settingsIntent && setting && setting.score >= trouble.score)) {
    return answerTroubleshooting(ctx, trouble.row);
  }
  if (ctx.settingsIntent && setting && setting.score >= 2) return answerSettings(ctx);
  const guide = ctx.guides.find((g) => guideFits(ctx, g.row));
  if (guide) return answerFromGuide(ctx, guide.row);
  if (trouble && trouble.score >= 2.5) return answerTroubleshooting(ctx, trouble.row);
  // An honest "no answer": the user's message is given back.
  return { answer: NO_ANSWER_TEXT, recommendations: [], troubleshooting_steps: [], related_topics: [], sources: [], noAnswer: true };
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
