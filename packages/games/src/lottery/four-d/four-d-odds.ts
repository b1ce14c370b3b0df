import type { TBetOdds } from "../bet-type.ts";
import { FOUR_D_TIERS } from "./four-d-result.ts";
import { PERMUTATION_CLASSES } from "./permutations.ts";

/**
 * The 4D prize tables, paid per 1 unit staked on a number, by tier. Malaysia's are the defaults;
 * a merchant may price Big and Small (and so Box and iBox) by Singapore's instead.
 */
export const FOUR_D_PRIZE_TABLES = {
  malaysia: {
    big: { cost: 1, pays: { first: 2_500, second: 1_000, third: 500, starter: 180, consolation: 60 } },
    small: { cost: 1, pays: { first: 3_500, second: 2_000, third: 1_000 } },
  },
  singapore: {
    big: { cost: 1, pays: { first: 2_000, second: 1_000, third: 490, starter: 250, consolation: 60 } },
    small: { cost: 1, pays: { first: 3_000, second: 2_000, third: 800 } },
  },
} as const satisfies Record<string, Record<"big" | "small", TBetOdds>>;

/** The payout key of an iBox line: the tier and how many orders the line's digits have. */
export function iBoxKey(tier: string, permutations: number): string {
  return `${tier}_p${permutations}`;
}

/**
 * iBox prices from a table priced per number: for each tier and permutation count, the tier's
 * price divided by the count, rounded down (Big 1st 2,500 over 24 orders pays 104).
 */
export function dividedOdds(odds: TBetOdds): TBetOdds {
  const pays: Record<string, number> = {};
  for (const { tier } of FOUR_D_TIERS) {
    const price = odds.pays[tier];
    if (price === undefined) continue;
    for (const { permutations } of PERMUTATION_CLASSES) {
      pays[iBoxKey(tier, permutations)] = Math.floor(price / permutations);
    }
  }
  return { cost: odds.cost, pays };
}
