import { LegalPage } from "~/components/legal/legal-page";
import { FREE_MONTHLY_MESSAGES, PREMIUM_PRICE_LABEL, SITE_NAME } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import type { Route } from "./+types/terms-of-service";
import { Link } from "~/components/ui/link";

export const loader = ({ url }: Route.LoaderArgs) => ({ canonical: canonicalUrl(url) });
export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta("Terms of Service", `The terms for using ${SITE_NAME}.`, { canonical: data?.canonical });

const SECTIONS = [
  {
    heading: "Acceptance of Terms",
    body: <p>By using {SITE_NAME} you agree to these terms. If you do not agree, please do not use the site.</p>,
  },
  {
    heading: "Service Description",
    body: (
      <p>
        {SITE_NAME} offers sublimation printing guides, equipment recommendations with affiliate links, a directory of
        blank suppliers and an AI chat assistant. Guides and AI answers are general information; always follow the
        instructions that come with your equipment and blanks.
      </p>
    ),
  },
  {
    heading: "User Accounts",
    body: (
      <p>
        You sign in with an external provider. Keep access to that account secure; you are responsible for activity
        under your account.
      </p>
    ),
  },
  {
    heading: "Subscription and Billing",
    body: (
      <p>
        The free plan includes {FREE_MONTHLY_MESSAGES} AI messages per month. Premium costs {PREMIUM_PRICE_LABEL} per
        month, is billed monthly, renews automatically and can be cancelled at any time; access continues until the end
        of the paid period. Price changes are announced 30 days ahead.
      </p>
    ),
  },
  {
    heading: "Acceptable Use",
    body: (
      <p>
        Do not misuse the service: no attempts to break security, scrape at scale, send spam through our forms or use
        the AI assistant for unlawful purposes.
      </p>
    ),
  },
  {
    heading: "Intellectual Property",
    body: (
      <p>
        The guides, text and design of {SITE_NAME} belong to us or our licensors. Product and company names belong to
        their owners.
      </p>
    ),
  },
  {
    heading: "Limitation of Liability",
    body: (
      <p>
        The service is provided as is. To the extent the law allows, we are not liable for damage to equipment,
        materials or products, or for lost profits, arising from use of the site.
      </p>
    ),
  },
  {
    heading: "Termination",
    body: (
      <p>
        You can stop using the service and delete your account at any time. We may suspend accounts that break these
        terms.
      </p>
    ),
  },
  {
    heading: "Changes to Terms",
    body: (
      <p>
        We may update these terms and will change the date above when we do. Questions?{" "}
        <Link to="/contact" className="text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    ),
  },
];

export default function Terms() {
  return <LegalPage title="Terms of Service" intro={<p>Please read these terms carefully.</p>} sections={SECTIONS} />;
}
