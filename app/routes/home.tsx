// "/": the landing page for visitors, the personal home once signed in.
import { useLoaderData } from "react-router";
import { PersonalHome } from "~/components/home/personal-home";
import { loadPersonalHome } from "~/components/home/data.server";
import { Landing } from "~/components/landing/landing";
import { loadLanding } from "~/components/landing/data.server";
import { SITE_NAME } from "~/lib/constants";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/home";

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
  return data.kind === "home" ? <PersonalHome data={data.home} /> : <Landing data={data.landing} />;
}
