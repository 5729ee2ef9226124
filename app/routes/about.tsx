import { BookOpen, Heart, ShieldCheck, Users } from "lucide-react";
import { canonicalUrl } from "./canonical.server";
import { buttonClass } from "~/components/ui/button-class";
import { SITE_NAME } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/about";
import { Link } from "~/components/ui/link";

export const loader = ({ url }: Route.LoaderArgs) => ({ canonical: canonicalUrl(url) });
export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta("About Us", "Our mission: make sublimation printing easy to learn for hobbyists and small print shops.", {
    canonical: data?.canonical,
  });

const VALUES = [
  { icon: BookOpen, title: "Clear teaching", text: "Plain-language guides that explain why, not only how." },
  {
    icon: ShieldCheck,
    title: "Honest advice",
    text: "Every figure has a source; we say when something is only a starting point.",
  },
  { icon: Users, title: "Community first", text: "Built for hobbyists and small shops, not for selling you more kit." },
  { icon: Heart, title: "Craft and care", text: "We love seeing what our readers make." },
];

export default function About() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">About {SITE_NAME}</h1>
      <section className="mt-6" aria-labelledby="mission">
        <h2 id="mission" className="text-2xl font-semibold text-slate-900">
          Our Mission
        </h2>
        <p className="mt-2 text-lg text-slate-700">
          Make sublimation printing easy to learn for hobbyists and small print shops, with guides you can trust, honest
          equipment advice and help whenever you are stuck.
        </p>
      </section>
      <section className="mt-10" aria-labelledby="values">
        <h2 id="values" className="text-2xl font-semibold text-slate-900">
          Our Values
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {VALUES.map((v) => (
            <li key={v.title} className="rounded-lg border border-slate-200 p-5">
              <v.icon className="h-7 w-7 text-brand-700" aria-hidden="true" />
              <h3 className="mt-2 font-semibold text-slate-900">{v.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{v.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-10" aria-labelledby="story">
        <h2 id="story" className="text-2xl font-semibold text-slate-900">
          Our Story
        </h2>
        <div className="mt-2 space-y-3 text-slate-700">
          <p>
            {SITE_NAME} started with a pile of ghosted shirts and yellowed mugs. Answers were scattered across forums,
            videos and vendor blogs, and they often disagreed.
          </p>
          <p>
            So we collected what trade magazines and manufacturers actually publish, wrote it up step by step, and added
            an AI assistant for the questions that come up at the press at 11 PM.
          </p>
        </div>
      </section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link to="/guides" className={buttonClass("primary")}>
          Explore the Guides
        </Link>
        <Link to="/contact" className={buttonClass("secondary")}>
          Contact Us
        </Link>
      </div>
    </main>
  );
}
