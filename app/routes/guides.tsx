import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Guides & Tutorials", "Step-by-step sublimation printing guides for beginners and print shops.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Guides & Tutorials</h1>
      <p className="mt-2 text-slate-700">Step-by-step sublimation printing guides for beginners and print shops.</p>
    </main>
  );
}
