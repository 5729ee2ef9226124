import type { ReactNode } from "react";

export const LEGAL_DATE = "December 2024";

export function LegalPage({
  title,
  sections,
  intro,
}: {
  title: string;
  intro: ReactNode;
  sections: { heading: string; body: ReactNode }[];
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-700">Last updated: {LEGAL_DATE}</p>
      <div className="mt-6 text-slate-800">{intro}</div>
      {sections.map((s, i) => (
        <section key={s.heading} className="mt-8" aria-labelledby={`legal-${i}`}>
          <h2 id={`legal-${i}`} className="text-xl font-semibold text-slate-900">
            {i + 1}. {s.heading}
          </h2>
          <div className="mt-2 space-y-3 leading-relaxed text-slate-800">{s.body}</div>
        </section>
      ))}
    </main>
  );
}
