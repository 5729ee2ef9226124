import { Search } from "lucide-react";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";
import { siteSearchHref } from "~/lib/ask-ai";

/** The words of an address's last part ("/guides/mug-press-times" → "mug press times"), to search for. */
function wordsFromPath(pathname: string): string {
  const last = pathname.split("/").filter(Boolean).at(-1) ?? "";
  let text = last;
  try {
    text = decodeURIComponent(last);
  } catch {
    // a malformed escape: search for it as typed
  }
  return text
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .slice(0, 80);
}

/**
 * An address that leads nowhere (an old link, a typo): the not-found text, the
 * home page, and a search of the whole site for the address's own words.
 */
export function NotFoundScreen() {
  const words = wordsFromPath(useLocation().pathname);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-700">Did you forget to add the page to the router?</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass("primary")}>
          Go to the home page
        </Link>
        {words ? (
          <Link to={siteSearchHref(words)} className={buttonClass("secondary")}>
            <Search className="h-4 w-4" aria-hidden="true" />
            Search the site for “{words}”
          </Link>
        ) : null}
      </div>
    </main>
  );
}

/** The error screen for unexpected failures: a plain message, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  let title = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />;
    title = `${error.status} ${error.statusText || "Error"}`;
    detail = typeof error.data === "string" && error.data.length < 200 ? error.data : detail;
  } else if (error instanceof Error) {
    console.error(error);
  }
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{detail}</p>
      <Link to="/" className={`${buttonClass("primary")} mt-6`}>
        Go to the home page
      </Link>
    </main>
  );
}
