// The forms that work without scripts on the member's pages, called as their route
// actions are (real D1, KV and Durable Objects): Profile Settings and account deletion
// on /dashboard, notify-me and the upgrade start on /subscribe, and the chat's ask
// posted as a form, over the ask rate limit.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_TEXT } from "@common/chat-text";
import { PLAN_TEXT } from "@common/plans";
import { chatFormAction } from "../../app/routes/ai-chat.server";
import { dashboardAction } from "../../app/routes/dashboard.server";
import { guideSaveAction } from "../../app/routes/guide-detail.server";
import { subscribeAction } from "../../app/routes/subscribe.server";
import { getDb } from "../../workers/db/client";
import type { User } from "../../workers/db/schema-types";
import { loadMember } from "../../workers/services/member";
import { ASK_RATE_LIMITS } from "../../workers/services/rate-limit";
import { getUserById } from "../../workers/services/users";
import { newUser } from "./chat-helpers";
import { ORIGIN } from "./helpers";
import { seedContent } from "./seed-helpers";

const post = (path: string, fields: Record<string, string>, ip = "198.51.100.80") =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "CF-Connecting-IP": ip, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

async function member(id: string) {
  const m = await loadMember(env, id);
  if (!m) throw new Error("no such member");
  return m;
}
const userRow = async (id: string) => (await getUserById(getDb(env), id)) as User;

/** What a route action answered: its status and data (a redirect is a Response). */
type Answer<T> = { data: T; init?: { status?: number } | null };

describe("Profile Settings (the dashboard's action)", () => {
  it("answers 401 without a session, and 400 with a field message for an unknown intent", async () => {
    const none = (await dashboardAction(post("/dashboard", { intent: "profile" }), env, null)) as Answer<unknown>;
    expect(none.init?.status).toBe(401);
    const user = await newUser("free", "profile-bad");
    const bad = (await dashboardAction(
      post("/dashboard", { intent: "rename" }),
      env,
      await member(user.id),
    )) as Answer<{
      errors: Record<string, string>;
    }>;
    expect(bad.init?.status).toBe(400);
    expect(bad.data.errors).toEqual({ intent: "Unknown action" });
  });

  it("validates the name with the shared schema, keeps what was typed, then saves it", async () => {
    const user = await newUser("free", "profile");
    const refused = (await dashboardAction(
      post("/dashboard", { intent: "profile", firstName: "   ", lastName: "x".repeat(61) }),
      env,
      await member(user.id),
    )) as Answer<{ sent: boolean; errors: Record<string, string>; values: Record<string, string> }>;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.errors).toEqual({
      firstName: "First name is required",
      lastName: "Last name must be at most 60 characters",
    });
    expect(refused.data.values.lastName).toBe("x".repeat(61));
    expect((await userRow(user.id)).firstName).toBe("Test");

    const saved = (await dashboardAction(
      post("/dashboard", { intent: "profile", firstName: "  Ada ", lastName: "" }),
      env,
      await member(user.id),
    )) as Answer<{ sent: boolean }>;
    expect(saved.init?.status ?? 200).toBe(200);
    expect(saved.data.sent).toBe(true);
    const row = await userRow(user.id);
    expect([row.firstName, row.lastName]).toEqual(["Ada", null]);
  });

  it("deletes the account only with the typed confirmation, then signs out and redirects home", async () => {
    const user = await newUser("free", "delete-form");
    const wrong = (await dashboardAction(
      post("/dashboard", { intent: "delete-account", confirm: "delete" }),
      env,
      await member(user.id),
    )) as Answer<{ errors: Record<string, string> }>;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.errors).toEqual({ confirm: "Type DELETE to confirm" });
    const missing = (await dashboardAction(
      post("/dashboard", { intent: "delete-account" }),
      env,
      await member(user.id),
    )) as Answer<{ errors: Record<string, string> }>;
    expect(missing.data.errors.confirm).toBe("Type DELETE to confirm");
    expect(await userRow(user.id)).toBeDefined();

    const done = await dashboardAction(
      post("/dashboard", { intent: "delete-account", confirm: "DELETE" }),
      env,
      await member(user.id),
    );
    expect(done).toBeInstanceOf(Response);
    const res = done as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/");
    // A full document load, so no screen keeps the deleted user.
    expect(res.headers.get("X-Remix-Reload-Document")).toBe("true");
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("__Host-session=;") && c.includes("Max-Age=0"))).toBe(true);
    expect(cookies.some((c) => c.startsWith("__Host-flash="))).toBe(true);
    expect(await userRow(user.id)).toBeUndefined();
  });
});

describe("notify-me and the upgrade start (the subscribe page's action)", () => {
  const configured = {
    ...env,
    STRIPE_SECRET_KEY: "sk_test_forms",
    STRIPE_PUBLISHABLE_KEY: "pk_test_forms",
    STRIPE_PRICE_ID: "price_forms",
  } as Env;
  const notices = async (id: string) =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM upgrade_notifications WHERE user_id = ?").bind(id).first<{
      n: number;
    }>())!.n;

  it("answers 401 without a session and stores nothing", async () => {
    const res = (await subscribeAction(post("/subscribe", { intent: "notify" }), env, null)) as Answer<{
      notified: boolean;
    }>;
    expect(res.init?.status).toBe(401);
    expect(res.data.notified).toBe(false);
  });

  it("answers 400 with the field's message for a missing or unknown intent", async () => {
    const user = await newUser("free", "notify-bad");
    const cases: Record<string, string>[] = [{}, { intent: "subscribe" }, { intent: "x".repeat(5000) }];
    for (const fields of cases) {
      const res = (await subscribeAction(post("/subscribe", fields), env, await userRow(user.id))) as Answer<{
        errors: Record<string, string>;
        message: string;
      }>;
      expect(res.init?.status).toBe(400);
      expect(res.data.errors).toEqual({ intent: "Unknown action" });
      expect(res.data.message).toBe("Unknown action");
    }
    expect(await notices(user.id)).toBe(0);
  });

  it("stores a notify-me request once, and refuses it while Premium can be bought or for a Premium member", async () => {
    const user = await newUser("free", "notify");
    for (let i = 0; i < 2; i++) {
      const res = (await subscribeAction(
        post("/subscribe", { intent: "notify" }),
        env,
        await userRow(user.id),
      )) as Answer<{
        notified: boolean;
      }>;
      expect(res.init?.status ?? 200).toBe(200);
      expect(res.data.notified).toBe(true);
    }
    expect(await notices(user.id)).toBe(1);

    const other = await newUser("free", "notify-open");
    const open = (await subscribeAction(
      post("/subscribe", { intent: "notify" }),
      configured,
      await userRow(other.id),
    )) as Answer<{ message: string }>;
    expect(open.init?.status).toBe(409);
    expect(open.data.message).toBe(PLAN_TEXT.paymentsOpen);
    const premium = await newUser("premium", "notify-premium");
    const already = (await subscribeAction(
      post("/subscribe", { intent: "upgrade" }),
      env,
      await userRow(premium.id),
    )) as Answer<{ message: string }>;
    expect(already.init?.status).toBe(409);
    expect(await notices(other.id)).toBe(0);
  });

  // With payments configured the answer is a 303 to Stripe Checkout: subscribe-checkout.test.ts.
  it("answers an upgrade pressed without the script while payments are paused: nothing is started", async () => {
    const user = await newUser("free", "upgrade-form");
    const paused = (await subscribeAction(
      post("/subscribe", { intent: "upgrade" }),
      env,
      await userRow(user.id),
    )) as Answer<{
      message: string | null;
    }>;
    expect(paused.init?.status ?? 200).toBe(200);
    expect(paused.data.message).toBeNull();
    expect((await userRow(user.id)).stripeSubscriptionId).toBeNull();
  });
});

describe("the chat's ask posted as a form", () => {
  beforeAll(async () => {
    await seedContent();
  });
  /** The test bindings without the raised figures other files use: production's limits. */
  const limitedEnv = {
    ...env,
    ASK_RATE_USER_MINUTE: undefined,
    ASK_RATE_USER_HOUR: undefined,
    ASK_RATE_NETWORK_MINUTE: undefined,
  } as unknown as Env;

  it("answers 401 without a session and 400 for an empty question, keeping what was typed", async () => {
    const none = (await chatFormAction({ env }, null, post("/ai-chat", { question: "Mug time?" }))) as Answer<{
      status: number;
      question: string;
    }>;
    expect(none.init?.status).toBe(401);
    expect(none.data.question).toBe("Mug time?");
    const user = await newUser("free", "chat-form-empty");
    const empty = (await chatFormAction(
      { env },
      await userRow(user.id),
      post("/ai-chat", { question: "   " }),
    )) as Answer<{
      kind: string;
    }>;
    expect(empty.init?.status).toBe(400);
    expect(empty.data.kind).toBe("refused");
  });

  it("answers 429 with the rate-limit message and Retry-After once a user asks too often", async () => {
    const user = await newUser("free", "chat-form-rate");
    const row = await userRow(user.id);
    const ask = () =>
      chatFormAction(
        { env: limitedEnv },
        row,
        post("/ai-chat", { question: "How do I prevent ghosting?" }, "198.51.100.81"),
      ) as Promise<Answer<{ kind: string; status?: number; message?: string; question?: string }>>;
    // Free members have 20 messages a month; the per-minute rate limit comes first.
    for (let i = 0; i < ASK_RATE_LIMITS.userPerMinute; i++) {
      const res = await ask();
      expect(res.init?.status ?? 200).toBe(200);
      expect(res.data.kind).toBe("answered");
    }
    const refused = await ask();
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toMatchObject({
      kind: "refused",
      status: 429,
      message: CHAT_TEXT.askRateLimited,
      question: "How do I prevent ghosting?",
    });
    const headers = new Headers((refused.init as { headers?: HeadersInit } | undefined)?.headers);
    expect(Number(headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});

describe("the guide page's Save button posted as a form", () => {
  beforeAll(async () => {
    await seedContent();
  });
  const save = async (user: User, id: string, fields: Record<string, string>) => {
    try {
      return await guideSaveAction(post(`/guides/${id}`, fields), env, user, id);
    } catch (thrown) {
      return thrown as Answer<string> | Response;
    }
  };
  const savedIds = async (id: string) => (await member(id)).savedGuides.map((g) => g.guideId);

  it("answers 400 for a missing or unknown intent and 404 for an unknown guide, saving nothing", async () => {
    const user = await newUser("free", "guide-form");
    const row = await userRow(user.id);
    const missing = (await save(row, "fixing-ghosting", {})) as Answer<string>;
    expect(missing.init?.status).toBe(400);
    expect(missing.data).toBe("intent must be save or unsave");
    expect(((await save(row, "fixing-ghosting", { intent: "delete" })) as Answer<string>).init?.status).toBe(400);
    expect(((await save(row, "no-such-guide", { intent: "save" })) as Answer<string>).init?.status).toBe(404);
    expect(await savedIds(user.id)).toEqual([]);
  });

  it("saves and unsaves, then goes back with a 303", async () => {
    const user = await newUser("free", "guide-form-ok");
    const row = await userRow(user.id);
    const saved = (await save(row, "fixing-ghosting", { intent: "save" })) as Response;
    expect(saved.status).toBe(303);
    expect(await savedIds(user.id)).toEqual(["fixing-ghosting"]);
    await save(row, "fixing-ghosting", { intent: "unsave" });
    expect(await savedIds(user.id)).toEqual([]);
  });
});
