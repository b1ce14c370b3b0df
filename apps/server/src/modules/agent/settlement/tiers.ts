import type { TContractTier } from "@orchid/contract/agent";

/** What a contract's tiers are read against: the team's valid bet, active members and loss. */
export type TTeamFigures = { validBet: number; activeMembers: number; loss: number };

/**
 * The tier a team reached: the highest (0-based) whose every threshold is met — valid bet, active
 * members, and loss when the tier asks for one (0 asks nothing). Null: none reached.
 */
export function reachedTier(tiers: readonly TContractTier[], figures: TTeamFigures): number | null {
  let reached: number | null = null;
  tiers.forEach((tier, index) => {
    const meetsLoss = tier.minLoss === 0 || figures.loss >= tier.minLoss;
    if (figures.validBet >= tier.minValidBet && figures.activeMembers >= tier.minActiveMembers && meetsLoss)
      reached = index;
  });
  return reached;
}

/** floor(base × rateBp / 10000), worked out in BigInt so large bases stay exact; never below 0. */
export function amountOf(base: number, rateBp: number): number {
  if (base <= 0 || rateBp <= 0) return 0;
  return Number((BigInt(base) * BigInt(rateBp)) / 10_000n);
}
