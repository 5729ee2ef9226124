// How many round trips a member's page costs, on real D1 and KV: the page's
// data functions (session + member, then the loader's server helpers) run with
// bindings that count each D1 query or batch and each KV read. The budgets are
// the point: public content comes from the isolate's snapshot, the member's own
// rows from one batch, and the user with the month's usage from one more.
import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadDashboard } from "../../app/routes/dashboard.server";
import { loadPersonalHome } from "../../app/routes/home.server";
import { openRequestDatabase, primaryDatabase } from "../../workers/db/d1-session";
import { resolveMember } from "../../workers/services/member";
import { deleteSession, deleteUserSessions, readSession } from "../../workers/services/session";
import { clearPublicContentCache, getGuide, listGuides, publicContent } from "../../workers/services/public-content";
import { usageMonth } from "@common/constants";
import { ORIGIN, signIn } from "./helpers";
import { seedContent } from "./seed-helpers";
import { countingEnv } from "./support/count-bindings";

/** D1 round trips, session and member included (the brief for members' pages allows 2). */
// The personal home adds one query of its own: the member's recently read guides.
const PAGE_BUDGET = { home: 2, guides: 1, guideDetail: 1, freeDashboard: 1, premiumDashboard: 2 };

let cookie: string;
let userId: string;
let guideIds: string[];

beforeAll(async () => {
  await seedContent();
  cookie = await signIn("member-pages@example.com", "Mia");
  userId = (await env.DB.prepare("SELECT id FROM users WHERE email = ?")
    .bind("member-pages@example.com")
    .first<{ id: string }>())!.id;
  guideIds = (
    await env.DB.prepare("SELECT id FROM guides ORDER BY sort_order LIMIT 3").all<{ id: string }>()
  ).results.map((r) => r.id);
  await env.DB.prepare("INSERT INTO saved_guides (user_id, guide_id) VALUES (?, ?)").bind(userId, guideIds[1]).run();
});

const pageRequest = (path: string) => new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookie } });

/** A warm isolate: the content snapshot is loaded once, then counting starts. */
async function warmCounting() {
  const counting = countingEnv(env);
  await publicContent(counting.env);
  counting.reset();
  return counting;
}

beforeEach(() => clearPublicContentCache());

describe("round trips per member page", () => {
  it(`/ (personal home): at most one KV read and ${PAGE_BUDGET.home} D1 round trips`, async () => {
    const counting = await warmCounting();
    const { member } = await resolveMember(counting.env, pageRequest("/"));
    expect(member?.user.id).toBe(userId);
    await env.DB.prepare("INSERT OR REPLACE INTO guide_reads (user_id, guide_id, read_at) VALUES (?, ?, ?), (?, ?, ?)")
      .bind(userId, guideIds[2], 1000, userId, guideIds[0], 2000)
      .run();
    counting.reset();
    const home = await loadPersonalHome(counting.env, member!);

    expect(counting.counts.kvReads).toBeLessThanOrEqual(1);
    expect(counting.counts.d1, counting.counts.sql.join("\n")).toBeLessThanOrEqual(PAGE_BUDGET.home);
    // ...and the page is complete and personal.
    expect(home.saved.map((g) => g.id)).toEqual([guideIds[1]]);
    // Recently read: newest first, what this member opened (not the catalogue's first guides).
    expect(home.recent.map((g) => g.id)).toEqual([guideIds[0], guideIds[2]]);
    // Suggestions fit a beginner's budget and skip what was saved or read.
    expect(home.equipment.every((e) => e.price <= 500)).toBe(true);
    expect(home.nextGuides.some((g) => guideIds.includes(g.id))).toBe(false);
    expect(home.user.firstName).toBe("Mia");
  });

  it(`/guides: at most one KV read and ${PAGE_BUDGET.guides} D1 round trips`, async () => {
    const counting = await warmCounting();
    const { member } = await resolveMember(counting.env, pageRequest("/guides"));
    const guides = await listGuides(counting.env);
    expect(member).not.toBeNull();
    expect(guides.length).toBeGreaterThan(0);
    expect(counting.counts.kvReads).toBeLessThanOrEqual(1);
    expect(counting.counts.d1, counting.counts.sql.join("\n")).toBeLessThanOrEqual(PAGE_BUDGET.guides);
  });

  it(`/dashboard: ${PAGE_BUDGET.freeDashboard} D1 round trip (free), ${PAGE_BUDGET.premiumDashboard} (premium)`, async () => {
    for (const tier of ["free", "premium"] as const) {
      await env.DB.prepare("UPDATE users SET subscription_tier = ? WHERE id = ?").bind(tier, userId).run();
      const counting = await warmCounting();
      const { member } = await resolveMember(counting.env, pageRequest("/dashboard"));
      const dashboard = await loadDashboard(counting.env, member!);
      const budget = tier === "free" ? PAGE_BUDGET.freeDashboard : PAGE_BUDGET.premiumDashboard;
      expect(counting.counts.d1, counting.counts.sql.join("\n")).toBeLessThanOrEqual(budget);
      expect(dashboard.savedGuides.map((g) => g.id)).toEqual([guideIds[1]]);
      expect(dashboard.conversations === null).toBe(tier === "free");
    }
    await env.DB.prepare("UPDATE users SET subscription_tier = 'free' WHERE id = ?").bind(userId).run();
  });

  it("a guide's page reads its full text from the isolate's content snapshot, and unknown ids never reach D1", async () => {
    const counting = await warmCounting();
    expect((await getGuide(counting.env, guideIds[0]))?.content.length).toBeGreaterThan(0);
    await getGuide(counting.env, guideIds[0]);
    expect(await getGuide(counting.env, "no-such-guide")).toBeNull();
    expect(counting.counts.d1).toBe(0);

    // A warm guide page: the member (with their saved guides), nothing else.
    counting.reset();
    const { member } = await resolveMember(counting.env, pageRequest(`/guides/${guideIds[1]}`));
    await getGuide(counting.env, guideIds[1]);
    await getGuide(counting.env, guideIds[1]);
    counting.reset();
    await resolveMember(counting.env, pageRequest(`/guides/${guideIds[1]}`));
    expect(await getGuide(counting.env, guideIds[1])).not.toBeNull();
    expect(counting.counts.d1).toBeLessThanOrEqual(PAGE_BUDGET.guideDetail);
    expect(member?.savedGuides.map((s) => s.guideId)).toEqual([guideIds[1]]);
  });
});

describe("the member's plan and usage are never older than the request", () => {
  it("shows a plan change written by a billing webhook, and this month's count, on the next page", async () => {
    await env.DB.prepare(
      "INSERT INTO ai_usage (user_id, month, count) VALUES (?, ?, 7) ON CONFLICT DO UPDATE SET count = 7",
    )
      .bind(userId, usageMonth())
      .run();
    const before = await resolveMember(env, pageRequest("/"));
    expect(before.member?.user.subscriptionTier).toBe("free");
    expect(before.member?.monthlyMessageCount).toBe(7);
    expect(before.member?.savedGuides.map((s) => s.guideId)).toEqual([guideIds[1]]);

    // What the webhook handler writes (on the primary, from another request).
    await env.DB.prepare("UPDATE users SET subscription_tier = 'premium', subscription_status = 'active' WHERE id = ?")
      .bind(userId)
      .run();
    const after = await resolveMember(env, pageRequest("/"));
    expect(after.member?.user.subscriptionTier).toBe("premium");

    await env.DB.prepare("UPDATE users SET subscription_tier = 'free', subscription_status = 'canceled' WHERE id = ?")
      .bind(userId)
      .run();
    expect((await resolveMember(env, pageRequest("/"))).member?.user.subscriptionTier).toBe("free");
  });

  it("lists their saved guides newest first, and a guide unsaved a moment ago is gone", async () => {
    await env.DB.prepare("INSERT INTO saved_guides (user_id, guide_id, created_at) VALUES (?, ?, ?)")
      .bind(userId, guideIds[2], Date.now() + 60_000)
      .run();
    expect((await resolveMember(env, pageRequest("/"))).member?.savedGuides.map((s) => s.guideId)).toEqual([
      guideIds[2],
      guideIds[1],
    ]);
    await env.DB.prepare("DELETE FROM saved_guides WHERE user_id = ? AND guide_id = ?").bind(userId, guideIds[2]).run();
    expect((await resolveMember(env, pageRequest("/"))).member?.savedGuides.map((s) => s.guideId)).toEqual([
      guideIds[1],
    ]);
  });

  it("reads the member from the primary even inside a request's replica session", () => {
    const scoped = openRequestDatabase(env, pageRequest("/"));
    expect(scoped.env.DB).not.toBe(env.DB);
    expect(primaryDatabase(scoped.env)).toBe(env.DB);
    expect(primaryDatabase(env)).toBe(env.DB);
  });
});

describe("the session is remembered for a moment, and forgotten when it ends", () => {
  it("a member's next page reads no KV; signing out, or out everywhere, refuses the cookie at once", async () => {
    for (const end of ["sign-out", "everywhere"] as const) {
      const mine = await signIn(`remembered-${end}@example.com`, "Rae");
      const request = () => new Request(`${ORIGIN}/`, { headers: { Cookie: mine } });
      const counting = countingEnv(env);
      const first = await resolveMember(counting.env, request());
      expect(first.member?.user.firstName).toBe("Rae");
      counting.reset();
      const next = await resolveMember(counting.env, request());
      expect(next.member?.user.id).toBe(first.member?.user.id);
      expect(counting.counts.kvReads).toBe(0);
      // ...while the member's row is still read on every page.
      expect(counting.counts.d1).toBe(1);

      const session = await readSession(env, request());
      if (end === "sign-out") await deleteSession(env, session!.hash);
      else await deleteUserSessions(env, session!.userId);
      expect((await resolveMember(env, request())).member).toBeNull();
    }
  });
});
