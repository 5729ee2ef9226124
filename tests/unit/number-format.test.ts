import { describe, expect, it } from "vitest";
import { formatNumber, formatUsd } from "~/lib/number-format";

/** Values with ties, carries, thousands and tiny parts, plus a seeded spread. */
function samples(): number[] {
  const values = [0, 0.004, 0.005, 0.05, 0.15, 0.25, 0.95, 0.995, 1, 1.005, 1.15, 2.5, 9.995, 12.345, 999.5, 999.995];
  values.push(1000, 1234.5, 99_999.95, 1_000_000, 10_000_000, 1e-7, 2 ** 31 + 0.5);
  let seed = 42;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    values.push(Math.round((seed / 2 ** 31) * 10 ** ((i % 8) + 2)) / 10 ** (i % 4));
  }
  return values.flatMap((v) => [v, -v]);
}

describe("number formats without Intl", () => {
  it("write numbers as Intl's en-US format does, with 0, 1 or 2 decimals", () => {
    for (const decimals of [0, 1, 2]) {
      const intl = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
      for (const v of samples()) {
        const expected = intl.format(v).replace(/^-(?=[0.,]*$)/, "");
        expect(formatNumber(v, decimals), `${v} with ${decimals}`).toBe(expected);
      }
    }
  });

  it("write US dollars as Intl's en-US currency format does", () => {
    for (const decimals of [0, 2] as const) {
      const intl = new Intl.NumberFormat("en-US", {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const v of samples()) {
        const expected = intl.format(v).replace(/^-(?=\$[0.,]*$)/, "");
        expect(formatUsd(v, decimals), `${v} with ${decimals}`).toBe(expected);
      }
    }
  });

  it("never write a minus before zero, and a dash for what is not a number", () => {
    expect(formatNumber(-0.04, 1)).toBe("0.0");
    expect(formatUsd(-0.004, 2)).toBe("$0.00");
    expect(formatNumber(Number.NaN)).toBe("–");
    expect(formatUsd(Number.POSITIVE_INFINITY, 0)).toBe("–");
  });
});
