import { SITE_NAME } from "@common/constants";

/** Title, description and Open Graph tags for a page. */
export function pageMeta(
  title: string,
  description: string,
  opts: {
    path?: string;
    noindex?: boolean;
    canonical?: string;
    image?: { url: string; width: number; height: number; alt: string };
  } = {},
) {
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
    tags.push(
      { tagName: "link", rel: "canonical", href: opts.canonical },
      { property: "og:url", content: opts.canonical },
    );
  }
  if (opts.image) {
    // A shared link's preview card: absolute URL, explicit size, large-image card.
    tags.push(
      { property: "og:image", content: opts.image.url },
      { property: "og:image:type", content: "image/png" },
      { property: "og:image:width", content: String(opts.image.width) },
      { property: "og:image:height", content: String(opts.image.height) },
      { property: "og:image:alt", content: opts.image.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:image", content: opts.image.url },
    );
  }
  if (opts.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
