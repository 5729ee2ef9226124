// The personal home at "/" for signed-in users: greeting, plan
// badge, counts, first guides, recommended equipment and verified suppliers,
// and the Profile Settings dialog.
import { ArrowRight, BookOpen, Package, Store } from "lucide-react";
import { equipmentCategoryLabel } from "~/components/account/format";
import { buttonClass } from "~/components/ui/button-class";
import { Card, CardActions } from "~/components/ui/card";
import { Price } from "~/components/ui/price";
import { Stars } from "~/components/ui/stars";
import { PlanBadge } from "~/components/account/plan-badge";
import { ProfileSettingsDialog } from "~/components/account/profile-settings-dialog";
import { SaveGuideButton } from "~/components/guides/save-guide-button";
import { capitalise } from "@common/catalog";
import type { PersonalHomeData } from "../../routes/home.server";
import { Link } from "~/components/ui/link";

function SectionHeader({ id, title, to, linkLabel }: { id: string; title: string; to: string; linkLabel: string }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-800">
        {linkLabel} <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  );
}

export function PersonalHome({ data }: { data: PersonalHomeData }) {
  const { user, counts } = data;
  const stats = [
    { label: "Guides available", value: counts.guides, icon: BookOpen, to: "/guides" },
    { label: "Equipment options", value: counts.equipment, icon: Package, to: "/equipment" },
    { label: "Trusted suppliers", value: counts.suppliers, icon: Store, to: "/suppliers" },
  ];
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10" data-personal-home="">
      <section aria-labelledby="greeting" className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="greeting" className="text-3xl font-bold text-slate-900">
            Welcome back, {user.firstName || "Creator"}!
          </h1>
          <p className="mt-2 text-slate-700">Pick up where you left off: learn, find equipment and source blanks.</p>
          <PlanBadge user={user} className="mt-3" />
        </div>
        <ProfileSettingsDialog user={user} />
      </section>

      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-3" aria-label="What is available">
        {stats.map((s) => (
          <li key={s.label}>
            <Link
              to={s.to}
              className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white p-5 hover:border-brand-300"
            >
              <s.icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block text-2xl font-bold text-slate-900">{s.value}</span>
                <span className="text-sm text-slate-700">{s.label}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Link
        to="/press-settings"
        className="mt-4 block rounded-lg border border-brand-200 bg-brand-50 p-4 font-medium text-brand-800 hover:border-brand-300"
      >
        Heat-press settings chart: temperature, time and pressure for every blank, with sources
      </Link>

      <section aria-labelledby="home-guides" className="mt-12">
        <SectionHeader id="home-guides" title="Guides to start with" to="/guides" linkLabel="All guides" />
        {data.guides.length === 0 ? (
          <p className="mt-4 text-slate-700">No guides available</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
            {data.guides.map((g) => (
              <li key={g.id}>
                <Card>
                  <p className="text-xs font-medium uppercase tracking-wide text-brand-700">
                    {capitalise(g.difficulty)}
                    {g.estimatedTime ? ` · ${g.estimatedTime}` : ""}
                  </p>
                  <h3 className="mt-1 text-lg font-semibold text-slate-900">{g.title}</h3>
                  {/* The clamp must not stretch (flex-1 would show part of a fourth line). */}
                  <p className="mt-2 line-clamp-3 text-sm text-slate-700" data-testid="home-guide-description">
                    {g.description}
                  </p>
                  <CardActions>
                    <Link to={`/guides/${g.id}`} className={buttonClass("primary", "sm")}>
                      Read Guide<span className="sr-only">: {g.title}</span>
                    </Link>
                    <SaveGuideButton guideId={g.id} saved={g.saved} guideTitle={g.title} size="sm" />
                  </CardActions>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="home-equipment" className="mt-12">
        <SectionHeader id="home-equipment" title="Recommended equipment" to="/equipment" linkLabel="All equipment" />
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

      <section aria-labelledby="home-suppliers" className="mt-12">
        <SectionHeader id="home-suppliers" title="Verified suppliers" to="/suppliers" linkLabel="All suppliers" />
        {data.suppliers.length === 0 ? (
          <p className="mt-4 text-slate-700">No suppliers available</p>
        ) : (
          <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
            {data.suppliers.map((s) => (
              <li key={s.id}>
                <Card>
                  <h3 className="font-semibold text-slate-900">{s.name}</h3>
                  <p className="mt-1">
                    <Stars rating={s.rating} compact />
                  </p>
                  <p className="mt-2 line-clamp-3 text-sm text-slate-700">{s.description}</p>
                  <CardActions>
                    <a
                      href={s.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-sm font-medium text-brand-700 underline hover:text-brand-800"
                    >
                      Visit<span className="sr-only"> {s.name} (opens in a new tab)</span>
                    </a>
                  </CardActions>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
