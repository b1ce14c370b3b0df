import { describe, expect, it } from "vitest";
import { MIN_ODDS, minorUnits, oddsUnits, stakeUnits } from "./amounts.ts";

describe("the numbers settlement is given", () => {
  it("takes positive whole stakes and odds of at least 1.001", () => {
    expect(stakeUnits(1)).toBe(1n);
    expect(oddsUnits(MIN_ODDS)).toBe(1001n);
    for (const stake of [0, -5, 1.5, Number.NaN, 2 ** 53])
      expect(() => stakeUnits(stake)).toThrow(RangeError);
    for (const odds of [1000, 999, 1950.5, Number.POSITIVE_INFINITY]) {
      expect(() => oddsUnits(odds)).toThrow(RangeError);
    }
  });

  it("gives back returns only while they are safe integers", () => {
    expect(minorUnits(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => minorUnits(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => minorUnits(-1n)).toThrow(RangeError);
  });
});
