// The admin area's API; every endpoint checks the admin session on the server.
import { Hono } from "hono";
import type { AppBindings } from "../lib/types";

export const adminApi = new Hono<AppBindings>();
