import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Privacy Policy", "How Sublimation Hub collects, uses and protects your information.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Privacy Policy</h1>
      <p className="mt-2 text-slate-700">How Sublimation Hub collects, uses and protects your information.</p>
    </main>
  );
}
