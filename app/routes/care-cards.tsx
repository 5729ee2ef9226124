// /care-cards and /care-cards/<type>: printable care cards a seller puts in each
// order. On screen: one card, an optional shop name and contact line (a GET form),
// the sources and a note for the seller. Printed: four copies of the card on one
// sheet, with cut lines, and nothing else.
import { data } from "react-router";
import { CARE_CARDS, CARE_CARD_TYPES, type CareCard, type CareCardType } from "@content/care-cards";
import { careCardQuerySchema } from "@common/care-card";
import { Breadcrumbs } from "~/components/ui/breadcrumbs";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";
import { SourceList } from "~/components/ui/source-list";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import type { Route } from "./+types/care-cards";

const isType = (t: string | undefined): t is CareCardType => CARE_CARD_TYPES.includes(t as CareCardType);

export function loader({ params, url }: Route.LoaderArgs) {
  const canonical = canonicalUrl(url);
  if (params.type === undefined) return { card: null, query: { shop: "", contact: "" }, errors: {}, canonical };
  if (!isType(params.type)) throw data("Care card not found", { status: 404 });
  const parsed = careCardQuerySchema.safeParse({
    shop: url.searchParams.get("shop") ?? undefined,
    contact: url.searchParams.get("contact") ?? undefined,
  });
  const errors: { shop?: string; contact?: string } = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as "shop" | "contact";
      errors[field] ??= issue.message;
    }
  return {
    card: CARE_CARDS[params.type],
    // A field in error is left off the card, and shown back in the form as typed.
    query: {
      shop: errors.shop ? "" : (parsed.data?.shop ?? ""),
      contact: errors.contact ? "" : (parsed.data?.contact ?? ""),
    },
    typed: { shop: url.searchParams.get("shop") ?? "", contact: url.searchParams.get("contact") ?? "" },
    errors,
    canonical,
  };
}

export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  data?.card
    ? pageMeta(
        data.card.title,
        `A printable card with care instructions for ${data.card.type}, four to a page, to put in every order.`,
        { canonical: data.canonical },
      )
    : pageMeta("Printable care cards", "Printable care instructions for sublimated shirts, mugs, tumblers and flags.", {
        canonical: data?.canonical,
      });

const PRINT_CSS = `
@media print {
  @page care-card { margin: 10mm; }
  body:has([data-care-sheet]) { page: care-card; }
  body:has([data-care-sheet]) main { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  [data-care-sheet] { display: grid !important; grid-template-columns: 92mm 92mm; grid-auto-rows: 124mm; gap: 0; }
  [data-care-sheet] .care-card { display: block !important; border: 1px dashed #64748b !important; border-radius: 0 !important;
    padding: 6mm !important; margin: 0 !important; max-width: none !important; font-size: 9pt; line-height: 1.3;
    break-inside: avoid; box-shadow: none !important; overflow: hidden; }
}
`;

export default function CareCards({ loaderData }: Route.ComponentProps) {
  if (!loaderData.card) return <CareCardIndex />;
  return (
    <CareCardPage card={loaderData.card} query={loaderData.query} typed={loaderData.typed} errors={loaderData.errors} />
  );
}

function CareCardIndex() {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <Breadcrumbs
        trail={[
          { to: "/", label: "Home" },
          { to: "/guides", label: "Guides" },
        ]}
        current="Care cards"
      />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Printable care cards</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        A care card in every order sets expectations and prevents most complaints. Each card prints four to a sheet,
        ready to cut, with your shop name and contact line if you add them.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {CARE_CARD_TYPES.map((t) => (
          <li key={t} className="rounded-lg border border-slate-200 p-5">
            <h2 className="text-lg font-semibold text-slate-900">
              <Link to={`/care-cards/${t}`} className="text-brand-800 hover:underline">
                {CARE_CARDS[t].title}
              </Link>
            </h2>
            <p className="mt-1 text-sm text-slate-700">{CARE_CARDS[t].madeBy}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}

function CardFace({ card, shop, contact }: { card: CareCard; shop: string; contact: string }) {
  return (
    <>
      {shop ? <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">{shop}</p> : null}
      <h2 className="text-xl font-bold text-slate-900">{card.heading}</h2>
      <p className="mt-2 text-sm text-slate-700">{card.madeBy}</p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-900">
        {card.steps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        {contact
          ? `Questions or a problem with your order? ${contact}`
          : "Questions or a problem with your order? Contact us: we are glad to help."}
      </p>
    </>
  );
}

function CareCardPage({
  card,
  query,
  typed,
  errors,
}: {
  card: CareCard;
  query: { shop: string; contact: string };
  typed: { shop: string; contact: string };
  errors: { shop?: string; contact?: string };
}) {
  const fields = [
    { name: "shop", label: "Your shop name (optional)", value: typed.shop, error: errors.shop },
    { name: "contact", label: "How customers reach you (optional)", value: typed.contact, error: errors.contact },
  ] as const;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <style>{PRINT_CSS}</style>
      <Breadcrumbs
        className="print:hidden"
        trail={[
          { to: "/", label: "Home" },
          { to: "/care-cards", label: "Care cards" },
        ]}
        current={card.title}
      />
      <div className="print:hidden">
        <h1 className="mt-4 text-3xl font-bold text-slate-900">{card.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-700">
          Print this page to get four cards on one sheet, ready to cut and put in each order. Add your shop name and
          contact line first if you like.
        </p>
        <form method="get" className="mt-6 grid max-w-xl gap-4" aria-label="Personalise the card">
          {fields.map((f) => (
            <div key={f.name}>
              <label htmlFor={`care-${f.name}`} className="block text-sm font-medium text-slate-800">
                {f.label}
              </label>
              <input
                id={`care-${f.name}`}
                name={f.name}
                defaultValue={f.value}
                maxLength={120}
                aria-invalid={f.error ? true : undefined}
                aria-describedby={f.error ? `care-${f.name}-error` : undefined}
                className="mt-1 h-10 w-full rounded-md border border-slate-300 px-3 text-sm aria-[invalid=true]:border-red-700"
              />
              {f.error ? (
                <p id={`care-${f.name}-error`} className="mt-1 text-sm text-red-800">
                  {f.error}
                </p>
              ) : null}
            </div>
          ))}
          <div>
            <button type="submit" className={buttonClass("secondary")}>
              Update card
            </button>
          </div>
        </form>
      </div>

      <div data-care-sheet className="mt-8">
        {[0, 1, 2, 3].map((i) => (
          <section
            key={i}
            aria-label={i === 0 ? card.heading : undefined}
            aria-hidden={i === 0 ? undefined : true}
            data-testid={i === 0 ? "care-card" : undefined}
            className={`care-card max-w-md rounded-lg border border-slate-300 bg-white p-6 shadow-sm ${i === 0 ? "" : "hidden"}`}
          >
            <CardFace card={card} shop={query.shop} contact={query.contact} />
          </section>
        ))}
      </div>

      <div className="mt-8 max-w-3xl print:hidden">
        <h2 className="text-lg font-semibold text-slate-900">For you, the seller</h2>
        <p className="mt-2 text-sm text-slate-700">{card.sellerNote}</p>
        <p className="mt-2 text-sm text-slate-700">
          Read more:{" "}
          {card.guides.map((g, i) => (
            <span key={g.id}>
              {i > 0 ? "; " : ""}
              <Link to={`/guides/${g.id}`} className="text-brand-700 underline">
                {g.title}
              </Link>
            </span>
          ))}
          .
        </p>
        <h3 className="mt-4 text-sm font-semibold text-slate-900">Sources</h3>
        <SourceList sources={card.sources} className="mt-1 text-sm" />
        <p className="mt-4 text-sm">
          Other cards:{" "}
          {CARE_CARD_TYPES.filter((t) => t !== card.type).map((t, i) => (
            <span key={t}>
              {i > 0 ? ", " : ""}
              <Link to={`/care-cards/${t}`} className="text-brand-700 underline">
                {t}
              </Link>
            </span>
          ))}
          .
        </p>
      </div>
    </main>
  );
}
