import {
  ArrowLeft,
  Bot,
  Coffee,
  ExternalLink,
  Globe,
  Megaphone,
  Package,
  Shirt,
  Smartphone,
  type LucideIcon,
} from "lucide-react";
import { Suspense } from "react";
import { featuredSuppliers } from "@content/featured-suppliers";
import { canonicalUrl } from "./canonical.server";
import { SearchBox, SelectBox, askAiHref } from "~/components/forms/list-controls";
import { EmptyState, ListResults, SortBox } from "~/components/list/list-page";
import { listShouldRevalidate, readListState, useListState, type ListSpec } from "~/components/list/list-state";
import {
  SUPPLIER_SORTS,
  SupplierCardFrame,
  filterSuppliers,
  sortSuppliers,
  type SupplierCardData,
} from "~/components/suppliers/supplier-card";
import { VerifiedBadge, supplierCategoryLabel } from "~/components/suppliers/supplier-badges";
import { Badge } from "~/components/ui/badge";
import { ListForm, StateButton } from "~/components/list/list-form";
import { TabPanel, TabSet, tabSetExpectLink } from "~/components/ui/tab-set";
import { buttonClass } from "~/components/ui/button-class";
import { Card, CardActions } from "~/components/ui/card";
import { PageHeader } from "~/components/ui/page-header";
import { Stars } from "~/components/ui/stars";
import { SUPPLIER_CATEGORIES, SUPPLIER_CATEGORY_LABELS } from "@common/catalog";
import { CATALOG_PER_CATEGORY, LIST_PAGE_SIZE } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { supplierCategoryPicture } from "~/lib/pictures";
import { CardPicture } from "~/components/pictures/card-picture";
import { listSuppliers } from "../../workers/services/public-content";
import type { Route } from "./+types/supplier-catalog";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

const RATINGS = [
  { value: "all", label: "All Ratings" },
  { value: "4", label: "4+ Stars" },
  { value: "3", label: "3+ Stars" },
];
const TABS = [
  { value: "featured", label: "Featured Partners" },
  { value: "directory", label: "Complete Directory" },
  { value: "category", label: "By Category" },
];
const LIST: ListSpec<{ q: string; category: string; rating: string; sort: string; tab: string }> = {
  defaults: { q: "", category: "all", rating: "all", sort: "", tab: "featured" },
  allowed: {
    tab: TABS.map((t) => t.value),
    category: ["all", ...SUPPLIER_CATEGORIES],
    rating: RATINGS.map((r) => r.value),
    sort: SUPPLIER_SORTS.map((s) => s.value),
  },
  pageSize: LIST_PAGE_SIZE,
};
/** A featured term we could not source reads like this; such rows are left out rather than repeated. */
const UNKNOWN_TERM = "See supplier's site";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const filters = readListState(new URL(request.url).searchParams, LIST);
  const suppliers = await listSuppliers(pageOf(context).cloudflare.env);
  const byId = new Map(suppliers.map((s) => [s.id, s]));
  const featured = featuredSuppliers.flatMap((f) => {
    const s = byId.get(f.supplierId);
    return s ? [{ ...f, supplier: s }] : [];
  });
  return { suppliers, featured, filters, canonical: canonicalUrl(url) };
}

export const shouldRevalidate = listShouldRevalidate;

export const links: Route.LinksFunction = () => [tabSetExpectLink("catalog-views")];

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Supplier Catalog",
    "The complete directory of sublimation blank suppliers, featured partners and suppliers by category.",
    {
      canonical: data?.canonical,
    },
  );

const ICONS: Record<string, LucideIcon> = {
  apparel: Shirt,
  drinkware: Coffee,
  "tech-accessories": Smartphone,
  promotional: Megaphone,
};
const CATEGORY_OPTIONS = (["all", ...SUPPLIER_CATEGORIES] as const).map((c) => ({
  value: c,
  label: SUPPLIER_CATEGORY_LABELS[c],
}));

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
          <a
            href={supplier.website}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("secondary", "sm")}
          >
            Contact Supplier<span className="sr-only"> {supplier.name} (opens in a new tab)</span>
          </a>
        </>
      }
    />
  );
}

type Featured = Route.ComponentProps["loaderData"]["featured"][number];

/** A featured partner: the sourced terms once each, one link to the website, and a second only when it goes elsewhere. */
function FeaturedCard({ f }: { f: Featured }) {
  const { supplier } = f;
  const terms = [
    ["Min order", f.minOrder],
    ["Shipping", f.shipping],
  ].filter(([, value]) => value !== UNKNOWN_TERM);
  const separateContact = new URL(f.contactUrl).href !== new URL(supplier.website).href;
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{supplier.name}</h3>
        {supplier.verified ? <VerifiedBadge /> : null}
      </div>
      <div className="mt-1 flex items-center gap-2">
        <Stars rating={supplier.rating} />
        {supplier.reviewCount > 0 ? (
          <span className="text-xs text-slate-700">({supplier.reviewCount} reviews)</span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-700">{supplier.description}</p>
      {terms.length ? (
        <dl className="mt-3 grid gap-1 text-sm">
          {terms.map(([label, value]) => (
            <div key={label}>
              <dt className="inline font-semibold text-slate-900">{label}: </dt>
              <dd className="inline text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold text-slate-900">Specialties</h4>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {f.specialties.map((s) => (
          <li key={s}>
            <Badge tone="brand" className="font-medium">
              {s}
            </Badge>
          </li>
        ))}
      </ul>
      <h4 className="mt-3 text-sm font-semibold text-slate-900">Key features</h4>
      <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
        {f.features.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
      <p className="mt-3 flex items-center gap-1 text-sm text-slate-800">
        <Globe className="h-4 w-4" aria-hidden="true" />
        {new URL(supplier.website).hostname}
      </p>
      <CardActions>
        <a href={supplier.website} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          Visit Website<span className="sr-only"> of {supplier.name} (opens in a new tab)</span>
        </a>
        {separateContact ? (
          <a href={f.contactUrl} target="_blank" rel="noopener noreferrer" className={buttonClass("secondary", "sm")}>
            Request Catalog<span className="sr-only"> from {supplier.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </CardActions>
    </Card>
  );
}

export default function SupplierCatalog({ loaderData }: Route.ComponentProps) {
  const { state: filters, update, hrefFor, adopt, moreHref } = useListState(LIST, loaderData.filters);
  const shown = sortSuppliers(catalogFilter(loaderData.suppliers, filters), filters.sort);
  const term = filters.q.trim();

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-8">
      <PageHeader
        title="Supplier Catalog"
        intro="Every supplier in our directory, our featured partners, and suppliers by product category."
      >
        <Link
          to="/suppliers"
          className="mb-4 inline-flex min-h-6 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to Suppliers
        </Link>
      </PageHeader>

      {/* The search gets a row of its own so its long placeholder is never cut off. */}
      <ListForm
        adopt={adopt}
        id="catalog-search"
        className="mt-6 grid gap-3 sm:grid-cols-4 lg:grid-cols-[minmax(22rem,1fr)_auto_auto_auto_auto]"
      >
        <div className="sm:col-span-4 lg:col-span-1">
          <SearchBox
            name="q"
            label="Search the catalog"
            placeholder="Search suppliers, products, or specialties..."
            value={filters.q}
            onChange={(q) => update({ q })}
          />
        </div>
        <SelectBox
          name="category"
          label="Category"
          value={filters.category}
          onChange={(category) => update({ category })}
          options={CATEGORY_OPTIONS}
          className="lg:w-48"
        />
        <SelectBox
          name="rating"
          label="Rating"
          value={filters.rating}
          onChange={(rating) => update({ rating })}
          options={RATINGS}
          className="lg:w-40"
        />
        <SortBox value={filters.sort} onChange={(sort) => update({ sort })} options={SUPPLIER_SORTS} />
      </ListForm>

      <div className="mt-6">
        <TabSet
          id="catalog-views"
          label="Catalog views"
          tabs={TABS}
          current={filters.tab}
          onSelect={(tab) => update({ tab })}
          form="catalog-search"
        >
          {/* The sections are a Suspense boundary: React hydrates them after the radios, so a choice made while the page hydrates is not held up by them (selective hydration). */}
          <Suspense>
            <TabPanel value="featured">
              <section className="mt-6" aria-label="Featured Partners">
                <h2 className="sr-only">Featured Partners</h2>
                <ul className="grid gap-4 md:grid-cols-2">
                  {loaderData.featured.map((f) => (
                    <li key={f.supplierId}>
                      <FeaturedCard f={f} />
                    </li>
                  ))}
                </ul>
              </section>
            </TabPanel>

            <TabPanel value="directory">
              <section className="mt-6" aria-label="Complete Directory">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 className="text-lg font-semibold text-slate-900" aria-live="polite" data-testid="directory-count">
                    {shown.length} {shown.length === 1 ? "supplier" : "suppliers"} found
                    {term ? ` for "${term}"` : ""}
                    {filters.category !== "all" ? ` in ${supplierCategoryLabel(filters.category)}` : ""}
                  </h2>
                  <Link
                    to={askAiHref("Which blank suppliers do you recommend for my products?")}
                    className={buttonClass("secondary", "sm")}
                  >
                    <Bot className="h-4 w-4" aria-hidden="true" />
                    Get AI Recommendations
                  </Link>
                </div>
                <div className="mt-4">
                  <ListResults
                    items={shown}
                    page={filters.page}
                    pageSize={LIST.pageSize}
                    moreHref={moreHref}
                    noun="suppliers"
                    itemKey={(s) => s.id}
                    renderItem={(s) => <DirectoryCard supplier={s} />}
                    empty={
                      <EmptyState title="No suppliers found" text="Try a different search term, category or rating.">
                        <StateButton href={hrefFor({ q: "" })} onClick={() => update({ q: "" })}>
                          Clear Search
                        </StateButton>
                        <StateButton href={hrefFor({ category: "all" })} onClick={() => update({ category: "all" })}>
                          All Categories
                        </StateButton>
                      </EmptyState>
                    }
                  />
                </div>
              </section>
            </TabPanel>

            <TabPanel value="category">
              <section className="mt-6" aria-label="By Category">
                <h2 className="sr-only">Suppliers by category</h2>
                <div className="grid gap-6 md:grid-cols-2">
                  {SUPPLIER_CATEGORIES.map((c) => {
                    const Icon = ICONS[c] ?? Package;
                    const inCategory = shown.filter((s) => s.categories.includes(c));
                    return (
                      <section
                        key={c}
                        className="rounded-lg border border-slate-200 p-5"
                        aria-labelledby={`cat-${c}`}
                        data-testid={`category-${c}`}
                      >
                        <CardPicture picture={supplierCategoryPicture(c)} />
                        <div className="flex items-center gap-3">
                          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                            <Icon className="h-5 w-5" aria-hidden="true" />
                          </span>
                          <div>
                            <h3 id={`cat-${c}`} className="font-semibold text-slate-900">
                              {SUPPLIER_CATEGORY_LABELS[c]}
                            </h3>
                            <p className="text-sm text-slate-700">
                              {inCategory.length} {inCategory.length === 1 ? "supplier" : "suppliers"}
                            </p>
                          </div>
                        </div>
                        {inCategory.length ? (
                          <ul className="mt-3 divide-y divide-slate-100">
                            {inCategory.slice(0, CATALOG_PER_CATEGORY).map((s) => (
                              <li key={s.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                                <a
                                  href={s.website}
                                  target="_blank"
                                  rel="noopener noreferrer"
                                  className="font-medium text-brand-800 hover:underline"
                                >
                                  {s.name}
                                </a>
                                <Stars rating={s.rating} compact />
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
              </section>
            </TabPanel>
          </Suspense>
        </TabSet>
      </div>
    </main>
  );
}
