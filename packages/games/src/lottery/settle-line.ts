import type { TBetOdds, THits } from "./bet-type.ts";

/**
 * What a line returns, in minor units: its stake times the sum of each hit's price, divided by the
 * price's cost, rounded down (a fraction of a minor unit is never paid). 0 when nothing hit.
 */
export function lineReturn(stake: bigint, hits: THits, odds: TBetOdds): bigint {
  let paid = 0n;
  for (const [key, count] of Object.entries(hits)) {
    if (count === 0) continue;
    const price = odds.pays[key];
    if (price === undefined) throw new RangeError(`no price for the payout key ${key}`);
    paid += BigInt(count) * BigInt(price);
  }
  return (stake * paid) / BigInt(odds.cost);
}
