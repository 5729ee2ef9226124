import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { LandingData } from "./data.server";

export function Landing({ data }: { data: LandingData }) {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-16 text-center">
        <p className="inline-block rounded-full bg-accent-600 px-3 py-1 text-sm font-semibold text-white">
          NEW! Try our AI Sublimation Chat
        </p>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Master sublimation printing
        </h1>
        <a href="/api/login" className={`${buttonClass("primary", "lg")} mt-8`}>
          Get Started Free
        </a>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-bold">Popular guides</h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.guides.map((g) => (
            <li key={g.id} className="rounded-lg border border-slate-200 p-4">
              <Link to={`/guides/${g.id}`} className="font-semibold text-brand-800 hover:underline">
                {g.title}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{g.description}</p>
            </li>
          ))}
        </ul>
      </section>
      <section id="contact" className="mx-auto max-w-7xl px-4 py-12">
        <h2 className="text-2xl font-bold">Contact us</h2>
      </section>
    </main>
  );
}
