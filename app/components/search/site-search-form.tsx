// The site-wide search box: a GET form to /search, so it works before (and
// without) the page's script; with the script, React Router navigates on the client.
import { Search } from "lucide-react";
import { Form } from "react-router";

export function SiteSearchForm({
  defaultValue = "",
  id = "site-search-q",
  className = "",
}: {
  defaultValue?: string;
  /** Unique per page: the header and the search page both hold one. */
  id?: string;
  className?: string;
}) {
  return (
    <Form method="get" action="/search" role="search" className={`flex min-w-0 gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={200}
        placeholder="Search guides, answers, settings…"
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
      />
      <button
        type="submit"
        className="inline-flex items-center rounded-md bg-brand-700 px-3 py-2 text-white hover:bg-brand-800"
      >
        <Search className="h-4 w-4" aria-hidden="true" />
        <span className="sr-only">Search</span>
      </button>
    </Form>
  );
}
