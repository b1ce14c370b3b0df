import { describe, expect, it } from "vitest";
import { cashForPoints, MAX_REDEEM_QUANTITY, maxAffordable } from "./points-math.ts";

describe("cashForPoints", () => {
  it("converts at the rate, rounding down to a whole minor unit", () => {
    // 100 points make 1.00 (100 minor units).
    expect(cashForPoints(1_000, { points: 100, minor: 100 })).toBe(1_000);
    // 3 points make 1 minor unit: 10 points make 3, not 3.33.
    expect(cashForPoints(10, { points: 3, minor: 1 })).toBe(3);
    expect(cashForPoints(2, { points: 3, minor: 1 })).toBe(0);
    expect(cashForPoints(999, { points: 1_000, minor: 7 })).toBe(6);
  });

  it("stays exact at the largest counts and rates", () => {
    expect(cashForPoints(1_000_000_000, { points: 3, minor: 1_000_000 })).toBe(333_333_333_333_333);
    expect(cashForPoints(999_999_999, { points: 7, minor: 999_999 })).toBe(142_856_999_857_143);
  });

  it("gives nothing for no points or a rate without points or cash", () => {
    expect(cashForPoints(0, { points: 100, minor: 100 })).toBe(0);
    expect(cashForPoints(-5, { points: 100, minor: 100 })).toBe(0);
    expect(cashForPoints(1.5, { points: 1, minor: 1 })).toBe(0);
    expect(cashForPoints(500, { points: 0, minor: 100 })).toBe(0);
    expect(cashForPoints(500, { points: 100, minor: 0 })).toBe(0);
  });
});

describe("maxAffordable", () => {
  const product = { unitPoints: 500, unitCash: 1_000, stock: 20 };

  it("takes the smallest of the stock, the points and the cash", () => {
    expect(maxAffordable({ ...product, points: 2_600, cash: 1_000_000 })).toBe(5);
    expect(maxAffordable({ ...product, points: 1_000_000, cash: 3_500 })).toBe(3);
    expect(maxAffordable({ ...product, points: 1_000_000, cash: 1_000_000 })).toBe(20);
  });

  it("is 0 when not even one unit fits", () => {
    expect(maxAffordable({ ...product, points: 499, cash: 1_000_000 })).toBe(0);
    expect(maxAffordable({ ...product, points: 1_000, cash: 999 })).toBe(0);
    expect(maxAffordable({ ...product, stock: 0, points: 1_000, cash: 1_000 })).toBe(0);
    expect(maxAffordable({ ...product, points: -10, cash: 1_000 })).toBe(0);
  });

  it("ignores a free part of the price and what is not known yet", () => {
    expect(maxAffordable({ unitPoints: 100, unitCash: 0, stock: 50, points: 1_000, cash: 0 })).toBe(10);
    expect(maxAffordable({ ...product, points: undefined, cash: undefined })).toBe(20);
    expect(maxAffordable({ ...product, points: 1_500, cash: undefined })).toBe(3);
  });

  it("never goes past the most one redeem may ask for", () => {
    expect(
      maxAffordable({ unitPoints: 1, unitCash: 0, stock: 10_000, points: 1_000_000, cash: undefined }),
    ).toBe(MAX_REDEEM_QUANTITY);
    expect(MAX_REDEEM_QUANTITY).toBe(100);
  });
});
