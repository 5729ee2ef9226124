import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Help Center", "Answers to common questions about sublimation and your account.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Help Center</h1>
      <p className="mt-2 text-slate-700">Answers to common questions about sublimation and your account.</p>
    </main>
  );
}
