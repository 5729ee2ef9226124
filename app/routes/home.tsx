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
type PersonalHomeModule = typeof import("~/components/home/personal-home");
let loaded: PersonalHomeModule | null = null;
const importPersonalHome = () => import("~/components/home/personal-home").then((m) => (loaded = m));
const PersonalHome = lazy(() =>
  loaded
    ? // Already here: resolve synchronously, so React renders (and hydrates) it
      // in the same pass instead of suspending for a tick. React.lazy accepts
      // any thenable.
      ({ then: (resolve: (m: { default: PersonalHomeModule["PersonalHome"] }) => void) => resolve({ default: loaded!.PersonalHome }) } as unknown as Promise<{ default: PersonalHomeModule["PersonalHome"] }>)
    : importPersonalHome().then((m) => ({ default: m.PersonalHome })),
);
// When the server rendered the personal home, fetch its code before React
// hydrates (the route module waits for it), so hydration never has to wait.
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
