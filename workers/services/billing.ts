// Billing: Stripe customers and subscriptions mapped onto the user's plan fields.
import type { User } from "../db/schema-types";

/**
 * Cancels the user's subscription, if any, as their account is deleted.
 * Without Stripe configured there is nothing to cancel.
 */
export async function cancelSubscriptionForAccountDeletion(_env: Env, _user: User): Promise<void> {}
