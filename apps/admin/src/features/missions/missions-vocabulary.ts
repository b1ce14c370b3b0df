import type { TGameType } from "@orchid/contract/games";
import type { TMissionGoal, TMissionPeriod, TRewardUnit } from "@orchid/contract/missions";

/** Literal translation keys, so the catalogue test sees each one. */

export const PERIOD_KEYS: Record<TMissionPeriod, string> = {
  daily: "bo_missions_period_daily",
  weekly: "bo_missions_period_weekly",
  once: "bo_missions_period_once",
};

export const GOAL_KEYS: Record<TMissionGoal, string> = {
  bet: "bo_missions_goal_bet",
  deposit: "bo_missions_goal_deposit",
  lottery_bets: "bo_missions_goal_lottery_bets",
  login_days: "bo_missions_goal_login_days",
};

/** A target as the table writes it ("Valid bet of K 1,000.00"); `{value}` is the formatted target. */
export const TARGET_KEYS: Record<TMissionGoal, string> = {
  bet: "bo_missions_target_bet",
  deposit: "bo_missions_target_deposit",
  lottery_bets: "bo_missions_target_lottery_bets",
  login_days: "bo_missions_target_login_days",
};

/** The target's input: its label and hint, by goal (an amount for bet and deposit, a count otherwise). */
export const TARGET_FIELD_KEYS: Record<TMissionGoal, { label: string; hint: string }> = {
  bet: { label: "bo_missions_target_amount", hint: "bo_missions_target_bet_hint" },
  deposit: { label: "bo_missions_target_amount", hint: "bo_missions_target_deposit_hint" },
  lottery_bets: { label: "bo_missions_target_count", hint: "bo_missions_target_lottery_bets_hint" },
  login_days: { label: "bo_missions_target_days", hint: "bo_missions_target_login_days_hint" },
};

export const REWARD_UNIT_KEYS: Record<TRewardUnit, string> = {
  minor: "bo_missions_unit_cash",
  points: "bo_missions_unit_points",
};

/** A reward or a claimed sum as written beside its unit ("K 10.00 cash", "500 points"). */
export const REWARD_AMOUNT_KEYS: Record<TRewardUnit, string> = {
  minor: "bo_missions_amount_cash",
  points: "bo_missions_amount_points",
};

/** The game types a bet mission may count, by name. */
export const GAME_TYPE_KEYS: Record<TGameType, string> = {
  RNG: "bo_missions_game_rng",
  LIVE: "bo_missions_game_live",
  FISH: "bo_missions_game_fish",
  PVP: "bo_missions_game_pvp",
  SPORTS: "bo_missions_game_sports",
  ESPORTS: "bo_missions_game_esports",
  LOTT: "bo_missions_game_lott",
  ELOTT: "bo_missions_game_elott",
  SV3: "bo_missions_game_sv3",
};

/** A bet mission that counts every game type. */
export const ANY_GAME_KEY = "bo_missions_game_any";
