import { describe, expect, it } from "vitest";
import {
  addFractions,
  fraction,
  fractionToNumber,
  multiplyFractions,
  type TFraction,
} from "../../fraction.ts";
import { chanceAllAppear, chanceNoneAppear } from "./set-probability.ts";

/**
 * The same chances by another road: follow how many of the set's k numbers have been seen, ending
 * by ending (a Markov chain: from j seen, the next ending is a new one with chance (k − j) / 100).
 */
function seenDistribution(setSize: number, endings: number): TFraction[] {
  let seen: TFraction[] = Array.from({ length: setSize + 1 }, (_, j) => fraction(j === 0 ? 1n : 0n));
  for (let ending = 0; ending < endings; ending += 1) {
    const next = seen.map(() => fraction(0n));
    seen.forEach((chance, j) => {
      const fresh = fraction(BigInt(setSize - j), 100n);
      const stay = fraction(BigInt(100 - setSize + j), 100n);
      next[j] = addFractions(next[j] as TFraction, multiplyFractions(chance, stay));
      if (j < setSize) next[j + 1] = addFractions(next[j + 1] as TFraction, multiplyFractions(chance, fresh));
    });
    seen = next;
  }
  return seen;
}

describe("chances of a set of 2-digit numbers against the lô numbers", () => {
  it("matches a step-by-step count for every set size and both regions", () => {
    for (const endings of [27, 18]) {
      for (const setSize of [1, 2, 3, 4, 8, 10]) {
        const seen = seenDistribution(setSize, endings);
        expect(chanceAllAppear(setSize, endings)).toEqual(seen[setSize]);
        expect(chanceNoneAppear(setSize, endings)).toEqual(seen[0]);
      }
    }
  });

  it("gives the fair xiên and lô trượt odds of Miền Bắc: 18.2 / 81.3 / 374.5 and 3.01 / 9.5 / 17.2", () => {
    const fairOdds = (chance: TFraction) => 1 / fractionToNumber(chance);
    expect(fairOdds(chanceAllAppear(2, 27))).toBeCloseTo(18.22, 2);
    expect(fairOdds(chanceAllAppear(3, 27))).toBeCloseTo(81.31, 2);
    expect(fairOdds(chanceAllAppear(4, 27))).toBeCloseTo(374.54, 2);
    expect(fairOdds(chanceNoneAppear(4, 27))).toBeCloseTo(3.011, 3);
    expect(fairOdds(chanceNoneAppear(8, 27))).toBeCloseTo(9.5, 3);
    expect(fairOdds(chanceNoneAppear(10, 27))).toBeCloseTo(17.197, 3);
  });

  it("is certain for the empty set and the exact square law for one number", () => {
    expect(chanceAllAppear(0, 27)).toEqual(fraction(1n));
    expect(chanceAllAppear(1, 2)).toEqual(fraction(199n, 10_000n));
    expect(chanceNoneAppear(1, 2)).toEqual(fraction(9_801n, 10_000n));
  });
});
