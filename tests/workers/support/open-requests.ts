// The execution contexts of the requests made through workerFetch (../worker.ts)
// whose waitUntil work has not been awaited yet.
import { waitOnExecutionContext } from "cloudflare:test";

const open: ExecutionContext[] = [];

export function track(ctx: ExecutionContext): ExecutionContext {
  open.push(ctx);
  return ctx;
}

/** Waits for the waitUntil work of every request made so far (and of any it starts meanwhile). */
export async function settleOpenRequests(): Promise<void> {
  while (open.length > 0) await Promise.all(open.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
}
