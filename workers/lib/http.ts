// The API's error conventions: expected failures are data with a status and a
// JSON { message }; validation failures add fieldErrors.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

export class HttpError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) => new HttpError(400, message, extra);
export const unauthorized = (message = "Unauthorized") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const tooManyRequests = (message = "Too many requests. Please try again later.", retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds ? { retryAfter: retryAfterSeconds } : {});

/** { field: ["message", ...] } from a zod error, with "form" for errors not tied to a field. */
export function fieldErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

/** Validates data with a schema or throws a 400 carrying the field messages. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw badRequest("Invalid input", { fieldErrors: fieldErrors(result.error) });
  }
  return result.data;
}

/** Validates the query string (single values only). */
export function queryParams<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

export function errorResponse(c: Context, error: unknown): Response {
  if (error instanceof HttpError) {
    const headers: Record<string, string> = {};
    if (typeof error.extra.retryAfter === "number") headers["Retry-After"] = String(error.extra.retryAfter);
    return c.json({ message: error.message, ...error.extra }, error.status, headers);
  }
  // Unexpected: log for the operator, never leak details to the client.
  console.error("Unhandled API error", error);
  return c.json({ message: "Internal server error" }, 500);
}
