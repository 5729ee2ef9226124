// The pricing calculator's arithmetic and input validation (common/pricing.ts).
import { describe, expect, it } from "vitest";
import { PRICING_EXAMPLE, calculatePricing, parsePricingForm, type PricingForm } from "@common/pricing";

const form = (over: Partial<PricingForm> = {}): PricingForm => ({ ...PRICING_EXAMPLE, ...over });
const input = (over: Partial<PricingForm> = {}) => {
  const parsed = parsePricingForm(form(over));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.input;
};

describe("calculatePricing", () => {
  it("adds blank, ink and paper per print, labour and overheads into the cost", () => {
    const r = calculatePricing(
      input({ blank: "3", inkPaper: "0.5", prints: "2", minutes: "6", hourlyRate: "20", overheads: "1" }),
    );
    expect(r.cost).toEqual({ materials: 4, labour: 2, overheads: 1, total: 7 });
  });

  it("prices wholesale at the margin asked for, with no fees", () => {
    const r = calculatePricing(
      input({ blank: "5", inkPaper: "0", minutes: "0", overheads: "0", marginPercent: "50", feesPercent: "10" }),
    );
    expect(r.wholesale.price).toBe(10);
    expect(r.wholesale.profit).toBe(5);
    expect(r.wholesale.marginPercent).toBeCloseTo(50, 10);
  });

  it("prices retail so that the margin is left after the marketplace's percentage", () => {
    // cost 6, fees 10%, margin 30%: price = 6 / 0.6 = 10; fees 1; profit 3 = 30% of 10.
    const r = calculatePricing(
      input({ blank: "6", inkPaper: "0", minutes: "0", overheads: "0", feesPercent: "10", marginPercent: "30" }),
    );
    expect(r.retail).toEqual({ price: 10, fees: 1, profit: 3, marginPercent: 30 });
  });

  it("gives the shop shelf price as twice wholesale and what selling at it yourself keeps", () => {
    const r = calculatePricing(
      input({ blank: "5", inkPaper: "0", minutes: "0", overheads: "0", feesPercent: "10", marginPercent: "50" }),
    );
    expect(r.keystone.price).toBe(20);
    expect(r.keystone.fees).toBe(2);
    expect(r.keystone.profit).toBe(13);
    expect(r.keystone.marginPercent).toBeCloseTo(65, 10);
  });

  it("rounds prices up to the cent, so rounding never costs margin", () => {
    // cost 7.37 at 40%: 12.2833… -> 12.29; retail at 10% fees: 7.37 / 0.5 = 14.74 exactly.
    const r = calculatePricing(input());
    expect(r.cost.total).toBe(7.37);
    expect(r.wholesale.price).toBe(12.29);
    expect(r.wholesale.marginPercent).toBeGreaterThanOrEqual(40);
    expect(r.retail.price).toBe(14.74);
    expect(r.retail.marginPercent).toBeGreaterThanOrEqual(40 - 0.1);
    for (const p of [r.wholesale.price, r.retail.price, r.keystone.price]) expect(Math.round(p * 100) / 100).toBe(p);
  });

  it("charges nothing for nothing: a zero cost gives zero prices", () => {
    const r = calculatePricing(
      input({ blank: "0", inkPaper: "0", minutes: "0", hourlyRate: "0", overheads: "0", marginPercent: "0" }),
    );
    expect(r.wholesale.price).toBe(0);
    expect(r.retail.price).toBe(0);
    expect(r.retail.marginPercent).toBe(0);
  });
});

describe("parsePricingForm", () => {
  it("accepts the example figures", () => {
    expect(parsePricingForm(PRICING_EXAMPLE).ok).toBe(true);
  });

  it("names each bad field with a message a person can act on", () => {
    const parsed = parsePricingForm(form({ blank: "", inkPaper: "-1", prints: "1.5", hourlyRate: "abc" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.blank).toBe("Enter blank cost");
    expect(parsed.errors.inkPaper).toMatch(/must be a number/);
    expect(parsed.errors.prints).toBe("Prints per item must be a whole number");
    expect(parsed.errors.hourlyRate).toMatch(/must be a number/);
    expect(parsed.errors.minutes).toBeUndefined();
  });

  it("refuses figures out of range, and fees and margin that leave no price", () => {
    const big = parsePricingForm(form({ minutes: "601", feesPercent: "100" }));
    expect(big.ok).toBe(false);
    if (!big.ok) {
      expect(big.errors.minutes).toBe("Minutes of labour must be from 0 to 600");
      expect(big.errors.feesPercent).toBe("Marketplace fees must be from 0 to less than 100");
    }
    const both = parsePricingForm(form({ feesPercent: "30", marginPercent: "70" }));
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.errors.marginPercent).toMatch(/together must be less than 100%/);
  });

  it("treats a missing field as empty, not as zero", () => {
    const parsed = parsePricingForm({ ...PRICING_EXAMPLE, overheads: null });
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.overheads).toBe("Enter overheads per item");
  });
});
