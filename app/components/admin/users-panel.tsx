// The admin's users: search by e-mail or name (a GET form: the address holds
// the search, page and selected user), a detail view, and actions that ask for
// confirmation first (a second screen with its own form), then the audit log.
// Everything here works without scripts.
import { Form } from "react-router";
import {
  ADMIN_ACTION_LABELS,
  type AdminAuditEntry,
  type AdminUserAction,
  type AdminUserDetail,
  type AdminUserPage,
} from "@common/admin";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";
import { formatMonthDay, useDisplayTimeZone } from "./format";

export interface UsersView {
  q: string;
  page: number;
  userId: string | null;
  confirm: AdminUserAction | null;
  done: string | null;
}

function href(view: UsersView, change: Partial<UsersView>): string {
  const next = { ...view, ...change };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.page > 1) params.set("page", String(next.page));
  if (next.userId) params.set("user", next.userId);
  if (next.confirm) params.set("confirm", next.confirm);
  const s = params.toString();
  return s ? `/admin?${s}#admin-users` : "/admin#admin-users";
}

const ACTION_BUTTON: Record<AdminUserAction, string> = {
  "grant-premium": "Grant complimentary Premium",
  "remove-premium": "Remove complimentary Premium",
  "reset-usage": "Reset this month's count",
  "delete-account": "Delete account",
};

const CONFIRM_TEXT: Record<AdminUserAction, string> = {
  "grant-premium": "Give this account Premium without billing? It stays until you remove it.",
  "remove-premium": "Return this account to the free plan?",
  "reset-usage": "Set this month's AI message count back to 0?",
  "delete-account":
    "Delete this account and its data, exactly as if the member deleted it themselves? This cannot be undone.",
};

function availableActions(d: AdminUserDetail): AdminUserAction[] {
  const list: AdminUserAction[] = [];
  if (d.complimentary) list.push("remove-premium");
  else if (d.subscriptionTier === "free") list.push("grant-premium");
  list.push("reset-usage", "delete-account");
  return list;
}

function Detail({ d, view }: { d: AdminUserDetail; view: UsersView }) {
  const timeZone = useDisplayTimeZone();
  const confirm = view.confirm && availableActions(d).includes(view.confirm) ? view.confirm : null;
  return (
    <section
      aria-labelledby="user-detail"
      className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-4"
      data-testid="user-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id="user-detail" className="break-all font-semibold text-slate-900">
          {d.name ? `${d.name} · ` : ""}
          {d.email}
        </h3>
        <Link to={href(view, { userId: null, confirm: null })} className="text-sm text-brand-800 underline">
          Close
        </Link>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">Plan</dt>
        <dd className="font-medium text-slate-900" data-testid="user-plan">
          {d.plan}
        </dd>
        <dt className="text-slate-700">Messages this month</dt>
        <dd className="font-medium text-slate-900">{d.monthlyMessageCount}</dd>
        <dt className="text-slate-700">Saved guides</dt>
        <dd className="font-medium text-slate-900">{d.savedGuides}</dd>
        <dt className="text-slate-700">Created</dt>
        <dd className="font-medium text-slate-900">{formatMonthDay(d.createdAt, timeZone)}</dd>
        <dt className="text-slate-700">Last seen</dt>
        <dd className="font-medium text-slate-900">
          {d.lastSeenAt ? formatMonthDay(d.lastSeenAt, timeZone) : "Not recorded"}
        </dd>
      </dl>
      {confirm ? (
        <div
          role="alertdialog"
          aria-labelledby="confirm-title"
          className="mt-4 rounded-md border border-amber-300 bg-white p-3"
        >
          <p id="confirm-title" className="font-semibold text-slate-900">
            {ACTION_BUTTON[confirm]}?
          </p>
          <p className="mt-1 text-sm text-slate-700">{CONFIRM_TEXT[confirm]}</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-2" preventScrollReset>
            <input type="hidden" name="userId" value={d.id} />
            <input type="hidden" name="action" value={confirm} />
            <button
              type="submit"
              className={buttonClass(confirm === "delete-account" ? "destructive" : "primary", "sm")}
            >
              Yes, {ACTION_BUTTON[confirm].toLowerCase()}
            </button>
            <Link to={href(view, { confirm: null })} className={buttonClass("outline", "sm")} preventScrollReset>
              Cancel
            </Link>
          </Form>
        </div>
      ) : (
        <ul className="mt-4 flex flex-wrap gap-2">
          {availableActions(d).map((a) => (
            <li key={a}>
              <Link
                to={href(view, { confirm: a })}
                preventScrollReset
                className={buttonClass(a === "delete-account" ? "outline" : "secondary", "sm")}
              >
                {ACTION_BUTTON[a]}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UsersPanel({
  found,
  detail,
  view,
  audit,
}: {
  found: AdminUserPage;
  detail: AdminUserDetail | null;
  view: UsersView;
  audit: AdminAuditEntry[];
}) {
  const timeZone = useDisplayTimeZone();
  const pages = Math.max(1, Math.ceil(found.total / found.pageSize));
  return (
    <div>
      <Form method="get" action="/admin" className="flex gap-2" role="search" preventScrollReset>
        <label htmlFor="admin-user-search" className="sr-only">
          Search users by e-mail or name
        </label>
        <input
          id="admin-user-search"
          name="q"
          type="search"
          defaultValue={view.q}
          maxLength={200}
          placeholder="E-mail or name"
          className="h-9 min-w-0 flex-1 rounded-md border border-slate-300 px-3 text-sm"
        />
        <button type="submit" className={buttonClass("primary", "sm")}>
          Search
        </button>
      </Form>
      {view.done && view.done in ADMIN_ACTION_LABELS ? (
        <p role="status" className="mt-3 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          Done: {ADMIN_ACTION_LABELS[view.done as AdminUserAction].toLowerCase()}.
        </p>
      ) : null}
      {detail ? <Detail d={detail} view={view} /> : null}
      <p className="mt-3 text-sm text-slate-700">
        {found.total} {found.total === 1 ? "user" : "users"}
        {view.q ? ` matching "${view.q}"` : ""}
        {pages > 1 ? ` · page ${found.page} of ${pages}` : ""}
      </p>
      {found.users.length === 0 ? (
        <p className="py-6 text-center text-slate-700">{view.q ? "No users match this search" : "No users yet"}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200" aria-label="Users">
          {found.users.map((u) => (
            <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <Link
                to={href(view, { userId: u.id, confirm: null })}
                preventScrollReset
                className="min-w-0 text-sm hover:underline"
              >
                <span className="block break-all font-medium text-brand-900">{u.email}</span>
                <span className="text-xs text-slate-700">
                  {u.name ? `${u.name} · ` : ""}
                  {u.monthlyMessageCount} {u.monthlyMessageCount === 1 ? "message" : "messages"} this month
                </span>
              </Link>
              <span className="flex items-center gap-2">
                <span
                  className={
                    u.subscriptionTier === "premium"
                      ? "rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                      : "rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800"
                  }
                >
                  {u.subscriptionTier === "premium" ? (u.complimentary ? "Premium (comp)" : "Premium") : "Free"}
                </span>
                <time dateTime={u.createdAt} className="text-xs text-slate-700">
                  {formatMonthDay(u.createdAt, timeZone)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="User pages" className="mt-3 flex justify-between text-sm">
          {found.page > 1 ? (
            <Link
              to={href(view, { page: found.page - 1, userId: null, confirm: null })}
              className="text-brand-800 underline"
            >
              Previous page
            </Link>
          ) : (
            <span />
          )}
          {found.page < pages ? (
            <Link
              to={href(view, { page: found.page + 1, userId: null, confirm: null })}
              className="text-brand-800 underline"
            >
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
      <section aria-labelledby="audit-log" className="mt-6">
        <h3 id="audit-log" className="font-semibold text-slate-900">
          Audit log
        </h3>
        {audit.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">No admin actions yet.</p>
        ) : (
          <ul className="mt-2 grid gap-1 text-sm" data-testid="audit-log">
            {audit.map((e) => (
              <li key={e.id} className="rounded bg-slate-50 px-2 py-1">
                <time dateTime={e.createdAt} className="text-xs text-slate-600">
                  {formatMonthDay(e.createdAt, timeZone)}
                </time>{" "}
                <span className="text-slate-900">{ADMIN_ACTION_LABELS[e.action]}</span>{" "}
                <span className="break-all text-slate-700">· {e.targetEmail}</span>{" "}
                <span className="text-xs text-slate-600">by {e.actor}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
