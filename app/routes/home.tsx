// "/": the landing page for visitors, the personal home once signed in.
import { Suspense } from "react";
import { useLoaderData } from "react-router";
import { loadPersonalHome } from "./home.server";
import { Landing } from "~/components/landing/landing";
import { loadLanding } from "./landing.server";
import { SITE_NAME } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { renderedByServer, splitComponent } from "~/lib/split";
import type { Route } from "./+types/home";
import { pageOf } from "../../workers/page-context";

// The personal home (with its dialogs) is only for signed-in users, so it is a
// separate chunk: anonymous visitors, the bulk of the traffic, never load it.
// When the server rendered it, the route module fetches it before React
// hydrates (top-level await), so hydration never waits for it.
const PersonalHome = splitComponent(
  () => import("~/components/home/personal-home"),
  (m) => m.PersonalHome,
);
if (renderedByServer("[data-personal-home]")) await PersonalHome.load();

export const meta = () =>
  pageMeta(
    SITE_NAME,
    "Learn sublimation printing: step-by-step guides, trusted equipment and blank suppliers, and an AI assistant that answers your questions 24/7.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const { member, cloudflare } = pageOf(context);
  if (member) return { kind: "home" as const, home: await loadPersonalHome(cloudflare.env, member) };
  return { kind: "landing" as const, landing: await loadLanding(cloudflare.env) };
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "home" ? (
    <Suspense>
      <PersonalHome.Component data={data.home} />
    </Suspense>
  ) : (
    <Landing data={data.landing} />
  );
}
