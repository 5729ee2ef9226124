import { isRouteErrorResponse, useRouteError } from "react-router";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";

/** The error screen for unexpected failures: a plain message, never a stack trace. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  let title = "Something went wrong";
  let detail = "An unexpected error occurred. Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "404 Page Not Found";
      detail = "Did you forget to add the page to the router?";
    } else {
      title = `${error.status} ${error.statusText || "Error"}`;
      detail = typeof error.data === "string" && error.data.length < 200 ? error.data : detail;
    }
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
