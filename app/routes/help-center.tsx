import { BookOpen, Bot, Mail, MessageCircleQuestionMark } from "lucide-react";
import { HELP_CATEGORIES, helpArticles, popularArticleIds } from "@content/help";
import { canonicalUrl } from "./canonical.server";
import { SearchBox } from "~/components/forms/list-controls";
import { listShouldRevalidate, readListState, useListState, type ListSpec } from "~/components/list/list-state";
import { EmptyState } from "~/components/ui/empty-state";
import { HelpArticleItem, matchesHelp } from "~/components/help/help-article";
import { buttonClass } from "~/components/ui/button-class";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/help-center";
import { Link } from "~/components/ui/link";

const LIST: ListSpec<{ q: string; sort: string }> = { defaults: { q: "", sort: "" }, pageSize: 100 };

export const loader = ({ request, url }: Route.LoaderArgs) => ({
  filters: readListState(new URL(request.url).searchParams, LIST),
  canonical: canonicalUrl(url),
});
export const shouldRevalidate = listShouldRevalidate;
export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta("Help Center", "Answers about sublimation printing, equipment, the AI assistant and your account.", {
    canonical: data?.canonical,
  });

const CARDS = [
  {
    icon: MessageCircleQuestionMark,
    title: "Quick Answers",
    text: "Short answers to what beginners ask in their first month.",
    to: "/answers",
    action: "Quick Answers",
  },
  {
    icon: Bot,
    title: "Ask AI",
    text: "Get an instant answer from our AI sublimation expert.",
    to: "/ai-chat",
    action: "Ask AI",
  },
  {
    icon: BookOpen,
    title: "View Guides",
    text: "Step-by-step guides for every stage of sublimation.",
    to: "/guides",
    action: "View Guides",
  },
  {
    icon: Mail,
    title: "Contact Us",
    text: "Send our team a message; we reply within 24 hours on weekdays.",
    to: "/contact",
    action: "Contact Us",
  },
];

export default function HelpCenter({ loaderData }: Route.ComponentProps) {
  const { state: filters, update } = useListState(LIST, loaderData.filters);
  const popular = popularArticleIds
    .map((id) => helpArticles.find((a) => a.id === id)!)
    .filter((a) => matchesHelp(a, filters.q));
  const categories = HELP_CATEGORIES.map((c) => ({
    ...c,
    articles: helpArticles.filter((a) => a.category === c.id && matchesHelp(a, filters.q)),
  }));
  const total = categories.reduce((n, c) => n + c.articles.length, 0);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-slate-900">Help Center</h1>
        <p className="mt-2 text-slate-700">
          Find answers about sublimation, equipment, the AI assistant and your account.
        </p>
        <p className="mt-1 text-sm text-slate-700">
          A print came out wrong?{" "}
          <Link to="/troubleshooting" className="font-medium text-brand-700 underline hover:text-brand-900">
            Find it by symptom
          </Link>
          .
        </p>
        <div role="search" className="mx-auto mt-6 max-w-xl">
          <SearchBox
            label="Search help articles"
            placeholder="Search for help..."
            value={filters.q}
            onChange={(q) => update({ q })}
          />
        </div>
        {filters.q.trim() ? (
          <p className="mt-2 text-sm text-slate-700" aria-live="polite" data-testid="help-count">
            {total} {total === 1 ? "article matches" : "articles match"} “{filters.q.trim()}”
          </p>
        ) : null}
      </div>

      {total === 0 ? (
        <div className="mt-8">
          <EmptyState title="No articles found" text="Try other words, or ask our AI assistant.">
            <button type="button" className={buttonClass("secondary")} onClick={() => update({ q: "" })}>
              Clear Search
            </button>
          </EmptyState>
        </div>
      ) : null}

      {popular.length ? (
        <section className="mt-10" aria-labelledby="popular">
          <h2 id="popular" className="text-xl font-semibold text-slate-900">
            Popular Articles
          </h2>
          <div className="mt-3 grid gap-2" data-testid="popular-articles">
            {popular.map((a) => (
              <HelpArticleItem key={a.id} article={a} />
            ))}
          </div>
        </section>
      ) : null}

      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {categories
          .filter((c) => c.articles.length)
          .map((c) => (
            <section
              key={c.id}
              aria-labelledby={`cat-${c.id}`}
              className="rounded-lg bg-slate-50 p-4"
              data-testid={`help-category-${c.id}`}
            >
              <h2 id={`cat-${c.id}`} className="text-lg font-semibold text-slate-900">
                {c.title}
              </h2>
              <div className="mt-3 grid gap-2">
                {c.articles.map((a) => (
                  <HelpArticleItem key={a.id} article={a} />
                ))}
              </div>
            </section>
          ))}
      </div>

      <section className="mt-12" aria-labelledby="more-help">
        <h2 id="more-help" className="text-center text-xl font-semibold text-slate-900">
          Still need help?
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {CARDS.map((c) => (
            <li key={c.title} className="rounded-lg border border-slate-200 p-5 text-center">
              <c.icon className="mx-auto h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-2 font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{c.text}</p>
              <Link to={c.to} className={`${buttonClass("primary", "sm")} mt-4`}>
                {c.action}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
