// The built-in assistant: answers from the best passage the engine ranked, in
// that passage's own words and with its source, or says plainly that it is not
// sure (unsure.ts) when no passage is above the confidence threshold.
import type { RetrievedContext } from "./context";
import { chatText, finish } from "./compose";
import { describeSetting, type Passage, type ScoredPassage } from "./engine";
import type { GuideDoc, MaterialRow, TroubleshootingRow } from "./snapshot";
import { guideSections, sentences, shortTitle, words } from "./text";
import type { AnswerProvider, AnswerRequest, ProviderAnswer } from "./types";
import { closestSources, TENTATIVE_TEXT, unsureAnswer } from "./unsure";

/** The output schema's limit: a list longer than this is never cut, it is left out. */
const MAX_STEPS = 15;
const MAX_RECOMMENDATIONS = 4;

const VERDICT_LEAD: Record<MaterialRow["verdict"], string> = {
  yes: "Yes.",
  "coated-only": "Only as a sublimation-ready (coated) blank.",
  no: "No.",
};

/** A sentence says the material's verdict in words ("No: ...", "Only as a coated blank ..."). */
function statesVerdict(sentence: string, verdict: MaterialRow["verdict"]): boolean {
  if (verdict === "no") return /\b(no|not|cannot)\b|n't\b/i.test(sentence);
  if (verdict === "yes") return /\b(yes|can|works?)\b/i.test(sentence);
  return /\b(coat\w*|ready|only)\b/i.test(sentence);
}

/** A bare verdict word opening an answer ("No: you need…", "Yes, …"). */
const BARE_VERDICT = /^(?:no|yes)\s*[:.,;!]\s*/i;
/** Asks whether something is needed or required. */
const ASKS_NEED = /\b(?:need|needs|have to|has to|must|required?|necessary)\b/;
/** Asks whether something can or may be done. */
const ASKS_CAN = /^(?:can|could|may)\b|\bcan (?:i|you|we)\b|\b(?:possible|ok to|okay to|allowed to)\b/;
/** Asks about doing without something. */
const ASKS_WITHOUT = /\b(?:without|skip|skipping|no need|not need|do not need|does not need)\b/;
const ASKS_SAFE = /\b(?:safe|ok|okay|fine|alright|all right)\b/;
const ASKS_HARM = /\b(?:dangerous|bad|toxic|harmful|unsafe|risky|poisonous)\b/;

function askedAs(text: string): "need" | "can" | null {
  return ASKS_NEED.test(text) ? "need" : ASKS_CAN.test(text) ? "can" : null;
}

/**
 * The question asks the title's yes/no question the other way round ("do I need a special printer"
 * against "Can I use any inkjet printer?", "can I skip it" against "Do I need to…", "is it safe"
 * against "Is it dangerous…"): the answer's "No" or "Yes" would then say the opposite of what it
 * means about the thing asked. "Do I mirror…" against "Do I need to mirror…" asks the same, and a
 * "can I" question met by a "Do I need…" title is left as it is: the two often share their answer
 * ("can my Cricut print the designs": no; "do I need a Cricut": no).
 */
export function asksTheOtherWay(question: string, title: string): boolean {
  const q = question.toLowerCase();
  const t = title.toLowerCase();
  // "Do I need a special X" answered by "Can I use any X?": its "No" is about any X, not about needing one.
  if (askedAs(q) === "need" && askedAs(t) === "can") return true;
  if (ASKS_WITHOUT.test(q) !== ASKS_WITHOUT.test(t)) return true;
  return (ASKS_SAFE.test(q) && ASKS_HARM.test(t)) || (ASKS_HARM.test(q) && ASKS_SAFE.test(t));
}

/** A quick answer's text for this question: its bare "No:" or "Yes," is left out when the question asks the other way. */
function answerFor(ctx: RetrievedContext, title: string, text: string): string {
  const bare = BARE_VERDICT.exec(text);
  if (!bare || !asksTheOtherWay(ctx.understanding.normalized, title)) return text;
  const rest = text.slice(bare[0].length);
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/** Blanks a fix can be written for: a fix only for another kind of blank does not answer the question. */
const BLANK_FAMILIES: RegExp[] = [
  /\b(?:shirts?|t-shirts?|garments?|fabrics?|seams?|zips?|zippers?|hoodies?|sweatshirts?|pressing pillows?|collars?|sleeves?)\b/i,
  /\b(?:mugs?|tumblers?|cups?|bottles?|drinkware)\b/i,
];

/** The kinds of blank (garments, drinkware) a text names. */
function familiesOf(text: string): number[] {
  return BLANK_FAMILIES.flatMap((re, i) => (re.test(text) ? [i] : []));
}

/** Fixes that fit the question's blank: one written only for another kind of blank is left out. */
function fixesFor(ctx: RetrievedContext, fixes: string[]): string[] {
  const asked = familiesOf(ctx.understanding.normalized);
  if (!asked.length) return fixes;
  return fixes.filter((fix) => {
    const named = familiesOf(fix);
    return !named.length || named.some((f) => asked.includes(f));
  });
}

function questionWords(ctx: RetrievedContext): Set<string> {
  return new Set(words(ctx.understanding.normalized));
}

/** A whole numbered procedure of a guide: the section that fits the question best, never cut. */
function guideSteps(guide: GuideDoc, ctx: RetrievedContext, section?: number): string[] {
  const sections = guideSections(guide.content).filter((s) => s.numbered.length >= 2 && s.numbered.length <= MAX_STEPS);
  if (!sections.length) return [];
  const exact = sections.find((s) => s.position === section);
  if (exact) return exact.numbered;
  const q = questionWords(ctx);
  const scored = sections.map((s) => {
    const text = words(`${s.heading} ${s.numbered.join(" ")}`);
    const hits = new Set(text.filter((w) => q.has(w))).size;
    return { s, score: hits + (/steps?|how to|process/i.test(s.heading) ? 1.5 : 0) };
  });
  scored.sort((a, b) => b.score - a.score || a.s.position - b.s.position);
  return scored[0].s.numbered;
}

/** Fixes of the causes in order, cause by cause: a cause's fixes are all listed or none are. */
function fixesOf(entry: TroubleshootingRow, first = 0): string[] {
  const causes = [entry.causes[first], ...entry.causes.filter((_, i) => i !== first)].filter(Boolean);
  const steps: string[] = [];
  for (const c of causes) {
    if (steps.length + c.fixes.length > MAX_STEPS) break;
    steps.push(...c.fixes);
  }
  return steps;
}

/** "There is nothing on the HTVRONT press specifically": the brand or model the content does not cover. */
function notCovered(ctx: RetrievedContext): string {
  if (!ctx.unknownNamed.length) return "";
  const q = ctx.question;
  const names = ctx.unknownNamed.map((name) => {
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const m = new RegExp(
      `\\b${escaped}(?:\\s+(?:mug|tumbler|heat|hat|flat))?(?:\\s+(?:press|printer|machine|paper|ink))?\\b`,
      "i",
    ).exec(q);
    return m ? m[0] : name;
  });
  return `There is nothing on the ${names.join(" or ")} specifically on this site; what it says in general: `;
}

function relatedTopics(ctx: RetrievedContext, exclude: Set<string>): string[] {
  const topics: string[] = [];
  for (const { passage } of ctx.ranked.slice(1, 12)) {
    if (topics.length >= 3) break;
    if (exclude.has(passage.ref) || passage.kind === "setting") continue;
    const title = passage.kind === "guide" ? shortTitle(passage.title) : passage.title;
    if (!topics.includes(title)) topics.push(title);
    exclude.add(passage.ref);
  }
  return topics;
}

function fromAnswer(ctx: RetrievedContext, p: Passage): ProviderAnswer {
  const a = ctx.content.answers.get(p.ref);
  if (!a) return unsureAnswer(ctx);
  const answer = answerFor(ctx, a.question, chatText(a.answer));
  const recommendations: string[] = [];
  for (const id of a.settings) {
    const s = ctx.content.settings.get(id);
    if (!s) continue;
    // Figures the answer already quotes are not repeated.
    if (s.temperatureFMin !== null && answer.includes(String(s.temperatureFMin)) && !ctx.understanding.features.figures)
      continue;
    if (recommendations.length < 2) recommendations.push(describeSetting(s));
  }
  for (const id of a.materials) {
    const m = ctx.content.materials.get(id);
    if (m?.instead && m.verdict !== "yes") recommendations.push(`Instead: ${chatText(m.instead)}`);
  }
  const f = ctx.understanding.features;
  let steps: string[] = [];
  let kind: ProviderAnswer["steps_kind"] = "how-to";
  if (f.why) {
    const entry = a.troubleshooting.map((id) => ctx.content.troubleshooting.get(id)).find(Boolean);
    if (entry) {
      steps = fixesFor(ctx, fixesOf(entry));
      kind = "fixes";
    }
  }
  if (!steps.length && (f.howTo || f.why)) {
    for (const id of a.guides) {
      const g = ctx.content.guides.get(id);
      steps = g ? guideSteps(g, ctx) : [];
      if (steps.length) break;
    }
    kind = "how-to";
  }
  return {
    answer: notCovered(ctx) + answer,
    recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS),
    troubleshooting_steps: steps,
    steps_kind: kind,
    related_topics: relatedTopics(ctx, new Set([a.id])),
    sources: [p.id, ...a.guides.filter((id) => ctx.content.guides.has(id)).slice(0, 2)],
    noAnswer: false,
  };
}

function fromMaterial(ctx: RetrievedContext, p: Passage): ProviderAnswer {
  const m = ctx.content.materials.get(p.ref);
  if (!m) return unsureAnswer(ctx);
  const explanation = chatText(m.explanation);
  const first = sentences(explanation)[0] ?? "";
  const parts = [statesVerdict(first, m.verdict) ? explanation : `${VERDICT_LEAD[m.verdict]} ${explanation}`];
  if (m.instead) parts.push(`What to use instead: ${chatText(m.instead)}`);
  const recommendations = m.settings
    .map((id) => ctx.content.settings.get(id))
    .filter((s) => !!s)
    .slice(0, 2)
    .map(describeSetting);
  const linking = [...ctx.content.answers.values()].find((a) => a.materials.includes(m.id));
  return {
    answer: notCovered(ctx) + parts.join("\n\n"),
    recommendations,
    troubleshooting_steps: [],
    related_topics: relatedTopics(ctx, new Set([m.id])),
    sources: [p.id, ...(linking ? [`answer:${linking.id}`] : [])],
    noAnswer: false,
  };
}

function fromSettings(ctx: RetrievedContext, top: ScoredPassage): ProviderAnswer {
  // Rows that fit nearly as well as the best one (the 11 oz and the 15 oz mug) are given together.
  const rows = ctx.ranked
    .filter((r) => r.passage.kind === "setting" && r.score >= top.score - 0.08)
    .slice(0, 3)
    .map((r) => ctx.content.settings.get(r.passage.ref))
    .filter((s) => !!s);
  const [row] = rows;
  if (!row) return unsureAnswer(ctx);
  const notes = sentences(row.notes);
  const answer = [
    `${notCovered(ctx)}From our press settings chart:`,
    ...rows.map((s) => `- ${describeSetting(s)}`),
    notes[0] ?? "",
    "Your blank maker's instructions always override these general figures; test one piece first.",
  ]
    .filter(Boolean)
    .join("\n");
  const guides = (ctx.content.guidesOfSetting.get(row.id) ?? []).filter((id) => ctx.content.guides.has(id));
  // Steps only for a "how do I…", from the guide whose title shares most with the question
  // (the mug guide for a mug, not a first-project guide that starts with shirts).
  const q = questionWords(ctx);
  const shared = (id: string) => new Set(words(ctx.content.guides.get(id)?.title ?? "").filter((w) => q.has(w))).size;
  const best = [...guides].sort((a, b) => shared(b) - shared(a))[0];
  const guide = best && ctx.understanding.features.howTo ? ctx.content.guides.get(best) : undefined;
  return {
    answer,
    recommendations: notes.slice(1, 1 + MAX_RECOMMENDATIONS),
    troubleshooting_steps: guide ? guideSteps(guide, ctx) : [],
    steps_kind: "how-to",
    related_topics: relatedTopics(ctx, new Set(rows.map((s) => s.id))),
    sources: [...guides.slice(0, 2), ...rows.map((s) => `setting:${s.id}`)],
    noAnswer: false,
  };
}

/** Words of a text the question also says, beyond the words every part of the entry shares. */
function hitsOf(text: string, q: Set<string>): number {
  return new Set(words(text).filter((w) => q.has(w) && w.length > 2)).size;
}

function fromTrouble(ctx: RetrievedContext, p: Passage): ProviderAnswer {
  const entry = ctx.content.troubleshooting.get(p.ref);
  if (!entry) return unsureAnswer(ctx);
  // The symptom's own words say what every sentence is about: the others tell sentences apart.
  const topic = new Set(words(`${entry.symptom} ${entry.keywords.join(" ")}`));
  const q = new Set([...questionWords(ctx)].filter((w) => !topic.has(w)));
  // A sentence of the summary that speaks to the question comes first.
  const summary = sentences(entry.summary);
  const telling = summary.findIndex((x, i) => i > 0 && hitsOf(x, q) >= 2 && hitsOf(x, q) > hitsOf(summary[0], q));
  if (telling > 0) summary.unshift(...summary.splice(telling, 1));
  const [first] = entry.causes;
  const answer = [
    `${entry.symptom}: ${summary.join(" ")}`,
    first ? `The most likely cause: ${first.cause.charAt(0).toLowerCase()}${first.cause.slice(1)}` : "",
    entry.causes.length > 1 ? "Work through the causes below in order; they are listed most likely first." : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const steps = fixesFor(ctx, fixesOf(entry));
  const recommendations = fixesFor(
    ctx,
    entry.causes.map((c) => c.fixes[0]).filter((f) => f && !steps.includes(f)),
  );
  return {
    answer: notCovered(ctx) + answer,
    recommendations: recommendations.slice(0, MAX_RECOMMENDATIONS),
    troubleshooting_steps: steps,
    steps_kind: "fixes",
    related_topics: relatedTopics(ctx, new Set([entry.id])),
    sources: [...entry.guides.filter((id) => ctx.content.guides.has(id)).slice(0, 2), p.id],
    noAnswer: false,
  };
}

function fromGuide(ctx: RetrievedContext, p: Passage): ProviderAnswer {
  const guide = ctx.content.guides.get(p.ref);
  const section = guide ? guideSections(guide.content).find((s) => s.position === p.section) : undefined;
  if (!guide || !section) return unsureAnswer(ctx);
  // Words of the guide's title say what every sentence is about: the others tell sentences apart.
  const topic = new Set(words(`${guide.title} ${section.heading ?? ""}`));
  const q = new Set([...questionWords(ctx)].filter((w) => !topic.has(w)));
  const candidates = section.paragraphs.flatMap((para) => sentences(para));
  const figures = ctx.understanding.features.figures;
  const all = candidates
    .map((text, order) => ({
      text,
      order,
      hits: new Set(words(text).filter((w) => q.has(w) && w.length > 2)).size + (figures && /\d/.test(text) ? 1 : 0),
    }))
    .filter((s) => s.text.length >= 20);
  // Sentences that say something the question asks about, when there are any.
  const scored = all.some((s) => s.hits > 0) ? all.filter((s) => s.hits > 0) : all;
  // The sentence that says most about the question leads; the others follow in the guide's order.
  const best = [...scored].sort((a, b) => b.hits - a.hits || a.order - b.order).slice(0, 3);
  const picked = [best[0], ...best.slice(1).sort((a, b) => a.order - b.order)].filter((s) => !!s).map((s) => s.text);
  const lead = picked.length ? picked.join(" ") : section.bullets.slice(0, 2).join(" ");
  const heading = section.heading ? `${shortTitle(guide.title)}, "${section.heading}": ` : "";
  const steps = section.numbered.length <= MAX_STEPS ? section.numbered : [];
  // The chart rows the guide shows: its figures, for a how-to or a question about figures.
  const f = ctx.understanding.features;
  const rows =
    f.figures || f.howTo
      ? guide.settings
          .map((id) => ctx.content.settings.get(id))
          .filter((s) => !!s)
          .slice(0, 2)
          .map(describeSetting)
      : [];
  return {
    answer: `${notCovered(ctx)}${heading}${lead || guide.description}`,
    recommendations: [...rows, ...section.bullets.slice(picked.length ? 0 : 2)].slice(0, MAX_RECOMMENDATIONS),
    troubleshooting_steps: steps,
    steps_kind: "how-to",
    related_topics: relatedTopics(ctx, new Set([guide.id])),
    sources: [guide.id],
    noAnswer: false,
  };
}

/** Sentences of the closest passage's answer offered when unsure. */
const TENTATIVE_SENTENCES = 2;

/**
 * The reply when no passage answers with enough confidence: when the best passage is close
 * (ctx.tentative), it says it is not sure and offers that passage's answer, shortened and
 * marked as the closest the site has, with the closest pages as links; otherwise only the links.
 * Either way it is no answer (nothing is counted, no model is asked).
 */
export function honestAnswer(ctx: RetrievedContext): ProviderAnswer {
  const unsure = unsureAnswer(ctx);
  const top = ctx.ranked[0];
  if (!ctx.tentative || !top) return unsure;
  const closest = composeAnswer({ ...ctx, answerable: true });
  if (closest.noAnswer) return unsure;
  const gist = sentences(closest.answer.replace(/\n+/g, " ")).slice(0, TENTATIVE_SENTENCES).join(" ");
  const title = top.passage.kind === "guide" ? shortTitle(top.passage.title) : top.passage.title;
  return {
    ...unsure,
    answer: `${TENTATIVE_TEXT} The closest answer on this site, from “${title}”: ${gist}`,
  };
}

export function composeAnswer(ctx: RetrievedContext): ProviderAnswer {
  const top = ctx.ranked[0];
  if (!ctx.answerable || !top) return honestAnswer(ctx);
  let result: ProviderAnswer;
  switch (top.passage.kind) {
    case "answer":
      result = fromAnswer(ctx, top.passage);
      break;
    case "material":
      result = fromMaterial(ctx, top.passage);
      break;
    case "setting":
      result = fromSettings(ctx, top);
      break;
    case "trouble":
      result = fromTrouble(ctx, top.passage);
      break;
    case "guide":
      result = fromGuide(ctx, top.passage);
      break;
  }
  if (result.noAnswer) return result;
  if (!result.related_topics.length) result.related_topics = closestSources(ctx).titles.slice(1);
  return finish(result);
}

export const embeddedProvider: AnswerProvider = {
  name: "embedded",
  async answer(request: AnswerRequest): Promise<ProviderAnswer> {
    const result = composeAnswer(request.context);
    // Hand the text over paragraph by paragraph, as a model would stream it.
    if (request.onText) for (const part of result.answer.split(/(?<=\n)/)) request.onText(part);
    return result;
  },
};
