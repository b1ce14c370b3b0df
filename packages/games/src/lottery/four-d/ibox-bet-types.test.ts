import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fraction, type TFraction } from "../../fraction.ts";
import { SeededRandomSource } from "../../seeded-random-source.ts";
import { lineReturn } from "../settle-line.ts";
import { drawFourDResult } from "./draw-four-d-result.ts";
import { FOUR_D_PRIZE_TABLES } from "./four-d-odds.ts";
import { HAND_MADE_RESULT } from "./hand-made-result.ts";
import { iBoxBigBetType, iBoxSmallBetType } from "./ibox-bet-types.ts";
import { distinctPermutations } from "./permutations.ts";
import { bigBetType } from "./straight-bet-types.ts";

function lineOf(pick: string) {
  const parsed = iBoxBigBetType.parse([pick]);
  if (!parsed.ok) throw new Error(parsed.problem.code);
  return parsed.lines[0] as { pick: string; numbers: readonly string[] };
}

function percent(value: TFraction): string {
  return ((Number(value.numerator) / Number(value.denominator)) * 100).toFixed(2);
}

describe("iBox", () => {
  it("divides each prize by the permutation count, rounded down", () => {
    const pays = iBoxBigBetType.defaultOdds.pays;
    expect([pays.first_p24, pays.second_p24, pays.third_p24, pays.starter_p24, pays.consolation_p24]).toEqual(
      [104, 41, 20, 7, 2],
    );
    expect([pays.first_p12, pays.second_p12, pays.third_p12, pays.starter_p12, pays.consolation_p12]).toEqual(
      [208, 83, 41, 15, 5],
    );
    expect([pays.first_p6, pays.first_p4, pays.first_p1, pays.consolation_p6, pays.consolation_p4]).toEqual([
      416, 625, 2_500, 10, 15,
    ]);
    const small = iBoxSmallBetType.defaultOdds.pays;
    expect([small.first_p24, small.second_p24, small.third_p24, small.first_p12, small.first_p6]).toEqual([
      145, 83, 41, 291, 583,
    ]);
    expect(iBoxBigBetType.payoutKeys).toHaveLength(25);
    expect(iBoxSmallBetType.payoutKeys).toHaveLength(15);
  });

  it("pays every order of the pick that won, by the pick's permutation count", () => {
    // 1234 is 1st, 4321 a starter, 1243, 2143 and 3412 consolations.
    const hits = iBoxBigBetType.hits(HAND_MADE_RESULT, lineOf("3214"));
    expect(hits).toEqual({ first_p24: 1, starter_p24: 1, consolation_p24: 3 });
    expect(lineReturn(1n, hits, iBoxBigBetType.defaultOdds)).toBe(104n + 7n + 3n * 2n);
    expect(iBoxSmallBetType.hits(HAND_MADE_RESULT, lineOf("3214"))).toEqual({ first_p24: 1 });
    expect(iBoxBigBetType.hits(HAND_MADE_RESULT, lineOf("0024"))).toEqual({ second_p12: 1 });
    expect(iBoxBigBetType.hits(HAND_MADE_RESULT, lineOf("1111"))).toEqual({ starter_p1: 1 });
    expect(iBoxBigBetType.hits(HAND_MADE_RESULT, lineOf("5679"))).toEqual({});
  });

  it("pays as Box would at a 1/count stake, when the price divides evenly", () => {
    // Priced at cost 24 with the per-number table, an ABCD iBox line is exactly Box at 1/24 stake.
    const evenOdds = { cost: 24, pays: Object.fromEntries(iBoxBigBetType.payoutKeys.map((key) => [key, 0])) };
    for (const [tier, price] of Object.entries(FOUR_D_PRIZE_TABLES.malaysia.big.pays))
      evenOdds.pays[`${tier}_p24`] = price;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.constantFrom("0123", "4567", "1289"),
        (seed, pick) => {
          const result = drawFourDResult(new SeededRandomSource(seed));
          const boxReturn = distinctPermutations(pick).reduce(
            (sum, number) =>
              sum + lineReturn(1n, bigBetType.hits(result, { number }), bigBetType.defaultOdds),
            0n,
          );
          expect(lineReturn(24n, iBoxBigBetType.hits(result, lineOf(pick)), evenOdds)).toBe(boxReturn);
        },
      ),
      { numRuns: 100 },
    );
  });

  it("refuses rolls and two orders of the same digits, one line per pick", () => {
    expect(iBoxBigBetType.parse(["R234"])).toEqual({
      ok: false,
      problem: { code: "roll_not_allowed", values: { pick: "R234" } },
    });
    expect(iBoxBigBetType.parse(["1234", "4321"])).toEqual({
      ok: false,
      problem: { code: "duplicate_pick", values: { pick: "4321" } },
    });
    const parsed = iBoxBigBetType.parse(["4321", "0042"]);
    expect(parsed.ok && parsed.lines.map((line) => iBoxBigBetType.describe(line))).toEqual(["4321", "0042"]);
  });

  it("covers the set of digits, one of 715", () => {
    expect(iBoxBigBetType.coverage(lineOf("4321"))).toEqual({ group: "ibox_big", key: "1234", space: 715 });
  });

  it("returns, by shape, k × Σ slots × floor(price / k) / 10,000", () => {
    // Big, 24 orders: 24 × (104 + 41 + 20 + 10 × 7 + 10 × 2) / 10,000 = 24 × 255 / 10,000.
    const big = iBoxBigBetType.rtp(iBoxBigBetType.defaultOdds);
    expect(big.map((row) => row.label)).toEqual([
      "ABCD: 24 orders",
      "AABC: 12 orders",
      "AABB: 6 orders",
      "AAAB: 4 orders",
      "AAAA: 1 order",
    ]);
    expect(big.map((row) => row.rtp)).toEqual([
      fraction(24n * 255n, 10_000n),
      fraction(12n * 532n, 10_000n),
      fraction(6n * 1_065n, 10_000n),
      fraction(4n * 1_600n, 10_000n),
      fraction(6_400n, 10_000n),
    ]);
    expect(big.map((row) => percent(row.rtp))).toEqual(["61.20", "63.84", "63.90", "64.00", "64.00"]);
    // Small, 24 orders: 24 × (145 + 83 + 41) / 10,000.
    const small = iBoxSmallBetType.rtp(iBoxSmallBetType.defaultOdds).map((row) => percent(row.rtp));
    expect(small).toEqual(["64.56", "64.80", "64.92", "65.00", "65.00"]);
  });

  it("returns 66.72 % for 24 orders at the published 105 / 42 / 21 / 8 / 3", () => {
    const published = { cost: 1, pays: { ...iBoxBigBetType.defaultOdds.pays } };
    Object.assign(published.pays, {
      first_p24: 105,
      second_p24: 42,
      third_p24: 21,
      starter_p24: 8,
      consolation_p24: 3,
    });
    expect(iBoxBigBetType.rtp(published)[0]?.rtp).toEqual(fraction(24n * 278n, 10_000n));
  });
});
