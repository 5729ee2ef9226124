import type { User } from "../db/schema-types";

/** Hono's typing for this Worker: bindings from wrangler, plus per-request values. */
export type AppBindings = {
  Bindings: Env;
  Variables: {
    nonce: string;
    user: User | null;
    sessionTokenHash: string | null;
  };
};
