// "Home › Guides › This guide": the links above a page, ending with the page itself.
import { ChevronRight } from "lucide-react";
import { Link } from "~/components/ui/link";

export function Breadcrumbs({
  trail,
  current,
  className,
}: {
  trail: readonly { to: string; label: string }[];
  current: string;
  className?: string;
}) {
  return (
    <nav className={className} aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-700">
        {trail.map((step) => (
          <li key={step.to}>
            <Link to={step.to} className="hover:text-brand-800 hover:underline">
              {step.label}
            </Link>
            <ChevronRight className="ml-1 inline h-4 w-4" aria-hidden="true" />
          </li>
        ))}
        <li aria-current="page" className="font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
