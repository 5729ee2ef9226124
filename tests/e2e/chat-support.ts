// Browser-test helpers for the chat: a premium user is set up directly in the
// running Worker's local D1, as billing would leave it.
import { inject } from "vitest";
import { execLocalD1 } from "../../scripts/lib.mjs";

export function makePremium(email: string) {
  execLocalD1({
    persistTo: inject("persistTo"),
    command: `UPDATE users SET subscription_tier = 'premium' WHERE email = '${email.replace(/'/g, "''")}'`,
  });
}
