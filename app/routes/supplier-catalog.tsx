import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Supplier Catalog", "The complete catalog of sublimation blank suppliers by category.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Supplier Catalog</h1>
      <p className="mt-2 text-slate-700">The complete catalog of sublimation blank suppliers by category.</p>
    </main>
  );
}
