import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Contact Us", "Get in touch with the Sublimation Hub team.");

export default function Page() {
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Contact Us</h1>
      <p className="mt-2 text-slate-700">Get in touch with the Sublimation Hub team.</p>
    </main>
  );
}
