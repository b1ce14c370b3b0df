import { checkDrawOdds, DEFAULT_DRAW_ODDS, drawReturn, type TDrawOdds } from "./draw-odds.ts";
import type { TBetSide, TFightResult, TPools } from "./fight-sides.ts";
import { checkPlasadaBp, winnerReturn } from "./pari-mutuel.ts";

/** One member's bet on a fight, its stake in minor units (more than 0). */
export type TFightBet = { readonly id: string; readonly side: TBetSide; readonly stake: bigint };

/** How a bet came out: it won, it lost, or its stake was handed back. */
export type TBetOutcome = "win" | "lose" | "refund";

/** A settled bet: what it returns to the member, stake included (0 when it lost). */
export type TSettledBet = TFightBet & { readonly kind: TBetOutcome; readonly returned: bigint };

/**
 * A settled fight. Every amount is in minor units, and `stakesIn = paid + refunded + houseTake`
 * exactly.
 *
 * - `pools`: the Meron and Wala stakes; `drawStakes`: the draw bets, which are not in the pools.
 * - `paid`: the returns of winning bets; `refunded`: the stakes handed back.
 * - `houseTake`: what the house keeps, stakes in less returns out. On a Meron or Wala result it is
 *   the plasada, the rounding dust and the lost draw bets, so never less than the plasada. On a
 *   draw it is the draw stakes less what the draw bets return, which is below 0 whenever a draw
 *   bet wins at odds above 0:1. On a cancelled fight it is 0.
 */
export type TFightSettlement = {
  readonly result: TFightResult;
  readonly bets: readonly TSettledBet[];
  readonly pools: TPools;
  readonly drawStakes: bigint;
  readonly stakesIn: bigint;
  readonly paid: bigint;
  readonly refunded: bigint;
  readonly houseTake: bigint;
};

/** The Meron and Wala pools and the draw stakes of a list of bets, refusing a stake of 0 or less. */
function stakesOf(bets: readonly TFightBet[]): { pools: TPools; drawStakes: bigint } {
  const totals = { meron: 0n, wala: 0n, draw: 0n };
  for (const bet of bets) {
    if (bet.stake <= 0n) throw new RangeError(`bet ${bet.id} has a stake of ${bet.stake}, not more than 0`);
    totals[bet.side] += bet.stake;
  }
  return { pools: { meron: totals.meron, wala: totals.wala }, drawStakes: totals.draw };
}

/**
 * Settles every bet of a fight on its result:
 *
 * - Meron or Wala: that side's bets win their pari-mutuel share of both pools less the plasada
 *   (each rounded down to the minor unit, the dust kept by the house); the other side's bets and
 *   the draw bets lose. Refused when either pool is empty, since such a fight must be cancelled.
 * - Draw: Meron and Wala bets are refunded in full, with no plasada; draw bets win at `drawOdds`
 *   (8:1 unless given, returning 9 × the stake).
 * - Cancelled: every bet is refunded in full.
 *
 * The bets come back in the order given.
 */
export function settleFight(
  bets: readonly TFightBet[],
  result: TFightResult,
  plasadaBp: number,
  drawOdds: TDrawOdds = DEFAULT_DRAW_ODDS,
): TFightSettlement {
  checkPlasadaBp(plasadaBp);
  checkDrawOdds(drawOdds);
  const { pools, drawStakes } = stakesOf(bets);
  if ((result === "meron" || result === "wala") && (pools.meron === 0n || pools.wala === 0n))
    throw new RangeError(`a fight with an empty side cannot be won by ${result}: it must be cancelled`);

  const settle = (bet: TFightBet): TSettledBet => {
    if (result === "cancelled" || (result === "draw" && bet.side !== "draw"))
      return { ...bet, kind: "refund", returned: bet.stake };
    if (bet.side !== result) return { ...bet, kind: "lose", returned: 0n };
    const returned =
      bet.side === "draw"
        ? drawReturn(bet.stake, drawOdds)
        : winnerReturn(bet.stake, pools, plasadaBp, bet.side);
    return { ...bet, kind: "win", returned };
  };

  const settled = bets.map(settle);
  const stakesIn = pools.meron + pools.wala + drawStakes;
  let paid = 0n;
  let refunded = 0n;
  for (const bet of settled) {
    if (bet.kind === "win") paid += bet.returned;
    if (bet.kind === "refund") refunded += bet.returned;
  }
  return {
    result,
    bets: settled,
    pools,
    drawStakes,
    stakesIn,
    paid,
    refunded,
    houseTake: stakesIn - paid - refunded,
  };
}
