// Labels of the quick-answer topics and the materials table's verdicts, for the /answers page.
import type { QUICK_ANSWER_TOPICS } from "@content/categories";

export type QuickAnswerTopic = (typeof QUICK_ANSWER_TOPICS)[number];

export const QUICK_ANSWER_TOPIC_LABELS: Record<QuickAnswerTopic, string> = {
  "blanks-and-materials": "Blanks and materials",
  printers: "Printers",
  workflow: "Workflow: design to press",
  pressing: "Pressing",
  safety: "Safety",
  "methods-compared": "Sublimation compared with other methods",
  buying: "Buying",
  "pricing-and-selling": "Pricing and selling",
  "rules-and-paperwork": "Rules, tax and paperwork",
  "shipping-and-care": "Shipping, care and durability",
  "equipment-checks": "Checking your equipment",
};

export const MATERIAL_VERDICT_LABELS = {
  yes: "Yes",
  "coated-only": "Only as a sublimation-ready (coated) blank",
  no: "No",
} as const;

export const MATERIAL_COLOUR_LABELS = {
  "white-or-light": "White or light",
  dark: "Dark",
  any: "Any colour",
} as const;

/** FAQPage structured data, safe inside a <script> element (no "<" can close it). */
export function faqJsonLd(items: { question: string; answer: string }[]): string {
  const json = JSON.stringify({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  });
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The answer's Markdown as plain text (for structured data). */
export function plainAnswer(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\*([^*]+)\*/g, "$1");
}
