import type { FEEDBACK_TYPES } from "@orchid/contract/feedback";
import type { TFeedbackState, TFeedbackStateChoice } from "./feedback-filters.ts";

/** Literal translation keys, so the catalogue test sees each one. */

export type TFeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_KEYS: Record<TFeedbackType, string> = {
  deposit: "bo_feedback_type_deposit",
  withdrawal: "bo_feedback_type_withdrawal",
  game: "bo_feedback_type_game",
  account: "bo_feedback_type_account",
  promotion: "bo_feedback_type_promotion",
  suggestion: "bo_feedback_type_suggestion",
  other: "bo_feedback_type_other",
};

/** A state's translation key and badge class. */
export const FEEDBACK_STATE_LOOKS: Record<TFeedbackState, { key: string; badge: string }> = {
  open: { key: "bo_feedback_state_open", badge: "badge badge-warn" },
  replied: { key: "bo_feedback_state_replied", badge: "badge badge-ok" },
};

/** The filter's choices by name. */
export const FEEDBACK_CHOICE_KEYS: Record<TFeedbackStateChoice, string> = {
  open: "bo_feedback_state_open",
  replied: "bo_feedback_state_replied",
  all: "bo_queue_all",
};

/** What shows when nothing matches, by the state chosen. */
export const FEEDBACK_NONE_KEYS: Record<TFeedbackStateChoice, string> = {
  open: "bo_feedback_queue_empty",
  replied: "bo_feedback_none",
  all: "bo_feedback_none",
};
