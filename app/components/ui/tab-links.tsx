// Sections of a page as links (`?tab=`): the server renders the open section,
// so a tap works before and without the page's script (a plain navigation);
// once the script runs the switch happens in place (same route, no reload).
import { Link } from "~/components/ui/link";

export interface TabLink {
  value: string;
  label: string;
  href: string;
}

export function TabLinks({ label, tabs, current }: { label: string; tabs: TabLink[]; current: string }) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t) => (
          <li key={t.value} className="flex flex-1">
            <Link
              to={t.href}
              replace
              preventScrollReset
              aria-current={t.value === current ? "page" : undefined}
              className="flex-1 rounded-md px-3 py-2 text-center text-sm font-medium text-slate-700 hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow"
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
