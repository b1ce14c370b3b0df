import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  deadHeat,
  HALF_LOSE,
  HALF_WIN,
  LOSE,
  outcomeFactor,
  PUSH,
  returnOf,
  type TOutcome,
  VOID,
  WIN,
} from "./outcomes.ts";

const stakes = fc.integer({ min: 1, max: 10_000_000_000 });
const odds = fc.integer({ min: 1001, max: 1_000_000 });
const deadHeats = fc
  .integer({ min: 2, max: 12 })
  .chain((tied) => fc.integer({ min: 1, max: tied - 1 }).map((places) => deadHeat(places, tied)));
const outcomes: fc.Arbitrary<TOutcome> = fc.oneof(
  fc.constantFrom(WIN, LOSE, HALF_WIN, HALF_LOSE, PUSH, VOID),
  deadHeats,
);

describe("a single's return", () => {
  it("pays each outcome its share of the stake", () => {
    expect(returnOf(1000, 1950, WIN)).toBe(1950);
    expect(returnOf(1000, 1950, HALF_WIN)).toBe(1475);
    expect(returnOf(1000, 1950, HALF_LOSE)).toBe(500);
    expect(returnOf(1000, 1950, PUSH)).toBe(1000);
    expect(returnOf(1000, 1950, VOID)).toBe(1000);
    expect(returnOf(1000, 1950, LOSE)).toBe(0);
    expect(returnOf(900, 4000, deadHeat(1, 3))).toBe(1200);
    expect(returnOf(900, 4000, deadHeat(2, 3))).toBe(2400);
  });

  it("rounds down to the minor unit: the house keeps the fraction", () => {
    expect(returnOf(333, 1950, WIN)).toBe(649); // 649.35
    expect(returnOf(1, 1999, WIN)).toBe(1); // 1.999
    expect(returnOf(101, 1950, HALF_WIN)).toBe(148); // 148.975
    expect(returnOf(7, 1001, HALF_WIN)).toBe(7); // 7.0035
    expect(returnOf(7, 1950, HALF_LOSE)).toBe(3); // 3.5
    expect(returnOf(1, 1950, HALF_LOSE)).toBe(0); // 0.5
    expect(returnOf(100, 2500, deadHeat(1, 3))).toBe(83); // 83.33…
    expect(returnOf(101, 1001, deadHeat(1, 2))).toBe(50); // 50.5505
  });

  it("stays exact where stake × odds is past 2^53", () => {
    const stake = 9_000_000_000_001;
    expect(returnOf(stake, 1001, WIN)).toBe(9_009_000_000_001); // 9 009 000 000 001.001
    expect(() => returnOf(stake, 1_001_000, WIN)).toThrow(RangeError);
  });

  it("exposes the exact factor per unit staked", () => {
    expect(outcomeFactor(1950, WIN)).toEqual({ numerator: 39n, denominator: 20n });
    expect(outcomeFactor(1950, HALF_WIN)).toEqual({ numerator: 59n, denominator: 40n });
    expect(outcomeFactor(4000, deadHeat(1, 3))).toEqual({ numerator: 4n, denominator: 3n });
  });

  it("refuses a dead heat that is not one, and an unknown outcome", () => {
    expect(() => deadHeat(0, 3)).toThrow(RangeError);
    expect(() => deadHeat(3, 3)).toThrow(RangeError);
    expect(() => deadHeat(1.5, 3)).toThrow(RangeError);
    expect(() => returnOf(100, 2000, { kind: "dead_heat", places: 4, tied: 2 })).toThrow(RangeError);
    expect(() => returnOf(100, 2000, { kind: "cash_out" } as never)).toThrow(/unknown outcome/);
  });

  it("gives a push or a void back as exactly the stake", () => {
    fc.assert(
      fc.property(stakes, odds, fc.constantFrom(PUSH, VOID), (stake, price, outcome) => {
        expect(returnOf(stake, price, outcome)).toBe(stake);
      }),
    );
  });

  it("never pays more than stake × odds, nor more than the exact value, nor a unit less", () => {
    fc.assert(
      fc.property(stakes, odds, outcomes, (stake, price, outcome) => {
        const paid = BigInt(returnOf(stake, price, outcome));
        expect(paid * 1000n <= BigInt(stake) * BigInt(price)).toBe(true);
        const { numerator, denominator } = outcomeFactor(price, outcome);
        const exact = BigInt(stake) * numerator; // the exact return × denominator
        expect(paid * denominator <= exact).toBe(true);
        expect((paid + 1n) * denominator > exact).toBe(true);
      }),
    );
  });

  it("orders the outcomes: lose ≤ half_lose ≤ push ≤ half_win ≤ win, a dead heat between lose and win", () => {
    fc.assert(
      fc.property(stakes, odds, deadHeats, (stake, price, heat) => {
        const paid = [LOSE, HALF_LOSE, PUSH, HALF_WIN, WIN].map((outcome) => returnOf(stake, price, outcome));
        expect([...paid].sort((a, b) => a - b)).toEqual(paid);
        expect(returnOf(stake, price, heat)).toBeLessThanOrEqual(returnOf(stake, price, WIN));
      }),
    );
  });
});
