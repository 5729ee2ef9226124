// Shared by the one-file-per-item content (guides, quick answers): splitting a
// file into YAML frontmatter and body, and errors that name the file and field.
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join("; ")}`);
    this.name = "ContentFileError";
  }
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/;

/** The frontmatter as data and the body as text; throws naming the file when either is missing or broken. */
export function splitFrontmatter(file: string, text: string): { data: Record<string, unknown>; body: string } {
  const match = FRONTMATTER.exec(text.replace(/^\uFEFF/, ""));
  if (!match) throw new ContentFileError(file, ["must start with YAML frontmatter between two lines of ---"]);
  let data: unknown;
  try {
    data = parseYaml(match[1]);
  } catch (e) {
    throw new ContentFileError(file, [`frontmatter is not valid YAML: ${(e as Error).message.split("\n")[0]}`]);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new ContentFileError(file, ["frontmatter must be a set of key: value lines"]);
  }
  return { data: data as Record<string, unknown>, body: match[2] };
}

/** Zod issues as "field "x": message" lines; `label` renames fields that are not frontmatter keys. */
export function zodProblems(issues: z.core.$ZodIssue[], label: Record<string, string> = {}): string[] {
  return issues.map((i) => {
    if (i.code === "unrecognized_keys") return `unknown field(s) ${i.keys.join(", ")}`;
    const [head, ...rest] = i.path.map(String);
    const field = [label[head] ?? head, ...rest].filter((p) => p !== undefined).join(".");
    return `field "${field || "(file)"}": ${i.message}`;
  });
}
