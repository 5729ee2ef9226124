// The suppliers page's card, whose 'View Details' discloses the full record in
// the card: a native <details>, so it opens before the page's script has
// arrived and without it (a dialog needed the script, and its code).
import { ExternalLink, MapPin } from "lucide-react";
import { buttonClass } from "~/components/ui/button-class";
import type { PicturePriority } from "~/components/pictures/card-picture";
import { supplierCategoryLabel } from "./supplier-badges";
import { SupplierCardFrame, type SupplierCardData } from "./supplier-card";

/** 'View Details' opens the rest of the record (the card shows the rating and description), with its sources. */
export function SupplierDetails({ supplier }: { supplier: SupplierCardData }) {
  return (
    <details className="group open:order-last open:w-full">
      <summary
        className={`${buttonClass("secondary", "sm")} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        <span className="group-open:hidden">View Details</span>
        <span className="hidden group-open:inline">Hide Details</span>
        <span className="sr-only"> for {supplier.name}</span>
      </summary>
      <section aria-label={`${supplier.name}: details`} className="mt-3 border-t border-slate-200 pt-3">
        {supplier.location ? (
          <p className="flex items-center gap-1 text-sm text-slate-800">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {supplier.location}
          </p>
        ) : null}
        <h3 className={`${supplier.location ? "mt-4" : ""} text-sm font-semibold text-slate-900`}>Categories</h3>
        <p className="text-sm text-slate-800">{supplier.categories.map(supplierCategoryLabel).join(", ")}</p>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Features</h3>
        <ul className="list-disc pl-5 text-sm text-slate-800">
          {supplier.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Sources</h3>
        <ul className="list-disc pl-5 text-xs text-slate-700">
          {supplier.sources.map((s) => (
            <li key={s.title}>{s.title}</li>
          ))}
        </ul>
      </section>
    </details>
  );
}

export function SupplierCard({
  supplier,
  imagePriority,
}: {
  supplier: SupplierCardData;
  imagePriority?: PicturePriority;
}) {
  return (
    <SupplierCardFrame
      supplier={supplier}
      imagePriority={imagePriority}
      actions={
        <>
          <SupplierDetails supplier={supplier} />
          <a href={supplier.website} target="_blank" rel="noopener noreferrer" className={buttonClass("primary", "sm")}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Visit<span className="sr-only"> {supplier.name} (opens in a new tab)</span>
          </a>
        </>
      }
    />
  );
}
