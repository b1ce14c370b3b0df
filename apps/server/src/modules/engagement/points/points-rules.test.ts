import { describe, expect, it } from "vitest";
import { cashFor, earn, POINT_PARTS } from "./points-rules.ts";

describe("earning points", () => {
  it("pays whole points and carries the rest, so small bets add up", () => {
    // 1 point per 100.00: a bet of 30.00 is worth 0.3 points.
    let carry = 0;
    let paid = 0;
    for (let bet = 0; bet < 10; bet += 1) {
      const step = earn(carry, 3_000, 1);
      carry = step.carry;
      paid += step.points;
    }
    expect(paid).toBe(3);
    expect(carry).toBe(0);
  });

  it("never goes negative and never pays for a refund", () => {
    expect(earn(5_000, -20_000, 3)).toEqual({ points: 0, carry: 5_000 });
    expect(earn(0, 10_000, 0)).toEqual({ points: 0, carry: 0 });
  });

  it("loses nothing whatever the split of one stake", () => {
    for (const rate of [1, 3, 7, 25]) {
      const whole = earn(0, 123_457, rate);
      const first = earn(0, 100_000, rate);
      const second = earn(first.carry, 23_457, rate);
      expect(first.points + second.points).toBe(whole.points);
      expect(second.carry).toBe(whole.carry);
      expect(whole.points * POINT_PARTS + whole.carry).toBe(123_457 * rate);
    }
  });
});

describe("converting points", () => {
  it("rounds the cash down at the exchange rate", () => {
    expect(cashFor({ exchangePoints: 100, exchangeMinor: 100 }, 250)).toBe(250);
    expect(cashFor({ exchangePoints: 3, exchangeMinor: 1 }, 10)).toBe(3);
  });
});
