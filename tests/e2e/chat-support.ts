// Browser-test helpers for the chat: a premium user is set up directly in the
// running Worker's local D1, as billing would leave it.
import { execD1, sqlString } from "./accounts-support";

export function makePremium(email: string) {
  execD1(`UPDATE users SET subscription_tier = 'premium' WHERE email = ${sqlString(email)}`);
}
