/** Tests of turning probabilities into odds with the margin, and of the normal distribution used for basketball. */
import { describe, expect, it } from "vitest";
import { normalCdf } from "./normal.ts";
import { impliedTotal, MAX_ODDS, MIN_ODDS, oddsFor, offerState } from "./odds.ts";

describe("odds from probabilities", () => {
  it("take the margin off and round down, within 1.001 and 1000", () => {
    expect(oddsFor(0.5, 0.05)).toBe(1904);
    expect(oddsFor(0.5, 0)).toBe(2000);
    expect(oddsFor(0.999_999)).toBe(MIN_ODDS);
    expect(oddsFor(1e-9)).toBe(MAX_ODDS);
    expect(oddsFor(0)).toBe(MAX_ODDS);
    expect(oddsFor(Number.NaN)).toBe(MAX_ODDS);
  });

  it("imply the probabilities plus the margin", () => {
    const odds = [0.45, 0.3, 0.25].map((p) => oddsFor(p, 0.05));
    expect(impliedTotal(odds)).toBeGreaterThanOrEqual(1.05);
    expect(impliedTotal(odds)).toBeLessThan(1.052);
  });

  it("suspend a market whose favourite cannot be priced above the floor", () => {
    expect(offerState([0.9, 0.1])).toBe("open");
    expect(offerState([0.96, 0.04])).toBe("suspended");
  });
});

describe("the normal distribution", () => {
  it("matches known values", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841_344_746, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024_997_895, 6);
    expect(normalCdf(3)).toBeCloseTo(0.998_650_102, 6);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
  });
});
