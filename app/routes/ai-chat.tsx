import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("AI Sublimation Chat", "Ask the AI sublimation expert about settings, problems and equipment.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">AI Sublimation Chat</h1>
      <p className="mt-2 text-slate-700">Ask the AI sublimation expert about settings, problems and equipment.</p>
    </main>
  );
}
