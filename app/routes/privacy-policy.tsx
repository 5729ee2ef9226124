import { LegalPage } from "~/components/legal/legal-page";
import { SITE_NAME } from "@common/constants";
import { pageMeta } from "~/lib/meta";
import { canonicalUrl } from "./canonical.server";
import type { Route } from "./+types/privacy-policy";
import { Link } from "~/components/ui/link";

export const loader = ({ url }: Route.LoaderArgs) => ({ canonical: canonicalUrl(url) });
export const meta = ({ loaderData: data }: Route.MetaArgs) =>
  pageMeta("Privacy Policy", `How ${SITE_NAME} collects, uses and protects your information.`, {
    canonical: data?.canonical,
  });

const SECTIONS = [
  {
    heading: "Information We Collect",
    body: (
      <p>
        Your name, e-mail address and profile image from your sign-in provider; the questions you ask the AI assistant;
        messages and applications you send through our forms; and, for Premium, subscription status from our payment
        provider. We never see or store your card details.
      </p>
    ),
  },
  {
    heading: "How We Use Information",
    body: (
      <p>
        To run your account, answer your questions, count AI messages against your plan, reply to messages you send us
        and keep the service secure.
      </p>
    ),
  },
  {
    heading: "Cookies",
    body: (
      <p>
        We use only essential cookies: a session cookie that keeps you signed in, short-lived cookies that carry a
        sign-in attempt or a one-time message (such as &ldquo;You have been signed out&rdquo;) to the next page, and,
        for administrators, an admin session cookie. We do not use advertising or tracking cookies.
      </p>
    ),
  },
  {
    heading: "Sharing",
    body: (
      <p>
        We share data only with the services that run the site (hosting, sign-in, payments and the AI model provider),
        and never sell it. Affiliate links may let a retailer know you came from us.
      </p>
    ),
  },
  {
    heading: "Retention and Your Rights",
    body: (
      <>
        <p>
          You can delete your account at any time, which removes your profile, saved guides and conversations. You may
          ask us for a copy of your data.
        </p>
        <p>
          So that deleting an account and signing up again does not reset the free plan, we keep one record until the
          end of the calendar month (UTC) in which you delete your account: a keyed one-way code derived from your
          e-mail address (not the address itself), how many AI messages you had used that month, and whether you had
          already had a Premium trial. If you sign up again with the same e-mail address that month, your new account
          starts with that message count and without a new trial, and the record is then removed. Otherwise it is
          removed when the next month begins.
        </p>
      </>
    ),
  },
  {
    heading: "Contact",
    body: (
      <p>
        Questions about privacy?{" "}
        <Link to="/contact" className="text-brand-700 underline">
          Contact us
        </Link>
        .
      </p>
    ),
  },
];

export default function Privacy() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={<p>Your privacy matters to us. This policy explains what we collect and why.</p>}
      sections={SECTIONS}
    />
  );
}
