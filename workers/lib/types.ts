import type { User } from "../db/schema-types";

/** Hono's typing for this Worker: bindings from wrangler, plus per-request values. */
export type AppBindings = {
  Bindings: Env;
  Variables: {
    nonce: string;
    user: User | null;
    /** The signed-in user's AI messages this month, read with the user (0 for visitors). */
    monthlyMessageCount: number;
    sessionTokenHash: string | null;
  };
};
