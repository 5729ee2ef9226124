// Request validation for the API with @hono/zod-validator, keeping the API's
// error contract: a body that is not JSON is a 400 "Request body must be valid
// JSON", an empty body counts as {}, and a failed schema is a 400
// { message: "Invalid input", fieldErrors }. The validated input's type flows
// into AppType, so the browser's client (hono/client) is typed from it.
import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import type { ZodType } from "zod";
import { badRequest, fieldErrors } from "./http";
import type { AppBindings } from "./types";

/**
 * Validates the JSON body with the schema; read it in the handler with c.req.valid("json").
 * `first` runs before a 400 is thrown, so a refusal it throws (a 401 decided by a read
 * still in flight while the body was checked) comes before the 400, as a guard's would.
 */
export function jsonInput<S extends ZodType>(schema: S, first?: (c: Context<AppBindings>) => Promise<unknown>) {
  const validate = zValidator("json", schema, async (result, c) => {
    if (result.success) return;
    await first?.(c as unknown as Context<AppBindings>);
    throw badRequest("Invalid input", { fieldErrors: fieldErrors(result.error) });
  });
  const middleware: typeof validate = async (c, next) => {
    const text = await c.req.text();
    if (text.trim() === "") {
      // The validator reads JSON from the cached body text (hono caches the promise): an
      // empty body is read as {}.
      c.req.bodyCache.text = Promise.resolve("{}") as unknown as string;
    } else {
      try {
        JSON.parse(text);
      } catch {
        await first?.(c as unknown as Context<AppBindings>);
        throw badRequest("Request body must be valid JSON");
      }
    }
    return validate(c, next);
  };
  return middleware;
}
