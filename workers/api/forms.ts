// What visitors send: contact messages and partnership applications.
import { Hono } from "hono";
import type { AppBindings } from "../lib/types";

export const formsApi = new Hono<AppBindings>();
