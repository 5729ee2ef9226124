import { Bot, Clock, HelpCircle } from "lucide-react";
import { canonicalUrl } from "./canonical.server";
import { ContactForm } from "~/components/forms/contact-form";
import { SITE_NAME } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { contactMessageSchema } from "@common/schemas";
import { getDb } from "../../workers/db/client";
import { saveContactMessage } from "../../workers/services/forms";
import { submitForm } from "./forms.server";
import type { Route } from "./+types/contact";
import { Link } from "~/components/ui/link";
import { pageOf } from "../../workers/page-context";

export const loader = ({ url }: Route.LoaderArgs) => ({ canonical: canonicalUrl(url) });

/** The contact form (this page's and the landing page's, whose name comes split in two). */
export async function action({ request, context }: Route.ActionArgs) {
  const env = pageOf(context).cloudflare.env;
  return submitForm(request, env, {
    schema: contactMessageSchema,
    bucket: "contact",
    honeypot: "website",
    input: ({ firstName, lastName, ...rest }) =>
      firstName !== undefined || lastName !== undefined
        ? { ...rest, name: `${(firstName ?? "").trim()} ${(lastName ?? "").trim()}`.trim() }
        : rest,
    save: (input) => saveContactMessage(getDb(env), input),
  });
}
export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta("Contact Us", `Get in touch with the ${SITE_NAME} team.`, { canonical: data?.canonical });

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Contact Us</h1>
      <p className="mt-2 text-slate-700">
        Questions about sublimation, our guides, your account or partnering with us? We're here to help.
      </p>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_20rem]">
        <section className="rounded-lg border border-slate-200 p-6" aria-labelledby="send">
          <h2 id="send" className="mb-4 text-xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <ContactForm result={actionData} />
        </section>
        <aside className="space-y-4">
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="response">
            <h2 id="response" className="flex items-center gap-2 font-semibold text-slate-900">
              <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Response Time
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              We typically respond within 24 hours, Monday to Friday 9 AM to 6 PM EST.
            </p>
          </section>
          <section className="rounded-lg border border-slate-200 p-5" aria-labelledby="self-help">
            <h2 id="self-help" className="flex items-center gap-2 font-semibold text-slate-900">
              <HelpCircle className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Support
            </h2>
            <ul className="mt-2 space-y-2 text-sm">
              <li>
                <Link to="/help-center" className="text-brand-700 underline">
                  Help Center
                </Link>
                : answers to common questions
              </li>
              <li>
                <Link to="/guides" className="text-brand-700 underline">
                  Guides & Tutorials
                </Link>
                : step-by-step help
              </li>
              <li>
                <Link to="/partners" className="text-brand-700 underline">
                  Partners
                </Link>
                : partnership applications
              </li>
            </ul>
          </section>
          <section className="rounded-lg border border-brand-200 bg-brand-50 p-5" aria-labelledby="ai-help">
            <h2 id="ai-help" className="flex items-center gap-2 font-semibold text-slate-900">
              <Bot className="h-5 w-5 text-brand-700" aria-hidden="true" />
              Need an answer now?
            </h2>
            <p className="mt-2 text-sm text-slate-700">Our AI expert answers sublimation questions 24/7.</p>
            <Link to="/ai-chat" className="mt-2 inline-block py-0.5 text-sm font-medium text-brand-700 underline">
              Ask the AI assistant
            </Link>
          </section>
        </aside>
      </div>
    </main>
  );
}
