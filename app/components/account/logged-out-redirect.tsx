// Shown when a screen needs a signed-in user: a short notice, then a
// full-page navigation to sign-in that returns here afterwards.
import { useEffect } from "react";
import { REDIRECT_AFTER_401_MS } from "@common/constants";
import { loginUrl } from "@common/redirect";

export function LoggedOutRedirect({
  returnTo,
  title = "Unauthorized",
  message = "You are logged out. Logging in again...",
}: {
  returnTo: string;
  title?: string;
  message?: string;
}) {
  const href = loginUrl(returnTo);
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(href), REDIRECT_AFTER_401_MS);
    return () => window.clearTimeout(timer);
  }, [href]);
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700" role="status">
        {message}
      </p>
      <a href={href} className="mt-4 text-brand-700 underline">
        Log in
      </a>
    </main>
  );
}
