// The $4.99/month Premium plan with Stripe.
import { Hono } from "hono";
import type { AppBindings } from "../lib/types";

export const billingApi = new Hono<AppBindings>();
