// /admin: the password gate, or the admin dashboard once the server has seen an
// admin session. The loader returns no admin data to anyone else.
import { data, redirect, useRevalidator } from "react-router";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { AdminGate } from "~/components/admin/admin-gate";
import { loadAdminPage, runAdminAction } from "./admin.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";
import { pageOf } from "../../workers/page-context";

export const meta = () => pageMeta("Admin", "Site administration.", { noindex: true });

/** Admin pages are per-person and change every few seconds: never stored by any cache. */
export const headers = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminPage(pageOf(context).cloudflare.env, request, pageOf(context).user);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const result = await runAdminAction(pageOf(context).cloudflare.env, request, pageOf(context).user);
  if (!result.ok) return data(result, { status: result.status });
  // Back to the user (or the list, after a deletion), with the outcome in the address.
  const back = new URL(url);
  back.searchParams.delete("confirm");
  back.searchParams.set("done", result.action);
  if (result.action === "delete-account") back.searchParams.delete("user");
  else back.searchParams.set("user", result.userId);
  throw redirect(`${back.pathname}${back.search}`);
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  if (loaderData.state === "unconfigured") {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Admin Access</h1>
        <p className="mt-2 text-slate-700">The admin area is not configured on this server.</p>
      </main>
    );
  }
  if (loaderData.state === "locked") return <AdminGate onUnlocked={() => revalidator.revalidate()} />;
  return <AdminDashboard data={loaderData} />;
}
