import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deadHeat, HALF_LOSE, HALF_WIN, LOSE, PUSH, returnOf, type TOutcome, VOID, WIN } from "./outcomes.ts";
import { MAX_PARLAY_LEGS, parlayProblem, parlayReturn, type TSettledLeg } from "./parlay.ts";

const odds = fc.integer({ min: 1001, max: 20_000 });
const stakes = fc.integer({ min: 1, max: 1_000_000_000 });
const outcomes: fc.Arbitrary<TOutcome> = fc.oneof(
  fc.constantFrom(WIN, LOSE, HALF_WIN, HALF_LOSE, PUSH, VOID),
  fc
    .integer({ min: 2, max: 6 })
    .chain((tied) => fc.integer({ min: 1, max: tied - 1 }).map((p) => deadHeat(p, tied))),
);
const legs = (outcome: fc.Arbitrary<TOutcome>) =>
  fc.array(fc.record({ odds, outcome }), { minLength: 1, maxLength: MAX_PARLAY_LEGS });

/**
 * Whether every leg winning keeps the return within what settlement pays (a safe integer): a
 * larger one is refused by design (amounts.ts), so the properties draw only payable parlays.
 */
const payable = (stake: number, settled: readonly TSettledLeg[]) =>
  settled.reduce((product, leg) => product * BigInt(leg.odds), BigInt(stake)) <=
  BigInt(Number.MAX_SAFE_INTEGER) * 1000n ** BigInt(settled.length);

describe("a parlay's return", () => {
  it("multiplies the legs' odds", () => {
    expect(
      parlayReturn(1000, [
        { odds: 2000, outcome: WIN },
        { odds: 1500, outcome: WIN },
      ]),
    ).toBe(3000);
    expect(
      parlayReturn(100, [
        { odds: 1950, outcome: WIN },
        { odds: 1870, outcome: WIN },
        { odds: 2100, outcome: WIN },
      ]),
    ).toBe(765); // 765.765
  });

  it("counts a void or pushed leg as odds of 1.00", () => {
    const withVoid: TSettledLeg[] = [
      { odds: 1950, outcome: WIN },
      { odds: 3000, outcome: VOID },
      { odds: 1800, outcome: PUSH },
    ];
    expect(parlayReturn(1000, withVoid)).toBe(1950);
    expect(
      parlayReturn(777, [
        { odds: 2500, outcome: VOID },
        { odds: 1500, outcome: VOID },
      ]),
    ).toBe(777);
  });

  it("pays half-won and half-lost legs their exact halves, rounding once at the end", () => {
    expect(
      parlayReturn(1000, [
        { odds: 1900, outcome: HALF_WIN }, // × 1.45
        { odds: 2000, outcome: WIN }, // × 2
      ]),
    ).toBe(2900);
    expect(
      parlayReturn(1000, [
        { odds: 1900, outcome: HALF_LOSE }, // × 0.5
        { odds: 1950, outcome: HALF_WIN }, // × 1.475
      ]),
    ).toBe(737); // 737.5
    expect(
      parlayReturn(333, [
        { odds: 1900, outcome: HALF_WIN }, // × 1.45
        { odds: 2500, outcome: VOID }, // × 1
        { odds: 2000, outcome: WIN }, // × 2
      ]),
    ).toBe(965); // 965.7
    expect(
      parlayReturn(10, [
        { odds: 1150, outcome: WIN },
        { odds: 1150, outcome: WIN },
      ]),
    ).toBe(13); // 13.225, where rounding after each leg would give floor(11 × 1.15) = 12
    expect(returnOf(returnOf(10, 1150, WIN), 1150, WIN)).toBe(12);
  });

  it("pays a dead-heated leg its share", () => {
    expect(
      parlayReturn(900, [
        { odds: 4000, outcome: deadHeat(1, 3) }, // × 4/3
        { odds: 2000, outcome: WIN },
      ]),
    ).toBe(2400);
  });

  it("stays exact past 2^53 and refuses a return beyond a safe integer", () => {
    const ten = Array.from({ length: 10 }, () => ({ odds: 10_000, outcome: WIN }));
    expect(parlayReturn(1_000, ten)).toBe(10_000_000_000_000); // stake × 10^40 / 10^30
    expect(parlayReturn(900_719, ten)).toBe(9_007_190_000_000_000);
    expect(() => parlayReturn(900_720, ten)).toThrow(RangeError); // past 2^53 − 1
    const nearTwo = Array.from({ length: 10 }, () => ({ odds: 1999, outcome: WIN }));
    expect(parlayReturn(123_456_789, nearTwo)).toBe(Number((123_456_789n * 1999n ** 10n) / 1000n ** 10n));
    expect(() => parlayReturn(100, [])).toThrow(RangeError);
    expect(() => parlayReturn(0, [{ odds: 2000, outcome: WIN }])).toThrow(RangeError);
    expect(() => parlayReturn(100, [{ odds: 1000, outcome: WIN }])).toThrow(RangeError);
  });

  it("returns nothing once one leg loses", () => {
    fc.assert(
      fc.property(stakes, legs(outcomes), fc.nat(), odds, (stake, settled, at, price) => {
        const withLoss = [...settled];
        withLoss.splice(at % (settled.length + 1), 0, { odds: price, outcome: LOSE });
        expect(parlayReturn(stake, withLoss)).toBe(0);
      }),
    );
  });

  it("returns the stake when every leg is void or pushed", () => {
    fc.assert(
      fc.property(stakes, legs(fc.constantFrom(VOID, PUSH)), (stake, settled) => {
        expect(parlayReturn(stake, settled)).toBe(stake);
      }),
    );
  });

  it("is a single's return when one leg is left, and never pays past stake × every leg's odds", () => {
    fc.assert(
      fc.property(stakes, legs(outcomes), (stake, settled) => {
        fc.pre(payable(stake, settled));
        const [first] = settled;
        if (settled.length === 1 && first) {
          expect(parlayReturn(stake, settled)).toBe(returnOf(stake, first.odds, first.outcome));
        }
        const ceiling = settled.reduce((product, leg) => product * BigInt(leg.odds), BigInt(stake));
        const scale = 1000n ** BigInt(settled.length);
        expect(BigInt(parlayReturn(stake, settled)) * scale <= ceiling).toBe(true);
      }),
    );
  });

  it("is the same whatever the order of the legs", () => {
    fc.assert(
      fc.property(stakes, legs(outcomes), (stake, settled) => {
        fc.pre(payable(stake, settled));
        expect(parlayReturn(stake, [...settled].reverse())).toBe(parlayReturn(stake, settled));
      }),
    );
  });
});

describe("a parlay's legs", () => {
  const on = (...events: string[]) => events.map((eventId) => ({ eventId }));

  it("are fine from two to ten legs on different events", () => {
    expect(parlayProblem(on("a", "b"))).toBeNull();
    expect(parlayProblem(on("a", "b", "c", "d", "e", "f", "g", "h", "i", "j"))).toBeNull();
  });

  it("name the first problem and the leg at fault", () => {
    expect(parlayProblem(on("a"))).toEqual({ problem: "too_few_legs", index: 1 });
    expect(parlayProblem([])).toEqual({ problem: "too_few_legs", index: 0 });
    expect(parlayProblem(on("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"))).toEqual({
      problem: "too_many_legs",
      index: 10,
    });
    expect(parlayProblem(on("a", "b", "c", "b", "a"))).toEqual({ problem: "same_event", index: 3 });
  });
});
