import type { TFight, TFightSide } from "@orchid/contract/sabong";

/** Hundredths per 100.00 staked: a payout per 100 divides by 100 × 100. */
const PER_100_SCALE = 10_000n;

/** A BigInt answer as a number, or null when it would not be exact as one. */
function exact(value: bigint): number | null {
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

/**
 * What a Meron or Wala stake would return at the current pools: stake × payoutPer100 / 10,000,
 * in BigInt and rounded down to the minor unit (the server never pays more). Null while that
 * side's pool is empty (no payout per 100 yet).
 */
export function estimatedReturn(stake: number, payoutPer100: number | null): number | null {
  if (payoutPer100 === null || stake <= 0) return null;
  return exact((BigInt(stake) * BigInt(payoutPer100)) / PER_100_SCALE);
}

/**
 * What a draw bet returns if the fight is drawn, stake included, at the fixed odds:
 * stake + stake × profit / per, the profit rounded down (8:1 returns nine times the stake).
 */
export function drawReturn(stake: number, odds: { profit: number; per: number }): number | null {
  if (stake <= 0 || odds.per < 1) return null;
  const base = BigInt(stake);
  return exact(base + (base * BigInt(odds.profit)) / BigInt(odds.per));
}

/**
 * The return shown beside the stake: fixed for a draw bet, an estimate for Meron or Wala (it
 * moves with the pools until betting closes). Null when there is nothing to show yet.
 */
export type TPotentialReturn = { kind: "fixed" | "estimate"; minor: number };

export function potentialReturn(
  fight: Pick<TFight, "payoutPer100" | "drawOdds">,
  side: TFightSide,
  stake: number | null,
): TPotentialReturn | null {
  if (stake === null) return null;
  const minor =
    side === "draw" ? drawReturn(stake, fight.drawOdds) : estimatedReturn(stake, fight.payoutPer100[side]);
  if (minor === null) return null;
  return { kind: side === "draw" ? "fixed" : "estimate", minor };
}
