// The AI chat screen, served at /ai-chat and /sublimation-chat.
import { Bot, LogIn } from "lucide-react";
import { useLoaderData, useLocation, useSearchParams } from "react-router";
import { loadChatScreen } from "./ai-chat.server";
import { ChatScreen } from "~/components/chat/chat-screen";
import { buttonClass } from "~/components/ui/button";
import { pageMeta } from "~/lib/meta";
import { loginUrl } from "@common/redirect";
import { useOptionalUser } from "~/lib/use-user";
import type { Route } from "./+types/ai-chat";

export const meta = () => pageMeta("AI Sublimation Chat", "Ask the AI sublimation expert about settings, problems and equipment.");

export async function loader({ context }: Route.LoaderArgs) {
  return loadChatScreen(context.cloudflare.env, context.user);
}

export default function Page() {
  const user = useOptionalUser();
  const data = useLoaderData<typeof loader>();
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
    <main id="main">
      {/* Keyed by user so a different sign-in never sees another's conversation. */}
      <ChatScreen key={user.id} user={user} assistant={data.assistant} initialSessions={data.sessions} initialQuestion={params.get("q") ?? ""} />
    </main>
  );
}
