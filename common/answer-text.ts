// Quick answers' text rules, shared by the Worker (lists, search) and the
// browser (the answer page's description): pure text, no imports.

/** Words ending in a full stop that do not end a sentence. */
const ABBREVIATION = /\b(?:e\.g|i\.e|vs|approx|etc|no|dr|mr|st)\.$/i;

/** The first sentence of an answer's Markdown (the whole answer when it is one sentence). */
export function leadSentence(markdown: string): string {
  const end = /[.!?](?=\s+[A-Z*"“(\d])/g;
  for (let m = end.exec(markdown); m; m = end.exec(markdown)) {
    const head = markdown.slice(0, m.index + 1);
    if (!ABBREVIATION.test(head)) return head;
  }
  return markdown;
}
