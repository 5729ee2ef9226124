import { ExternalLink, Search, ThumbsUp } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button-class";
import { Card, CardActions } from "~/components/ui/card";
import { Price } from "~/components/ui/price";
import { Stars } from "~/components/ui/stars";
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
    <Card>
      <CardPicture picture={equipmentPicture(item)} priority={imagePriority} />
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-slate-700">
          {EQUIPMENT_CATEGORY_LABELS[item.category as EquipmentCategory] ?? item.category}
        </p>
        {item.recommended ? (
          <Badge tone="green">
            <ThumbsUp className="h-3 w-3" aria-hidden="true" />
            Recommended
          </Badge>
        ) : null}
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{item.name}</h3>
      <p className="mt-2 text-sm text-slate-700">{item.description}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
        {item.features.slice(0, CARD_FEATURE_COUNT).map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <CardActions className="justify-between">
        <div>
          <p className="text-lg font-bold text-slate-900">
            <span className="sr-only">Price: </span>
            <Price value={item.price} approximate />
          </p>
          {item.rating !== null ? <Stars rating={item.rating} compact label="editorial rating" /> : null}
        </div>
        <a
          href={buy.href}
          target="_blank"
          rel={buy.rel}
          className={buttonClass(item.affiliate_link ? "primary" : "secondary", "sm")}
        >
          {item.affiliate_link ? (
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Search className="h-4 w-4" aria-hidden="true" />
          )}
          {buy.label}
          <span className="sr-only"> {item.name} (opens in a new tab)</span>
        </a>
      </CardActions>
    </Card>
  );
}

export const EQUIPMENT_SORTS = [
  { value: "", label: "Recommended first" },
  { value: "price", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "rating", label: "Highest rated" },
  { value: "name", label: "Name (A–Z)" },
] as const;

/** Sorts a filtered list; the default puts Recommended items first, keeping the site's order within each group. */
export function sortEquipment<E extends EquipmentCardData>(items: E[], sort: string): E[] {
  const list = [...items];
  if (sort === "price") list.sort((a, b) => a.price - b.price);
  else if (sort === "price-desc") list.sort((a, b) => b.price - a.price);
  else if (sort === "rating") list.sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
  else if (sort === "name") list.sort((a, b) => a.name.localeCompare(b.name, "en"));
  else list.sort((a, b) => Number(b.recommended) - Number(a.recommended));
  return list;
}

/** Case-insensitive search over name or description, plus category and Recommended. */
export function filterEquipment<E extends EquipmentCardData>(
  items: E[],
  f: { q: string; category: string; recommended: boolean },
): E[] {
  const q = f.q.trim().toLowerCase();
  return items.filter(
    (e) =>
      (f.category === "all" || e.category === f.category) &&
      (!f.recommended || e.recommended) &&
      (!q || e.name.toLowerCase().includes(q) || e.description.toLowerCase().includes(q)),
  );
}
