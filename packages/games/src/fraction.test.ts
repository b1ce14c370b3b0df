import { describe, expect, it } from "vitest";
import {
  addFractions,
  fraction,
  fractionToNumber,
  multiplyFractions,
  subtractFractions,
} from "./fraction.ts";

describe("fraction", () => {
  it("keeps fractions in lowest terms with a positive denominator", () => {
    expect(fraction(6n, -4n)).toEqual({ numerator: -3n, denominator: 2n });
    expect(fraction(0n, 7n)).toEqual({ numerator: 0n, denominator: 1n });
    expect(() => fraction(1n, 0n)).toThrow(RangeError);
  });

  it("adds, subtracts and multiplies exactly", () => {
    const third = fraction(1n, 3n);
    const sixth = fraction(1n, 6n);
    expect(addFractions(third, sixth)).toEqual(fraction(1n, 2n));
    expect(subtractFractions(sixth, third)).toEqual(fraction(-1n, 6n));
    expect(multiplyFractions(third, fraction(3n, 7n))).toEqual(fraction(1n, 7n));
  });

  it("converts to the nearest double even when both parts overflow a double", () => {
    const huge = 10n ** 400n;
    expect(fractionToNumber(fraction(2n * huge + 1n, 3n * huge))).toBeCloseTo(2 / 3, 15);
    expect(fractionToNumber(fraction(-huge, 4n))).toBe(Number.NEGATIVE_INFINITY);
    expect(fractionToNumber(fraction(1n, 3n * huge))).toBeCloseTo(0, 15);
    expect(fractionToNumber(fraction(10652004592391n, 11091121776000n))).toBe(
      10652004592391 / 11091121776000,
    );
  });
});
