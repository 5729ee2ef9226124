// The browser's API client: hono's typed client over the Worker's routes
// (AppType), so paths, inputs and answers are checked against the API itself.
// Cookies are always sent; a non-success answer becomes an ApiError carrying
// the status and the server's { message }. No retries.
import { hc } from "hono/client";
import type { AppType } from "../../workers/api";

export const api = hc<AppType>("/api", { init: { credentials: "include" } });

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }

  /** The server's { message } when the body is JSON, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === "string") return parsed.message;
    } catch {
      // not JSON
    }
    return this.body;
  }
}

/** What a call of the typed client resolves to, as far as these helpers need it. */
export interface Answer<T> {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
  json(): Promise<T>;
}

/** The response when it is a success; an ApiError otherwise. */
export async function ok<R extends Answer<unknown>>(request: Promise<R>): Promise<R> {
  const res = await request;
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** The JSON answer of a successful call, typed by the API; an ApiError otherwise. */
export async function data<T>(request: Promise<Answer<T>>): Promise<T> {
  return (await ok(request)).json();
}
