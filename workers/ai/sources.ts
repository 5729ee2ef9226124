// What an answer links to, and the engine's passages as a model sees them.
// Source ids are passage ids ("answer:<id>", "material:<id>", "setting:<id>",
// "trouble:<id>", "guide:<id>#<section>") or a guide's id.
import type { RetrievedContext } from "./context";

export interface AnswerSource {
  id: string;
  title: string;
  link: string;
}

/** Public address of a quick answer. */
export function answerLink(answerId: string): string {
  return `/answers/${encodeURIComponent(answerId)}`;
}

function resolve(ctx: RetrievedContext, id: string): { title: string; link: string } | null {
  const c = ctx.content;
  const colon = id.indexOf(":");
  const kind = colon > 0 ? id.slice(0, colon) : "guide";
  const ref = colon > 0 ? id.slice(colon + 1).replace(/#.*$/, "") : id;
  switch (kind) {
    case "answer": {
      const a = c.answers.get(ref);
      return a ? { title: a.question, link: answerLink(ref) } : null;
    }
    case "material": {
      const m = c.materials.get(ref);
      return m ? { title: `Can I sublimate on ${m.material}?`, link: `/answers#material-${ref}` } : null;
    }
    case "setting": {
      const s = c.settings.get(ref);
      return s ? { title: `${s.substrate}: press settings`, link: `/press-settings/${encodeURIComponent(ref)}` } : null;
    }
    case "trouble": {
      const t = c.troubleshooting.get(ref);
      return t ? { title: t.symptom, link: `/troubleshooting#${encodeURIComponent(ref)}` } : null;
    }
    case "guide": {
      const g = c.guides.get(ref);
      return g ? { title: g.title, link: `/guides/${encodeURIComponent(ref)}` } : null;
    }
    default:
      return null;
  }
}

/** Turns the ids a provider gave into links, one per page; ids the content does not know are dropped. */
export function resolveSources(ctx: RetrievedContext, ids: string[]): AnswerSource[] {
  const out: AnswerSource[] = [];
  const links = new Set<string>();
  for (const id of new Set(ids)) {
    const found = resolve(ctx, id);
    if (!found || links.has(found.link)) continue;
    links.add(found.link);
    out.push({ id, title: found.title, link: found.link });
  }
  return out;
}

/** The model's context: the engine's best passages, best first, up to about 8,000 characters. */
export const MAX_CONTEXT_CHARS = 8000;

/** The passages a model is given, and the ids it may cite (a guide section's guide by its own id too). */
export function contextPassages(ctx: RetrievedContext, maxChars = MAX_CONTEXT_CHARS): { ids: string[]; text: string } {
  const parts: string[] = [];
  const ids: string[] = [];
  let used = 0;
  for (const { passage } of ctx.ranked) {
    const block = `[${passage.id}] ${passage.title}\n${passage.text}`;
    if (used + block.length > maxChars) {
      if (parts.length) continue;
      parts.push(block.slice(0, maxChars));
      ids.push(passage.id);
      break;
    }
    parts.push(block);
    ids.push(passage.id);
    if (passage.kind === "guide") ids.push(passage.ref);
    used += block.length + 2;
  }
  return { ids, text: parts.join("\n\n") };
}
