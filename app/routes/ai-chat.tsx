// The AI chat screen, served at /ai-chat and /sublimation-chat.
import { Bot, LogIn } from "lucide-react";
import { Suspense } from "react";
import { useActionData, useLoaderData, useLocation, useSearchParams } from "react-router";
import { chatFormAction, loadChatScreen } from "./ai-chat.server";
import { buttonClass } from "~/components/ui/button-class";
import { renderedByServer, splitComponent } from "~/lib/split";
import { pageMeta } from "~/lib/meta";
import { loginUrl } from "@common/redirect";
import { useOptionalUser } from "~/lib/use-user";
import type { Route } from "./+types/ai-chat";
import { pageOf } from "../../workers/page-context";

// The chat screen is for signed-in users only: a separate chunk, fetched before
// hydration when the server rendered it (see app/lib/split.ts), so visitors who
// only see "Login Required" never download it.
const Chat = splitComponent(
  () => import("~/components/chat/chat-screen"),
  (m) => m.ChatScreen,
);
if (renderedByServer("[data-chat-screen]")) await Chat.load();

export const meta = () =>
  pageMeta("AI Sublimation Chat", "Ask the AI sublimation expert about settings, problems and equipment.");

export async function loader({ context }: Route.LoaderArgs) {
  return loadChatScreen(pageOf(context).cloudflare.env, pageOf(context).user);
}

/**
 * The ask as a plain form POST (no JavaScript): the same checks, reservation,
 * counting and answer as POST /api/ask-sublimation-expert, rendered by the
 * server. Cross-site posts never get here (the Worker's same-origin check).
 */
export async function action({ request, context }: Route.ActionArgs) {
  return chatFormAction(pageOf(context).cloudflare, pageOf(context).user, request);
}

/** On a client-side navigation, fetch the chat screen's code alongside the data. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), Chat.load()]);
  return data;
}

export default function Page() {
  const user = useOptionalUser();
  const data = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const [params] = useSearchParams();
  const location = useLocation();

  if (!user) {
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
        <Bot className="mx-auto h-12 w-12 text-brand-700" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Login Required</h1>
        <p className="mt-2 text-slate-700">Please log in to chat with the AI sublimation expert.</p>
        <a href={loginUrl(location.pathname + location.search)} className={`${buttonClass("primary", "lg")} mt-6`}>
          <LogIn className="h-5 w-5" aria-hidden="true" />
          Log in to Chat
        </a>
      </main>
    );
  }

  return (
    <main id="main" data-chat-screen="">
      <Suspense fallback={null}>
        {/* Keyed by user so a different sign-in never sees another's conversation. */}
        <Chat.Component
          key={user.id}
          user={user}
          assistant={data.assistant}
          initialSessions={data.sessions}
          initialQuestion={params.get("q") ?? ""}
          formResult={answered ?? null}
        />
      </Suspense>
    </main>
  );
}
