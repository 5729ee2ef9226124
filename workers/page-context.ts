import { createContext, type RouterContextProvider } from "react-router";
import type { User } from "./db/schema-types";
import type { Flash } from "./lib/flash";
import type { Member } from "./services/member";

/** What the Worker hands every React Router loader and action (through `pageContext`). */
export interface PageContext {
  cloudflare: { env: Env; ctx: ExecutionContext };
  /** The CSP nonce of this response, for inline scripts. */
  nonce: string;
  /** The signed-in user, already checked against the session store. */
  user: User | null;
  /** The signed-in member: the user with this month's usage and saved guides, read once per request. */
  member: Member | null;
  /** A one-time message to show as a toast. */
  flash: Flash | null;
}

/** The key of this request's PageContext in React Router's context (`context.get(pageContext)`). */
export const pageContext = createContext<PageContext>();

/** This request's PageContext, from a loader's, action's or entry's `context`. */
export const pageOf = (context: Readonly<RouterContextProvider>): PageContext => context.get(pageContext);
