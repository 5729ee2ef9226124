import { Bot, BookOpen, PlusCircle } from "lucide-react";
import { listPageData } from "./list-page.server";
import { SearchBox, SelectBox, Toggle, askAiHref } from "~/components/forms/list-controls";
import { FilteredResults, SortBox } from "~/components/list/list-page";
import { ListForm } from "~/components/list/list-form";
import { hasActiveFilters, listShouldRevalidate, useListState, type ListSpec } from "~/components/list/list-state";
import { SUPPLIER_SORTS, filterSuppliers, sortSuppliers } from "~/components/suppliers/supplier-card";
import { SupplierCard } from "~/components/suppliers/supplier-details";
import { listPicturePriority } from "~/components/pictures/card-picture";
import { buttonClass } from "~/components/ui/button-class";
import { PageHeader } from "~/components/ui/page-header";
import { SUPPLIER_CATEGORY_LABELS } from "@common/catalog";
import { LIST_PAGE_SIZE } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { listSuppliers } from "../../workers/services/public-content";
import type { Route } from "./+types/suppliers";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

/** The directory's filter values; promotional belongs to the catalog's second view. */
const DIRECTORY_CATEGORIES = ["apparel", "drinkware", "tech-accessories", "home-decor", "awards", "canvas"] as const;
const LIST: ListSpec<{ q: string; category: string; verified: boolean; sort: string }> = {
  defaults: { q: "", category: "all", verified: false, sort: "" },
  allowed: { category: ["all", ...DIRECTORY_CATEGORIES], sort: SUPPLIER_SORTS.map((s) => s.value) },
  pageSize: LIST_PAGE_SIZE,
};

export async function loader({ context, url }: Route.LoaderArgs) {
  return listPageData(url, LIST, "Supplier", () => listSuppliers(pageOf(context).cloudflare.env));
}

export const shouldRevalidate = listShouldRevalidate;

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Blank Suppliers",
    "Trusted suppliers of sublimation blanks: apparel, drinkware, home decor, awards and more.",
    {
      canonical: data?.canonical,
    },
  );

const CATEGORY_OPTIONS = (["all", ...DIRECTORY_CATEGORIES] as const).map((c) => ({
  value: c,
  label: SUPPLIER_CATEGORY_LABELS[c],
}));

export default function Suppliers({ loaderData }: Route.ComponentProps) {
  const { state: filters, update, reset, resetHref, hrefFor, adopt, moreHref } = useListState(LIST, loaderData.filters);
  const shown = sortSuppliers(filterSuppliers(loaderData.items, filters), filters.sort);
  const hasFilters = hasActiveFilters(filters, LIST);

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Blank Suppliers"
        intro="Companies that sell sublimation blanks, checked by our editors."
        actions={
          <>
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
          </>
        }
      />

      <ListForm adopt={adopt} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          name="q"
          label="Search suppliers"
          placeholder="Search suppliers..."
          value={filters.q}
          onChange={(q) => update({ q })}
        />
        <SelectBox
          name="category"
          label="Category"
          value={filters.category}
          onChange={(category) => update({ category })}
          options={CATEGORY_OPTIONS}
        />
        <SortBox value={filters.sort} onChange={(sort) => update({ sort })} options={SUPPLIER_SORTS} />
        <Toggle
          name="verified"
          label="Verified"
          checked={filters.verified}
          onChange={(verified) => update({ verified })}
        />
      </ListForm>

      <FilteredResults
        items={shown}
        failedText={loaderData.failed ? "Failed to load suppliers" : null}
        count={["Supplier", "Suppliers"]}
        hasFilters={hasFilters}
        onClearSearch={() => update({ q: "" })}
        onShowAll={reset}
        clearSearchHref={hrefFor({ q: "" })}
        showAllHref={resetHref}
        noMatch={{
          title: "No suppliers found",
          text: "Try a different search term, category or the Verified toggle.",
          showAllLabel: "Show All Suppliers",
        }}
        nothingYet={{ title: "No suppliers available", text: "Our supplier directory is coming soon." }}
        page={filters.page}
        pageSize={LIST.pageSize}
        moreHref={moreHref}
        noun="suppliers"
        itemKey={(s) => s.id}
        renderItem={(s, i) => <SupplierCard supplier={s} imagePriority={listPicturePriority(i, 2)} />}
      />
    </main>
  );
}
