import { Award, Handshake, Headphones, Package, Shirt, TrendingUp, Users, Wrench, Cpu } from "lucide-react";
import { canonicalUrl } from "./canonical.server";
import { PartnershipForm } from "~/components/forms/partnership-form";
import { buttonClass } from "~/components/ui/button-class";
import { SITE_NAME } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { PARTNERSHIP_TYPES } from "@common/form-options";
import { partnershipApplicationSchema } from "@common/schemas";
import { getDb } from "../../workers/db/client";
import { savePartnershipApplication } from "../../workers/services/forms";
import { submitForm } from "./forms.server";
import type { Route } from "./+types/partners";
import { pageOf } from "../../workers/page-context";

export const loader = ({ request, url }: Route.LoaderArgs) => {
  const type = new URL(request.url).searchParams.get("type") ?? "";
  // Preselect the program only when it is one of the form's options.
  const initialType = PARTNERSHIP_TYPES.some((t) => t.value === type) ? type : "";
  return { initialType, canonical: canonicalUrl(url) };
};
export async function action({ request, context }: Route.ActionArgs) {
  const env = pageOf(context).cloudflare.env;
  return submitForm(request, env, {
    schema: partnershipApplicationSchema,
    bucket: "partnership",
    honeypot: "fax",
    save: (input) => savePartnershipApplication(getDb(env), input),
  });
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta(
    "Partners",
    `Partner with ${SITE_NAME}: equipment suppliers, blank suppliers, service providers and technology partners.`,
    {
      canonical: data?.canonical,
    },
  );

const PROGRAMS = [
  {
    icon: Wrench,
    title: "Equipment Supplier",
    benefits: [
      "Featured placement in equipment recommendations",
      "Product reviews by our editors",
      "Affiliate partnership opportunities",
    ],
  },
  {
    icon: Shirt,
    title: "Blank Material Supplier",
    benefits: [
      "Listing in our supplier directory",
      "Verified supplier badge after review",
      "Featured partner placement in the catalog",
    ],
  },
  {
    icon: Package,
    title: "Service Provider",
    benefits: ["Referrals from our community", "Co-created educational content", "Presence in relevant guides"],
  },
  {
    icon: Cpu,
    title: "Technology Partner",
    benefits: [
      "Integration opportunities with our platform",
      "Early access to new features",
      "Joint announcements to our audience",
    ],
  },
];

const REASONS = [
  {
    icon: Users,
    title: "Community Access",
    text: "Reach hobbyists and small print shops who are actively learning and buying.",
  },
  { icon: TrendingUp, title: "Grow Your Business", text: "Turn our readers' questions into qualified customers." },
  { icon: Award, title: "Brand Recognition", text: "Be associated with trustworthy, sourced sublimation education." },
  { icon: Headphones, title: "Dedicated Support", text: "Work with a named contact on our team." },
];

export default function Partners({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-50 to-white px-4 py-16 text-center">
        <Handshake className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-bold text-slate-900">Partner with {SITE_NAME}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
          Join the companies helping creators succeed with sublimation printing.
        </p>
        <a href="#apply" className={`${buttonClass("primary", "lg")} mt-8`}>
          Apply to Partner
        </a>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="programs">
        <h2 id="programs" className="text-center text-3xl font-bold text-slate-900">
          Partnership Programs
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PROGRAMS.map((p) => (
            <li key={p.title} className="rounded-lg border border-slate-200 p-5">
              <p.icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">{p.title}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
                {p.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 px-4 py-14" aria-labelledby="why">
        <div className="mx-auto max-w-7xl">
          <h2 id="why" className="text-center text-3xl font-bold text-slate-900">
            Why Partner with Us?
          </h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map((r) => (
              <li key={r.title} className="text-center">
                <r.icon className="mx-auto h-8 w-8 text-brand-700" aria-hidden="true" />
                <h3 className="mt-2 font-semibold text-slate-900">{r.title}</h3>
                <p className="mt-1 text-sm text-slate-700">{r.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="apply" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14" aria-labelledby="apply-heading">
        <h2 id="apply-heading" className="text-3xl font-bold text-slate-900">
          Partnership Application
        </h2>
        <p className="mt-2 text-slate-700">Tell us about your business. We reply within 3-5 business days.</p>
        <div className="mt-6">
          <PartnershipForm initialType={loaderData.initialType} result={actionData} />
        </div>
      </section>
    </main>
  );
}
