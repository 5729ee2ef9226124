import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Partners", "Partner with Sublimation Hub: programs for suppliers and service providers.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Partners</h1>
      <p className="mt-2 text-slate-700">Partner with Sublimation Hub: programs for suppliers and service providers.</p>
    </main>
  );
}
