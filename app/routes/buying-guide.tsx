import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Equipment Buying Guide", "Plan your sublimation equipment budget, compare types and estimate your return.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Equipment Buying Guide</h1>
      <p className="mt-2 text-slate-700">Plan your sublimation equipment budget, compare types and estimate your return.</p>
    </main>
  );
}
