import { describe, expect, it } from "vitest";
import { drawReturn, estimatedReturn, potentialReturn } from "./fight-return.ts";

describe("estimated return at the current pools", () => {
  it("is stake × payout per 100 / 10,000", () => {
    // 100.00 at 142.50 per 100 returns 142.50.
    expect(estimatedReturn(10_000, 14_250)).toBe(14_250);
    expect(estimatedReturn(50_000, 18_900)).toBe(94_500);
    expect(estimatedReturn(1, 10_000)).toBe(1);
  });

  it("rounds down to the minor unit, never up", () => {
    // 0.33 × 1.4299 = 0.471867 → 0.47
    expect(estimatedReturn(33, 14_299)).toBe(47);
    // 0.99 × 1.9999 = 1.979901 → 1.97
    expect(estimatedReturn(99, 19_999)).toBe(197);
    expect(estimatedReturn(1, 19_999)).toBe(1);
  });

  it("stays exact where a float product would not be", () => {
    // 9,007,199,254,740.99 × 1.0001 has more significant digits than a double holds.
    expect(estimatedReturn(900_719_925_474_099, 10_001)).toBe(900_809_997_466_646);
    expect(estimatedReturn(999_999_999, 99_999)).toBe(9_999_899_990);
    // A float product rounds up to the next minor unit here: the estimate would show 0.01 too much.
    expect(estimatedReturn(848_568_734_431, 23_058)).toBe(1_956_629_787_850);
  });

  it("has nothing to show while the side's pool is empty or the stake is not positive", () => {
    expect(estimatedReturn(10_000, null)).toBeNull();
    expect(estimatedReturn(0, 14_250)).toBeNull();
  });
});

describe("draw return", () => {
  it("pays the stake plus profit at the fixed odds", () => {
    expect(drawReturn(10_000, { profit: 8, per: 1 })).toBe(90_000);
    expect(drawReturn(2_500, { profit: 15, per: 2 })).toBe(2_500 + 18_750);
  });

  it("rounds the profit down", () => {
    // 0.01 at 15:2: profit 0.075 → 0.07
    expect(drawReturn(1, { profit: 15, per: 2 })).toBe(1 + 7);
    expect(drawReturn(3, { profit: 1, per: 2 })).toBe(3 + 1);
  });
});

describe("potential return beside the stake", () => {
  const fight = { payoutPer100: { meron: 14_250, wala: null }, drawOdds: { profit: 8, per: 1 } };

  it("is fixed for a draw and an estimate for a side", () => {
    expect(potentialReturn(fight, "draw", 1_000)).toEqual({ kind: "fixed", minor: 9_000 });
    expect(potentialReturn(fight, "meron", 1_000)).toEqual({ kind: "estimate", minor: 1_425 });
  });

  it("is nothing without a stake or a payout yet", () => {
    expect(potentialReturn(fight, "wala", 1_000)).toBeNull();
    expect(potentialReturn(fight, "meron", null)).toBeNull();
  });
});
