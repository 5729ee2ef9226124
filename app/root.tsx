import { useEffect } from "react";
import { preloadModule } from "react-dom";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useLoaderData,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { toCurrentUser } from "../workers/services/users";
import { splitPreloadsFor } from "./split-preloads.server";
import type { Route } from "./+types/root";
import { GeneralErrorBoundary } from "./components/general-error-boundary";
import { Footer } from "./components/layout/footer";
import { Header, loadServerRenderedUserMenu } from "./components/layout/header";
import { NavigationProgress, PendingOutlet } from "./components/layout/navigation-progress";
import { Toaster, loadServerAnnouncedToast, useToast } from "./components/ui/toast";
import { useNonce } from "./lib/nonce";
import { pageOf } from "../workers/page-context";

// Split parts the server rendered (a flash toast, the avatar menu) are fetched
// before React hydrates. The wait is here, in the route module, not in the
// shared modules that declare them: those share a chunk with code the split
// chunks import, and a chunk that waits for a chunk importing it never finishes.
await Promise.all([loadServerAnnouncedToast(), loadServerRenderedUserMenu()]);

// The stylesheet is part of the server's HTML (ADR 0675): the first paint needs no
// second request, which on a phone's line waited a round trip and shared it with the
// scripts. Only the server build carries the text; the browser keeps the element the
// server sent, and client navigations never fetch a document again. The dev server
// links it instead, so style edits still reload in place.
const inlineCss: string = import.meta.env.SSR && !import.meta.env.DEV ? (await import("./app.css?inline")).default : "";
const devCss: string | null = import.meta.env.DEV ? (await import("./app.css?url")).default : null;

export const links: LinksFunction = () => (devCss ? [{ rel: "stylesheet", href: devCss }] : []);

export async function loader({ context, url }: Route.LoaderArgs) {
  const { member, flash } = pageOf(context);
  return data({
    // Read with the session, once per request: the root loader asks the database nothing.
    user: member ? toCurrentUser(member.user, member.monthlyMessageCount) : null,
    flash,
    // Split chunks this visitor needs at once (avatar menu, personal home, flash toast).
    preloads: splitPreloadsFor({ signedIn: !!member, path: url.pathname, flash: !!flash }),
  });
}

// The user is re-read after every action; otherwise only on full loads.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // React emits these as <link rel="modulepreload"> in the head.
  const preloads = useRouteLoaderData<typeof loader>("root")?.preloads ?? [];
  for (const href of preloads) preloadModule(href, { as: "script" });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        {devCss ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own built stylesheet, no outside input
          <style nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <Toaster>
          <NavigationProgress />
          <Header />
          <div className="flex-1">{children}</div>
          <Footer />
        </Toaster>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function FlashToast() {
  const { flash } = useLoaderData<typeof loader>();
  const toast = useToast();
  useEffect(() => {
    if (flash) toast(flash);
  }, [flash, toast]);
  if (!flash) return null;
  return (
    <>
      {/* Marks the page so the toast code is fetched before hydration (see toast.tsx). */}
      <span hidden data-toast-pending="" />
      {/* Without scripts there is no toast: the message is part of the page. */}
      <noscript>
        <div role="status" className="mx-auto mt-4 max-w-7xl px-4">
          <p className="rounded-md border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900">
            <strong>{flash.title}</strong>
            {flash.description ? ` ${flash.description}` : null}
          </p>
        </div>
      </noscript>
    </>
  );
}

/** Offline reading of saved guides follows who is signed in (see app/lib/offline.ts). */
function OfflineSupport() {
  const userId = useLoaderData<typeof loader>().user?.id ?? null;
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    // A visitor's page that no service worker controls has nothing offline to set
    // up or clear (the worker is registered only for a member, and controls every
    // page load after that until a signed-out load removes it): the module is
    // fetched only for members and for that one signed-out load.
    if (!userId && !navigator.serviceWorker?.controller) return;
    void import("./lib/offline").then((m) => m.syncOfflineSupport(userId));
  }, [userId]);
  return null;
}

export default function App() {
  return (
    <>
      <FlashToast />
      <OfflineSupport />
      <PendingOutlet>
        <Outlet />
      </PendingOutlet>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
