// Saved guides API on real D1: bookmark, list, unbookmark, and a guide removed
// from the content dropping out of the list.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../workers/db/client";
import { isGuideSaved } from "../../workers/services/saved-guides";
import { count, ORIGIN, signIn } from "./helpers";
import { seedContent } from "./seed-helpers";
import { workerFetch } from "./worker";

let guideIds: string[] = [];

beforeAll(async () => {
  await seedContent();
  const rows = await env.DB.prepare("SELECT id FROM guides ORDER BY sort_order LIMIT 3").all<{ id: string }>();
  guideIds = rows.results.map((r) => r.id);
});

const api = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  workerFetch(`${ORIGIN}/api${path}`, {
    ...init,
    headers: {
      ...(init.body ? { "Content-Type": "application/json" } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
  });

describe("saved guides", () => {
  it("needs a signed-in user on every endpoint", async () => {
    expect((await api("/saved-guides")).status).toBe(401);
    expect(
      (await api("/saved-guides", { method: "POST", body: JSON.stringify({ guideId: guideIds[0] }) })).status,
    ).toBe(401);
    expect((await api(`/saved-guides/${guideIds[0]}`, { method: "DELETE" })).status).toBe(401);
    expect(await count("saved_guides")).toBe(0);
  });

  it("saves, lists newest first, saves twice harmlessly, and unsaves", async () => {
    const cookie = await signIn("saver@example.com");
    const first = await api("/saved-guides", {
      method: "POST",
      body: JSON.stringify({ guideId: guideIds[0] }),
      cookie,
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ guideId: guideIds[0], saved: true });
    await api("/saved-guides", { method: "POST", body: JSON.stringify({ guideId: guideIds[1] }), cookie });
    const again = await api("/saved-guides", {
      method: "POST",
      body: JSON.stringify({ guideId: guideIds[1] }),
      cookie,
    });
    expect(again.status).toBe(201);

    const list = (await (await api("/saved-guides", { cookie })).json()) as { id: string; title: string }[];
    expect(list.map((g) => g.id).sort()).toEqual([guideIds[0], guideIds[1]].sort());
    expect(list[0].title).toBeTruthy();

    const me = (await (await api("/auth/user", { cookie })).json()) as { id: string };
    expect(await isGuideSaved(getDb(env), me.id, guideIds[0])).toBe(true);

    const del = await api(`/saved-guides/${guideIds[0]}`, { method: "DELETE", cookie });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ guideId: guideIds[0], saved: false });
    const after = (await (await api("/saved-guides", { cookie })).json()) as { id: string }[];
    expect(after.map((g) => g.id)).toEqual([guideIds[1]]);
    expect(await isGuideSaved(getDb(env), me.id, guideIds[0])).toBe(false);
  });

  it("keeps each user's saved guides to themselves", async () => {
    const a = await signIn("saver-a@example.com");
    const b = await signIn("saver-b@example.com");
    await api("/saved-guides", { method: "POST", body: JSON.stringify({ guideId: guideIds[2] }), cookie: a });
    expect(await (await api("/saved-guides", { cookie: b })).json()).toEqual([]);
    // Unsaving someone else's bookmark is impossible: B's delete touches only B's rows.
    await api(`/saved-guides/${guideIds[2]}`, { method: "DELETE", cookie: b });
    expect(((await (await api("/saved-guides", { cookie: a })).json()) as unknown[]).length).toBe(1);
  });

  it("refuses bad input with 400, unknown guides with 404, and saves nothing", async () => {
    const cookie = await signIn("saver-bad@example.com");
    const before = await count("saved_guides");
    for (const body of [
      "{}",
      JSON.stringify({ guideId: "" }),
      JSON.stringify({ guideId: 42 }),
      JSON.stringify({ guideId: "x".repeat(101) }),
      "not json",
    ]) {
      const res = await api("/saved-guides", { method: "POST", body, cookie });
      expect(res.status).toBe(400);
    }
    const bad = (await (await api("/saved-guides", { method: "POST", body: "{}", cookie })).json()) as {
      fieldErrors: Record<string, string[]>;
    };
    expect(Object.keys(bad.fieldErrors)).toEqual(["guideId"]);
    const missing = await api("/saved-guides", {
      method: "POST",
      body: JSON.stringify({ guideId: "no-such-guide" }),
      cookie,
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Guide not found" });
    expect(await count("saved_guides")).toBe(before);
  });

  it("drops a guide that was removed from the content, without errors", async () => {
    const cookie = await signIn("saver-removed@example.com");
    await env.DB.prepare(
      "INSERT INTO guides (id, title, description, content, difficulty, created_at) VALUES ('temp-guide', 'Temporary', 'Soon gone', 'Body', 'beginner', '2026-01-01')",
    ).run();
    await api("/saved-guides", { method: "POST", body: JSON.stringify({ guideId: "temp-guide" }), cookie });
    await api("/saved-guides", { method: "POST", body: JSON.stringify({ guideId: guideIds[0] }), cookie });
    expect(((await (await api("/saved-guides", { cookie })).json()) as unknown[]).length).toBe(2);
    await env.DB.prepare("DELETE FROM guides WHERE id = 'temp-guide'").run();
    const res = await api("/saved-guides", { cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string }[]).map((g) => g.id)).toEqual([guideIds[0]]);
  });
});
