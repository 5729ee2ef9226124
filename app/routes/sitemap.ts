// /sitemap.xml: every public page, every guide, quick answer and settings-chart row, with absolute URLs.
import { listGuides, listPressSettings, listQuickAnswers } from "../../workers/services/public-content";
import type { Route } from "./+types/sitemap";
import { CARE_CARD_TYPES } from "@content/care-cards";
import { pageOf } from "../../workers/page-context";

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
  "/answers",
  "/troubleshooting",
  "/press-settings",
  "/partners",
  "/pricing",
  "/tools/pricing",
  ...["/care-cards", ...CARE_CARD_TYPES.map((t) => `/care-cards/${t}`)],
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const env = pageOf(context).cloudflare.env;
  // One content snapshot: the first read loads it, the others are answered from memory.
  const guides = await listGuides(env);
  const chartRows = await listPressSettings(env);
  const answers = (await listQuickAnswers(env)).map((a) => a.id);
  const urls = [
    ...PUBLIC_PATHS.map((p) => `<url><loc>${escapeXml(origin + p)}</loc></url>`),
    ...chartRows.map(
      (r) => `<url><loc>${escapeXml(`${origin}/press-settings/${encodeURIComponent(r.id)}`)}</loc></url>`,
    ),
    ...answers.map((id) => `<url><loc>${escapeXml(`${origin}/answers/${encodeURIComponent(id)}`)}</loc></url>`),
    ...guides.map(
      (g) =>
        `<url><loc>${escapeXml(`${origin}/guides/${encodeURIComponent(g.id)}`)}</loc><lastmod>${escapeXml(g.updatedAt ?? g.createdAt)}</lastmod></url>`,
    ),
  ];
  return new Response(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`,
    {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    },
  );
}
