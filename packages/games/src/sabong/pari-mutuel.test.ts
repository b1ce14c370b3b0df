import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TPoolSide, TPools } from "./fight-sides.ts";
import { payoutPer100, shouldCancel, winnerReturn } from "./pari-mutuel.ts";

const pools = (meron: bigint, wala: bigint): TPools => ({ meron, wala });
const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
const plasada = fc.integer({ min: 0, max: 2_000 });

describe("payout per 100", () => {
  it("quotes 142.50 on Meron and 285.00 on Wala for 10,000 against 5,000 at 5 %", () => {
    expect(payoutPer100(pools(10_000n, 5_000n), 500, "meron")).toBe(14_250n);
    expect(payoutPer100(pools(10_000n, 5_000n), 500, "wala")).toBe(28_500n);
    expect(payoutPer100(pools(7_000n, 7_000n), 0, "wala")).toBe(20_000n);
  });

  it("rounds down and quotes nothing for an empty side", () => {
    expect(payoutPer100(pools(3n, 7n), 500, "meron")).toBe(31_666n);
    expect(payoutPer100(pools(0n, 5_000n), 500, "meron")).toBeNull();
    expect(payoutPer100(pools(0n, 5_000n), 500, "wala")).toBe(9_500n);
  });

  it("refuses a plasada outside 0 to 10,000 basis points and negative pools", () => {
    expect(() => payoutPer100(pools(1n, 1n), -1, "meron")).toThrow(RangeError);
    expect(() => payoutPer100(pools(1n, 1n), 10_001, "meron")).toThrow(RangeError);
    expect(() => payoutPer100(pools(1n, 1n), 2.5, "meron")).toThrow(RangeError);
    expect(() => payoutPer100(pools(-1n, 1n), 500, "wala")).toThrow(RangeError);
  });
});

describe("a winner's return", () => {
  it("is its share of both pools less the plasada, rounded down to the minor unit", () => {
    const book = pools(10_000n, 5_000n);
    expect(winnerReturn(10_000n, book, 500, "meron")).toBe(14_250n);
    expect(winnerReturn(5_000n, book, 500, "wala")).toBe(14_250n);
    // 3 × 1.425 = 4.275: the 0.275 stays with the house.
    expect(winnerReturn(3n, book, 500, "meron")).toBe(4n);
    // 3,333 × 1.425 = 4,749.525 and 3,334 × 1.425 = 4,750.95: 2 minor units of dust in all.
    const returns = [3_333n, 3_333n, 3_334n].map((one) => winnerReturn(one, book, 500, "meron"));
    expect(returns).toEqual([4_749n, 4_749n, 4_750n]);
    expect(14_250n - returns.reduce((sum, one) => sum + one, 0n)).toBe(2n);
  });

  it("refuses a stake that does not fit in its side's pool", () => {
    expect(() => winnerReturn(1n, pools(0n, 5n), 500, "meron")).toThrow(RangeError);
    expect(() => winnerReturn(6n, pools(5n, 5n), 500, "meron")).toThrow(RangeError);
    expect(() => winnerReturn(-1n, pools(5n, 5n), 500, "meron")).toThrow(RangeError);
    expect(winnerReturn(0n, pools(5n, 5n), 500, "meron")).toBe(0n);
  });

  it("is the quote per 100 for a stake of 100.00, and at least the stake whenever the quote is", () => {
    const side = fc.constantFrom<TPoolSide>("meron", "wala");
    fc.assert(
      fc.property(stake, stake, stake, plasada, side, (one, rest, other, c, winner) => {
        const pool = one + rest + 10_000n;
        const book = winner === "meron" ? pools(pool, other) : pools(other, pool);
        const quote = payoutPer100(book, c, winner);
        expect(winnerReturn(10_000n, book, c, winner)).toBe(quote);
        const returned = winnerReturn(one, book, c, winner);
        expect(returned).toBeGreaterThanOrEqual(0n);
        if ((quote ?? 0n) >= 10_000n) expect(returned).toBeGreaterThanOrEqual(one);
        else expect(returned).toBeLessThan(one);
      }),
    );
  });

  it("never pays a side's winners more than both pools less the plasada, and loses under a unit a bet", () => {
    fc.assert(
      fc.property(fc.array(stake, { minLength: 1, maxLength: 30 }), stake, plasada, (winners, other, c) => {
        const meron = winners.reduce((sum, one) => sum + one, 0n);
        const book = pools(meron, other);
        const paid = winners.reduce((sum, one) => sum + winnerReturn(one, book, c, "meron"), 0n);
        const pot = (meron + other) * BigInt(10_000 - c);
        expect(paid * 10_000n <= pot).toBe(true);
        expect(pot - paid * 10_000n < 10_000n * BigInt(winners.length)).toBe(true);
      }),
    );
  });
});

describe("cancelling a fight before it starts", () => {
  it("cancels an empty side", () => {
    expect(shouldCancel(pools(0n, 5_000n), 500)).toBe("empty_side");
    expect(shouldCancel(pools(5_000n, 0n), 500)).toBe("empty_side");
    expect(shouldCancel(pools(0n, 0n), 500)).toBe("empty_side");
  });

  it("cancels a payout per 100 at 107.00 or below, as shown, and lets 107.01 go ahead", () => {
    // 107,000 × 0.95 / 95,000 = 1.07 exactly.
    expect(payoutPer100(pools(95_000n, 12_000n), 500, "meron")).toBe(10_700n);
    expect(shouldCancel(pools(95_000n, 12_000n), 500)).toBe("low_payout");
    // 107.005 is shown as 107.00.
    expect(payoutPer100(pools(95_000n, 12_005n), 500, "meron")).toBe(10_700n);
    expect(shouldCancel(pools(95_000n, 12_005n), 500)).toBe("low_payout");
    expect(payoutPer100(pools(95_000n, 12_010n), 500, "meron")).toBe(10_701n);
    expect(shouldCancel(pools(95_000n, 12_010n), 500)).toBeNull();
    // The same on the Wala side.
    expect(shouldCancel(pools(12_000n, 95_000n), 500)).toBe("low_payout");
    expect(shouldCancel(pools(12_010n, 95_000n), 500)).toBeNull();
  });

  it("takes the merchant's own minimum", () => {
    expect(shouldCancel(pools(95_000n, 12_010n), 500, 10_701)).toBe("low_payout");
    expect(shouldCancel(pools(95_000n, 12_010n), 500, 10_700)).toBeNull();
    expect(shouldCancel(pools(10_000n, 5_000n), 500, 14_249)).toBeNull();
    expect(shouldCancel(pools(10_000n, 5_000n), 500, 14_250)).toBe("low_payout");
    expect(() => shouldCancel(pools(1n, 1n), 500, -1)).toThrow(RangeError);
  });

  it("lets a fight go ahead exactly when both sides have stakes and quote above the minimum", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        plasada,
        (m, w, c) => {
          const book = pools(m, w);
          const verdict = shouldCancel(book, c);
          const quotes = [payoutPer100(book, c, "meron"), payoutPer100(book, c, "wala")];
          if (m === 0n || w === 0n) expect(verdict).toBe("empty_side");
          else expect(verdict).toBe(quotes.some((one) => (one ?? 0n) <= 10_700n) ? "low_payout" : null);
        },
      ),
    );
  });
});
