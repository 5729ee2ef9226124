// The card frame every list and summary uses: a white, bordered, rounded box.
// An optional `image` area sits above the body, edge to edge (covers, product
// pictures); the body is a flex column so an action row can sit at the bottom.
import type { ElementType, ReactNode } from "react";
import { cn } from "~/lib/utils";

export const cardClass = "rounded-lg border border-slate-200 bg-white shadow-sm";

export function Card({
  as: Tag = "article",
  image,
  className,
  children,
  ...rest
}: {
  as?: ElementType;
  /** Shown above the body, clipped to the card's rounded corners. */
  image?: ReactNode;
  className?: string;
  children: ReactNode;
  [data: `data-${string}`]: string | undefined;
  "aria-labelledby"?: string;
}) {
  return (
    <Tag className={cn(cardClass, "flex h-full flex-col overflow-hidden", className)} {...rest}>
      {image ? <div className="card-image shrink-0">{image}</div> : null}
      <div className="flex flex-1 flex-col p-5">{children}</div>
    </Tag>
  );
}

/** The bottom row of a card: pushed down so actions line up across a grid row. */
export function CardActions({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mt-auto flex flex-wrap items-center gap-2 pt-4", className)}>{children}</div>;
}
