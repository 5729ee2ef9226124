import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("About Us", "Our mission: make sublimation printing easy to learn for hobbyists and small print shops.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">About Us</h1>
      <p className="mt-2 text-slate-700">Our mission: make sublimation printing easy to learn for hobbyists and small print shops.</p>
    </main>
  );
}
