import { Bot, Calendar, Clock, Wrench } from "lucide-react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { SourceList } from "~/components/ui/source-list";
import { data } from "react-router";
import { GuidePreview } from "~/components/guides/guide-preview";
import { AtAGlance } from "~/components/press-settings/at-a-glance";
import { getPrimaryDb } from "../../workers/db/client";
import { recordGuideRead } from "../../workers/services/reading";
import { canonicalUrl } from "./canonical.server";
import { type Block, type Inline, parseMarkdown } from "~/components/content/markdown";
import { RichText } from "~/components/content/rich-text";
import { SettingsRows } from "~/components/equipment/settings-rows";
import { askAiHref } from "~/lib/ask-ai";
import { DifficultyBadge, guideCategoryLabel, lastUpdated } from "~/components/guides/guide-card";
import { SaveGuideButton } from "~/components/guides/save-guide-button";
import { buttonClass } from "~/components/ui/button-class";
import { capitalise } from "@common/catalog";
import { pageMeta } from "~/lib/meta";
import { GuideFigures, placeDiagrams } from "~/components/guides/guide-figures";
import { OG_IMAGE_SIZE, guideCover, guideOgImagePath } from "~/lib/pictures";
import { guideDiagrams } from "@content/diagrams";
import { getGuide, getPressSettingsByIds, getTroubleshootingEntries } from "../../workers/services/public-content";
import { PrintButton, PrintExpandsDetails } from "~/components/content/print";
import type { Route } from "./+types/guide-detail";
import { Link } from "~/components/ui/link";
import { guideSaveAction } from "./guide-detail.server";
import { pageOf } from "../../workers/page-context";

/** Save or unsave this guide with a plain form POST (see guide-detail.server.ts). */
export function action({ params, context, request }: Route.ActionArgs) {
  return guideSaveAction(request, pageOf(context).cloudflare.env, pageOf(context).user, params.id);
}

/** The guide's section headings as plain text: what a visitor is told they will learn. */
function sectionTitles(blocks: Block[]): string[] {
  const text = (inline: Inline[]): string =>
    inline.map((i) => (i.type === "text" ? i.text : text(i.children))).join("");
  return blocks
    .filter((b): b is Extract<Block, { type: "heading" }> => b.type === "heading" && b.level === 2)
    .map((b) => text(b.children).trim())
    .filter(Boolean)
    .slice(0, 8);
}

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { member, cloudflare } = pageOf(context);
  const env = cloudflare.env;
  // The full text is for signed-in readers. A visitor gets the guide's title,
  // description, cover and what it covers (its section headings), so the page
  // explains itself and a shared link still gets its own preview card.
  if (!member) {
    const guide = await getGuide(env, params.id);
    if (!guide) return data({ kind: "missing" as const, id: params.id }, { status: 404 });
    return {
      kind: "preview" as const,
      preview: {
        id: guide.id,
        title: guide.title,
        description: guide.description,
        category: guide.category,
        difficulty: guide.difficulty,
        estimatedTime: guide.estimatedTime,
        imageUrl: guide.imageUrl,
        imageAlt: guide.imageAlt,
        learn: sectionTitles(parseMarkdown(guide.content)),
      },
      canonical: canonicalUrl(url),
    };
  }
  const guide = await getGuide(env, params.id);
  if (!guide) return data({ kind: "missing" as const, id: params.id }, { status: 404 });
  // Saved guides came with the member; the rest is the content snapshot.
  const saved = member.savedGuides.some((s) => s.guideId === guide.id);
  const [troubleshooting, settings] = await Promise.all([
    getTroubleshootingEntries(env, guide.troubleshooting),
    getPressSettingsByIds(env, guide.settings),
    // "Recently read" on the personal home.
    recordGuideRead(getPrimaryDb(env), member.user.id, guide.id),
  ]);
  const { content, ...rest } = guide;
  // Parsed here so the parser never ships to the browser.
  const blocks = parseMarkdown(content);
  return {
    kind: "guide" as const,
    guide: rest,
    blocks,
    learn: sectionTitles(blocks),
    figures: placeDiagrams(blocks, guideDiagrams(guide.id)),
    troubleshooting: troubleshooting.map((t) => ({
      id: t.id,
      symptom: t.symptom,
      summary: t.summary,
      causes: t.causes,
    })),
    settings,
    saved,
    canonical: canonicalUrl(url),
  };
}

/** The guide's og:image: the PNG drawn at build time, by absolute URL. */
function ogImage(guide: { id: string; title: string }, canonical: string) {
  return { url: new URL(guideOgImagePath(guide.id), canonical).href, ...OG_IMAGE_SIZE, alt: guide.title };
}

export const meta = ({ loaderData: data }: Route.MetaArgs) => {
  if (data?.kind === "guide") {
    return pageMeta(data.guide.title, data.guide.description, {
      canonical: data.canonical,
      image: ogImage(data.guide, data.canonical),
    });
  }
  if (data?.kind === "preview") {
    return pageMeta(data.preview.title, data.preview.description, {
      canonical: data.canonical,
      image: ogImage(data.preview, data.canonical),
      noindex: true,
    });
  }
  if (data?.kind === "missing")
    return pageMeta("Guide Not Found", "The guide you're looking for doesn't exist.", { noindex: true });
  return pageMeta("Guide", "A sublimation guide.", { noindex: true });
};

/** When a guide has no sections to list. */
const WHAT_YOULL_LEARN = [
  "The key steps, in the order you do them",
  "Settings and figures, with their sources",
  "Common mistakes and how to avoid them",
];

export default function GuideDetail({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "preview") return <GuidePreview preview={loaderData.preview} />;
  if (loaderData.kind === "missing") {
    return (
      <main
        id="main"
        className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
      >
        <h1 className="text-2xl font-bold text-slate-900">Guide Not Found</h1>
        <p className="mt-2 text-slate-700">The guide you're looking for doesn't exist.</p>
        <Link to="/guides" className={`${buttonClass("primary")} mt-6`}>
          Back to Guides
        </Link>
      </main>
    );
  }
  const { guide, blocks, figures, troubleshooting, settings, saved, learn } = loaderData;
  const category = guideCategoryLabel(guide.category);
  const cover = guideCover(guide);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8 print:max-w-none print:p-0" data-guide-page="">
      <PrintExpandsDetails />
      <Breadcrumbs
        className="print:hidden"
        trail={[
          { to: "/", label: "Home" },
          { to: "/guides", label: "Guides" },
        ]}
        current={guide.title}
      />

      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_20rem] print:mt-0 print:block">
        <article className="min-w-0">
          <header>
            <div className="flex flex-wrap items-center gap-3">
              <DifficultyBadge difficulty={guide.difficulty} />
              {guide.estimatedTime ? (
                <span className="flex items-center gap-1 text-sm text-slate-700">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {guide.estimatedTime}
                </span>
              ) : null}
            </div>
            <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{guide.title}</h1>
            <p className="mt-3 text-lg text-slate-700">{guide.description}</p>
            <AtAGlance rows={settings} />
            <img
              src={guide.imageUrl ?? cover.src}
              alt={guide.imageAlt ?? cover.alt}
              width={cover.width}
              height={cover.height}
              fetchPriority="high"
              decoding="async"
              className="mt-6 h-auto w-full max-w-3xl rounded-lg"
            />
            <div className="mt-6 flex flex-wrap gap-3 print:hidden">
              <Link
                to={askAiHref(`I'm reading the guide "${guide.title}". Can you explain the most important steps?`)}
                className={buttonClass("primary")}
              >
                <Bot className="h-4 w-4" aria-hidden="true" />
                Ask AI About This Guide
              </Link>
              <SaveGuideButton guideId={guide.id} saved={saved} />
              <PrintButton />
            </div>
          </header>

          <section
            aria-labelledby="complete-guide"
            className="mt-10 rounded-lg border border-slate-200 p-5 sm:p-8 print:mt-6 print:border-0 print:p-0"
          >
            <h2 id="complete-guide" className="mb-4 text-2xl font-bold text-slate-900">
              Complete Guide
            </h2>
            <GuideFigures
              blocks={blocks}
              figures={figures}
              render={(part) => <RichText blocks={part} settings={<SettingsRows rows={settings} />} />}
            />
          </section>

          {troubleshooting.length > 0 ? (
            <section aria-labelledby="troubleshooting" className="mt-8">
              <h2 id="troubleshooting" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <Wrench className="h-5 w-5" aria-hidden="true" />
                Troubleshooting
              </h2>
              <div className="mt-4 grid gap-3">
                {troubleshooting.map((t) => (
                  <details key={t.id} className="rounded-lg border border-slate-200 p-4">
                    <summary className="cursor-pointer font-semibold text-slate-900">{t.symptom}</summary>
                    <p className="mt-2 text-sm text-slate-700">{t.summary}</p>
                    <ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-slate-800">
                      {t.causes.map((c) => (
                        <li key={c.cause}>
                          <span className="font-medium">{c.cause}</span>
                          <ul className="mt-1 list-disc pl-5">
                            {c.fixes.map((f) => (
                              <li key={f}>{f}</li>
                            ))}
                          </ul>
                        </li>
                      ))}
                    </ol>
                  </details>
                ))}
              </div>
            </section>
          ) : null}

          <section aria-labelledby="sources" className="mt-8">
            <h2 id="sources" className="text-xl font-bold text-slate-900">
              Sources
            </h2>
            <SourceList sources={guide.sources} className="mt-3 text-sm text-slate-700" />
          </section>
        </article>

        <aside className="space-y-6 print:mt-8">
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="guide-info">
            <h2 id="guide-info" className="text-lg font-semibold text-slate-900">
              Guide Information
            </h2>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="text-slate-700">Category</dt>
              <dd className="font-medium text-slate-900">{category ?? "General"}</dd>
              <dt className="text-slate-700">Difficulty</dt>
              <dd className="font-medium text-slate-900">{capitalise(guide.difficulty)}</dd>
              <dt className="text-slate-700">Time Required</dt>
              <dd className="font-medium text-slate-900">{guide.estimatedTime ?? "Varies"}</dd>
              <dt className="flex items-center gap-1 text-slate-700">
                <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
                Last Updated
              </dt>
              <dd className="font-medium text-slate-900">{lastUpdated(guide.updatedAt, guide.createdAt)}</dd>
            </dl>
          </section>
          <section className="rounded-lg border border-slate-200 p-5 print:hidden" aria-labelledby="learn">
            <h2 id="learn" className="text-lg font-semibold text-slate-900">
              What You'll Learn
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
              {(learn.length ? learn : WHAT_YOULL_LEARN).map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </section>
          <section
            className="rounded-lg border border-brand-200 bg-brand-50 p-5 print:hidden"
            aria-labelledby="need-help"
          >
            <h2 id="need-help" className="text-lg font-semibold text-slate-900">
              Need Help?
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              Stuck on a step? Our AI expert answers sublimation questions 24/7.
            </p>
            <Link
              to={askAiHref(`I need help with "${guide.title}".`)}
              className={`${buttonClass("primary")} mt-4 w-full`}
            >
              <Bot className="h-4 w-4" aria-hidden="true" />
              Ask AI Expert
            </Link>
          </section>
        </aside>
      </div>
    </main>
  );
}
