import { describe, expect, it } from "vitest";
import { fractionToNumber } from "../fraction.ts";
import { SeededRandomSource } from "../seeded-random-source.ts";
import { checkOdds, highestRtp } from "./check-odds.ts";
import { drawWords } from "./fair-draw.ts";
import { findLotteryFamily, LOTTERY_FAMILIES } from "./lottery-families.ts";

const families = Object.values(LOTTERY_FAMILIES);

describe("the lottery families", () => {
  it("are the seven Orchid runs, each found by its code", () => {
    expect(Object.keys(LOTTERY_FAMILIES).sort()).toEqual(
      ["four_d", "k3", "pk10", "ssc5d", "vn_north", "vn_south", "x11x5"].sort(),
    );
    expect(findLotteryFamily("vn_north")?.family).toBe("vn_north");
    expect(findLotteryFamily("toString")).toBeUndefined();
  });

  it.each(families.map((rules) => [rules.family, rules] as const))(
    "%s: bet type codes are unique, and every default price passes the odds check",
    (_family, rules) => {
      const codes = rules.betTypes.map((betType) => betType.code);
      expect(new Set(codes).size).toBe(codes.length);
      for (const betType of rules.betTypes) {
        expect(checkOdds(betType, betType.defaultOdds), betType.code).toBeNull();
        expect(fractionToNumber(highestRtp(betType, betType.defaultOdds).rtp)).toBeLessThanOrEqual(1);
      }
    },
  );

  it.each(families.map((rules) => [rules.family, rules] as const))(
    "%s: a draw from a committed seed is well formed and the same every time",
    (_family, rules) => {
      const seed = "0a".repeat(32);
      const result = rules.draw(drawWords(seed, "TEST:1"));
      expect(rules.checkResult(result)).toBeNull();
      expect(rules.draw(drawWords(seed, "TEST:1"))).toEqual(result);
      expect(rules.draw(new SeededRandomSource(5))).not.toBeUndefined();
    },
  );
});

describe("checking a merchant's odds", () => {
  const lo2 = findLotteryFamily("vn_north")?.betTypes.find((betType) => betType.code === "lo2");
  if (!lo2) throw new Error("lo2 is missing");

  it("refuses a price that would return more than the stake", () => {
    expect(checkOdds(lo2, { cost: 27_000, pays: { hit: 100_001 } })).toEqual({
      code: "odds_rtp_above_100",
      values: { label: expect.any(String), rtp: "100.00" },
    });
    expect(checkOdds(lo2, { cost: 27_000, pays: { hit: 100_000 } })).toBeNull();
  });

  it("refuses missing, fractional, negative and unknown prices", () => {
    expect(checkOdds(lo2, { cost: 27_000, pays: {} })).toMatchObject({ code: "odds_price" });
    expect(checkOdds(lo2, { cost: 0, pays: { hit: 1 } })).toMatchObject({ code: "odds_price" });
    expect(checkOdds(lo2, { cost: 1, pays: { hit: 1.5 } })).toMatchObject({ code: "odds_price" });
    expect(checkOdds(lo2, { cost: 1, pays: { hit: -3 } })).toMatchObject({ code: "odds_price" });
    expect(checkOdds(lo2, { cost: 27_000, pays: { hit: 1, bonus: 2 } })).toMatchObject({
      code: "odds_unknown_key",
      values: { key: "bonus" },
    });
  });
});
