import { Bot, BookOpen, PlusCircle } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { canonicalUrl } from "./canonical.server";
import {
  EmptyState,
  ErrorNotice,
  SearchBox,
  SelectBox,
  SkeletonCards,
  Toggle,
  askAiHref,
  listShouldRevalidate,
  plural,
  useUrlFilters,
} from "~/components/forms/list-controls";
import { filterSuppliers } from "~/components/suppliers/supplier-card";
import { SupplierCard } from "~/components/suppliers/supplier-details";
import { listPicturePriority } from "~/components/pictures/card-picture";
import { Button, buttonClass } from "~/components/ui/button";
import { SUPPLIER_CATEGORY_LABELS } from "@common/catalog";
import { LOADING_PLACEHOLDERS } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { listSuppliers } from "../../workers/services/public-content";
import type { SupplierItem } from "../../workers/services/suppliers";
import type { Route } from "./+types/suppliers";

/** The directory's filter values; promotional belongs to the catalog's second view. */
const DIRECTORY_CATEGORIES = ["apparel", "drinkware", "tech-accessories", "home-decor", "awards", "canvas"] as const;
const DEFAULTS = { q: "", category: "all", verified: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "all";
  const filters = {
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
    category: (DIRECTORY_CATEGORIES as readonly string[]).includes(category) ? category : "all",
    verified: url.searchParams.get("verified") === "true",
  };
  let suppliers: SupplierItem[] = [];
  let failed = false;
  try {
    suppliers = await listSuppliers(context.cloudflare.env);
  } catch (error) {
    console.error("Supplier list failed", error);
    failed = true;
  }
  return { suppliers, failed, filters, canonical: canonicalUrl(request) };
}

export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta("Blank Suppliers", "Trusted suppliers of sublimation blanks: apparel, drinkware, home decor, awards and more.", {
    canonical: data?.canonical,
  });

const CATEGORY_OPTIONS = (["all", ...DIRECTORY_CATEGORIES] as const).map((c) => ({ value: c, label: SUPPLIER_CATEGORY_LABELS[c] }));

export default function Suppliers({ loaderData }: Route.ComponentProps) {
  const [filters, update] = useUrlFilters(loaderData.filters, DEFAULTS);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/suppliers";
  const shown = filterSuppliers(loaderData.suppliers, filters);
  const hasFilters = filters.q.trim() !== "" || filters.category !== "all" || filters.verified;

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Blank Suppliers</h1>
          <p className="mt-2 max-w-3xl text-slate-700">Companies that sell sublimation blanks, checked by our editors.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/suppliers/catalog" className={buttonClass("secondary")}>
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            Complete Catalog
          </Link>
          <Link to="/partners?type=blank-material-supplier#apply" className={buttonClass("secondary")}>
            <PlusCircle className="h-4 w-4" aria-hidden="true" />
            Submit a Supplier
          </Link>
          <Link
            to={askAiHref("Which blank suppliers would you recommend for what I want to make?")}
            className={buttonClass("primary")}
          >
            <Bot className="h-4 w-4" aria-hidden="true" />
            Ask AI for Supplier Recommendations
          </Link>
        </div>
      </div>

      <div role="search" className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox label="Search suppliers" placeholder="Search suppliers..." value={filters.q} onChange={(q) => update({ q })} />
        <SelectBox label="Category" value={filters.category} onChange={(category) => update({ category })} options={CATEGORY_OPTIONS} />
        <Toggle label="Verified" checked={filters.verified} onChange={(verified) => update({ verified })} />
      </div>

      {loaderData.failed ? (
        <div className="mt-6">
          <ErrorNotice title="Error" text="Failed to load suppliers" />
        </div>
      ) : null}

      <h2 className="mt-6 text-xl font-semibold text-slate-900" aria-live="polite" data-testid="result-count">
        {plural(shown.length, "Supplier", "Suppliers")} Found
      </h2>

      <div className="mt-4">
        {loading ? (
          <SkeletonCards count={LOADING_PLACEHOLDERS} label="Loading suppliers" />
        ) : shown.length > 0 ? (
          <ul className="card-list grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((s, i) => (
              <li key={s.id}>
                <SupplierCard supplier={s} imagePriority={listPicturePriority(i, 2)} />
              </li>
            ))}
          </ul>
        ) : hasFilters ? (
          <EmptyState title="No suppliers found" text="Try a different search term, category or the Verified toggle.">
            <Button variant="secondary" onClick={() => update({ q: "" })}>
              Clear Search
            </Button>
            <Button variant="secondary" onClick={() => update({ category: "all", verified: false })}>
              Show All Suppliers
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title="No suppliers available" text="Our supplier directory is coming soon." />
        )}
      </div>
    </main>
  );
}
