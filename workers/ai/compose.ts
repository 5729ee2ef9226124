// Answers composed from the quick answers and the materials table, and the
// finishing every built-in answer gets: one price format, no tip or step said
// twice, related topics that lead somewhere.
import { sentences, stripInline, words } from "./text";
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
