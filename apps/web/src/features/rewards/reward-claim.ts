import { ApiError } from "@orchid/contract/api-error";
import type { TEndpointName } from "@orchid/contract/endpoints";
import type { REWARD_STATES, TReward } from "@orchid/contract/missions";
import type { TBadgeTone } from "../member-centre/status-badge.tsx";
import type { TMissionFormat } from "../missions/mission-format.ts";
import { rewardValueText } from "../missions/mission-format.ts";
import { MEMBER_CALLS } from "../wallet/member-data-keys.ts";

export type TRewardState = (typeof REWARD_STATES)[number];

/** The history's filter chips: what was claimed, and what expired unclaimed. */
export const REWARD_HISTORY_STATES = ["claimed", "expired"] as const satisfies readonly TRewardState[];
export type TRewardHistoryState = (typeof REWARD_HISTORY_STATES)[number];

/** Badge tone of each reward state; the label is `reward_state_<state>`. */
export const REWARD_TONES: Record<TRewardState, TBadgeTone> = {
  available: "wait",
  claimed: "good",
  expired: "neutral",
};

/**
 * What a claim makes stale: the reward list and the badge counts, the balance and the points
 * (cash lands in the main wallet, points in the points balance); a cash claim is also a wallet
 * line, so the wallets and records fetch again too.
 */
export function callsAfterClaim(unit: TReward["unit"]): TEndpointName[] {
  const money = unit === "minor" ? [...MEMBER_CALLS.wallets, ...MEMBER_CALLS.records] : [];
  return [...MEMBER_CALLS.missions, ...MEMBER_CALLS.balance, ...MEMBER_CALLS.points, ...money];
}

/**
 * Refusals that mean the list on screen is out of date (claimed elsewhere, expired meanwhile,
 * gone): the list and the badges fetch again.
 */
export function isStaleRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === "REWARD_CLAIMED" || error.code === "REWARD_EXPIRED" || error.code === "NOT_FOUND")
  );
}

/** The line shown after a claim: where the cash or the points went. */
export function claimDoneText(
  reward: Pick<TReward, "amount" | "unit" | "title">,
  format: TMissionFormat,
): string {
  const value = rewardValueText(reward.amount, reward.unit, format);
  const key = reward.unit === "minor" ? "reward_claimed_cash" : "reward_claimed_points";
  return format.t(key, { value, title: reward.title });
}

/** The fingerprint of one claim for its idempotency key (features/wallet/submit-keys.ts). */
export function claimFingerprint(id: number): string {
  return `reward-claim:${id}`;
}
