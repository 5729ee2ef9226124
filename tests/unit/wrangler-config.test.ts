// A bare `wrangler deploy` must publish the production configuration; development
// is a named environment that is only ever chosen on purpose.
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

describe("wrangler.toml", () => {
  it("is production at the top level", () => {
    const config = unstable_readConfig({ config: "wrangler.toml" });
    expect(config.vars.APP_ENV).toBe("production");
    expect(config.workers_dev).toBe(false);
    expect(config.vars.AUTH_DEV_LOGIN).toBeUndefined();
    expect(config.vars.STRIPE_API_BASE).toBeUndefined();
    // Real-user vitals go to Workers Analytics Engine in production (ADR 0652).
    expect(config.analytics_engine_datasets).toEqual([{ binding: "VITALS", dataset: "sublimation_vitals" }]);
  });

  it("keeps development as the named environment", () => {
    const config = unstable_readConfig({ config: "wrangler.toml", env: "development" });
    expect(config.vars.APP_ENV).toBe("development");
    expect(config.d1_databases[0].binding).toBe("DB");
    expect(config.durable_objects.bindings.map((b: { name: string }) => b.name).sort()).toEqual([
      "CHAT_SESSION",
      "RATE_LIMITER",
    ]);
  });
});
