import { ChevronDown } from "lucide-react";
import type { HelpArticle } from "@content/help";
import { Link } from "~/components/ui/link";

/** An article opens in place (native <details>: keyboard and screen-reader friendly, no script needed). */
export function HelpArticleItem({ article }: { article: HelpArticle }) {
  return (
    <details className="group rounded-md border border-slate-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-medium text-slate-900 [&::-webkit-details-marker]:hidden">
        {article.title}
        <ChevronDown className="h-4 w-4 shrink-0 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="space-y-2 border-t border-slate-100 px-4 py-3 text-sm text-slate-700">
        {article.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {article.guideId ? (
          <p>
            <Link to={`/guides/${article.guideId}`} className="font-medium text-brand-700 underline">
              Read the full guide
            </Link>
          </p>
        ) : null}
      </div>
    </details>
  );
}

export function matchesHelp(article: HelpArticle, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return (
    !needle ||
    article.title.toLowerCase().includes(needle) ||
    article.body.some((b) => b.toLowerCase().includes(needle))
  );
}
