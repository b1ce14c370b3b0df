import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountOf, reachedTier } from "./tiers.ts";

const tiers = [
  { rateBp: 10, minValidBet: 100_000, minActiveMembers: 0, minLoss: 0 },
  { rateBp: 20, minValidBet: 500_000, minActiveMembers: 3, minLoss: 0 },
  { rateBp: 30, minValidBet: 1_000_000, minActiveMembers: 5, minLoss: 50_000 },
];

describe("reachedTier", () => {
  it("takes the highest tier whose every threshold is met", () => {
    expect(reachedTier(tiers, { validBet: 99_999, activeMembers: 10, loss: 0 })).toBeNull();
    expect(reachedTier(tiers, { validBet: 100_000, activeMembers: 0, loss: 0 })).toBe(0);
    expect(reachedTier(tiers, { validBet: 600_000, activeMembers: 3, loss: 0 })).toBe(1);
    // The bet of tier 3 without its loss stays on tier 2.
    expect(reachedTier(tiers, { validBet: 2_000_000, activeMembers: 9, loss: 49_999 })).toBe(1);
    expect(reachedTier(tiers, { validBet: 2_000_000, activeMembers: 9, loss: 50_000 })).toBe(2);
  });

  it("never answers a tier whose thresholds are not all met", () => {
    fc.assert(
      fc.property(
        fc.nat(3_000_000),
        fc.nat(10),
        fc.integer({ min: -100_000, max: 100_000 }),
        (bet, act, loss) => {
          const figures = { validBet: bet, activeMembers: act, loss };
          const found = reachedTier(tiers, figures);
          if (found === null) return;
          const tier = tiers[found];
          expect(bet).toBeGreaterThanOrEqual(tier?.minValidBet ?? 0);
          expect(act).toBeGreaterThanOrEqual(tier?.minActiveMembers ?? 0);
        },
      ),
    );
  });
});

describe("amountOf", () => {
  it("floors base × rate / 10000", () => {
    expect(amountOf(12_345, 35)).toBe(43);
    expect(amountOf(0, 35)).toBe(0);
    expect(amountOf(-5, 35)).toBe(0);
  });

  it("stays exact past 2^53 intermediate products", () => {
    expect(amountOf(900_719_925_474_099, 9_999)).toBe(900_629_853_481_551);
    fc.assert(
      fc.property(fc.nat(Number.MAX_SAFE_INTEGER), fc.integer({ min: 1, max: 10_000 }), (base, rate) => {
        const amount = amountOf(base, rate);
        expect(BigInt(amount) * 10_000n <= BigInt(base) * BigInt(rate)).toBe(true);
        expect((BigInt(amount) + 1n) * 10_000n > BigInt(base) * BigInt(rate)).toBe(true);
      }),
    );
  });
});
