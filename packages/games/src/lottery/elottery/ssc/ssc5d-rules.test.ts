import { describe, expect, it } from "vitest";
import { fractionToNumber } from "../../../fraction.ts";
import { simulateFollowedPicks, type TFollowedPicks } from "../testing/simulate-followed-picks.ts";
import { ssc5dRules } from "./ssc5d-rules.ts";

const FOLLOWED: TFollowedPicks = {
  two_sides: [
    ["p1:big", "digit big"],
    ["p4:small", "digit small"],
    ["p5:odd", "digit odd"],
    ["sum:big", "sum big"],
    ["sum:even", "sum even"],
  ],
  position: [
    ["p1:0", "a digit at a position"],
    ["p3:9", "a digit at a position"],
  ],
  dragon_tiger: [
    ["dragon", "dragon"],
    ["tiger", "tiger"],
    ["tie", "tie"],
  ],
};

describe("5D rules", () => {
  it("offers every bet type, each priced for every payout key at no more than 100 %", () => {
    expect(ssc5dRules.family).toBe("ssc5d");
    expect(ssc5dRules.betTypes.map((betType) => betType.code)).toEqual(Object.keys(FOLLOWED));
    for (const betType of ssc5dRules.betTypes) {
      for (const key of betType.payoutKeys) expect(betType.defaultOdds.pays[key]).toBeGreaterThan(0);
      for (const row of betType.rtp(betType.defaultOdds))
        expect(fractionToNumber(row.rtp)).toBeLessThanOrEqual(1);
    }
  });

  it("agrees with 100,000 seeded draws within five standard errors", () => {
    for (const { label, exact, simulated, tolerance } of simulateFollowedPicks(
      ssc5dRules,
      FOLLOWED,
      5,
      100_000,
    )) {
      expect(Math.abs(simulated - exact), label).toBeLessThan(tolerance);
    }
  });
});
