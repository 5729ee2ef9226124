// The landing page for visitors.
import { ArrowRight, BookOpen, Bot, Clock, Mail, MessageCircle, Package, Sparkles, Truck, Users } from "lucide-react";
import { Suspense } from "react";
import { askAiHref } from "~/lib/ask-ai";
import { splitComponent, whenNearViewport } from "~/lib/split";
import { GuideCard } from "~/components/guides/guide-card";
import { CategoryBadges, VerifiedBadge } from "~/components/suppliers/supplier-badges";
import { Price } from "~/components/ui/price";
import { Stars } from "~/components/ui/stars";
import { buttonClass } from "~/components/ui/button-class";
import type { LandingData } from "../../routes/landing.server";
import { Link } from "~/components/ui/link";

// The contact form sits at the bottom of the page: the server renders it with
// the rest, but its code (fields, the API client, toasts) is fetched only when
// the section comes near the viewport. Until then the form stays as the server
// sent it, laid out and visible; it hydrates as soon as its chunk arrives, and
// keeps anything typed before that (see contact-form.tsx). On a client-side
// visit there is no server markup to keep, so the code is fetched at once.
const ContactForm = splitComponent(
  () => import("~/components/forms/contact-form"),
  (m) => m.ContactForm,
  { until: () => (document.querySelector("#contact form") ? whenNearViewport("#contact") : Promise.resolve()) },
);

const CLAIMS = [
  { value: "500+", label: "Tutorials" },
  { value: "50,000+", label: "Creators" },
  { value: "24/7", label: "AI Support" },
];

const FEATURES = [
  {
    icon: BookOpen,
    title: "Step-by-step guides",
    text: "From your first mug to running a print shop, with sourced settings.",
    to: "/guides",
  },
  {
    icon: Package,
    title: "Recommended equipment",
    text: "Printers, presses, inks and tools, compared honestly.",
    to: "/equipment",
  },
  {
    icon: Truck,
    title: "Trusted blank suppliers",
    text: "Where to buy sublimation blanks, checked by our editors.",
    to: "/suppliers",
  },
  {
    icon: Bot,
    title: "AI sublimation expert",
    text: "Ask anything, any time, and get troubleshooting steps.",
    to: "/ai-chat",
  },
];

export function Landing({ data }: { data: LandingData }) {
  return (
    <main id="main">
      <section className="bg-gradient-to-br from-brand-50 via-white to-pink-50 px-4 py-16 text-center sm:py-24">
        <Link
          to="/ai-chat"
          className="inline-flex items-center gap-2 rounded-full bg-accent-600 px-4 py-1.5 text-sm font-semibold text-white hover:bg-pink-700"
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          NEW! Try our AI Sublimation Chat
        </Link>
        <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Master sublimation printing, from first press to profitable shop
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Clear guides, honest equipment advice, trusted blank suppliers and an AI expert that answers your questions.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a href="/api/login" className={buttonClass("primary", "lg")}>
            Get Started Free
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </a>
          <Link to="/guides" className={buttonClass("secondary", "lg")}>
            Browse Guides
          </Link>
          <Link to="/press-settings" className={buttonClass("secondary", "lg")}>
            Heat-Press Settings
          </Link>
        </div>
        <dl className="mx-auto mt-12 grid max-w-2xl grid-cols-3 gap-4">
          {CLAIMS.map((c) => (
            <div key={c.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-700">{c.label}</dt>
              <dd className="text-2xl font-bold text-brand-800 sm:text-3xl">{c.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="features">
        <h2 id="features" className="text-center text-3xl font-bold text-slate-900">
          Everything you need to create
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((f) => (
            <li key={f.title} className="rounded-lg border border-slate-200 p-5">
              <f.icon className="h-8 w-8 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 font-semibold text-slate-900">
                <Link to={f.to} className="hover:underline">
                  {f.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-700">{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 px-4 py-14" aria-labelledby="sample-guides">
        <div className="mx-auto max-w-7xl">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="sample-guides" className="text-3xl font-bold text-slate-900">
              Popular guides
            </h2>
            <Link to="/guides" className="font-medium text-brand-700 hover:underline">
              View all guides
            </Link>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.guides.map((g) => (
              <li key={g.id}>
                <GuideCard guide={g} picture={g.picture} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-14" aria-labelledby="equipment-categories">
        <h2 id="equipment-categories" className="text-3xl font-bold text-slate-900">
          Equipment by category
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.equipmentCategories.map((c) => (
            <li key={c.category} className="flex flex-col rounded-lg border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{c.title}</h3>
              <p className="mt-1 flex-1 text-sm text-slate-700">{c.description}</p>
              <p className="mt-3 text-sm text-slate-800">
                From <Price value={c.fromPrice} className="text-lg font-bold text-brand-800" />
              </p>
              <Link
                to={`/equipment?category=${c.category}`}
                className="mt-3 self-start py-0.5 text-sm font-medium text-brand-700 hover:underline"
              >
                Browse {c.title.toLowerCase()}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 px-4 py-14" aria-labelledby="landing-suppliers">
        <div className="mx-auto max-w-7xl">
          <div className="flex flex-wrap items-end justify-between gap-2">
            <h2 id="landing-suppliers" className="text-3xl font-bold text-slate-900">
              Trusted blank suppliers
            </h2>
            <Link to="/suppliers" className="font-medium text-brand-700 hover:underline">
              See all suppliers
            </Link>
          </div>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.suppliers.map((s) => (
              <li key={s.id} className="rounded-lg border border-slate-200 bg-white p-5">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{s.name}</h3>
                  {s.verified ? <VerifiedBadge /> : null}
                </div>
                <div className="mt-1">
                  <Stars rating={s.rating} />
                </div>
                <p className="mt-2 line-clamp-3 text-sm text-slate-700">{s.description}</p>
                <div className="mt-3">
                  <CategoryBadges categories={s.categories} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {data.preview ? (
        <section className="mx-auto max-w-4xl px-4 py-14" aria-labelledby="ai-preview">
          <h2 id="ai-preview" className="text-center text-3xl font-bold text-slate-900">
            Ask our AI sublimation expert
          </h2>
          <div className="mt-6 space-y-4 rounded-xl border border-slate-200 p-5 shadow-sm">
            <p className="ml-auto w-fit max-w-[85%] rounded-lg bg-brand-700 px-4 py-2 text-white">
              {data.preview.question}
            </p>
            <div className="max-w-[90%] rounded-lg bg-slate-100 px-4 py-3 text-slate-800">
              <p className="flex items-center gap-2 font-semibold">
                <Bot className="h-4 w-4" aria-hidden="true" />
                Sublimation expert
              </p>
              <p className="mt-1 text-sm">{data.preview.answer}</p>
              <p className="mt-3 text-sm font-semibold">Troubleshooting Steps</p>
              <ol className="mt-1 list-decimal pl-5 text-sm">
                {data.preview.steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
            </div>
          </div>
          <div className="mt-6 text-center">
            <Link to={askAiHref(data.preview.question)} className={buttonClass("primary")}>
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              Ask Your Own Question
            </Link>
          </div>
        </section>
      ) : null}

      <section className="bg-brand-800 px-4 py-14 text-center text-white" aria-labelledby="cta">
        <h2 id="cta" className="text-3xl font-bold">
          Ready to start creating?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">
          Join free: guides, equipment advice and 20 AI messages a month.
        </p>
        <a href="/api/login" className={`${buttonClass("secondary", "lg")} mt-6`}>
          <Users className="h-5 w-5" aria-hidden="true" />
          Get Started Free
        </a>
      </section>

      <section
        id="contact"
        className="mx-auto grid max-w-7xl scroll-mt-20 gap-8 px-4 py-14 md:grid-cols-2"
        aria-labelledby="contact-heading"
      >
        <div>
          <h2 id="contact-heading" className="text-3xl font-bold text-slate-900">
            Contact Us
          </h2>
          <p className="mt-3 text-slate-700">
            Questions about sublimation, our guides or partnering with us? Send us a message.
          </p>
          <p className="mt-4 flex items-center gap-2 text-slate-800">
            <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" />
            We typically respond within 24 hours, Monday to Friday 9 AM to 6 PM EST.
          </p>
          <p className="mt-2 flex items-center gap-2 text-slate-800">
            <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <Link to="/help-center" className="underline">
              Browse the Help Center
            </Link>
          </p>
        </div>
        <Suspense>
          <ContactForm.Component splitName />
        </Suspense>
      </section>

      {/* The assistant button never covers text. Its place is its own space at the end of the
          content. On screens wide enough to leave a margin beside the content (2xl, 1536 px), it
          floats in that margin at the bottom of the screen while the content scrolls past, then
          rests in its place. Narrower, a floating button would pass over text at most scroll
          positions (phones above all), so it stays in its place; the header's AI Assistant
          button (the phone menu's line below 640 px) is the entry from everywhere else. */}
      <div
        className="pointer-events-none z-30 mb-5 flex justify-end px-5 print:hidden 2xl:sticky 2xl:bottom-5"
        data-toast-above=""
      >
        <Link
          to="/ai-chat"
          aria-label="Open the AI assistant"
          className="pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800"
        >
          <Bot className="h-7 w-7" aria-hidden="true" />
        </Link>
      </div>
    </main>
  );
}
