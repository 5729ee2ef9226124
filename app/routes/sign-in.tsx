// The sign-in screen behind /api/login: one button per configured provider, the
// clearly labelled development form when running locally without providers, an
// honest notice when neither exists, and the reason when an attempt failed.
import { Check } from "lucide-react";
import { redirect } from "react-router";
import { FREE_ACCOUNT_BENEFITS } from "@common/plans";
import { Link } from "~/components/ui/link";
import { listGuidesByIds } from "../../workers/services/public-content";
import { signInErrorMessage } from "~/components/account/sign-in-errors";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import { pageMeta } from "~/lib/meta";
import { loginUrl, safeReturnTo } from "@common/redirect";
import { devToolsAllowed } from "../../workers/env";
import { enabledProviders } from "../../workers/services/oauth";
import type { Route } from "./+types/sign-in";
import { pageOf } from "../../workers/page-context";

export const meta = () => pageMeta("Sign in", "Sign in to Sublimation Hub.", { noindex: true });

/** What the visitor was on their way to, in words, from the address they will return to. */
async function destination(env: Env, returnTo: string): Promise<{ kind: string; title: string } | null> {
  const path = returnTo.split(/[?#]/, 1)[0];
  const guide = /^\/guides\/([^/]+)$/.exec(path);
  if (guide) {
    const [summary] = await listGuidesByIds(env, [guide[1]]);
    return summary ? { kind: "guide", title: summary.title } : null;
  }
  if (path === "/ai-chat" || path === "/sublimation-chat") return { kind: "chat", title: "the AI sublimation expert" };
  if (path === "/subscribe") return { kind: "plan", title: "the Premium plan" };
  if (path === "/dashboard" || path === "/") return { kind: "home", title: "your personal home" };
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const returnTo = safeReturnTo(params.get("returnTo"));
  if (pageOf(context).user) throw redirect(returnTo);
  const env = pageOf(context).cloudflare.env;
  const providers = enabledProviders(env);
  return {
    returnTo,
    destination: await destination(env, returnTo),
    error: signInErrorMessage(params.get("error")),
    providers,
    devLogin: providers.length === 0 && devToolsAllowed(env, request),
  };
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { returnTo, error, providers, devLogin, destination } = loaderData;
  const query = `?returnTo=${encodeURIComponent(returnTo)}`;
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Log in / Sign Up</h1>
      {destination ? (
        <p className="mt-3 text-lg text-slate-800" data-testid="sign-in-destination">
          {destination.kind === "guide" ? (
            <>
              Sign in to read <strong>“{destination.title}”</strong>: it's free.
            </>
          ) : (
            <>Sign in to open {destination.title}: it's free.</>
          )}
        </p>
      ) : null}
      <section aria-labelledby="free-account" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <h2 id="free-account" className="font-semibold text-slate-900">
          A free account gives you
        </h2>
        <ul className="mt-2 grid gap-1.5 text-sm text-slate-800">
          {FREE_ACCOUNT_BENEFITS.map((b) => (
            <li key={b} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
              {b}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700">
          Want more?{" "}
          <Link to="/pricing" className="font-medium text-brand-800 underline">
            See the plans and prices
          </Link>
          .
        </p>
      </section>
      {error ? (
        <section
          role="alert"
          aria-labelledby="sign-in-failed"
          className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <h2 id="sign-in-failed" className="font-semibold text-red-900">
            Sign-in failed
          </h2>
          <p className="mt-1 text-sm text-red-900">{error}</p>
          <a href={loginUrl(returnTo)} className={`${buttonClass("primary", "sm")} mt-3`}>
            Try again
          </a>
        </section>
      ) : null}
      {providers.length > 0 ? (
        <section aria-label="Sign-in providers" className="mt-6 grid gap-3">
          <p className="text-slate-700">
            Choose how you want to sign in. New here? Signing in creates your free account.
          </p>
          {providers.map((p) => (
            <a key={p.id} href={`/api/login/${p.id}${query}`} className={buttonClass("outline", "lg")}>
              Continue with {p.name}
            </a>
          ))}
        </section>
      ) : devLogin ? (
        <section
          aria-labelledby="dev-login"
          className="mt-6 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-6"
        >
          <h2 id="dev-login" className="text-lg font-semibold text-amber-900">
            Development sign-in
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            No sign-in provider is configured on this local server, so you can sign in as any name and e-mail. This form
            exists only on localhost and never in production.
          </p>
          <form method="post" action="/api/login/dev" className="mt-4 grid gap-4">
            <input type="hidden" name="returnTo" value={returnTo} />
            <div className="grid gap-1">
              <label htmlFor="firstName" className="text-sm font-medium text-slate-800">
                First name
              </label>
              <input
                id="firstName"
                name="firstName"
                required
                maxLength={60}
                autoComplete="given-name"
                className="h-10 rounded-md border border-slate-300 px-3"
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor="lastName" className="text-sm font-medium text-slate-800">
                Last name
              </label>
              <input
                id="lastName"
                name="lastName"
                maxLength={60}
                autoComplete="family-name"
                className="h-10 rounded-md border border-slate-300 px-3"
              />
            </div>
            <div className="grid gap-1">
              <label htmlFor="email" className="text-sm font-medium text-slate-800">
                Email
              </label>
              <input
                id="email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                className="h-10 rounded-md border border-slate-300 px-3"
              />
            </div>
            <Button type="submit">Sign in</Button>
          </form>
        </section>
      ) : (
        <p className="mt-6 text-slate-700">
          Sign-in is not configured on this server yet: no sign-in provider has been set up. Please try again later.
        </p>
      )}
    </main>
  );
}
