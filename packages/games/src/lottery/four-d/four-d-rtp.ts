import { fraction, type TFraction } from "../../fraction.ts";
import type { TBetOdds } from "../bet-type.ts";
import { FOUR_D_SPACE, FOUR_D_TIERS, type TFourDTier } from "./four-d-result.ts";

/** The price of a payout key; a table without it cannot settle the bet type. */
export function priceOf(odds: TBetOdds, key: string): number {
  const price = odds.pays[key];
  if (price === undefined) throw new RangeError(`no price for the payout key ${key}`);
  return price;
}

/**
 * Exact expected return per unit staked of a line on `numbers` different 4D numbers, each paid the
 * price of `keyOf(tier)` for the tier it takes (nothing when `keyOf` gives null). The 23 winning
 * numbers are 23 draws without replacement from 10,000, so a given number takes a tier with
 * probability slots / 10,000 exactly; by linearity of expectation the line returns
 * numbers × Σ slots × price / (10,000 × cost).
 */
export function tierRtp(odds: TBetOdds, keyOf: (tier: TFourDTier) => string | null, numbers = 1): TFraction {
  let paid = 0n;
  for (const { tier, slots } of FOUR_D_TIERS) {
    const key = keyOf(tier);
    if (key !== null) paid += BigInt(slots) * BigInt(priceOf(odds, key));
  }
  return fraction(BigInt(numbers) * paid, BigInt(FOUR_D_SPACE) * BigInt(odds.cost));
}
