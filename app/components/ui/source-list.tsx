// The sources a fact rests on: a title, linked to the page it was read on when there is one.
import { ExternalLink } from "lucide-react";
import { cn } from "~/lib/utils";

export interface SourceRef {
  title: string;
  url?: string | null;
}

export function SourceLink({ source }: { source: SourceRef }) {
  if (!source.url) return <>{source.title}</>;
  return (
    <a href={source.url} rel="noopener noreferrer" className="text-brand-700 underline hover:text-brand-900">
      {source.title}
      <ExternalLink className="ml-1 inline h-3 w-3" aria-hidden="true" />
    </a>
  );
}

/** A bulleted list of sources; `plain` drops the bullets (e.g. inside a table cell). */
export function SourceList({
  sources,
  className,
  plain = false,
}: {
  sources: SourceRef[];
  className?: string;
  plain?: boolean;
}) {
  return (
    <ul className={cn("space-y-1", !plain && "list-disc pl-5", className)}>
      {sources.map((s) => (
        <li key={s.title}>
          <SourceLink source={s} />
        </li>
      ))}
    </ul>
  );
}
