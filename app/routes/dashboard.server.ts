// What /dashboard shows a signed-in user: account, usage and billing (the
// personal home at / has the reading lists). Only called for a signed-in user:
// signed-out visitors get no data at all from the dashboard's loader. Public
// lists come from the isolate's content snapshot; the member's saved guides came
// with the session; a premium member's recent conversations are the one query
// this page adds (on the request's D1 session: history tolerates a moment of lag).
import { data, redirectDocument } from "react-router";
import type { AccountFormResult } from "~/components/account/profile-settings-dialog";
import { DASHBOARD_RECENT_COUNT } from "@common/constants";
import { dashboardIntentSchema, deleteAccountSchema, profileUpdateSchema } from "@common/schemas";
import { isPremium } from "@common/user";
import { getDb } from "../../workers/db/client";
import { flashCookie } from "../../workers/lib/flash";
import { fieldErrors } from "../../workers/lib/http";
import { deleteAccount, listRecentConversations, updateProfile } from "../../workers/services/account";
import { clearSessionCookie } from "../../workers/services/session";
import type { Member } from "../../workers/services/member";
import { listGuidesByIds } from "../../workers/services/public-content";
import { usageResetDate } from "@common/plans";
import { toCurrentUser } from "../../workers/services/users";

export async function loadDashboard(env: Env, member: Member) {
  const { user } = member;
  const premium = isPremium(user);
  const [savedGuides, conversations] = await Promise.all([
    // Newest first; a guide no longer in the content drops out.
    listGuidesByIds(
      env,
      member.savedGuides.map((s) => s.guideId),
    ),
    premium ? listRecentConversations(getDb(env), user.id, DASHBOARD_RECENT_COUNT) : Promise.resolve(null),
  ]);
  return {
    user: toCurrentUser(user, member.monthlyMessageCount),
    resetsOn: usageResetDate().toISOString(),
    savedGuides: savedGuides.map((g) => ({ id: g.id, title: g.title, difficulty: g.difficulty })),
    conversations,
  };
}

const MAX_FIELD = 1000;

function firstErrors(error: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(error)).map(([k, v]) => [k, v[0] ?? ""]));
}

const fail = (intent: AccountFormResult["intent"], errors: Record<string, string>, values: Record<string, string>) =>
  data<AccountFormResult>({ intent, sent: false, errors, values }, { status: 400 });

/**
 * The dashboard's forms (they work without scripts; with them the Profile
 * Settings dialog posts the same fields through a fetcher): `profile` saves the
 * name, `delete-account` deletes the account once the confirmation is given
 * (the typed word without scripts, the dialog's button with them) and sends the
 * browser to the home page signed out, with a full load so no screen keeps the user.
 */
export async function dashboardAction(request: Request, env: Env, member: Member | null) {
  if (!member) return data<AccountFormResult>({ intent: null, sent: false, errors: {}, values: {} }, { status: 401 });
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value.slice(0, MAX_FIELD);
  const intent = dashboardIntentSchema.safeParse(values);
  if (!intent.success) return fail(null, firstErrors(intent.error), values);

  if (intent.data.intent === "profile") {
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) return fail("profile", firstErrors(parsed.error), values);
    await updateProfile(getDb(env), member.user.id, parsed.data);
    // The page answering this post (the header's menu too) is rendered in the same request from the
    // member read before the write: it shows the new name.
    Object.assign(member.user, { firstName: parsed.data.firstName, lastName: parsed.data.lastName ?? null });
    return data<AccountFormResult>({ intent: "profile", sent: true, errors: {}, values: {} });
  }

  const parsed = deleteAccountSchema.safeParse(values);
  if (!parsed.success) return fail("delete-account", firstErrors(parsed.error), { confirm: values.confirm ?? "" });
  await deleteAccount(env, member.user);
  const headers = new Headers({ "Set-Cookie": clearSessionCookie() });
  const flash = await flashCookie(env, {
    title: "Account deleted",
    description: "Your account and its data have been removed.",
  });
  if (flash) headers.append("Set-Cookie", flash);
  return redirectDocument("/", { status: 303, headers });
}
