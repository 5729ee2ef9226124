import type { User } from "./db/schema-types";
import type { Flash } from "./lib/flash";

/** What every React Router loader and action receives as `context`. */
export interface PageContext {
  cloudflare: { env: Env; ctx: ExecutionContext };
  /** The CSP nonce of this response, for inline scripts. */
  nonce: string;
  /** The signed-in user, already checked against the session store. */
  user: User | null;
  /** The signed-in user's AI messages this month, read with the user (0 for visitors). */
  monthlyMessageCount: number;
  /** A one-time message to show as a toast. */
  flash: Flash | null;
}
