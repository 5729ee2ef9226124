// The search and filter controls of a list page as a GET form: without the
// page's script (or before it runs) a submit loads the filtered list from the
// server; once the script runs, filtering happens as the visitor types and the
// form only takes over what was typed or chosen before.
import type { ReactNode } from "react";
import { useEffect, useRef } from "react";
import { buttonClass } from "~/components/ui/button-class";

export function ListForm({
  id,
  adopt,
  className,
  children,
}: {
  /** For controls outside the form that submit with it (`form=` on them). */
  id?: string;
  /** Receives the form's values once, when the script starts. */
  adopt: (params: URLSearchParams) => void;
  className: string;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the form over
  useEffect(() => {
    if (form.current) adopt(formParams(form.current));
  }, []);
  return (
    // Filtering is live once the script runs, so a submit then has nothing left to do.
    <form ref={form} id={id} method="get" role="search" className={className} onSubmit={(e) => e.preventDefault()}>
      {children}
      <button type="submit" className={`${buttonClass("secondary")} shrink-0`}>
        Search
      </button>
    </form>
  );
}

/** A form's fields as URL parameters (text fields, selects and checked boxes). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params;
}

/**
 * A button that sets a list's state: without the script a GET form that loads
 * the list at `href` (its parameters as hidden fields); with it, `onClick`.
 */
export function StateButton({ href, onClick, children }: { href: string; onClick: () => void; children: ReactNode }) {
  const params = [...new URLSearchParams(href.replace(/^\?/, ""))];
  return (
    <form
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        onClick();
      }}
    >
      {params.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("secondary")}>
        {children}
      </button>
    </form>
  );
}
