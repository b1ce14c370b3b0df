import { describe, expect, it } from "vitest";
import { fractionToNumber } from "../../../fraction.ts";
import { simulateFollowedPicks, type TFollowedPicks } from "../testing/simulate-followed-picks.ts";
import { pk10Rules } from "./pk10-rules.ts";

const FOLLOWED: TFollowedPicks = {
  position: [
    ["p1:01", "a car at a position"],
    ["p10:07", "a car at a position"],
  ],
  position_sides: [
    ["p1:big", "big"],
    ["p6:small", "small"],
    ["p9:odd", "odd"],
  ],
  dragon_tiger: [
    ["p1:dragon", "dragon"],
    ["p5:tiger", "tiger"],
  ],
  top2_sum: [
    ["sum:3", "sum 3"],
    ["sum:11", "sum 11"],
    ["sum:13", "sum 13"],
  ],
  top2_sides: [
    ["big", "big"],
    ["small", "small"],
    ["odd", "odd"],
    ["even", "even"],
  ],
};

describe("PK10 rules", () => {
  it("offers every bet type, each priced for every payout key at no more than 100 %", () => {
    expect(pk10Rules.family).toBe("pk10");
    expect(pk10Rules.betTypes.map((betType) => betType.code)).toEqual(Object.keys(FOLLOWED));
    for (const betType of pk10Rules.betTypes) {
      for (const key of betType.payoutKeys) expect(betType.defaultOdds.pays[key]).toBeGreaterThan(0);
      for (const row of betType.rtp(betType.defaultOdds))
        expect(fractionToNumber(row.rtp)).toBeLessThanOrEqual(1);
    }
  });

  it("agrees with 100,000 seeded draws within five standard errors", () => {
    for (const { label, exact, simulated, tolerance } of simulateFollowedPicks(
      pk10Rules,
      FOLLOWED,
      10,
      100_000,
    )) {
      expect(Math.abs(simulated - exact), label).toBeLessThan(tolerance);
    }
  });
});
