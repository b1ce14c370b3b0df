import { describe, expect, it } from "vitest";
import { formatBasisPoints, formatDrawOdds, formatPer100 } from "./per-100.ts";

describe("payout per 100", () => {
  it("shows hundredths with exactly two decimals", () => {
    expect(formatPer100(14250)).toBe("142.50");
    expect(formatPer100(10700)).toBe("107.00");
    expect(formatPer100(18901)).toBe("189.01");
    expect(formatPer100(5)).toBe("0.05");
    expect(formatPer100(0)).toBe("0.00");
  });

  it("groups large payouts for the locale and keeps every hundredth exact", () => {
    expect(formatPer100(123456789)).toBe("1,234,567.89");
    expect(formatPer100(123456789, "de-DE")).toBe("1.234.567,89");
    expect(formatPer100(900719925474099)).toBe("9,007,199,254,740.99");
    for (let value = 10_000; value < 10_300; value++) {
      const text = formatPer100(value).replace(/,/g, "");
      expect(Math.round(Number(text) * 100)).toBe(value);
    }
  });

  it("shows a dash while the side's pool is empty, and for what cannot be a payout", () => {
    expect(formatPer100(null)).toBe("—");
    expect(formatPer100(-1)).toBe("—");
    expect(formatPer100(1.5)).toBe("—");
  });

  it("writes the draw odds as profit to stake", () => {
    expect(formatDrawOdds({ profit: 8, per: 1 })).toBe("8:1");
    expect(formatDrawOdds({ profit: 15, per: 2 })).toBe("15:2");
  });

  it("writes the plasada's basis points as a percentage", () => {
    expect(formatBasisPoints(500)).toBe("5.00%");
    expect(formatBasisPoints(1_250)).toBe("12.50%");
    expect(formatBasisPoints(5)).toBe("0.05%");
    expect(formatBasisPoints(0)).toBe("0.00%");
  });
});
