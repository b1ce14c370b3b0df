import type { TPromotionState } from "@orchid/contract/applications";
import type { TApplicationDecision, TApplicationRewardUnit } from "./application-decision.ts";
import type { TApplicationState, TApplicationStateChoice } from "./application-filters.ts";

/** Literal translation keys, so the catalogue test sees each one. */

/** A state's translation key and badge class. */
export const APPLICATION_STATE_LOOKS: Record<TApplicationState, { key: string; badge: string }> = {
  applying: { key: "bo_applications_state_applying", badge: "badge badge-warn" },
  approved: { key: "bo_applications_state_approved", badge: "badge badge-ok" },
  rejected: { key: "bo_applications_state_rejected", badge: "badge badge-bad" },
};

/** The filter's choices by name. */
export const APPLICATION_CHOICE_KEYS: Record<TApplicationStateChoice, string> = {
  applying: "bo_applications_state_applying",
  approved: "bo_applications_state_approved",
  rejected: "bo_applications_state_rejected",
  all: "bo_queue_all",
};

/** What shows when nothing matches, by the state chosen. */
export const APPLICATION_NONE_KEYS: Record<TApplicationStateChoice, string> = {
  applying: "bo_applications_queue_empty",
  approved: "bo_applications_none",
  rejected: "bo_applications_none",
  all: "bo_applications_none",
};

/**
 * Where an approved application's reward stands for the member (the promotion's state): waiting
 * in the reward centre, taken, or left until its claim time ran out. The other promotion states
 * add nothing to the row's own state.
 */
export const REWARD_PROGRESS_KEYS: Partial<Record<TPromotionState, string>> = {
  claim_payout: "bo_applications_reward_waiting",
  claimed: "bo_applications_reward_claimed",
  issued: "bo_applications_reward_expired",
};

/** The reward's unit choice by name. */
export const REWARD_UNIT_KEYS: Record<TApplicationRewardUnit, string> = {
  minor: "bo_applications_unit_cash",
  points: "bo_applications_unit_points",
};

/** The reward input's label and hint, by unit (cash in major units, or a whole number of points). */
export const REWARD_FIELD_KEYS: Record<TApplicationRewardUnit, { label: string; hint: string }> = {
  minor: { label: "bo_applications_reward_amount", hint: "bo_applications_reward_amount_hint" },
  points: { label: "bo_applications_reward_points_label", hint: "bo_applications_reward_points_hint" },
};

/** The dialog's title, explanation and button, by decision. */
export const DECISION_KEYS: Record<
  TApplicationDecision,
  { title: string; explained: string; button: string }
> = {
  approve: {
    title: "bo_applications_approve_title",
    explained: "bo_applications_approve_explained",
    button: "bo_decision_approve",
  },
  reject: {
    title: "bo_applications_reject_title",
    explained: "bo_applications_reject_explained",
    button: "bo_decision_reject",
  },
};
