import type { User } from "./db/schema-types";
import type { Flash } from "./lib/flash";
import type { Member } from "./services/member";

/** What every React Router loader and action receives as `context`. */
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
