import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { settleFight, type TFightBet, type TFightSettlement } from "./fight-settlement.ts";
import type { TBetSide, TFightResult } from "./fight-sides.ts";
import { payoutPer100 } from "./pari-mutuel.ts";

const bet = (id: string, side: TBetSide, stake: bigint): TFightBet => ({ id, side, stake });
const BETS = [
  bet("m1", "meron", 6_000n),
  bet("m2", "meron", 4_000n),
  bet("w1", "wala", 5_000n),
  bet("d1", "draw", 1_000n),
];
const returns = (settlement: TFightSettlement) =>
  Object.fromEntries(settlement.bets.map((one) => [one.id, [one.kind, one.returned]]));

describe("settling a fight", () => {
  it("pays Meron pari-mutuel at 142.50 per 100 and keeps the plasada and the lost bets", () => {
    const settlement = settleFight(BETS, "meron", 500);
    expect(returns(settlement)).toEqual({
      m1: ["win", 8_550n],
      m2: ["win", 5_700n],
      w1: ["lose", 0n],
      d1: ["lose", 0n],
    });
    expect(settlement).toMatchObject({
      pools: { meron: 10_000n, wala: 5_000n },
      drawStakes: 1_000n,
      stakesIn: 16_000n,
      paid: 14_250n,
      refunded: 0n,
      // 750 of plasada and the 1,000 draw bet.
      houseTake: 1_750n,
    });
  });

  it("pays Wala pari-mutuel at 285.00 per 100", () => {
    const settlement = settleFight(BETS, "wala", 500);
    expect(returns(settlement)).toEqual({
      m1: ["lose", 0n],
      m2: ["lose", 0n],
      w1: ["win", 14_250n],
      d1: ["lose", 0n],
    });
    expect(settlement.houseTake).toBe(1_750n);
  });

  it("refunds Meron and Wala in full on a draw and pays the draw bets at fixed odds", () => {
    const settlement = settleFight(BETS, "draw", 500);
    expect(returns(settlement)).toEqual({
      m1: ["refund", 6_000n],
      m2: ["refund", 4_000n],
      w1: ["refund", 5_000n],
      d1: ["win", 9_000n],
    });
    expect(settlement).toMatchObject({ paid: 9_000n, refunded: 15_000n, houseTake: -8_000n });
    const fifteenToTwo = settleFight([bet("d", "draw", 1_001n)], "draw", 500, { profit: 15, per: 2 });
    expect(fifteenToTwo).toMatchObject({ paid: 8_508n, houseTake: -7_507n });
  });

  it("refunds every bet of a cancelled fight, empty side or not", () => {
    const settlement = settleFight(BETS, "cancelled", 500);
    expect(settlement.bets.every((one) => one.kind === "refund" && one.returned === one.stake)).toBe(true);
    expect(settlement).toMatchObject({ paid: 0n, refunded: 16_000n, houseTake: 0n });
    const oneSided = settleFight([bet("m", "meron", 500n)], "cancelled", 500);
    expect(oneSided).toMatchObject({ refunded: 500n, houseTake: 0n });
    expect(settleFight([], "cancelled", 500)).toMatchObject({ stakesIn: 0n, houseTake: 0n });
  });

  it("refuses a winner when a side is empty, since that fight must be cancelled", () => {
    const oneSided = [bet("m", "meron", 500n), bet("d", "draw", 100n)];
    expect(() => settleFight(oneSided, "meron", 500)).toThrow(RangeError);
    expect(() => settleFight(oneSided, "wala", 500)).toThrow(RangeError);
    expect(settleFight(oneSided, "draw", 500)).toMatchObject({ paid: 900n, refunded: 500n });
  });

  it("keeps the rounding dust of odd stakes with the house", () => {
    const odd = [
      bet("a", "meron", 3_333n),
      bet("b", "meron", 3_333n),
      bet("c", "meron", 3_334n),
      bet("w", "wala", 5_000n),
    ];
    const settlement = settleFight(odd, "meron", 500);
    expect(settlement.bets.map((one) => one.returned)).toEqual([4_749n, 4_749n, 4_750n, 0n]);
    // 750 of plasada and 2 minor units of dust.
    expect(settlement).toMatchObject({ paid: 14_248n, houseTake: 752n });
  });

  it("refuses a stake of 0 or less and a bad plasada or draw odds", () => {
    expect(() => settleFight([bet("z", "meron", 0n)], "cancelled", 500)).toThrow(RangeError);
    expect(() => settleFight(BETS, "meron", 10_001)).toThrow(RangeError);
    expect(() => settleFight(BETS, "draw", 500, { profit: -8 })).toThrow(RangeError);
  });
});

const side = fc.constantFrom<TBetSide>("meron", "wala", "draw");
const stake = fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 12n }));
const bets = (minLength = 0) =>
  fc
    .array(fc.record({ side, stake }), { minLength, maxLength: 40 })
    .map((list) => list.map((one, index) => bet(`b${index}`, one.side, one.stake)));
const plasada = fc.integer({ min: 0, max: 2_000 });
const drawOdds = fc.record({ profit: fc.integer({ min: 0, max: 50 }), per: fc.integer({ min: 1, max: 4 }) });
const result = fc.constantFrom<TFightResult>("meron", "wala", "draw", "cancelled");
/** Bets with at least one on Meron and one on Wala, so that either bird can win. */
const contested = fc
  .tuple(bets(), stake, stake)
  .map(([list, meron, wala]) => [...list, bet("m", "meron", meron), bet("w", "wala", wala)]);

describe("every settled fight", () => {
  it("balances: stakes in = returns out + house take, with every return ≥ 0 and every refund its stake", () => {
    fc.assert(
      fc.property(bets(), result, plasada, drawOdds, (list, outcome, c, odds) => {
        const pools = { meron: 0n, wala: 0n };
        for (const one of list) if (one.side !== "draw") pools[one.side] += one.stake;
        if ((outcome === "meron" || outcome === "wala") && (pools.meron === 0n || pools.wala === 0n)) {
          expect(() => settleFight(list, outcome, c, odds)).toThrow(RangeError);
          return;
        }
        const settlement = settleFight(list, outcome, c, odds);
        const sum = (kind: string) =>
          settlement.bets.filter((one) => one.kind === kind).reduce((total, one) => total + one.returned, 0n);
        expect(settlement.stakesIn).toBe(list.reduce((total, one) => total + one.stake, 0n));
        expect(settlement.stakesIn).toBe(settlement.paid + settlement.refunded + settlement.houseTake);
        expect([settlement.paid, settlement.refunded]).toEqual([sum("win"), sum("refund")]);
        expect(sum("lose")).toBe(0n);
        expect(settlement.bets.map((one) => one.id)).toEqual(list.map((one) => one.id));
        for (const one of settlement.bets) {
          expect(one.returned).toBeGreaterThanOrEqual(0n);
          if (one.kind === "refund") expect(one.returned).toBe(one.stake);
        }
        if (outcome === "cancelled") expect(settlement.houseTake).toBe(0n);
      }),
    );
  });

  it("on a bird's win, keeps at least the plasada and the draw bets, and pays winners at least their stake when the quote is 100.00 or more", () => {
    fc.assert(
      fc.property(
        contested,
        fc.constantFrom("meron" as const, "wala" as const),
        plasada,
        (list, winner, c) => {
          const settlement = settleFight(list, winner, c);
          const { meron, wala } = settlement.pools;
          // The winners share at most both pools less the plasada.
          expect(settlement.paid * 10_000n <= (meron + wala) * BigInt(10_000 - c)).toBe(true);
          expect((settlement.houseTake - settlement.drawStakes) * 10_000n >= (meron + wala) * BigInt(c)).toBe(
            true,
          );
          const quote = payoutPer100(settlement.pools, c, winner) ?? 0n;
          for (const one of settlement.bets) {
            expect(one.kind).toBe(one.side === winner ? "win" : "lose");
            if (one.kind === "win" && quote >= 10_000n)
              expect(one.returned).toBeGreaterThanOrEqual(one.stake);
          }
        },
      ),
    );
  });

  it("on a draw, refunds both birds and pays each draw bet its fixed odds", () => {
    fc.assert(
      fc.property(bets(), plasada, drawOdds, (list, c, odds) => {
        const settlement = settleFight(list, "draw", c, odds);
        for (const one of settlement.bets) {
          if (one.side === "draw")
            expect(one.returned).toBe(one.stake + (one.stake * BigInt(odds.profit)) / BigInt(odds.per));
          else expect([one.kind, one.returned]).toEqual(["refund", one.stake]);
        }
      }),
    );
  });
});
