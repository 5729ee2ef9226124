// The personal home at "/" for signed-in members, in the order they need it:
// saved guides, guides read recently, AI usage with its reset date, then
// suggestions that fit a beginner's budget. Account and billing live on /dashboard.
import { ArrowRight, BookmarkCheck, Bot, History, WifiOff } from "lucide-react";
import { equipmentCategoryLabel } from "~/components/account/format";
import { UsageBar, usageText } from "~/components/account/ai-usage";
import { buttonClass } from "~/components/ui/button-class";
import { Card } from "~/components/ui/card";
import { Price } from "~/components/ui/price";
import { Stars } from "~/components/ui/stars";
import { PlanBadge } from "~/components/account/plan-badge";
import { ProfileSettingsDialog } from "~/components/account/profile-settings-dialog";
import { capitalise } from "@common/catalog";
import { FREE_ALTERNATIVES, formatResetDate, usageLevel } from "@common/plans";
import { isPremium } from "@common/user";
import type { PersonalHomeData } from "../../routes/home.server";
import { Link } from "~/components/ui/link";

function SectionHeader({ id, title, to, linkLabel }: { id: string; title: string; to?: string; linkLabel?: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {to ? (
        <Link
          to={to}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {linkLabel} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}

function GuideLine({
  g,
  note,
}: {
  g: { id: string; title: string; difficulty: string; estimatedTime: string | null };
  note?: string;
}) {
  return (
    <Link
      to={`/guides/${g.id}`}
      className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-300"
    >
      <span className="font-semibold text-brand-900">{g.title}</span>
      <span className="mt-1 text-xs text-slate-700">
        {capitalise(g.difficulty)}
        {g.estimatedTime ? ` · ${g.estimatedTime}` : ""}
        {note ? ` · ${note}` : ""}
      </span>
    </Link>
  );
}

const readDate = (iso: string | null) =>
  iso
    ? `read ${new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}`
    : undefined;

export function PersonalHome({ data }: { data: PersonalHomeData }) {
  const { user } = data;
  const premium = isPremium(user);
  const level = usageLevel(user.monthlyMessageCount, premium);
  const resets = formatResetDate(new Date(data.resetsOn));
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10" data-personal-home="">
      <section aria-labelledby="greeting" className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="greeting" className="text-3xl font-bold text-slate-900">
            Welcome back, {user.firstName || "Creator"}!
          </h1>
          <p className="mt-2 text-slate-700">Pick up where you left off.</p>
          <PlanBadge user={user} className="mt-3" />
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Profile Settings from the home too: the dashboard's section without a script, the dialog with it. */}
          <ProfileSettingsDialog user={user} label="Profile Settings" />
          <Link to="/dashboard" className={buttonClass("outline", "sm")}>
            Account & billing
          </Link>
        </div>
      </section>

      <Link
        to="/press-settings"
        className="mt-6 block rounded-lg border border-brand-200 bg-brand-50 p-4 font-medium text-brand-800 hover:border-brand-300"
      >
        Heat-press settings chart: temperature, time and pressure for every blank, with sources
      </Link>

      <section aria-labelledby="home-saved" className="mt-10" data-testid="home-saved">
        <SectionHeader id="home-saved" title="Your saved guides" to="/guides" linkLabel="Browse guides" />
        {data.saved.length === 0 ? (
          <p className="mt-3 text-slate-700">
            Nothing saved yet. Use "Save Guide" on any guide: saved guides are kept here and can be read offline on
            every device you sign in on.
          </p>
        ) : (
          <>
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700">
              <WifiOff className="h-4 w-4" aria-hidden="true" />
              Available offline on this device once it has been online with you signed in.{" "}
              <a href="/offline" className="font-medium text-brand-800 underline">
                Offline list
              </a>
            </p>
            <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.saved.map((g) => (
                <li key={g.id}>
                  <GuideLine g={g} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="home-recent" className="mt-10" data-testid="home-recent">
        <h2 id="home-recent" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <History className="h-6 w-6 text-brand-700" aria-hidden="true" />
          Recently read
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3 text-slate-700">The guides you open will be listed here.</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.recent.map((g) => (
              <li key={g.id}>
                <GuideLine g={g} note={readDate(g.readAt)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="home-usage" className="mt-10 rounded-lg border border-slate-200 bg-white p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="home-usage" className="flex items-center gap-2 text-xl font-bold text-slate-900">
            <Bot className="h-6 w-6 text-brand-700" aria-hidden="true" />
            AI expert: {usageText(user)}
          </h2>
          <Link to="/ai-chat" className={buttonClass("primary", "sm")}>
            Ask a question
          </Link>
        </div>
        {premium ? (
          <p className="mt-2 text-sm text-slate-700">Premium includes unlimited messages and saved conversations.</p>
        ) : (
          <>
            <div className="mt-3 max-w-md">
              <UsageBar count={user.monthlyMessageCount} label="AI messages used this month" />
            </div>
            <p className="mt-2 text-sm text-slate-700" data-testid="usage-reset">
              {level === "limit" ? "You've used this month's messages. " : ""}Your count starts again on {resets}.
              Questions the expert cannot answer are not counted.{" "}
              <Link to="/pricing" className="font-medium text-brand-800 underline">
                Plans
              </Link>
            </p>
            {level !== "ok" ? (
              <p className="mt-2 text-sm text-slate-700">
                Free, no messages needed:{" "}
                {FREE_ALTERNATIVES.map((a, i) => (
                  <span key={a.to}>
                    {i ? ", " : ""}
                    <Link to={a.to} className="font-medium text-brand-800 underline">
                      {a.label.toLowerCase()}
                    </Link>
                  </span>
                ))}
                .
              </p>
            ) : null}
          </>
        )}
      </section>

      {data.nextGuides.length ? (
        <section aria-labelledby="home-next" className="mt-10">
          <SectionHeader id="home-next" title="Beginner guides to try next" to="/guides" linkLabel="All guides" />
          <ul className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-3">
            {data.nextGuides.map((g) => (
              <li key={g.id}>
                <GuideLine g={g} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-equipment" className="mt-10">
        <SectionHeader
          id="home-equipment"
          title="Equipment for a first setup (under $500)"
          to="/equipment/buying-guide"
          linkLabel="Buying guide"
        />
        {data.equipment.length === 0 ? (
          <p className="mt-4 text-slate-700">No equipment recommendations</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {data.equipment.map((e) => (
              <li key={e.id}>
                <Card>
                  <p className="text-xs font-medium text-slate-700">{equipmentCategoryLabel(e.category)}</p>
                  <h3 className="mt-1 font-semibold text-slate-900">{e.name}</h3>
                  <p className="mt-auto flex items-center justify-between pt-2 text-sm">
                    <Price value={e.price} className="font-semibold text-slate-900" />
                    <Stars rating={e.rating} compact />
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="mt-8 flex items-center gap-2 text-sm text-slate-700">
        <BookmarkCheck className="h-4 w-4" aria-hidden="true" />
        Suppliers for your blanks:{" "}
        <Link to="/suppliers" className="font-medium text-brand-800 underline">
          verified suppliers
        </Link>
      </p>
    </main>
  );
}
