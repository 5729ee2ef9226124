import { data } from "react-router";
import { pageMeta } from "~/lib/meta";
import { getDb } from "../../workers/db/client";
import { getGuide } from "../../workers/services/guides";
import type { Route } from "./+types/guide-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  const guide = await getGuide(getDb(context.cloudflare.env), params.id);
  if (!guide) throw data("Guide not found", { status: 404 });
  return { guide };
}

export const meta = ({ data }: Route.MetaArgs) =>
  data ? pageMeta(data.guide.title, data.guide.description) : pageMeta("Guide Not Found", "The guide you're looking for doesn't exist.");

export default function GuideDetail({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{loaderData.guide.title}</h1>
      <p className="mt-2 text-slate-700">{loaderData.guide.description}</p>
    </main>
  );
}
