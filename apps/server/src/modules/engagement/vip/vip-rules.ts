/** The highest rank whose thresholds the totals reach (both of them), or 0. */
export function rankFor(
  levels: readonly { rank: number; minDeposits: number; minValidBet: number }[],
  totals: { deposits: number; validBet: number },
): number {
  let rank = 0;
  for (const level of levels)
    if (totals.deposits >= level.minDeposits && totals.validBet >= level.minValidBet)
      rank = Math.max(rank, level.rank);
  return rank;
}

/** A day's rebate on valid bet at basis points, minor units rounded down. */
export const rebateFor = (validBet: number, rebateBp: number) =>
  Math.floor((Math.max(0, validBet) * rebateBp) / 10_000);
