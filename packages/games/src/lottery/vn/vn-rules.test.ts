import { describe, expect, it } from "vitest";
import { fraction, fractionToNumber, type TFraction } from "../../fraction.ts";
import type { TLotteryRules } from "../bet-type.ts";
import { vnNorthRules } from "./vn-north-rules.ts";
import { vnSouthRules } from "./vn-south-rules.ts";

/** (a^n − …) / 100^n as an exact fraction, from the terms [coefficient, base] of an inclusion–exclusion sum. */
function powerSum(terms: [bigint, bigint][], endings: bigint, price: bigint): TFraction {
  const sum = terms.reduce((total, [coefficient, base]) => total + coefficient * base ** endings, 0n);
  return fraction(sum * price, 100n ** endings);
}

const NORTH: Record<string, TFraction> = {
  lo2: fraction(27n * 98_500n, 100n * 27_000n),
  lo3: fraction(23n * 960_000n, 1_000n * 23_000n),
  lo4: fraction(20n * 8_880_000n, 10_000n * 20_000n),
  de_special: fraction(99n, 100n),
  de_g7: fraction(4n * 98_000n, 100n * 4_000n),
  head: fraction(98n, 100n),
  tail: fraction(98n, 100n),
  three_cang: fraction(960n, 1_000n),
  four_cang: fraction(888n, 1_000n),
  xien2: powerSum(
    [
      [1n, 100n],
      [-2n, 99n],
      [1n, 98n],
    ],
    27n,
    16n,
  ),
  xien3: powerSum(
    [
      [1n, 100n],
      [-3n, 99n],
      [3n, 98n],
      [-1n, 97n],
    ],
    27n,
    65n,
  ),
  xien4: powerSum(
    [
      [1n, 100n],
      [-4n, 99n],
      [6n, 98n],
      [-4n, 97n],
      [1n, 96n],
    ],
    27n,
    180n,
  ),
  slide4: fraction(96n ** 27n * 2_700n, 100n ** 27n * 1_000n),
  slide8: fraction(92n ** 27n * 8_550n, 100n ** 27n * 1_000n),
  slide10: fraction(90n ** 27n * 15_470n, 100n ** 27n * 1_000n),
};

const SOUTH: Record<string, TFraction> = {
  lo2: fraction(18n * 99_000n, 100n * 18_000n),
  lo3: fraction(17n * 980_000n, 1_000n * 17_000n),
  lo4: fraction(16n * 8_880_000n, 10_000n * 16_000n),
  de_special: fraction(99n, 100n),
  de_g8: fraction(99n, 100n),
  head: fraction(98n, 100n),
  tail: fraction(98n, 100n),
  three_cang: fraction(960n, 1_000n),
  four_cang: fraction(888n, 1_000n),
  xien2: powerSum(
    [
      [1n, 100n],
      [-2n, 99n],
      [1n, 98n],
    ],
    18n,
    28n,
  ),
  xien3: powerSum(
    [
      [1n, 100n],
      [-3n, 99n],
      [3n, 98n],
      [-1n, 97n],
    ],
    18n,
    150n,
  ),
  xien4: powerSum(
    [
      [1n, 100n],
      [-4n, 99n],
      [6n, 98n],
      [-4n, 97n],
      [1n, 96n],
    ],
    18n,
    750n,
  ),
  slide4: fraction(96n ** 18n * 1_870n, 100n ** 18n * 1_000n),
  slide8: fraction(92n ** 18n * 4_030n, 100n ** 18n * 1_000n),
  slide10: fraction(90n ** 18n * 5_990n, 100n ** 18n * 1_000n),
};

const percent = (value: TFraction) => Math.round(fractionToNumber(value) * 10_000) / 100;

describe.each([
  ["Miền Bắc", vnNorthRules as TLotteryRules<unknown>, NORTH, "vn_north"],
  ["Miền Nam / Trung", vnSouthRules as TLotteryRules<unknown>, SOUTH, "vn_south"],
])("%s rules", (_region, rules, expected, family) => {
  it("offers every bet type once, each of its payout keys priced", () => {
    expect(rules.family).toBe(family);
    expect(rules.betTypes.map((bet) => bet.code)).toEqual(Object.keys(expected));
    for (const bet of rules.betTypes) {
      expect(Object.keys(bet.defaultOdds.pays)).toEqual([...bet.payoutKeys]);
      expect(Number.isInteger(bet.defaultOdds.cost)).toBe(true);
    }
  });

  it("returns at the default prices exactly what the rules say, never above 100 %", () => {
    for (const bet of rules.betTypes) {
      const rows = bet.rtp(bet.defaultOdds);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.rtp, bet.code).toEqual(expected[bet.code]);
      expect(fractionToNumber(rows[0]?.rtp ?? fraction(2n))).toBeLessThanOrEqual(1);
    }
  });
});

describe("default RTPs as percentages", () => {
  it("match the house tables: lô 98.5 / 96 / 88.8, xiên 87.81 / 79.94 / 48.06 in the north", () => {
    const north = Object.fromEntries(Object.entries(NORTH).map(([code, rtp]) => [code, percent(rtp)]));
    expect(north).toEqual({
      lo2: 98.5,
      lo3: 96,
      lo4: 88.8,
      de_special: 99,
      de_g7: 98,
      head: 98,
      tail: 98,
      three_cang: 96,
      four_cang: 88.8,
      xien2: 87.81,
      xien3: 79.94,
      xien4: 48.06,
      slide4: 89.68,
      slide8: 90,
      slide10: 89.96,
    });
  });

  it("and in the south: lô 99 / 98 / 88.8, xiên 73.1 / 58.7 / 41.64, lô trượt about 90 % of fair", () => {
    const south = Object.fromEntries(Object.entries(SOUTH).map(([code, rtp]) => [code, percent(rtp)]));
    expect(south).toEqual({
      lo2: 99,
      lo3: 98,
      lo4: 88.8,
      de_special: 99,
      de_g8: 99,
      head: 98,
      tail: 98,
      three_cang: 96,
      four_cang: 88.8,
      xien2: 73.1,
      xien3: 58.7,
      xien4: 41.64,
      slide4: 89.69,
      slide8: 89.84,
      slide10: 89.91,
    });
  });
});
