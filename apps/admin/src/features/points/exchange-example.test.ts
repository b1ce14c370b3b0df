import { describe, expect, it } from "vitest";
import { cashForPoints, exchangeExample, withCurrencySymbol } from "./exchange-example.ts";

describe("the exchange example", () => {
  it("shows what 1,000 points make at the rate", () => {
    expect(exchangeExample({ points: 100, minor: 100 })).toEqual({ points: 1_000, minor: 1_000 });
    expect(exchangeExample({ points: 1, minor: 5 })).toEqual({ points: 1_000, minor: 5_000 });
  });

  it("uses the rate's own points when one step takes more than 1,000", () => {
    expect(exchangeExample({ points: 5_000, minor: 1 })).toEqual({ points: 5_000, minor: 1 });
  });

  it("rounds the cash down to the minor unit, never paying more than the rate", () => {
    expect(cashForPoints(1_000, { points: 3, minor: 1 })).toBe(333);
    expect(cashForPoints(2, { points: 3, minor: 1 })).toBe(0);
    expect(cashForPoints(1_000, { points: 7, minor: 100 })).toBe(14_285);
  });

  it("stays exact at the contract's largest figures", () => {
    expect(cashForPoints(1_000_000_000, { points: 1, minor: 1_000_000 })).toBe(1_000_000_000_000_000);
    expect(cashForPoints(999_999_999, { points: 1_000_000, minor: 999_999 })).toBe(999_998_999);
  });

  it("makes nothing of no points, and nothing of a rate that gives no cash", () => {
    expect(cashForPoints(0, { points: 100, minor: 100 })).toBe(0);
    expect(cashForPoints(1_000, { points: 100, minor: 0 })).toBe(0);
    expect(cashForPoints(1_000, { points: 0, minor: 100 })).toBe(0);
  });

  it("puts the merchant's currency symbol before the amount when there is one", () => {
    expect(withCurrencySymbol("10.00", "K")).toBe("K 10.00");
    expect(withCurrencySymbol("10.00", " ")).toBe("10.00");
    expect(withCurrencySymbol("10.00", null)).toBe("10.00");
  });
});
