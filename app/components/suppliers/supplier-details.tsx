// The suppliers page's card, whose 'View Details' opens a dialog with the full
// record (kept apart from the shared badges so the catalog page ships no dialog code).
import { ExternalLink, MapPin, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import type { PicturePriority } from "~/components/pictures/card-picture";
import { Stars } from "~/components/ui/stars";
import { VerifiedBadge, supplierCategoryLabel } from "./supplier-badges";
import { SupplierCardFrame, type SupplierCardData } from "./supplier-card";

/** 'View Details' opens this dialog: the full record, with its sources. */
export function SupplierDetails({ supplier }: { supplier: SupplierCardData }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm">
          View Details<span className="sr-only"> for {supplier.name}</span>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{supplier.name}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-slate-700 hover:bg-slate-100" aria-label="Close">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Stars rating={supplier.rating} />
            {supplier.verified ? <VerifiedBadge /> : null}
          </div>
          <Dialog.Description className="mt-3 text-sm text-slate-700">{supplier.description}</Dialog.Description>
          {supplier.location ? (
            <p className="mt-3 flex items-center gap-1 text-sm text-slate-800">
              <MapPin className="h-4 w-4" aria-hidden="true" />
              {supplier.location}
            </p>
          ) : null}
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Categories</h3>
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
          <a
            href={supplier.website}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonClass("primary")} mt-6 w-full`}
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Visit Website
          </a>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
