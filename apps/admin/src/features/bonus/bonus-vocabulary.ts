import type { TBonusReward, TBonusTrigger, TCampaignState, TGrantState } from "@orchid/contract/bonus";

/** A state's translation key and badge class (literal keys, so the catalogue test sees each one). */
export type TBonusLook = { key: string; badge: string };

export type TRewardKind = TBonusReward["kind"];
export type TWageringBasis = "bonus" | "deposit" | "deposit_and_bonus";

export const TRIGGER_KEYS: Record<TBonusTrigger, string> = {
  first_deposit: "bo_bonus_trigger_first_deposit",
  deposit: "bo_bonus_trigger_deposit",
  registration: "bo_bonus_trigger_registration",
  window: "bo_bonus_trigger_window",
  mission: "bo_bonus_trigger_mission",
  referral_deposit: "bo_bonus_trigger_referral_deposit",
  manual: "bo_bonus_trigger_manual",
};

export const CAMPAIGN_STATE_LOOKS: Record<TCampaignState, TBonusLook> = {
  draft: { key: "bo_bonus_state_draft", badge: "badge" },
  active: { key: "bo_bonus_state_active", badge: "badge badge-ok" },
  paused: { key: "bo_bonus_state_paused", badge: "badge badge-warn" },
  ended: { key: "bo_bonus_state_ended", badge: "badge badge-bad" },
};

export const GRANT_STATE_LOOKS: Record<TGrantState, TBonusLook> = {
  active: { key: "bo_bonus_grant_active", badge: "badge badge-warn" },
  converted: { key: "bo_bonus_grant_converted", badge: "badge badge-ok" },
  forfeited: { key: "bo_bonus_grant_forfeited", badge: "badge badge-bad" },
  expired: { key: "bo_bonus_grant_expired", badge: "badge" },
};

export const REWARD_KIND_KEYS: Record<TRewardKind, string> = {
  percent: "bo_bonus_reward_percent",
  fixed: "bo_bonus_reward_fixed",
  points: "bo_bonus_reward_points",
  free_spins: "bo_bonus_reward_free_spins",
};

export const BASIS_KEYS: Record<TWageringBasis, string> = {
  bonus: "bo_bonus_basis_bonus",
  deposit: "bo_bonus_basis_deposit",
  deposit_and_bonus: "bo_bonus_basis_deposit_and_bonus",
};

/** The toast after a state change, by the state the campaign is in now. */
export const STATE_CHANGED_KEYS: Record<TCampaignState, string> = {
  draft: "bo_saved",
  active: "bo_bonus_now_active",
  paused: "bo_bonus_now_paused",
  ended: "bo_bonus_now_ended",
};
