// Explanatory diagrams inside a guide's text: each placed after the heading
// content/diagrams.ts names, as a <figure> with its caption.
import { Fragment, type ReactNode } from "react";
import type { Block, Inline } from "~/components/content/markdown";

export interface PlacedFigure {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** Index of the block the figure follows; -1 puts it before the first block. */
  after: number;
}

function inlineText(nodes: Inline[]): string {
  return nodes.map((n) => (n.type === "text" ? n.text : inlineText(n.children))).join("");
}

/** Finds each diagram's heading among the blocks; a missing heading puts it at the start. */
export function placeDiagrams(
  blocks: Block[],
  diagrams: { src: string; width: number; height: number; alt: string; caption: string; afterHeading?: string }[],
): PlacedFigure[] {
  return diagrams.map(({ afterHeading, ...d }) => {
    const wanted = afterHeading?.trim().toLowerCase();
    const at = wanted
      ? blocks.findIndex((b) => b.type === "heading" && inlineText(b.children).trim().toLowerCase() === wanted)
      : -1;
    return { ...d, after: at };
  });
}

export function GuideFigure({ figure }: { figure: Omit<PlacedFigure, "after"> }) {
  return (
    // Edge to edge of the guide's box on phones, so the labels stay large enough to read.
    <figure className="-mx-5 sm:mx-auto sm:max-w-xl">
      <img
        src={figure.src}
        alt={figure.alt}
        width={figure.width}
        height={figure.height}
        loading="lazy"
        decoding="async"
        className="h-auto w-full border-y border-slate-200 sm:rounded-lg sm:border"
      />
      <figcaption className="mt-2 px-5 text-sm text-slate-700 sm:px-0">{figure.caption}</figcaption>
    </figure>
  );
}

/** Renders the blocks in runs, with the figures between them. */
export function GuideFigures({
  blocks,
  figures,
  render,
}: {
  blocks: Block[];
  figures: PlacedFigure[];
  render: (blocks: Block[]) => ReactNode;
}) {
  if (figures.length === 0) return <>{render(blocks)}</>;
  const cuts = [...new Set(figures.map((f) => f.after))].sort((a, b) => a - b);
  const parts: ReactNode[] = [];
  let start = 0;
  for (const cut of cuts) {
    if (cut >= start) {
      parts.push(<Fragment key={`b${start}`}>{render(blocks.slice(start, cut + 1))}</Fragment>);
      start = cut + 1;
    }
    for (const f of figures.filter((x) => x.after === cut))
      parts.push(<GuideFigure key={`${f.src}-${cut}`} figure={f} />);
  }
  parts.push(<Fragment key={`b${start}`}>{render(blocks.slice(start))}</Fragment>);
  return <div className="space-y-6">{parts}</div>;
}
