import { combinedOdds as bookOdds, potentialReturn as bookReturn } from "@orchid/games/sportsbook/pricing";
import { describe, expect, it } from "vitest";
import { MAX_PARLAY_LEGS, parlayProblem, sharedEvents } from "./parlay-check.ts";
import { combinedOddsText, combinedOddsThousandths, potentialReturn, shownMinor } from "./slip-maths.ts";

describe("combined odds", () => {
  it("multiplies the legs and rounds down to the thousandth", () => {
    expect(combinedOddsThousandths([2000, 1500])).toBe(3000n);
    expect(combinedOddsText([1800, 1800, 1800])).toBe("5.832");
    // 1.801 × 1.801 × 1.798 = 5.831994… → 5.831
    expect(combinedOddsText([1801, 1801, 1798])).toBe("5.831");
    // 1.333 × 1.333 = 1.776889 → 1.776, never rounded up
    expect(combinedOddsText([1333, 1333])).toBe("1.776");
    expect(combinedOddsText([1950])).toBe("1.950");
  });

  it("stays exact for ten long prices, where floating point would not", () => {
    const legs = Array.from({ length: MAX_PARLAY_LEGS }, () => 999_999);
    const exact = 999_999n ** 10n / 1000n ** 9n;
    expect(combinedOddsThousandths(legs)).toBe(exact);
    expect(combinedOddsText(legs)).toBe(bookOdds(legs));
  });
});

describe("potential return", () => {
  it("is the stake times the exact product, rounded down to the minor unit", () => {
    expect(potentialReturn(1000, [1950])).toBe(1950n);
    // 333 × 1.333 × 1.333 = 591.70… → 591
    expect(potentialReturn(333, [1333, 1333])).toBe(591n);
    // 10000 × 1.333 × 1.333 = 17768.89 → 17768, while the rounded odds 1.776 would give 17760
    expect(potentialReturn(10_000, [1333, 1333])).toBe(17_768n);
  });

  it("agrees with the book's settlement maths", () => {
    const cases: [number, number[]][] = [
      [1, [1001]],
      [777, [1801, 2350, 1010]],
      [123_456, [1333, 1777, 1999, 2001, 3100]],
      [5_000_000, [1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500, 1500]],
    ];
    for (const [stake, odds] of cases)
      expect(potentialReturn(stake, odds)).toBe(BigInt(bookReturn(stake, odds)));
  });

  it("returns nothing without a stake or legs", () => {
    expect(potentialReturn(0, [1950])).toBe(0n);
    expect(potentialReturn(100, [])).toBe(0n);
  });

  it("shows a return past a safe integer as the largest one", () => {
    expect(shownMinor(10n ** 30n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(shownMinor(42n)).toBe(42);
  });
});

describe("parlay eligibility", () => {
  it("takes two to ten legs of different events", () => {
    expect(parlayProblem([{ eventId: 1 }])).toBe("too_few_legs");
    expect(parlayProblem([{ eventId: 1 }, { eventId: 2 }])).toBeNull();
    const eleven = Array.from({ length: 11 }, (_, eventId) => ({ eventId }));
    expect(parlayProblem(eleven)).toBe("too_many_legs");
    expect(parlayProblem(eleven.slice(0, 10))).toBeNull();
  });

  it("refuses two legs of one event and names the event", () => {
    const legs = [{ eventId: 3 }, { eventId: 7 }, { eventId: 3 }];
    expect(parlayProblem(legs)).toBe("same_event");
    expect([...sharedEvents(legs)]).toEqual([3]);
  });
});
