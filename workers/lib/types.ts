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
    /**
     * Set instead of `user` and `member` on requests whose route reads the member's row
     * beside its own work (the ask, ADR 0821): the session's user id and the row loading.
     */
    memberLoad: { userId: string; hash: string; member: Promise<Member | null> } | null;
  };
};
