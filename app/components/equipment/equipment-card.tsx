import { ExternalLink, Search, Star, ThumbsUp } from "lucide-react";
import { buttonClass } from "~/components/ui/button";
import { EQUIPMENT_CATEGORY_LABELS, type EquipmentCategory } from "@common/catalog";
import { CARD_FEATURE_COUNT } from "@common/constants";
import { equipmentPicture } from "~/lib/pictures";
import { CardPicture, type PicturePriority } from "~/components/pictures/card-picture";

export interface EquipmentCardData {
  id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  rating: number | null;
  recommended: boolean;
  features: string[];
  affiliate_link: string | null;
}

export const formatPrice = (usd: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: usd % 1 ? 2 : 0 }).format(usd);

/** The affiliate link when there is one, else a web search of the name plus 'buy online'. */
export function buyLink(item: Pick<EquipmentCardData, "name" | "affiliate_link">) {
  return item.affiliate_link
    ? { href: item.affiliate_link, label: "Buy Now", rel: "sponsored noopener noreferrer" }
    : {
        href: `https://www.google.com/search?q=${encodeURIComponent(`${item.name} buy online`)}`,
        label: "Search Online",
        rel: "noopener noreferrer",
      };
}

export function EquipmentCard({ item, imagePriority }: { item: EquipmentCardData; imagePriority?: PicturePriority }) {
  const buy = buyLink(item);
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <CardPicture picture={equipmentPicture(item)} priority={imagePriority} />
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-slate-700">{EQUIPMENT_CATEGORY_LABELS[item.category as EquipmentCategory] ?? item.category}</p>
        {item.recommended ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
            <ThumbsUp className="h-3 w-3" aria-hidden="true" />
            Recommended
          </span>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{item.name}</h3>
      <p className="mt-2 text-sm text-slate-700">{item.description}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {item.features.slice(0, CARD_FEATURE_COUNT).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <div className="mt-auto flex items-center justify-between gap-2 pt-4">
        <div>
          <p className="text-lg font-bold text-slate-900">
            <span className="sr-only">Approximate price: </span>~{formatPrice(item.price)}
          </p>
          {item.rating !== null ? (
            <p className="flex items-center gap-1 text-xs text-slate-700">
              <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
              {item.rating.toFixed(1)} editorial rating
            </p>
          ) : null}
        </div>
        <a href={buy.href} target="_blank" rel={buy.rel} className={buttonClass(item.affiliate_link ? "primary" : "secondary", "sm")}>
          {item.affiliate_link ? <ExternalLink className="h-4 w-4" aria-hidden="true" /> : <Search className="h-4 w-4" aria-hidden="true" />}
          {buy.label}
          <span className="sr-only"> {item.name} (opens in a new tab)</span>
        </a>
      </div>
    </article>
  );
}

/** Case-insensitive search over name or description, plus category and Recommended. */
export function filterEquipment<E extends EquipmentCardData>(items: E[], f: { q: string; category: string; recommended: boolean }): E[] {
  const q = f.q.trim().toLowerCase();
  return items.filter(
    (e) =>
      (f.category === "all" || e.category === f.category) &&
      (!f.recommended || e.recommended) &&
      (!q || e.name.toLowerCase().includes(q) || e.description.toLowerCase().includes(q)),
  );
}
