// Controls shared by the guide, equipment and supplier lists: search box,
// category dropdown, on/off toggle, empty state and loading placeholders, plus
// the hook that keeps filters in the page URL (?q=&category=...) so a filtered
// list is shareable and survives a reload, while typing filters instantly.
import { Search } from "lucide-react";
import { Switch } from "radix-ui";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

/** Filter changes only rewrite the URL: the list is already in the page, so no reload. */
export function listShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Filters held in state and mirrored into the URL; empty/default values are left out of it. */
export function useUrlFilters<F extends Record<string, string | boolean>>(initial: F, defaults: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [searchParams, setSearchParams] = useSearchParams();
  const written = useRef(searchParams.toString());
  // A link to the same page with other filters (e.g. the header's link back to
  // the plain list) changes the URL without a reload: take its filters over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are constants
  useEffect(() => {
    const current = searchParams.toString();
    if (current === written.current) return;
    written.current = current;
    const next = { ...defaults };
    for (const key of Object.keys(defaults) as (keyof F)[]) {
      const raw = searchParams.get(String(key));
      if (raw === null) continue;
      next[key] = (typeof defaults[key] === "boolean" ? raw === "true" : raw.slice(0, 200)) as F[keyof F];
    }
    setFilters(next);
  }, [searchParams]);
  const update = (patch: Partial<F>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value === defaults[key] || value === "") continue;
      params.set(key, String(value));
    }
    written.current = params.toString();
    setSearchParams(params, { replace: true, preventScrollReset: true });
  };
  return [filters, update] as const;
}

export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder: string;
}) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500"
      />
    </div>
  );
}

export function SelectBox({
  label,
  value,
  onChange,
  options,
  className,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className ?? "sm:w-56"}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Toggle({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex h-10 items-center gap-2">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700"
      >
        <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function EmptyState({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center" role="status">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-slate-700">{text}</p>
      {children ? <div className="mt-4 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}

export function SkeletonCards({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} data-testid="skeleton" className="animate-pulse rounded-lg border border-slate-200 p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="mt-3 h-3 w-full rounded bg-slate-200" />
            <div className="mt-2 h-3 w-5/6 rounded bg-slate-200" />
            <div className="mt-6 h-9 w-28 rounded bg-slate-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ErrorNotice({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-700 bg-red-700 px-4 py-3 text-white">
      <p className="font-semibold">{title}</p>
      <p className="text-sm">{text}</p>
    </div>
  );
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A link to the AI chat with the question prefilled. */
export { askAiHref } from "~/lib/ask-ai";
