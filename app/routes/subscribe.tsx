import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Premium Plan", "Upgrade to Premium for unlimited AI messages and saved conversations.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Premium Plan</h1>
      <p className="mt-2 text-slate-700">Upgrade to Premium for unlimited AI messages and saved conversations.</p>
    </main>
  );
}
