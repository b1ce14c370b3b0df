/**
 * The fixed odds of the draw bet: `profit` to `per`, so 8:1 (`{ profit: 8 }`) returns 9 × the
 * stake. `per` is 1 unless given, which allows odds such as 15:2. Whole numbers only.
 */
export type TDrawOdds = { readonly profit: number; readonly per?: number };

/** The draw odds when a merchant sets none: 8:1. */
export const DEFAULT_DRAW_ODDS: TDrawOdds = { profit: 8 };

/** Refuses odds whose profit is not a whole number of at least 0, or whose `per` is not at least 1. */
export function checkDrawOdds(odds: TDrawOdds): void {
  const per = odds.per ?? 1;
  if (!Number.isSafeInteger(odds.profit) || odds.profit < 0 || !Number.isSafeInteger(per) || per < 1)
    throw new RangeError(`draw odds must be whole numbers, profit ≥ 0 and per ≥ 1: ${odds.profit}:${per}`);
}

/**
 * What a winning draw bet returns, stake included: stake + stake × profit / per, the profit rounded
 * down to the minor unit.
 */
export function drawReturn(stake: bigint, odds: TDrawOdds): bigint {
  checkDrawOdds(odds);
  if (stake < 0n) throw new RangeError(`a stake cannot be negative: ${stake}`);
  return stake + (stake * BigInt(odds.profit)) / BigInt(odds.per ?? 1);
}
