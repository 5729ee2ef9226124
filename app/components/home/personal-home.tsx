import { useOptionalUser } from "~/lib/use-user";
import type { PersonalHomeData } from "./data.server";

export function PersonalHome({ data }: { data: PersonalHomeData }) {
  const user = useOptionalUser();
  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Welcome back, {user?.firstName || "Creator"}!</h1>
      <p className="mt-2 text-slate-700">
        {data.counts.guides} guides, {data.counts.equipment} equipment options and {data.counts.suppliers} trusted suppliers.
      </p>
    </main>
  );
}
