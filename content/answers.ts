// Quick answers live as Markdown files, one per answer: content/answers/<id>.md,
// the file name being the answer id. Each file opens with YAML frontmatter:
//
//   ---
//   question: Can I sublimate on cotton?
//   topic: blanks-and-materials
//   phrasings:                       (as people type them: lower case, no punctuation)
//     - can i sub on cotton
//   guides: [guide-id]               settings: [chart-row-id]
//   troubleshooting: [entry-id]      materials: [material-id]
//   sources: [registry-id]           (ids in content/sources/*.yaml)
//   ---
//   The answer: the inline Markdown subset (**bold**, *italic*, links), first
//   sentence answering the question. Chart figures are written [[chart:<row-id>]].
//
// Every file is validated against quickAnswerSchema; a mistake throws an error
// that names the file and the field.
import { z } from "zod";
import { ContentFileError, splitFrontmatter, zodProblems } from "./content-files.ts";
import { answerFileSources } from "./guide-files.ts";
import { QUICK_ANSWER_TOPICS, quickAnswerSchema } from "./schema.ts";

export type QuickAnswerFile = z.infer<typeof quickAnswerSchema>;

const frontmatterSchema = z
  .object({
    question: z.unknown(),
    topic: z.unknown(),
    phrasings: z.unknown(),
    guides: z.unknown().optional(),
    settings: z.unknown().optional(),
    troubleshooting: z.unknown().optional(),
    materials: z.unknown().optional(),
    sources: z.unknown(),
  })
  .strict();

/** Parses and validates one answer file. `file` is its path, used in error messages. */
export function parseAnswerFile(file: string, text: string): QuickAnswerFile {
  const id = (file.split("/").pop() ?? file).replace(/\.md$/, "");
  const { data, body } = splitFrontmatter(file, text);
  const keys = frontmatterSchema.safeParse(data);
  if (!keys.success) throw new ContentFileError(file, zodProblems(keys.error.issues));
  const fm = data as Record<string, unknown>;
  const result = quickAnswerSchema.safeParse({
    id,
    question: fm.question,
    phrasings: fm.phrasings,
    answer: body.trim(),
    topic: fm.topic,
    guides: fm.guides ?? [],
    settings: fm.settings ?? [],
    troubleshooting: fm.troubleshooting ?? [],
    materials: fm.materials ?? [],
    sources: fm.sources,
  });
  if (!result.success)
    throw new ContentFileError(
      file,
      zodProblems(result.error.issues, { id: "file name (the answer id)", answer: "body" }),
    );
  return result.data;
}

/**
 * Every answer file, parsed and validated, by topic (in QUICK_ANSWER_TOPICS
 * order) and then by id. `files` maps a path to its text.
 */
export function loadAnswers(files: Record<string, string> = answerFileSources()): QuickAnswerFile[] {
  const topicOrder = (t: string) => QUICK_ANSWER_TOPICS.indexOf(t as (typeof QUICK_ANSWER_TOPICS)[number]);
  return Object.keys(files)
    .map((path) => parseAnswerFile(path, files[path]))
    .sort((a, b) => topicOrder(a.topic) - topicOrder(b.topic) || a.id.localeCompare(b.id));
}
