// /dashboard: the session is checked on the server; a
// signed-out visitor gets the logged-out screen and no dashboard data at all.
import { Bot, BookOpen, MessageSquare, Package, Store } from "lucide-react";
import { usageText, UsageBar } from "~/components/account/ai-usage";
import { dashboardAction, loadDashboard } from "./dashboard.server";
import { LoggedOutRedirect } from "~/components/account/logged-out-redirect";
import { PlanBadge } from "~/components/account/plan-badge";
import {
  ProfileSettingsDialog,
  ProfileSettingsSection,
  type SettingsView,
} from "~/components/account/profile-settings-dialog";
import { Avatar } from "~/components/layout/avatar";
import { buttonClass } from "~/components/ui/button-class";
import { pageMeta } from "~/lib/meta";
import { formatResetDate } from "@common/plans";
import { displayName, isPremium } from "@common/user";
import type { Route } from "./+types/dashboard";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

export const meta = () => pageMeta("Dashboard", "Your sublimation learning dashboard.", { noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  const { member, cloudflare } = pageOf(context);
  if (!member) return { signedIn: false as const };
  const settings = new URL(request.url).searchParams.get("settings");
  // Profile Settings rendered in the page: how it opens without a script.
  const view: SettingsView = settings === null ? null : settings === "delete" ? "delete" : "settings";
  return { signedIn: true as const, view, dashboard: await loadDashboard(cloudflare.env, member) };
}

/** Profile Settings' forms: the name, and deleting the account (see dashboard.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) =>
  dashboardAction(request, pageOf(context).cloudflare.env, pageOf(context).member);

const QUICK_LINKS = [
  { to: "/ai-chat", label: "AI Chat", description: "Ask the sublimation expert", icon: Bot },
  { to: "/guides", label: "Guides", description: "Step-by-step tutorials", icon: BookOpen },
  { to: "/equipment", label: "Equipment", description: "Recommended tools", icon: Package },
  { to: "/suppliers", label: "Suppliers", description: "Trusted blank suppliers", icon: Store },
];

function Card({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-lg border border-slate-200 bg-white p-5 ${className ?? ""}`}
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.signedIn) return <LoggedOutRedirect returnTo="/dashboard" />;
  const { user, savedGuides, conversations, resetsOn } = loaderData.dashboard;
  // A refused confirmation posted without the script shows its form again.
  const view = actionData?.intent === "delete-account" ? "delete" : loaderData.view;
  const premium = isPremium(user);
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Welcome back, {user.firstName || "Creator"}!</h1>
      <p className="mt-2 text-slate-700">Your account, AI usage and plan.</p>
      {view ? <ProfileSettingsSection user={user} view={view} result={actionData ?? undefined} /> : null}

      <div className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title="Profile Overview" id="profile-overview">
          <div className="mt-4 flex items-center gap-3">
            <Avatar user={user} size={48} />
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{displayName(user)}</p>
              <p className="truncate text-sm text-slate-700">{user.email}</p>
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
            <PlanBadge user={user} />
            <ProfileSettingsDialog user={user} />
          </div>
        </Card>

        <Card title="AI Usage" id="ai-usage">
          <p className="mt-4 text-2xl font-bold text-slate-900">{usageText(user)}</p>
          {premium ? (
            <p className="mt-2 text-sm text-slate-700">Premium includes unlimited AI messages.</p>
          ) : (
            <>
              <div className="mt-3">
                <UsageBar count={user.monthlyMessageCount} label="AI messages used this month" />
              </div>
              <p className="mt-2 text-sm text-slate-700">Starts again on {formatResetDate(new Date(resetsOn))}.</p>
              <Link
                to="/subscribe"
                className="mt-3 inline-block text-sm font-medium text-brand-700 underline hover:text-brand-800"
              >
                Upgrade for unlimited messages
              </Link>
            </>
          )}
        </Card>

        <Card title="Quick Links" id="quick-links">
          <ul className="mt-4 grid grid-cols-2 gap-2">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  className="flex h-full flex-col gap-1 rounded-md border border-slate-200 p-3 hover:border-brand-300 hover:bg-brand-50"
                >
                  <l.icon className="h-5 w-5 text-brand-700" aria-hidden="true" />
                  <span className="text-sm font-medium text-slate-900">{l.label}</span>
                  <span className="text-xs text-slate-700">{l.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title="Plan & billing" id="plan-billing">
          <p className="mt-4 text-sm text-slate-700">
            {premium
              ? "Premium: manage or cancel your subscription, or check its renewal date."
              : "Free plan. See what Premium adds and start its free trial."}
          </p>
          <Link to="/subscribe" className={`${buttonClass("outline", "sm")} mt-3`}>
            {premium ? "Manage subscription" : "Plans & upgrade"}
          </Link>
        </Card>
        <Card title="Your reading" id="your-reading">
          <p className="mt-4 text-sm text-slate-700">
            {savedGuides.length} saved {savedGuides.length === 1 ? "guide" : "guides"}. Saved and recently read guides
            are on your home page.
          </p>
          <Link to="/" className={`${buttonClass("outline", "sm")} mt-3`}>
            Go to your home
          </Link>
        </Card>
        {conversations ? (
          <Card title="Recent Conversations" id="recent-conversations">
            {conversations.length === 0 ? (
              <p className="mt-4 text-sm text-slate-700">
                No conversations yet.{" "}
                <Link to="/ai-chat" className="font-medium text-brand-700 underline">
                  Start a chat
                </Link>
              </p>
            ) : (
              <ul className="mt-4 grid gap-3">
                {conversations.map((c) => (
                  <li key={c.id}>
                    <Link to="/ai-chat" className="flex items-start gap-2 rounded-md p-2 hover:bg-slate-50">
                      <MessageSquare className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{c.title}</span>
                        <span className="text-xs text-slate-700">
                          {c.messageCount} {c.messageCount === 1 ? "message" : "messages"}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        ) : null}
      </div>

      {premium ? null : (
        <p className="mt-8 text-sm text-slate-700">
          Want unlimited AI messages and saved conversations?{" "}
          <Link to="/subscribe" className={buttonClass("primary", "sm")}>
            Upgrade to Premium
          </Link>
        </p>
      )}
    </main>
  );
}
