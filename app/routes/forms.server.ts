// The contact and partnership forms posted to their pages (no script needed):
// the same zod schema, per-address limit and honeypot as the JSON API
// (workers/api/forms.ts), answered with field errors and the values sent so the
// page renders them, or with `sent`.
import { data } from "react-router";
import type { ZodType, z } from "zod";
import { fieldErrors } from "../../workers/lib/http";
import { FORM_LIMIT_PER_HOUR } from "../../workers/services/forms";
import { clientAddress, rateLimit } from "../../workers/services/rate-limit";

import type { FormResult } from "~/components/forms/fields";

/** Fields longer than this are cut before validation (the schema refuses them anyway). */
const MAX_FIELD = 10_000;

export async function submitForm<S extends ZodType>(
  request: Request,
  env: Env,
  opts: {
    schema: S;
    bucket: string;
    honeypot: string;
    /** Turns the posted fields into the schema's input (e.g. joins a split name). */
    input?: (values: Record<string, string>) => Record<string, string>;
    save: (input: z.infer<S>) => Promise<unknown>;
  },
) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value.slice(0, MAX_FIELD);
  const parsed = opts.schema.safeParse(opts.input ? opts.input(values) : values);
  if (!parsed.success) {
    const errors = Object.fromEntries(Object.entries(fieldErrors(parsed.error)).map(([k, v]) => [k, v[0]]));
    return data<FormResult>({ sent: false, errors, values }, { status: 400 });
  }
  const limit = await rateLimit(env, opts.bucket, clientAddress(request), FORM_LIMIT_PER_HOUR, 60 * 60 * 1000);
  if (!limit.allowed) {
    return data<FormResult>(
      { sent: false, errors: {}, values, formError: "Too many submissions. Please try again later." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  // A filled honeypot is a bot: answer as if accepted, store nothing.
  if (!values[opts.honeypot]) await opts.save(parsed.data);
  return data<FormResult>({ sent: true, errors: {}, values: {} });
}
