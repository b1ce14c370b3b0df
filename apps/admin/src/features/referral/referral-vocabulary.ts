import type { TReferralRewardUnit } from "./referral-draft.ts";

/** Literal translation keys, so the catalogue test sees each one. */

/** The reward's units, in the order the form offers them. */
export const REFERRAL_REWARD_UNITS: readonly TReferralRewardUnit[] = ["minor", "points"];

export const REFERRAL_UNIT_KEYS: Record<TReferralRewardUnit, string> = {
  minor: "bo_referral_unit_cash",
  points: "bo_referral_unit_points",
};
