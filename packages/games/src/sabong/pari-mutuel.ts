import type { TPoolSide, TPools } from "./fight-sides.ts";

/**
 * The pari-mutuel maths of a fight. The winning side shares both pools, less the plasada (the
 * house's take, in basis points of both pools): with M on Meron, W on Wala and a plasada c, a
 * winning stake on a side holding S returns stake × (M + W) / S × (1 − c).
 *
 * Rounding rule: each winning bet is rounded down to the minor unit on its own, and the sub-unit
 * dust this leaves stays with the house. The winners together are therefore paid at most
 * (M + W) × (1 − c), and short of it by less than one minor unit per winning bet.
 */

/** The plasada when a merchant sets none: 500 basis points, i.e. 5 %. */
export const DEFAULT_PLASADA_BP = 500;

/** The lowest payout per 100 that lets a fight go ahead when a merchant sets none: 107.00. */
export const DEFAULT_MIN_PER_100 = 10_700;

/** The stake that "payout per 100" is quoted for: 100.00, i.e. 10,000 minor units. */
const STAKE_PER_100 = 10_000n;

const BASIS_POINTS = 10_000n;

/** Why a fight cannot go ahead: a side has no stakes, or a side would pay 107.00 per 100 or less. */
export type TCancelReason = "empty_side" | "low_payout";

/** Refuses a plasada that is not a whole number of basis points from 0 to 10,000. */
export function checkPlasadaBp(plasadaBp: number): void {
  if (!Number.isSafeInteger(plasadaBp) || plasadaBp < 0 || plasadaBp > 10_000)
    throw new RangeError(
      `the plasada must be a whole number of basis points from 0 to 10000, not ${plasadaBp}`,
    );
}

/** Refuses pools that are negative. */
function checkPools(pools: TPools): void {
  if (pools.meron < 0n || pools.wala < 0n)
    throw new RangeError(`a pool cannot be negative: meron ${pools.meron}, wala ${pools.wala}`);
}

/** The return of `stake` on a side holding `pool` (not 0), rounded down to the minor unit. */
function shareOfPot(stake: bigint, pools: TPools, plasadaBp: number, pool: bigint): bigint {
  return (stake * (pools.meron + pools.wala) * (BASIS_POINTS - BigInt(plasadaBp))) / (pool * BASIS_POINTS);
}

/**
 * What 100.00 on `side` would return if that side won, in hundredths (so 14,250 shows as 142.50):
 * the return of a 10,000 minor-unit stake, rounded down. Null while the side's pool is empty, as
 * there is nothing to quote yet.
 */
export function payoutPer100(pools: TPools, plasadaBp: number, side: TPoolSide): bigint | null {
  checkPools(pools);
  checkPlasadaBp(plasadaBp);
  const pool = pools[side];
  return pool === 0n ? null : shareOfPot(STAKE_PER_100, pools, plasadaBp, pool);
}

/**
 * The exact return, stake included, of one winning bet of `stake` on `side`:
 * floor(stake × (M + W) × (10,000 − c) / (S × 10,000)), where S is the side's pool. The bet is
 * rounded down to the minor unit and the dust stays with the house. Refuses a stake that is
 * negative or larger than its side's pool (the stake is part of that pool, so the pool is not 0).
 */
export function winnerReturn(stake: bigint, pools: TPools, plasadaBp: number, side: TPoolSide): bigint {
  checkPools(pools);
  checkPlasadaBp(plasadaBp);
  const pool = pools[side];
  if (stake < 0n || stake > pool || pool === 0n)
    throw new RangeError(`a winning stake of ${stake} does not fit in the ${side} pool of ${pool}`);
  return shareOfPot(stake, pools, plasadaBp, pool);
}

/**
 * Whether a fight must be cancelled before it starts: `"empty_side"` when either pool is 0,
 * `"low_payout"` when either side's payout per 100 (as shown, rounded down) is at or below
 * `minPer100` hundredths (107.00 unless the merchant sets its own), else null.
 */
export function shouldCancel(
  pools: TPools,
  plasadaBp: number,
  minPer100: number = DEFAULT_MIN_PER_100,
): TCancelReason | null {
  if (!Number.isSafeInteger(minPer100) || minPer100 < 0)
    throw new RangeError(`the minimum payout per 100 must be a whole number of hundredths, not ${minPer100}`);
  const meron = payoutPer100(pools, plasadaBp, "meron");
  const wala = payoutPer100(pools, plasadaBp, "wala");
  if (meron === null || wala === null) return "empty_side";
  const minimum = BigInt(minPer100);
  return meron <= minimum || wala <= minimum ? "low_payout" : null;
}
