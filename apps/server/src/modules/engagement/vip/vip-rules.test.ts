import { describe, expect, it } from "vitest";
import { rankFor, rebateFor } from "./vip-rules.ts";

const LEVELS = [
  { rank: 1, minDeposits: 0, minValidBet: 100 },
  { rank: 2, minDeposits: 1_000, minValidBet: 10_000 },
  { rank: 3, minDeposits: 10_000, minValidBet: 100_000 },
];

describe("VIP ranks", () => {
  it("takes the highest rank both thresholds reach", () => {
    expect(rankFor(LEVELS, { deposits: 0, validBet: 0 })).toBe(0);
    expect(rankFor(LEVELS, { deposits: 0, validBet: 500 })).toBe(1);
    expect(rankFor(LEVELS, { deposits: 50_000, validBet: 20_000 })).toBe(2);
    expect(rankFor(LEVELS, { deposits: 10_000, validBet: 100_000 })).toBe(3);
  });

  it("pays the rebate rounded down", () => {
    expect(rebateFor(123_456, 50)).toBe(617);
    expect(rebateFor(-5, 50)).toBe(0);
  });
});
