// An ask refused by its checks while the content is not loaded yet must not leave
// anything behind that later asks wait on (the built-in assistant, through the
// real Worker). This file starts with a cold isolate: no content read yet, and
// enough content that loading it takes longer than refusing an ask.
import { beforeAll, describe, expect, it } from "vitest";
import { usageMonth } from "@common/constants";
import { api, ask, eventCount, newUser, readEvents, usageCount } from "./chat-helpers";
import { seedContent } from "./seed-helpers";
import { addArchiveGuides, eventually, withinMs } from "./reliability-helpers";

let free: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  await seedContent();
  await addArchiveGuides(300);
  free = await newUser("free");
}, 120_000);

describe("refused asks during a cold content snapshot", () => {
  it("refuses a free user's asks that name a session (403), before anything is answered", async () => {
    // One after the other, as a person retrying would: each has ended before the next starts.
    for (let i = 0; i < 3; i++) {
      const res = await ask(free.cookie, "How do I prevent ghosting?", "a".repeat(64));
      expect(res.status).toBe(403);
      await res.arrayBuffer();
    }
  });

  it("later asks, JSON and streamed, still finish and are counted once each", async () => {
    const json = await withinMs(15_000, "a JSON ask after refused asks", async () => {
      const res = await ask(free.cookie, "What temperature should I use for polyester shirts?");
      return { status: res.status, body: (await res.json()) as { answer?: string } };
    });
    expect(json.status).toBe(200);
    expect(json.body.answer).toContain("400 °F");

    const streamed = await withinMs(15_000, "a streamed ask after refused asks", async () => {
      const res = await api(
        free.cookie,
        "POST",
        "/api/ask-sublimation-expert",
        { question: "How do I prevent ghosting?" },
        { Accept: "text/event-stream" },
      );
      return readEvents(res);
    });
    expect(streamed.at(-1)?.event).toBe("done");

    expect(await usageCount(free.id, usageMonth())).toBe(2);
    expect(await eventually(() => eventCount(free.id), 2)).toBe(2);
  }, 60_000);
});
