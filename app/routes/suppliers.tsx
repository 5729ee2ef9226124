import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Blank Suppliers", "A directory of trusted sublimation blank suppliers.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Blank Suppliers</h1>
      <p className="mt-2 text-slate-700">A directory of trusted sublimation blank suppliers.</p>
    </main>
  );
}
