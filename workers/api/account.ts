// The signed-in user's own account: saved guides, account deletion.
import { Hono } from "hono";
import type { AppBindings } from "../lib/types";

export const accountApi = new Hono<AppBindings>();
