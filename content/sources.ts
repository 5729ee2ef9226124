// The source registry: every source the content cites is defined once, in one of
// the files content/sources/*.yaml (a YAML list of entries, see
// registrySourceSchema), and everything else names it by id. Loading refuses
// an invalid entry, an id defined twice (in any file) and an address defined
// twice, naming the file and the entry.
import { parse as parseYaml } from "yaml";
import { sourceFileSources } from "./guide-files.ts";
import { registrySourceSchema, type RegistrySource, type Source } from "./schema.ts";

export class SourceRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("; "));
    this.name = "SourceRegistryError";
  }
}

/** The same page however it is typed: scheme, "www." and a trailing slash do not count. */
export function sameAddress(url: string): string {
  const u = new URL(url);
  const path = u.pathname.replace(/\/+$/, "");
  return `${u.hostname.replace(/^www\./, "").toLowerCase()}${path}${u.search}`;
}

export type SourceRegistry = ReadonlyMap<string, RegistrySource & { file: string }>;

/** Parses and checks every registry file; `files` maps a path to its text. */
export function loadSources(files: Record<string, string> = sourceFileSources()): SourceRegistry {
  const problems: string[] = [];
  const byId = new Map<string, RegistrySource & { file: string }>();
  const byAddress = new Map<string, string>();
  for (const file of Object.keys(files).sort()) {
    let data: unknown;
    try {
      data = parseYaml(files[file]);
    } catch (e) {
      problems.push(`${file}: not valid YAML: ${(e as Error).message.split("\n")[0]}`);
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push(`${file}: must be a YAML list of sources ("- id: ...")`);
      continue;
    }
    data.forEach((raw, i) => {
      const label = `${file}: entry ${i + 1}${raw && typeof raw === "object" && "id" in raw ? ` (${String(raw.id)})` : ""}`;
      const parsed = registrySourceSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push(
            issue.code === "unrecognized_keys"
              ? `${label}: unknown field(s) ${issue.keys.join(", ")}`
              : `${label}: field "${issue.path.map(String).join(".") || "(entry)"}": ${issue.message}`,
          );
        return;
      }
      const entry = parsed.data;
      const twin = byId.get(entry.id);
      if (twin) problems.push(`${label}: id "${entry.id}" is already defined in ${twin.file}`);
      if (entry.url) {
        const key = sameAddress(entry.url);
        const other = byAddress.get(key);
        if (other) problems.push(`${label}: address ${entry.url} is already defined as "${other}"`);
        else byAddress.set(key, entry.id);
      }
      if (!entry.url && !entry.note) problems.push(`${label}: a source without url needs a note saying why`);
      if (!twin) byId.set(entry.id, { ...entry, file });
    });
  }
  if (problems.length) throw new SourceRegistryError(problems);
  return byId;
}

/** How a page shows a registry source. */
export function displaySource(entry: RegistrySource): Source {
  const title = entry.title.startsWith(entry.publisher) ? entry.title : `${entry.publisher}: ${entry.title}`;
  return entry.url ? { title, url: entry.url } : { title };
}

/**
 * Resolves source ids to what pages show. `where` names the file or entry and
 * field for the error message, e.g. "content/answers/x.md: field sources".
 */
export function resolveSources(registry: SourceRegistry, ids: readonly string[], where: string): Source[] {
  const missing = ids.filter((id) => !registry.has(id));
  if (missing.length) throw new SourceRegistryError([`${where}: unknown source id(s) ${missing.join(", ")}`]);
  return ids.map((id) => displaySource(registry.get(id) as RegistrySource));
}
