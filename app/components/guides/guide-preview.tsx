// A guide's own address for a visitor: what the guide is and covers, and a
// clear way in ("Sign in free to read"), instead of a bare "Login Required".
import { BookOpen, Check, Clock, Lock } from "lucide-react";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button-class";
import { FREE_ACCOUNT_BENEFITS, PLAN_TEXT } from "@common/plans";
import { loginUrl } from "@common/redirect";
import { guideCover } from "~/lib/pictures";
import { DifficultyBadge } from "./guide-card";
import { Link } from "~/components/ui/link";

export interface GuidePreviewData {
  id: string;
  title: string;
  description: string;
  category: string | null;
  difficulty: string;
  estimatedTime: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  learn: string[];
}

export function GuidePreview({ preview }: { preview: GuidePreviewData }) {
  const cover = guideCover(preview);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8" data-guide-preview="">
      <Breadcrumbs
        trail={[
          { to: "/", label: "Home" },
          { to: "/guides", label: "Guides" },
        ]}
        current={preview.title}
      />
      <div className="mt-6 grid gap-8 md:grid-cols-[1fr_20rem]">
        <article className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <DifficultyBadge difficulty={preview.difficulty} />
            {preview.estimatedTime ? (
              <span className="flex items-center gap-1 text-sm text-slate-700">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {preview.estimatedTime}
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
              <Lock className="h-3 w-3" aria-hidden="true" />
              {PLAN_TEXT.freeAccountNeeded}
            </span>
          </div>
          <h1 className="mt-3 text-3xl font-bold text-slate-900 sm:text-4xl">{preview.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{preview.description}</p>
          <img
            src={preview.imageUrl ?? cover.src}
            alt={preview.imageAlt ?? cover.alt}
            width={cover.width}
            height={cover.height}
            fetchPriority="high"
            decoding="async"
            className="mt-6 h-auto w-full max-w-3xl rounded-lg"
          />
          {preview.learn.length ? (
            <section aria-labelledby="learn" className="mt-8">
              <h2 id="learn" className="flex items-center gap-2 text-xl font-bold text-slate-900">
                <BookOpen className="h-5 w-5 text-brand-700" aria-hidden="true" />
                What you'll learn
              </h2>
              <ul className="mt-3 grid gap-2 text-slate-800 sm:grid-cols-2">
                {preview.learn.map((l) => (
                  <li key={l} className="flex items-start gap-2">
                    <Check className="mt-1 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                    {l}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </article>
        <aside>
          <section
            aria-labelledby="read-free"
            className="rounded-lg border-2 border-brand-200 bg-brand-50 p-5 md:sticky md:top-20"
          >
            <h2 id="read-free" className="text-lg font-semibold text-slate-900">
              Read the full guide with a free account
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              The steps, settings and sources of this guide are for members. Signing in creates your free account.
            </p>
            <a href={loginUrl(`/guides/${preview.id}`)} className={`${buttonClass("primary", "lg")} mt-4 w-full`}>
              {PLAN_TEXT.signInToRead}
            </a>
            <ul className="mt-4 grid gap-2 text-sm text-slate-800">
              {FREE_ACCOUNT_BENEFITS.map((b) => (
                <li key={b} className="flex items-start gap-2">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
                  {b}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-sm text-slate-700">
              Free now, without an account:{" "}
              <Link to="/press-settings" className="font-medium text-brand-800 underline">
                press settings
              </Link>
              ,{" "}
              <Link to="/troubleshooting" className="font-medium text-brand-800 underline">
                troubleshooting
              </Link>{" "}
              and{" "}
              <Link to="/answers" className="font-medium text-brand-800 underline">
                quick answers
              </Link>
              .
            </p>
          </section>
        </aside>
      </div>
    </main>
  );
}
