// Guides live as Markdown files, one per guide: content/guides/<id>.md, the file
// name being the guide id. Each file opens with YAML frontmatter:
//
//   ---
//   title: ...                     description: ...
//   category: techniques           difficulty: beginner
//   estimatedTime: 45 minutes
//   image: /images/guides/<id>.svg imageAlt: ...
//   settings: [chart-row-id]       troubleshooting: [entry-id]
//   sources: [registry-id]          (ids in content/sources/*.yaml)
//   createdAt: 2026-11-23          updatedAt: null
//   ---
//   Markdown body (the subset described in schema.ts). A line holding only
//   [[settings]] shows the chart rows named in `settings` at that place;
//   [[chart:<row-id>]] inside a sentence shows that row's figures.
//
// Every file is validated against guideSchema; a mistake throws an error that
// names the file and the field.
import { z } from "zod";
import { ContentFileError, splitFrontmatter, zodProblems } from "./content-files.ts";
import { guideFileSources } from "./guide-files.ts";
import { guideSchema, type Guide } from "./schema.ts";

/** The frontmatter keys a guide file may use, with the guide field each fills. */
const frontmatterSchema = z
  .object({
    title: z.unknown(),
    description: z.unknown(),
    category: z.unknown(),
    difficulty: z.unknown(),
    estimatedTime: z.unknown(),
    image: z.unknown().optional(),
    imageAlt: z.unknown().optional(),
    settings: z.unknown().optional(),
    troubleshooting: z.unknown().optional(),
    sources: z.unknown(),
    createdAt: z.unknown(),
    updatedAt: z.unknown().optional(),
  })
  .strict();

/** A guide file that does not validate; the message names the file and the field. */
export { ContentFileError as GuideFileError };

/** YAML may read a bare date as a Date; the content keeps dates as YYYY-MM-DD text. */
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);

/** Parses and validates one guide file. `file` is its path, used in error messages. */
export function parseGuideFile(file: string, text: string): Guide {
  const name = file.split("/").pop() ?? file;
  const id = name.replace(/\.md$/, "");
  const { data, body } = splitFrontmatter(file, text);
  const keys = frontmatterSchema.safeParse(data);
  if (!keys.success) throw new ContentFileError(file, zodProblems(keys.error.issues));
  const fm = data;
  const candidate = {
    id,
    title: fm.title,
    description: fm.description,
    category: fm.category,
    difficulty: fm.difficulty,
    estimatedTime: fm.estimatedTime,
    imageUrl: fm.image ?? null,
    imageAlt: fm.imageAlt ?? null,
    content: body.trim(),
    sources: fm.sources,
    settings: fm.settings ?? [],
    troubleshooting: fm.troubleshooting ?? [],
    createdAt: dateText(fm.createdAt),
    updatedAt: dateText(fm.updatedAt ?? null),
  };
  const result = guideSchema.safeParse(candidate);
  if (!result.success)
    throw new ContentFileError(
      file,
      zodProblems(result.error.issues, { id: "file name (the guide id)", imageUrl: "image", content: "body" }),
    );
  return result.data;
}

/**
 * Every guide file, parsed and validated, oldest first (then by id). `files`
 * maps a file path to its text; it defaults to the files in content/guides/.
 */
export function loadGuides(files: Record<string, string> = guideFileSources()): Guide[] {
  return Object.keys(files)
    .map((path) => parseGuideFile(path, files[path]))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
