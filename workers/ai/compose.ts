// Answers composed from the quick answers and the materials table, and the
// finishing every built-in answer gets: one price format, no tip or step said
// twice, related topics that lead somewhere.
import type { RetrievedContext, SettingRow } from "../services/retrieval";
import type { MaterialRow, QuickAnswerRow } from "./knowledge";
import { answerSourceId } from "./sources";
import { sentences, shortTitle, stripInline, words } from "./text";
import type { ProviderAnswer } from "./types";

const usd0 = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const usd2 = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** One price format for every amount: $1,500 for whole dollars, $3.75 otherwise. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? usd0.format(amount) : usd2.format(amount);
}

/** Rewrites "$1500", "$ 20", "USD 20" and "20 dollars" in a text to the one price format. */
export function normalizePrices(text: string): string {
  const fmt = (raw: string) => {
    const n = Number(raw.replace(/,/g, ""));
    return Number.isFinite(n) ? formatUsd(n) : raw;
  };
  return text
    .replace(/(?:\bUSD\s?|\$\s?)(\d[\d,]*(?:\.\d{1,2})?)(?![\d.])/g, (_, n: string) => fmt(n))
    .replace(/\b(\d[\d,]*(?:\.\d{1,2})?)\s?(?:US )?dollars\b/g, (_, n: string) => fmt(n));
}

/** Inline Markdown of the quick answers to the chat's plain text: links keep their text, bold stays. */
export function chatText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

function range(min: number | null, max: number | null, unit: string): string | null {
  if (min === null) return null;
  return max !== null && max !== min ? `${min}-${max} ${unit}` : `${min} ${unit}`;
}

export function describeSetting(s: SettingRow): string {
  const f = range(s.temperatureFMin, s.temperatureFMax, "°F");
  const c = range(s.temperatureCMin, s.temperatureCMax, "°C");
  const parts: string[] = [];
  if (f) parts.push(c ? `${f} (${c})` : f);
  if (s.time) parts.push(`for ${s.time}`);
  if (s.pressure) parts.push(`${s.pressure} pressure`);
  if (!parts.length)
    return `${s.substrate}: no trade figure was found, so follow the instructions from the company that made your blank.`;
  const caveat = s.verified ? "" : " (a caveated starting point: check your blank maker's sheet)";
  return `${s.substrate}: ${parts.join(", ")}${caveat}.`;
}

/** Words of a line for comparing it with others. */
function gist(text: string): Set<string> {
  return new Set(words(stripInline(text)).filter((w) => w.length > 2));
}

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}

/** Drops lines that say again what an earlier line (or the answer) already says. */
function distinct(lines: string[], said: Set<string>[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const g = gist(line);
    if (said.some((s) => overlap(g, s) >= 0.8)) continue;
    said.push(g);
    out.push(line);
  }
  return out;
}

/** The last pass over every built-in answer: one price format, nothing said twice, at most five topics. */
export function finish(result: ProviderAnswer): ProviderAnswer {
  const answer = normalizePrices(result.answer);
  const said = sentences(answer.replace(/\n+/g, " ")).map(gist);
  const steps = distinct(result.troubleshooting_steps.map(normalizePrices), said.slice());
  const stepGists = steps.map(gist);
  const recommendations = distinct(result.recommendations.map(normalizePrices), [...said, ...stepGists]);
  const topics: string[] = [];
  for (const t of result.related_topics) if (!topics.some((x) => x.toLowerCase() === t.toLowerCase())) topics.push(t);
  return {
    ...result,
    answer,
    recommendations,
    troubleshooting_steps: steps,
    related_topics: topics.slice(0, 5),
    sources: [...new Set(result.sources)],
  };
}

/** Quick answers close to the question, other than the ones given, as topics to follow. */
export function closestQuestions(ctx: RetrievedContext, exclude: Set<string>, min = 0.3, count = 3): string[] {
  return ctx.answers
    .filter((a) => !exclude.has(a.row.id) && a.score >= min)
    .slice(0, count)
    .map((a) => a.row.question);
}

function linkedSettings(ctx: RetrievedContext, ids: string[], text: string): string[] {
  return ids
    .map((id) => ctx.settingsById.get(id))
    .filter((s): s is SettingRow => !!s)
    .filter(
      (s) =>
        s.temperatureFMin === null ||
        !text.includes(String(s.temperatureFMin)) ||
        ctx.understanding.intent === "settings",
    )
    .slice(0, 2)
    .map(describeSetting);
}

/** The numbered steps of a linked guide's section that fits the question (how-to questions only). */
export type StepsOf = (guideId: string) => string[];

export function answerFromQuick(ctx: RetrievedContext, a: QuickAnswerRow, stepsOf: StepsOf): ProviderAnswer {
  let answer = chatText(a.answer);
  // "Can I ...?" answered by a quick answer written for "Why can't I ...?": its answer is no, said first.
  if (ctx.understanding.intent === "can-use" && /^why (?:can't|cannot|shouldn't|won't|doesn't)\b/i.test(a.question)) {
    answer = `No. ${answer.replace(/^because\s+(\w)/i, (_, ch: string) => ch.toUpperCase())}`;
  }
  // "Can I use X ...?" answered "Use Y ..." where Y is not X: the answer is no, and says so first.
  const asked =
    /^can (?:i|you|we) use (?:an? |the |my |regular |normal |ordinary )?(.+?) (?:for|to|on|in|with|instead|when|as)\b/.exec(
      ctx.understanding.normalized,
    );
  const firstClause = (sentences(answer)[0] ?? "").split(/[;:,]/)[0];
  if (ctx.understanding.intent === "can-use" && asked && /^use\b/i.test(firstClause)) {
    const clause = new Set(words(firstClause));
    const thing = words(asked[1]);
    if (thing.length && !thing.every((w) => clause.has(w))) answer = `Not ${asked[1]}. ${answer}`;
  }
  const recommendations: string[] = linkedSettings(ctx, a.settings, answer);
  for (const id of a.materials) {
    const m = ctx.materials.find((x) => x.row.id === id)?.row;
    if (m?.instead && m.verdict !== "yes") recommendations.push(`Instead: ${m.instead}`);
  }
  let steps: string[] = [];
  const intent = ctx.understanding.intent;
  if (intent === "why") {
    const entry = a.troubleshooting.map((id) => ctx.troubleshootingById.get(id)).find(Boolean);
    if (entry) steps = entry.causes.flatMap((c) => c.fixes).slice(0, 6);
  }
  if (!steps.length && (intent === "how-to" || intent === "why")) {
    for (const id of a.guides) {
      steps = stepsOf(id);
      if (steps.length) break;
    }
  }
  const guideTopics = a.guides
    .map((id) => ctx.guideTitles.get(id))
    .filter((t): t is string => !!t)
    .map(shortTitle);
  return {
    answer,
    recommendations: recommendations.slice(0, 4),
    troubleshooting_steps: steps,
    related_topics: [...closestQuestions(ctx, new Set([a.id]), 0.3, 2), ...guideTopics],
    sources: [answerSourceId(a.id), ...a.guides.filter((id) => ctx.guideTitles.has(id)).slice(0, 2)],
    noAnswer: false,
  };
}

/** A sentence says the material's verdict in words ("No: ...", "Only as a coated blank ..."). */
export function statesVerdict(sentence: string, verdict: MaterialRow["verdict"]): boolean {
  if (verdict === "no") return /\b(no|not|cannot)\b|n't\b/i.test(sentence);
  if (verdict === "yes") return /\b(yes|can|works?)\b/i.test(sentence);
  return /\b(coat\w*|ready|only)\b/i.test(sentence);
}

const VERDICT_LEAD: Record<MaterialRow["verdict"], string> = {
  yes: "Yes.",
  "coated-only": "Only as a sublimation-ready (coated) blank.",
  no: "No.",
};

export function answerFromMaterial(ctx: RetrievedContext, m: MaterialRow): ProviderAnswer {
  const explanation = chatText(m.explanation);
  // The explanation's first sentence states the verdict; the short lead is added only when it does not.
  const first = sentences(explanation)[0] ?? "";
  const states = statesVerdict(first, m.verdict);
  const parts = [states ? explanation : `${VERDICT_LEAD[m.verdict]} ${explanation}`];
  if (m.instead) parts.push(`What to use instead: ${chatText(m.instead)}`);
  const answer = parts.join("\n\n");
  const recommendations = m.settings
    .map((id) => ctx.settingsById.get(id))
    .filter((s): s is SettingRow => !!s)
    .slice(0, 2)
    .map(describeSetting);
  const linking = ctx.answers.filter((a) => a.row.materials.includes(m.id));
  const sourceAnswer = linking[0]?.row;
  return {
    answer,
    recommendations,
    troubleshooting_steps: [],
    related_topics: [
      ...linking.slice(0, 3).map((a) => a.row.question),
      ...closestQuestions(ctx, new Set(linking.map((a) => a.row.id)), 0.3, 2),
    ],
    sources: sourceAnswer ? [answerSourceId(sourceAnswer.id), ...sourceAnswer.guides.slice(0, 1)] : [],
    noAnswer: false,
  };
}
