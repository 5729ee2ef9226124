// What the chat screen needs from the Worker before it renders.
import { isPremium } from "@common/user";
import { settings } from "../../workers/env";
import type { User } from "../../workers/db/schema-types";
import { listSessions } from "../../workers/services/chat";

export async function loadChatScreen(env: Env, user: User | null) {
  // Which assistant answers is not a secret: the screen labels the built-in one.
  const assistant: "openai" | "embedded" = settings(env).OPENAI_API_KEY ? "openai" : "embedded";
  const sessions = user && isPremium(user) ? await listSessions(env, user.id) : null;
  return { assistant, sessions };
}
