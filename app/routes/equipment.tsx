import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Recommended Equipment", "Sublimation printers, heat presses, inks and tools we recommend.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Recommended Equipment</h1>
      <p className="mt-2 text-slate-700">Sublimation printers, heat presses, inks and tools we recommend.</p>
    </main>
  );
}
