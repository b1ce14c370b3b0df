import type {
  TBonusConditions,
  TBonusReward,
  TBonusTrigger,
  TBonusWagering,
  TCampaignState,
} from "@orchid/contract/bonus";
import type { TWageringTerms } from "./wagering.ts";

const DAY_MS = 86_400_000;

/** A campaign as the engine reads it. */
export type TCampaign = {
  id: number;
  merchantId: number;
  name: Record<string, string>;
  description: Record<string, string>;
  trigger: TBonusTrigger;
  state: TCampaignState;
  startsAt: Date;
  endsAt: Date | null;
  conditions: TBonusConditions;
  reward: TBonusReward;
  wagering: TBonusWagering;
  budget: number | null;
  grants: number;
  granted: number;
  createdAt: Date;
};

/** What the conditions look at of a member. */
export type TMemberFacts = {
  labels: readonly string[];
  rankLevel: number;
  /** The country of the member's mobile number (ISO alpha-2), when known. */
  country: string | null;
};

/** Running and within its window at `at`. */
export function isLive(campaign: TCampaign, at: Date): boolean {
  return (
    campaign.state === "active" &&
    campaign.startsAt.getTime() <= at.getTime() &&
    (campaign.endsAt === null || at.getTime() < campaign.endsAt.getTime())
  );
}

/** The member meets the campaign's label, rank and country conditions (empty lists: anyone). */
export function memberQualifies(conditions: TBonusConditions, member: TMemberFacts): boolean {
  if (conditions.labels.length > 0 && !conditions.labels.some((label) => member.labels.includes(label)))
    return false;
  if (member.rankLevel < conditions.minVipRank) return false;
  if (
    conditions.countries.length > 0 &&
    (member.country === null || !conditions.countries.includes(member.country))
  )
    return false;
  return true;
}

/**
 * What a reward gives for a deposit (0 when no deposit is involved), or null when the deposit is
 * below the reward's minimum: bonus money (a percentage rounded down and capped, or the fixed
 * amount), points, or free spins valued at their stakes (what the campaign's budget counts).
 */
export function bonusFor(reward: TBonusReward, deposit: number): number | null {
  if (deposit < reward.minDeposit) return null;
  if (reward.kind === "fixed") return reward.amount;
  if (reward.kind === "points") return reward.points;
  if (reward.kind === "free_spins") return reward.spins * reward.lines * reward.betPerLine;
  const bonus = Math.min(reward.cap, Math.floor((deposit * reward.percent) / 100));
  return bonus > 0 ? bonus : null;
}

/** A reward of bonus money (the others give points or free spins). */
export function isCash(reward: TBonusReward): reward is Extract<TBonusReward, { kind: "percent" | "fixed" }> {
  return reward.kind === "percent" || reward.kind === "fixed";
}

/** The wagering terms a grant of `bonus` on `deposit` made at `grantedAt` carries. */
export function termsOf(
  campaign: TCampaign,
  bonus: number,
  deposit: number,
  grantedAt: Date,
): TWageringTerms {
  const { wagering } = campaign;
  return {
    bonus,
    deposit,
    multiple: wagering.multiple,
    basis: wagering.basis,
    contributions: wagering.contributions as Record<string, number>,
    maxBet: wagering.maxBet,
    expiresAt: grantedAt.getTime() + wagering.expiryDays * DAY_MS,
  };
}

/**
 * Whether a grant of this size still fits the campaign's budget (money: bonus money or free spins'
 * stakes; a points campaign has no money budget).
 */
export function withinBudget(
  campaign: Pick<TCampaign, "budget" | "granted" | "reward">,
  bonus: number,
): boolean {
  if (campaign.reward.kind === "points") return true;
  return campaign.budget === null || campaign.granted + bonus <= campaign.budget;
}
