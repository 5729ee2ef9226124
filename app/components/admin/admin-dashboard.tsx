// The unlocked admin area: stat cards (refreshed every 30 s while the tab is
// visible), contact messages, recent users, web traffic and partnership applications.
import { LogOut, Mail, MessageSquare, Crown, Users } from "lucide-react";
import { Suspense, useCallback, useEffect, useState, type ReactNode } from "react";
import { Await, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { type Answer, ApiError, api, data as answer, ok } from "~/lib/api";
import { ADMIN_STATS_REFRESH_MS } from "@common/constants";
import { ContactMessageList } from "./contact-messages";
import { PartnershipApplicationList } from "./partnership-applications";
import type {
  AdminAuditEntry,
  AdminContactMessage,
  AdminPartnershipApplication,
  AdminStats,
  AdminTrends,
  AdminUserDetail,
  AdminUserPage,
} from "@common/admin";
import { TrendCharts } from "./trend-charts";
import { UsersPanel, type UsersView } from "./users-panel";
import { UnansweredQuestionsPanel } from "./unanswered-questions";
import { VitalsPanel } from "./vitals-panel";

export interface AdminDashboardData {
  via: "password" | "email";
  stats: AdminStats;
  trends: AdminTrends;
  found: AdminUserPage;
  detail: AdminUserDetail | null;
  view: UsersView;
  audit: AdminAuditEntry[];
  messages: Promise<AdminContactMessage[]>;
  applications: Promise<AdminPartnershipApplication[]>;
}

const number = (n: number) => n.toLocaleString("en-US");

/** Stats and trends from the loader, then from the API every 30 s; paused while the tab is hidden. */
function useLiveStats(
  initial: AdminStats,
  initialTrends: AdminTrends,
  onUnauthorized: () => void,
): { stats: AdminStats; trends: AdminTrends } {
  const [stats, setStats] = useState(initial);
  const [trends, setTrends] = useState(initialTrends);
  useEffect(() => setStats(initial), [initial]);
  useEffect(() => setTrends(initialTrends), [initialTrends]);
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let lastRefresh = Date.now();
    let active = true;
    async function refresh() {
      lastRefresh = Date.now();
      try {
        const [next, nextTrends] = await Promise.all([answer(api.admin.stats.$get()), answer(api.admin.trends.$get())]);
        if (active) {
          setStats(next);
          setTrends(nextTrends);
        }
      } catch (error) {
        if (active && error instanceof ApiError && error.status === 401) onUnauthorized();
      }
    }
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const start = () => {
      stop();
      timer = setInterval(refresh, ADMIN_STATS_REFRESH_MS);
    };
    const onVisibilityChange = () => {
      if (document.hidden) return stop();
      // Back in view: catch up at once if a refresh was missed, then resume the rhythm.
      if (Date.now() - lastRefresh >= ADMIN_STATS_REFRESH_MS) void refresh();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      active = false;
      stop();
      document.removeEventListener("visibilitychange", onVisibilityChange);
    };
  }, [onUnauthorized]);
  return { stats, trends };
}

function StatCard({ title, value, detail, icon }: { title: string; value: number; detail: string; icon: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-medium text-slate-700">{title}</h2>
        <span className="text-brand-700">{icon}</span>
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="stat-value">
        {number(value)}
      </p>
      <p className="mt-1 text-xs text-slate-700">{detail}</p>
    </section>
  );
}

function Panel({
  title,
  id,
  children,
  action,
}: {
  title: string;
  id: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

const loadFailed = (
  <p className="py-8 text-center text-red-700">Could not load this list. Reload the page to try again.</p>
);

export function AdminDashboard({ data }: { data: AdminDashboardData }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const reload = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const { stats, trends } = useLiveStats(data.stats, data.trends, reload);

  async function change(id: number, call: (param: { id: string }) => Promise<Answer<unknown>>, failure: string) {
    setBusyId(id);
    try {
      await ok(call({ id: String(id) }));
    } catch (error) {
      // 401: the admin session ended; the reload below shows the gate again.
      if (!(error instanceof ApiError && error.status === 401)) {
        toast({
          title: "Error",
          description: error instanceof ApiError ? error.serverMessage : failure,
          variant: "destructive",
        });
      }
    } finally {
      // Messages and stats are reloaded after each change.
      await revalidator.revalidate();
      setBusyId(null);
    }
  }

  async function logout() {
    try {
      await ok(api.admin.logout.$post());
    } finally {
      // Admins let in by ADMIN_EMAILS leave through the site's own sign-out.
      if (data.via === "email") window.location.assign("/api/logout");
      else await revalidator.revalidate();
    }
  }

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
          <p className="mt-1 text-slate-700">Contact messages, users and activity.</p>
        </div>
        <Button variant="outline" onClick={logout}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          Logout
        </Button>
      </div>

      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title="Total Users"
          value={stats.totalUsers}
          detail={`+${number(stats.newUsersThisWeek)} new this week`}
          icon={<Users aria-hidden="true" className="h-5 w-5" />}
        />
        <StatCard
          title="Premium Users"
          value={stats.premiumUsers}
          detail={`${number(stats.freeUsers)} free ${stats.freeUsers === 1 ? "user" : "users"}`}
          icon={<Crown aria-hidden="true" className="h-5 w-5" />}
        />
        <StatCard
          title="AI Messages"
          value={stats.totalMessages}
          detail={`${number(stats.messagesThisWeek)} this week`}
          icon={<MessageSquare aria-hidden="true" className="h-5 w-5" />}
        />
        <StatCard
          title="Contact Messages"
          value={stats.contactMessages}
          detail={`${number(stats.unreadContactMessages)} unread`}
          icon={<Mail aria-hidden="true" className="h-5 w-5" />}
        />
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Panel title="Contact Messages" id="admin-messages">
          <Suspense fallback={<p className="py-8 text-center text-slate-700">Loading messages...</p>}>
            <Await resolve={data.messages} errorElement={loadFailed}>
              {(messages) => (
                <ContactMessageList
                  messages={messages}
                  busyId={busyId}
                  onMarkRead={(id) =>
                    change(
                      id,
                      (param) => api.admin["contact-messages"][":id"].read.$patch({ param }),
                      "Failed to mark the message as read.",
                    )
                  }
                  onDelete={(id) =>
                    change(
                      id,
                      (param) => api.admin["contact-messages"][":id"].$delete({ param }),
                      "Failed to delete the message.",
                    )
                  }
                />
              )}
            </Await>
          </Suspense>
        </Panel>
        <Panel title="Users" id="admin-users">
          <UsersPanel found={data.found} detail={data.detail} view={data.view} audit={data.audit} />
        </Panel>
      </div>

      <div className="mt-6">
        <Panel title="Web Traffic Overview" id="admin-trends">
          <dl className="mb-4 grid gap-3 sm:grid-cols-3" data-testid="traffic-figures">
            {[
              ["New users today", stats.newUsersToday],
              ["New users this week", stats.newUsersThisWeek],
              ["AI messages this week", stats.messagesThisWeek],
            ].map(([label, value]) => (
              <div key={label} className="rounded-md bg-slate-50 p-3">
                <dt className="text-sm text-slate-700">{label}</dt>
                <dd className="text-xl font-semibold text-slate-900">{number(Number(value))}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mb-2 text-sm font-semibold text-slate-700">Last 30 days</h3>
          <TrendCharts trends={trends} />
        </Panel>
      </div>

      <VitalsPanel />

      <div className="mt-6">
        <Panel title="Partnership Applications" id="admin-applications">
          <Suspense fallback={<p className="py-8 text-center text-slate-700">Loading applications...</p>}>
            <Await resolve={data.applications} errorElement={loadFailed}>
              {(applications) => <PartnershipApplicationList applications={applications} />}
            </Await>
          </Suspense>
        </Panel>
        <UnansweredQuestionsPanel />
      </div>
    </main>
  );
}
