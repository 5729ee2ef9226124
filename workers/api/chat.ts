// Premium chat sessions and the AI sublimation expert.
import { Hono } from "hono";
import type { AppBindings } from "../lib/types";

export const chatApi = new Hono<AppBindings>();
