import { Sparkles } from "lucide-react";
import { Suspense } from "react";
import { SITE_NAME } from "@common/constants";
import { Link } from "~/components/ui/link";
import { CONTACT_PATH } from "./header";

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: "Resources",
    links: [
      { to: "/guides", label: "Guides & Tutorials" },
      { to: "/press-settings", label: "Heat-Press Settings Chart" },
      { to: "/equipment", label: "Recommended Equipment" },
      { to: "/equipment/buying-guide", label: "Equipment Buying Guide" },
      { to: "/suppliers", label: "Blank Suppliers" },
      { to: "/suppliers/catalog", label: "Supplier Catalog" },
      { to: "/tools/pricing", label: "Pricing Calculator" },
      { to: "/care-cards", label: "Care Cards" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help-center", label: "Help Center" },
      { to: "/answers", label: "Quick Answers" },
      { to: "/troubleshooting", label: "Troubleshooting" },
      { to: CONTACT_PATH, label: "Contact Us" },
      { to: "/ai-chat", label: "AI Assistant" },
      { to: "/pricing", label: "Plans & pricing" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/partners", label: "Partners" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
    ],
  },
];

/**
 * The footer is its own Suspense boundary, so React hydrates it after the rest
 * of the page, in idle time (a boundary's server markup is kept and hydrated at
 * offscreen priority). A tap that lands while the page hydrates makes React
 * hydrate at once, synchronously, only what that tap needs: without the
 * boundary that included the footer's links, every time.
 */
export function Footer(props: { year?: number }) {
  return (
    <Suspense>
      <FooterContent {...props} />
    </Suspense>
  );
}

/** The year on the server's clock at render time (the page is cached at most minutes). */
function FooterContent({ year = new Date().getUTCFullYear() }: { year?: number }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <Sparkles className="h-5 w-5 text-accent-600" aria-hidden="true" />
            {SITE_NAME}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Guides, equipment advice, trusted blank suppliers and an AI assistant for sublimation printing.
          </p>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-slate-700 hover:text-brand-800 hover:underline">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © {year} {SITE_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
