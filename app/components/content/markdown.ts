// Parses the guides' small Markdown subset (content/schema.ts) into plain data
// that React renders as elements: no HTML string is ever produced, so nothing
// in the content can reach the page unescaped. Runs on the server only (the
// guide loader returns the parsed blocks), keeping the parser out of the
// browser bundle.

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "link"; href: string; internal: boolean; children: Inline[] };

export type Block =
  | { type: "heading"; level: 2 | 3; children: Inline[] }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] }
  | { type: "table"; header: Inline[][]; rows: Inline[][][] }
  /** Where the guide's settings-chart rows go (a line holding only [[settings]]). */
  | { type: "settings" };

/** A line holding only this marker shows the guide's settings-chart rows. */
export const SETTINGS_MARKER = "[[settings]]";

/** Only site paths and http(s) addresses become links; anything else stays text. */
function safeHref(href: string): { href: string; internal: boolean } | null {
  if (href.startsWith("/") && !href.startsWith("//")) return { href, internal: true };
  try {
    const url = new URL(href);
    if (url.protocol === "https:" || url.protocol === "http:") return { href: url.href, internal: false };
  } catch {
    // not a URL
  }
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s](?:[^*]*[^*\s])?)\*/;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  while (rest) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ type: "text", text: rest });
      break;
    }
    if (m.index > 0) out.push({ type: "text", text: rest.slice(0, m.index) });
    if (m[1] !== undefined) out.push({ type: "strong", children: parseInline(m[1]) });
    else if (m[2] !== undefined) {
      const link = safeHref(m[3]);
      out.push(link ? { type: "link", ...link, children: parseInline(m[2]) } : { type: "text", text: m[2] });
    } else out.push({ type: "em", children: parseInline(m[4]) });
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

const cells = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map((c) => parseInline(c.trim()));

const isTableSeparator = (line: string) => /^\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$/.test(line.trim());

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    if (trimmed === SETTINGS_MARKER) {
      blocks.push({ type: "settings" });
      i++;
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(trimmed);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1].length as 2 | 3, children: parseInline(heading[2]) });
      i++;
      continue;
    }
    if (trimmed.startsWith("|") && i + 1 < lines.length && isTableSeparator(lines[i + 1])) {
      const header = cells(trimmed);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i].trim().startsWith("|")) rows.push(cells(lines[i++]));
      blocks.push({ type: "table", header, rows });
      continue;
    }
    const bullet = /^[-*]\s+/;
    const numbered = /^\d+[.)]\s+/;
    if (bullet.test(trimmed) || numbered.test(trimmed)) {
      const ordered = numbered.test(trimmed);
      const marker = ordered ? numbered : bullet;
      const items: Inline[][] = [];
      const texts: string[] = [];
      while (i < lines.length) {
        const t = lines[i].trim();
        if (marker.test(t)) texts.push(t.replace(marker, ""));
        else if (t && texts.length && /^\s+/.test(lines[i]) && !bullet.test(t) && !numbered.test(t))
          texts[texts.length - 1] += ` ${t}`;
        else break;
        i++;
      }
      for (const t of texts) items.push(parseInline(t));
      blocks.push({ type: "list", ordered, items });
      continue;
    }
    const para: string[] = [];
    while (i < lines.length) {
      const t = lines[i].trim();
      if (!t || t === SETTINGS_MARKER || /^#{2,3}\s/.test(t) || /^[-*]\s+/.test(t) || /^\d+[.)]\s+/.test(t)) break;
      if (t.startsWith("|") && i + 1 < lines.length && isTableSeparator(lines[i + 1])) break;
      para.push(t);
      i++;
    }
    blocks.push({ type: "paragraph", children: parseInline(para.join(" ")) });
  }
  return blocks;
}
