import type { User } from "../db/schema-types";
import type { Member } from "../services/member";

/** Hono's typing for this Worker: bindings from wrangler, plus per-request values. */
export type AppBindings = {
  Bindings: Env;
  Variables: {
    nonce: string;
    user: User | null;
    /** The signed-in member: the user with this month's usage and saved guides, read once per request. */
    member: Member | null;
    sessionTokenHash: string | null;
  };
};
