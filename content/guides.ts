// Guides live as Markdown files, one per guide: content/guides/<id>.md, the file
// name being the guide id. Each file opens with YAML frontmatter:
//
//   ---
//   title: ...                     description: ...
//   category: techniques           difficulty: beginner
//   estimatedTime: 45 minutes
//   image: /images/guides/<id>.svg imageAlt: ...
//   settings: [chart-row-id]       troubleshooting: [entry-id]
//   sources: [{ title, url }]
//   createdAt: 2026-11-23          updatedAt: null
//   ---
//   Markdown body (the subset described in schema.ts). A line holding only
//   [[settings]] shows the chart rows named in `settings` at that place.
//
// Every file is validated against guideSchema; a mistake throws an error that
// names the file and the field.
import { parse as parseYaml } from "yaml";
import { z } from "zod";
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

export class GuideFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "GuideFileError";
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** YAML may read a bare date as a Date; the content keeps dates as YYYY-MM-DD text. */
const dateText = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);

const fieldName = (path: PropertyKey[]) => (path.length ? path.map(String).join(".") : "(file)");

/** Parses and validates one guide file. `file` is its path, used in error messages. */
export function parseGuideFile(file: string, text: string): Guide {
  const name = file.split("/").pop() ?? file;
  const id = name.replace(/\.md$/, "");
  const match = FRONTMATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) throw new GuideFileError(file, ["must start with YAML frontmatter between two lines of ---"]);
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (e) {
    throw new GuideFileError(file, [`frontmatter is not valid YAML: ${(e as Error).message.split("\n")[0]}`]);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new GuideFileError(file, ["frontmatter must be a set of key: value lines"]);
  }
  const keys = frontmatterSchema.safeParse(data);
  if (!keys.success) {
    throw new GuideFileError(
      file,
      keys.error.issues.map((i) =>
        i.code === "unrecognized_keys"
          ? `unknown field(s) ${i.keys.join(", ")}`
          : `field "${fieldName(i.path)}": ${i.message}`,
      ),
    );
  }
  const fm = data as Record<string, unknown>;
  const candidate = {
    id,
    title: fm.title,
    description: fm.description,
    category: fm.category,
    difficulty: fm.difficulty,
    estimatedTime: fm.estimatedTime,
    imageUrl: fm.image ?? null,
    imageAlt: fm.imageAlt ?? null,
    content: match[2].trim(),
    sources: fm.sources,
    settings: fm.settings ?? [],
    troubleshooting: fm.troubleshooting ?? [],
    createdAt: dateText(fm.createdAt),
    updatedAt: dateText(fm.updatedAt ?? null),
  };
  const result = guideSchema.safeParse(candidate);
  if (!result.success) {
    const label: Record<string, string> = { id: "file name (the guide id)", imageUrl: "image", content: "body" };
    throw new GuideFileError(
      file,
      result.error.issues.map((i) => {
        const [head, ...rest] = i.path.map(String);
        const field = [label[head] ?? head, ...rest].join(".");
        return `field "${field || "(file)"}": ${i.message}`;
      }),
    );
  }
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
