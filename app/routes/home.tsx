// "/": the landing page for visitors, the personal home once signed in.
import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { loadPersonalHome } from "~/components/home/data.server";
import { Landing } from "~/components/landing/landing";
import { loadLanding } from "~/components/landing/data.server";
import { SITE_NAME } from "~/lib/constants";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

// The personal home (with its dialogs) is only for signed-in users, so it is a
// separate chunk: anonymous visitors, the bulk of the traffic, never load it.
const importPersonalHome = () => import("~/components/home/personal-home");
const PersonalHome = lazy(() => importPersonalHome().then((m) => ({ default: m.PersonalHome })));
// When the server rendered the personal home, fetch its code before React
// hydrates, so the page is interactive as soon as it would be without the split.
if (!import.meta.env.SSR && typeof document !== "undefined" && document.querySelector("[data-personal-home]")) {
  await importPersonalHome();
}

export const meta = () =>
  pageMeta(
    SITE_NAME,
    "Learn sublimation printing: step-by-step guides, trusted equipment and blank suppliers, and an AI assistant that answers your questions 24/7.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { user, cloudflare } = context;
  if (user) return { kind: "home" as const, home: await loadPersonalHome(cloudflare.env, user) };
  return { kind: "landing" as const, landing: await loadLanding(cloudflare.env) };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "home" ? (
    <Suspense>
      <PersonalHome data={data.home} />
    </Suspense>
  ) : (
    <Landing data={data.landing} />
  );
}
