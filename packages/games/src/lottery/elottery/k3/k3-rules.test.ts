import { describe, expect, it } from "vitest";
import { fractionToNumber } from "../../../fraction.ts";
import { simulateFollowedPicks, type TFollowedPicks } from "../testing/simulate-followed-picks.ts";
import { k3Rules } from "./k3-rules.ts";

const FOLLOWED: TFollowedPicks = {
  sum: [
    ["sum:4", "sum 4"],
    ["sum:10", "sum 10"],
    ["sum:13", "sum 13"],
  ],
  sides: [
    ["big", "big"],
    ["small", "small"],
  ],
  triple_any: [["any", "any triple"]],
  triple: [["666", "a specific triple"]],
  three_different: [["246", "three different"]],
  two_different: [["16", "two different"]],
  pair: [["44", "a pair"]],
  pair_single: [["22:6", "a pair and a single"]],
};

describe("K3 rules", () => {
  it("offers every bet type, each priced for every payout key at no more than 100 %", () => {
    expect(k3Rules.family).toBe("k3");
    expect(k3Rules.betTypes.map((betType) => betType.code)).toEqual(Object.keys(FOLLOWED));
    for (const betType of k3Rules.betTypes) {
      for (const key of betType.payoutKeys) expect(betType.defaultOdds.pays[key]).toBeGreaterThan(0);
      for (const row of betType.rtp(betType.defaultOdds))
        expect(fractionToNumber(row.rtp)).toBeLessThanOrEqual(1);
    }
  });

  it("agrees with 100,000 seeded throws within five standard errors", () => {
    for (const { label, exact, simulated, tolerance } of simulateFollowedPicks(
      k3Rules,
      FOLLOWED,
      3,
      100_000,
    )) {
      expect(Math.abs(simulated - exact), label).toBeLessThan(tolerance);
    }
  });
});
