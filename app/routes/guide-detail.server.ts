// The guide page's Save form, posted without the page's script (with it the button
// uses the JSON API).
import { data, redirect } from "react-router";
import { loginUrl, safeReturnTo } from "@common/redirect";
import { saveGuideFormSchema } from "@common/schemas";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { saveGuide, unsaveGuide } from "../../workers/services/saved-guides";

/**
 * Save or unsave one guide: signed-in readers only, then back to the page the
 * button was on (303). 400 for a missing or unknown intent, 404 for an unknown guide.
 */
export async function guideSaveAction(request: Request, env: Env, user: User | null, guideId: string) {
  const form = await request.formData();
  const back = safeReturnTo(String(form.get("returnTo") ?? ""), `/guides/${guideId}`);
  if (!user) return redirect(loginUrl(back));
  const parsed = saveGuideFormSchema.safeParse({ guideId, intent: form.get("intent") });
  if (!parsed.success) throw data(parsed.error.issues[0]?.message ?? "Invalid request", { status: 400 });
  const { intent } = parsed.data;
  const db = getDb(env);
  if (intent === "unsave") await unsaveGuide(db, user.id, parsed.data.guideId);
  else if (!(await saveGuide(db, user.id, parsed.data.guideId))) throw data("Guide not found", { status: 404 });
  return redirect(back, 303);
}
