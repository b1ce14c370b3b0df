import { describe, expect, it } from "vitest";
import { fractionToNumber } from "../../../fraction.ts";
import { simulateFollowedPicks, type TFollowedPicks } from "../testing/simulate-followed-picks.ts";
import { x11x5Rules } from "./x11x5-rules.ts";

const FOLLOWED: TFollowedPicks = {
  any_n: [
    ["any1:01", "any 1"],
    ["any2:03,11", "any 2"],
    ["any3:02,04,06", "any 3"],
    ["any6:01,02,03,04,05,06", "any 6"],
    ["any8:01,02,03,04,05,06,07,08", "any 8"],
  ],
  front2_straight: [["11,10", "front 2 straight"]],
  front2_group: [["01,02", "front 2 group"]],
  front3_straight: [["05,06,07", "front 3 straight"]],
  front3_group: [["09,10,11", "front 3 group"]],
  position: [
    ["p1:07", "a ball at a position"],
    ["p5:01", "a ball at a position"],
  ],
};

describe("11x5 rules", () => {
  it("offers every bet type, each priced for every payout key at no more than 100 %", () => {
    expect(x11x5Rules.family).toBe("x11x5");
    expect(x11x5Rules.betTypes.map((betType) => betType.code)).toEqual(Object.keys(FOLLOWED));
    for (const betType of x11x5Rules.betTypes) {
      for (const key of betType.payoutKeys) expect(betType.defaultOdds.pays[key]).toBeGreaterThan(0);
      for (const row of betType.rtp(betType.defaultOdds))
        expect(fractionToNumber(row.rtp)).toBeLessThanOrEqual(1);
    }
  });

  it("agrees with 100,000 seeded draws within five standard errors", () => {
    for (const { label, exact, simulated, tolerance } of simulateFollowedPicks(
      x11x5Rules,
      FOLLOWED,
      11,
      100_000,
    )) {
      expect(Math.abs(simulated - exact), label).toBeLessThan(tolerance);
    }
  });
});
