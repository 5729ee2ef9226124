import { data } from "react-router";
import { buttonClass } from "~/components/ui/button-class";
import { pageMeta } from "~/lib/meta";
import { Link } from "~/components/ui/link";

export const meta = () =>
  pageMeta("Page not found", "The page you were looking for does not exist.", { noindex: true });

// Answer with a real 404 status, not a 200 page that says "not found".
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-3xl font-bold text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-700">Did you forget to add the page to the router?</p>
      <Link to="/" className={`${buttonClass("primary")} mt-6`}>
        Go to the home page
      </Link>
    </main>
  );
}
