import { SITE_NAME } from "./constants";

/** Title, description and Open Graph tags for a page. */
export function pageMeta(title: string, description: string, opts: { path?: string; noindex?: boolean; canonical?: string } = {}) {
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: SITE_NAME },
  ];
  if (opts.canonical) {
    // Absolute URL (from the request's origin): search engines ignore relative canonicals.
    tags.push({ tagName: "link", rel: "canonical", href: opts.canonical }, { property: "og:url", content: opts.canonical });
  }
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
