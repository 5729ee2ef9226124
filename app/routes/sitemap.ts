// /sitemap.xml: every public page and every guide, with absolute URLs.
import { getDb } from "../../workers/db/client";
import { listGuideIds } from "../../workers/services/guides";
import type { Route } from "./+types/sitemap";

export const PUBLIC_PATHS = [
  "/",
  "/guides",
  "/equipment",
  "/equipment/buying-guide",
  "/suppliers",
  "/suppliers/catalog",
  "/about",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/help-center",
  "/troubleshooting",
  "/partners",
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const guides = await listGuideIds(getDb(context.cloudflare.env));
  const urls = [
    ...PUBLIC_PATHS.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
    ...guides.map(
      (g) => `<url><loc>${escapeXml(`${origin}/guides/${encodeURIComponent(g.id)}`)}</loc><lastmod>${escapeXml(g.updatedAt ?? g.createdAt)}</lastmod></url>`,
    ),
  ];
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
