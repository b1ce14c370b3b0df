import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cashOutValue } from "./cash-out.ts";
import { LOSE, PUSH, WIN } from "./outcomes.ts";

describe("cash-out value", () => {
  it("is the price taken over the price now, less the margin", () => {
    // 100.00 at 2.00 now trading at 1.60: fair 125.00, less 5 % → 118.75.
    expect(cashOutValue(10_000, [{ odds: 2000, outcome: null, currentOdds: 1600 }], 500)).toBe(11_875);
    // Unchanged price: the stake less the margin.
    expect(cashOutValue(10_000, [{ odds: 2000, outcome: null, currentOdds: 2000 }], 500)).toBe(9_500);
  });
  it("multiplies a parlay's settled legs in at their outcome", () => {
    const legs = [
      { odds: 2000, outcome: WIN, currentOdds: null },
      { odds: 1500, outcome: PUSH, currentOdds: null },
      { odds: 1800, outcome: null, currentOdds: 1200 },
    ];
    // 100 × 2 × 1 × 1.5 = 300, no margin.
    expect(cashOutValue(10_000, legs, 0)).toBe(30_000);
  });
  it("offers nothing once a leg lost, with an open leg unpriced, or with every leg settled", () => {
    expect(
      cashOutValue(
        100,
        [
          { odds: 2000, outcome: LOSE, currentOdds: null },
          { odds: 2000, outcome: null, currentOdds: 1500 },
        ],
        0,
      ),
    ).toBeNull();
    expect(cashOutValue(100, [{ odds: 2000, outcome: null, currentOdds: null }], 0)).toBeNull();
    expect(cashOutValue(100, [{ odds: 2000, outcome: WIN, currentOdds: null }], 0)).toBeNull();
  });
  it("never offers more than the potential return while the price has not moved past the taken one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1001, max: 100_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (stake, odds, margin) => {
          const value = cashOutValue(stake, [{ odds, outcome: null, currentOdds: odds }], margin);
          expect(value === null || value <= stake).toBe(true);
        },
      ),
    );
  });
});
