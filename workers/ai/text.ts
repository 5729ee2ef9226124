// Plain-text helpers for grounding answers in the site's content: word terms for
// matching, and the guides' small Markdown subset split into sections and sentences.

/** Folds spelling variants and plurals so "colours" matches "color": the word as written, without its number. */
export function foldWord(word: string): string {
  let w = word.toLowerCase();
  w = w.replace(/colour/g, "color");
  if (w.length > 3 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith("es") && /(sh|ch|x|ss)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(ss|us|is|vas)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/**
 * foldWord, and a verb's "-ing" form read as the verb, so "pressing", "fading" and "dropping" match
 * "press", "fade" and "drop" (the suffix rules of Porter's step 1b). Only "-ing": a past participle
 * often names a kind of thing ("coated", "sublimated", "used"), not the act.
 */
export function normalizeWord(word: string): string {
  const w = foldWord(word);
  const m = /^(.*[aeiouy].*?)ing$/.exec(w);
  if (!m || m[1].length < 3) return w;
  const stem = m[1];
  if (/(at|bl|iz)$/.test(stem)) return `${stem}e`;
  if (/([^aeiouylsz])\1$/.test(stem)) return stem.slice(0, -1);
  if (/^[^aeiouy]*[aeiouy][^aeiouywx]$/.test(stem)) return `${stem}e`;
  return stem;
}

export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(normalizeWord);
}

/** Text normalised word by word, padded with spaces, for whole-phrase matching. */
export function phraseText(text: string): string {
  return ` ${words(text).join(" ")} `;
}

/** Removes the inline Markdown of the guides' subset: links keep their text, emphasis goes. */
export function stripInline(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\*([^*]+)\*/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

export interface GuideSection {
  heading: string;
  paragraphs: string[];
  bullets: string[];
  numbered: string[];
  position: number;
}

const sectionCache = new Map<string, GuideSection[]>();
const SECTION_CACHE_SIZE = 64;

/** Splits guide Markdown into its "## " sections (the intro is a section with no heading); remembered per text. */
export function guideSections(markdown: string): GuideSection[] {
  const cached = sectionCache.get(markdown);
  if (cached) return cached;
  const sections = parseSections(markdown);
  if (sectionCache.size >= SECTION_CACHE_SIZE) sectionCache.delete(sectionCache.keys().next().value as string);
  sectionCache.set(markdown, sections);
  return sections;
}

function parseSections(markdown: string): GuideSection[] {
  const sections: GuideSection[] = [];
  let current: GuideSection = { heading: "", paragraphs: [], bullets: [], numbered: [], position: 0 };
  const push = () => {
    if (current.heading || current.paragraphs.length || current.bullets.length || current.numbered.length)
      sections.push(current);
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{2,3}\s+(.*)$/.exec(line);
    if (heading) {
      push();
      current = {
        heading: stripInline(heading[1]),
        paragraphs: [],
        bullets: [],
        numbered: [],
        position: sections.length + 1,
      };
      continue;
    }
    if (line.startsWith("|")) continue; // tables: figures come from the settings rows instead
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    if (bullet) {
      current.bullets.push(stripInline(bullet[1]));
      continue;
    }
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (numbered) {
      current.numbered.push(stripInline(numbered[1]));
      continue;
    }
    current.paragraphs.push(stripInline(line));
  }
  push();
  return sections;
}

/** Sentences of a paragraph (split after . ! ? followed by a capital or a digit). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The part of a title before its colon: "Choosing Sublimation Paper: Weight..." -> "Choosing Sublimation Paper". */
export function shortTitle(title: string): string {
  const i = title.indexOf(":");
  return (i > 0 ? title.slice(0, i) : title).trim();
}
