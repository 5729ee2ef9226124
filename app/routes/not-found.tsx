import { data } from "react-router";
import { NotFoundScreen } from "~/components/general-error-boundary";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta("Page not found", "The page you were looking for does not exist.", { noindex: true });

// Answer with a real 404 status, not a 200 page that says "not found".
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
