import { ArrowLeft, Bot, Coffee, ExternalLink, Globe, Megaphone, Package, Shirt, Smartphone, type LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import { featuredSuppliers } from "@content/featured-suppliers";
import { canonicalUrl } from "./canonical.server";
import { EmptyState, SearchBox, SelectBox, askAiHref, listShouldRevalidate, useUrlFilters } from "~/components/forms/list-controls";
import { Stars, SupplierCardFrame, VerifiedBadge, filterSuppliers, supplierCategoryLabel, type SupplierCardData } from "~/components/suppliers/supplier-card";
import { Button, buttonClass } from "~/components/ui/button";
import { SUPPLIER_CATEGORIES, SUPPLIER_CATEGORY_LABELS } from "@common/catalog";
import { CATALOG_PER_CATEGORY } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { supplierCategoryPicture } from "~/lib/pictures";
import { CardPicture } from "~/components/pictures/card-picture";
import { listSuppliers } from "../../workers/services/public-content";
import type { Route } from "./+types/supplier-catalog";

const DEFAULTS = { q: "", category: "all", rating: "all" };
const RATINGS = [
  { value: "all", label: "All Ratings" },
  { value: "4", label: "4+ Stars" },
  { value: "3", label: "3+ Stars" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") ?? "all";
  const rating = url.searchParams.get("rating") ?? "all";
  const filters = {
    q: (url.searchParams.get("q") ?? "").slice(0, 200),
    category: (SUPPLIER_CATEGORIES as readonly string[]).includes(category) ? category : "all",
    rating: RATINGS.some((r) => r.value === rating) ? rating : "all",
  };
  const suppliers = await listSuppliers(context.cloudflare.env);
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const featured = featuredSuppliers.flatMap((f) => {
    const s = byId.get(f.supplierId);
    return s ? [{ ...f, supplier: s }] : [];
  });
  return { suppliers, featured, filters, canonical: canonicalUrl(request) };
}

export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ data }: Route.MetaArgs) =>
  pageMeta("Supplier Catalog", "The complete directory of sublimation blank suppliers, featured partners and suppliers by category.", {
    canonical: data?.canonical,
  });

const ICONS: Record<string, LucideIcon> = { apparel: Shirt, drinkware: Coffee, "tech-accessories": Smartphone, promotional: Megaphone };
const CATEGORY_OPTIONS = (["all", ...SUPPLIER_CATEGORIES] as const).map((c) => ({ value: c, label: SUPPLIER_CATEGORY_LABELS[c] }));
const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow";

/** Search also covers features (products and specialties), as the placeholder promises. */
function catalogFilter(list: SupplierCardData[], f: { q: string; category: string; rating: string }) {
  const minRating = f.rating === "all" ? 0 : Number(f.rating);
  const q = f.q.trim().toLowerCase();
  const byText = filterSuppliers(list, { q: f.q, category: f.category, minRating });
  if (!q) return byText;
  const extra = filterSuppliers(list, { q: "", category: f.category, minRating }).filter(
    (s) => !byText.includes(s) && s.features.some((x) => x.toLowerCase().includes(q)),
  );
  return [...byText, ...extra];
}

function DirectoryCard({ supplier }: { supplier: SupplierCardData }) {
  return (
    <SupplierCardFrame
      supplier={supplier}
      actions={
        <>
          <a href={supplier.website} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
            View Catalog<span className="sr-only"> of {supplier.name} (opens in a new tab)</span>
          </a>
          <a href={supplier.website} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm")}>
            Contact Supplier<span className="sr-only"> {supplier.name} (opens in a new tab)</span>
          </a>
        </>
      }
    />
  );
}

export default function SupplierCatalog({ loaderData }: Route.ComponentProps) {
  const [filters, update] = useUrlFilters(loaderData.filters, DEFAULTS);
  const shown = catalogFilter(loaderData.suppliers, filters);
  const term = filters.q.trim();

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <Link to="/suppliers" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Suppliers
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Supplier Catalog</h1>
      <p className="mt-2 max-w-3xl text-slate-700">Every supplier in our directory, our featured partners, and suppliers by product category.</p>

      <div role="search" className="mt-6 flex flex-col gap-3 sm:flex-row">
        <SearchBox label="Search the catalog" placeholder="Search suppliers, products, or specialties..." value={filters.q} onChange={(q) => update({ q })} />
        <SelectBox label="Category" value={filters.category} onChange={(category) => update({ category })} options={CATEGORY_OPTIONS} />
        <SelectBox label="Rating" value={filters.rating} onChange={(rating) => update({ rating })} options={RATINGS} className="sm:w-40" />
      </div>

      <Tabs.Root defaultValue="featured" className="mt-6">
        <Tabs.List aria-label="Catalog views" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="featured" className={tabClass}>Featured Partners</Tabs.Trigger>
          <Tabs.Trigger value="directory" className={tabClass}>Complete Directory</Tabs.Trigger>
          <Tabs.Trigger value="category" className={tabClass}>By Category</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="featured" className="mt-6">
          <h2 className="sr-only">Featured Partners</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {loaderData.featured.map((f) => (
              <li key={f.supplierId}>
                <article className="h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 className="text-lg font-semibold text-slate-900">{f.supplier.name}</h3>
                    {f.supplier.verified ? <VerifiedBadge /> : null}
                  </div>
                  <div className="mt-1 flex items-center gap-2">
                    <Stars rating={f.supplier.rating} />
                    <span className="text-xs text-slate-700">
                      ({f.supplier.reviewCount > 0 ? `${f.supplier.reviewCount} reviews` : "editorial rating"})
                    </span>
                  </div>
                  <p className="mt-2 text-sm text-slate-700">{f.supplier.description}</p>
                  <dl className="mt-3 grid gap-1 text-sm">
                    <div><dt className="inline font-semibold text-slate-900">Min order: </dt><dd className="inline text-slate-800">{f.minOrder}</dd></div>
                    <div><dt className="inline font-semibold text-slate-900">Shipping: </dt><dd className="inline text-slate-800">{f.shipping}</dd></div>
                    <div><dt className="inline font-semibold text-slate-900">Response Time: </dt><dd className="inline text-slate-800">See supplier's site</dd></div>
                    <div><dt className="inline font-semibold text-slate-900">Sample Policy: </dt><dd className="inline text-slate-800">See supplier's site</dd></div>
                  </dl>
                  <h4 className="mt-3 text-sm font-semibold text-slate-900">Specialties</h4>
                  <ul className="mt-1 flex flex-wrap gap-1.5">
                    {f.specialties.map((s) => (
                      <li key={s} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{s}</li>
                    ))}
                  </ul>
                  <h4 className="mt-3 text-sm font-semibold text-slate-900">Key features</h4>
                  <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
                    {f.features.map((x) => <li key={x}>{x}</li>)}
                  </ul>
                  <p className="mt-3 flex items-center gap-1 text-sm text-slate-800">
                    <Globe className="h-4 w-4" aria-hidden="true" />
                    <a href={f.supplier.website} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                      {new URL(f.supplier.website).hostname}
                    </a>
                  </p>
                  <div className="mt-4 flex flex-wrap gap-2">
                    <a href={f.supplier.website} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
                      <ExternalLink className="h-4 w-4" aria-hidden="true" />
                      Visit Website<span className="sr-only"> of {f.supplier.name}</span>
                    </a>
                    <a href={f.contactUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm")}>
                      Contact Supplier<span className="sr-only"> {f.supplier.name}</span>
                    </a>
                    <a href={f.contactUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("outline", "sm")}>
                      Request Catalog<span className="sr-only"> from {f.supplier.name}</span>
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </Tabs.Content>

        <Tabs.Content value="directory" className="mt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900" aria-live="polite" data-testid="directory-count">
              {shown.length} {shown.length === 1 ? "supplier" : "suppliers"} found
              {term ? ` for "${term}"` : ""}
              {filters.category !== "all" ? ` in ${supplierCategoryLabel(filters.category)}` : ""}
            </h2>
            <Link to={askAiHref("Which blank suppliers do you recommend for my products?")} className={buttonClass("secondary", "sm")}>
              <Bot className="h-4 w-4" aria-hidden="true" />
              Get AI Recommendations
            </Link>
          </div>
          <div className="mt-4">
            {shown.length ? (
              <ul className="card-list grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {shown.map((s) => (
                  <li key={s.id}>
                    <DirectoryCard supplier={s} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState title="No suppliers found" text="Try a different search term, category or rating.">
                <Button variant="secondary" onClick={() => update({ q: "" })}>Clear Search</Button>
                <Button variant="secondary" onClick={() => update({ category: "all" })}>All Categories</Button>
              </EmptyState>
            )}
          </div>
        </Tabs.Content>

        <Tabs.Content value="category" className="mt-6">
          <h2 className="sr-only">Suppliers by category</h2>
          <div className="grid gap-6 md:grid-cols-2">
            {SUPPLIER_CATEGORIES.map((c) => {
              const Icon = ICONS[c] ?? Package;
              const inCategory = shown.filter((s) => s.categories.includes(c));
              return (
                <section key={c} className="rounded-lg border border-slate-200 p-5" aria-labelledby={`cat-${c}`} data-testid={`category-${c}`}>
                  <CardPicture picture={supplierCategoryPicture(c)} />
                  <div className="flex items-center gap-3">
                    <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="h-5 w-5" aria-hidden="true" />
                    </span>
                    <div>
                      <h3 id={`cat-${c}`} className="font-semibold text-slate-900">{SUPPLIER_CATEGORY_LABELS[c]}</h3>
                      <p className="text-sm text-slate-700">
                        {inCategory.length} {inCategory.length === 1 ? "supplier" : "suppliers"}
                      </p>
                    </div>
                  </div>
                  {inCategory.length ? (
                    <ul className="mt-3 divide-y divide-slate-100">
                      {inCategory.slice(0, CATALOG_PER_CATEGORY).map((s) => (
                        <li key={s.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                          <a href={s.website} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-800 hover:underline">
                            {s.name}
                          </a>
                          <Stars rating={s.rating} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="mt-3 text-sm text-slate-700">No suppliers found in this category yet.</p>
                  )}
                </section>
              );
            })}
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
