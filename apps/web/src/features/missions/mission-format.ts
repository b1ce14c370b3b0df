import type { TMission, TMissionGoal, TRewardUnit } from "@orchid/contract/missions";
import { gameTypeKey, type TOfferFormat } from "../bonus/offer-summary.ts";
import { type TWageringProgress, wageringProgress } from "../bonus/wagering-progress.ts";

/** How the missions and rewards write numbers and words in the member's language (use-mission-format.ts). */
export type TMissionFormat = Pick<TOfferFormat, "t" | "money" | "count">;

/** What a goal's target and progress count: money (minor units), lottery slips, or days. */
export type TGoalMeasure = "money" | "slips" | "days";

const GOAL_MEASURES: Record<TMissionGoal, TGoalMeasure> = {
  bet: "money",
  deposit: "money",
  lottery_bets: "slips",
  login_days: "days",
};

export function goalMeasure(goal: TMissionGoal): TGoalMeasure {
  return GOAL_MEASURES[goal];
}

/** One figure of a goal in its unit: "K 1,500.00", "12 slips", "3 days". */
export function goalAmountText(goal: TMissionGoal, value: number, format: TMissionFormat): string {
  const measure = goalMeasure(goal);
  const shown = Math.max(0, value);
  if (measure === "money") return format.money(shown);
  return format.t(`mission_unit_${measure}`, { count: format.count(shown) });
}

/**
 * What a mission asks for: "Valid bets on Slots", "Valid bets on any game", "Deposits", "Lottery
 * slips", "Days logged in". A bet goal's game type is written only once `isGamesReady` (its
 * label lives in the games part of the catalogue).
 */
export function goalText(
  mission: Pick<TMission, "goal" | "gameType">,
  format: TMissionFormat,
  isGamesReady = true,
): string {
  if (mission.goal !== "bet") return format.t(`mission_goal_${mission.goal}`);
  if (mission.gameType === null) return format.t("mission_goal_bet_any");
  const game = isGamesReady ? format.t(gameTypeKey(mission.gameType)) : "…";
  return format.t("mission_goal_bet_game", { game });
}

/** A mission's progress towards its target; a done mission reads as met, whatever its figures say. */
export function missionProgress(mission: Pick<TMission, "progress" | "target" | "state">): TWageringProgress {
  if (mission.state === "done") return { ratio: 1, percent: 100, left: 0, isMet: true };
  return wageringProgress(mission.progress, mission.target);
}

/** "K 300.00 of K 1,000.00", "2 days of 7 days": progress capped at the target. */
export function progressText(
  mission: Pick<TMission, "goal" | "progress" | "target" | "state">,
  format: TMissionFormat,
): string {
  const counted = mission.state === "done" ? mission.target : Math.min(mission.progress, mission.target);
  return format.t("mission_progress_amounts", {
    progress: goalAmountText(mission.goal, counted, format),
    target: goalAmountText(mission.goal, mission.target, format),
  });
}

/** A reward in its unit: cash with the currency symbol, or "500 points". */
export function rewardValueText(amount: number, unit: TRewardUnit, format: TMissionFormat): string {
  if (unit === "minor") return format.money(amount);
  return format.t("reward_points", { points: format.count(amount) });
}

/** In-progress missions first, done ones after; otherwise the server's order. */
export function orderMissions<T extends Pick<TMission, "state">>(missions: readonly T[]): T[] {
  const rank = (mission: T) => (mission.state === "done" ? 1 : 0);
  return [...missions].sort((a, b) => rank(a) - rank(b));
}

/** Time until an instant, in whole minutes rounded up (so "1 min" shows until the very end). */
export type TTimeLeft = {
  isOver: boolean;
  days: number;
  hours: number;
  minutes: number;
};

const MINUTE_MS = 60_000;

/** The time left until `endsAt` at `now` (ms); null when there is no end. */
export function timeLeft(endsAt: string | null, now: number): TTimeLeft | null {
  if (endsAt === null) return null;
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return null;
  const totalMinutes = Math.max(0, Math.ceil((end - now) / MINUTE_MS));
  return {
    isOver: totalMinutes === 0,
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

/** "2 d 5 h", "5 h 12 min", "12 min": the two largest units that matter. */
export function durationText(left: TTimeLeft, format: TMissionFormat): string {
  const values = {
    days: format.count(left.days),
    hours: format.count(left.hours),
    minutes: format.count(left.minutes),
  };
  if (left.days > 0) return format.t("mission_time_days", values);
  if (left.hours > 0) return format.t("mission_time_hours", values);
  return format.t("mission_time_minutes", values);
}

/** When a mission's period ends: "Ends in 2 d 5 h", "Period ended", or "No time limit" for a one-off. */
export function endsText(endsAt: string | null, now: number, format: TMissionFormat): string {
  const left = timeLeft(endsAt, now);
  if (left === null) return format.t("mission_no_end");
  if (left.isOver) return format.t("mission_ended");
  return format.t("mission_ends_in", { time: durationText(left, format) });
}

/**
 * The time line of a mission card: how long its period still runs; for a done mission, when it
 * starts again (null for a done one-off: nothing more to say).
 */
export function missionTimeText(
  mission: Pick<TMission, "state" | "endsAt">,
  now: number,
  format: TMissionFormat,
): string | null {
  if (mission.state !== "done") return endsText(mission.endsAt, now, format);
  const left = timeLeft(mission.endsAt, now);
  if (left === null) return null;
  if (left.isOver) return format.t("mission_ended");
  return format.t("mission_restarts_in", { time: durationText(left, format) });
}

/** When a reward can no longer be claimed: "Expires in 3 d 2 h", "Expired", or "Never expires". */
export function expiryText(expiresAt: string | null, now: number, format: TMissionFormat): string {
  const left = timeLeft(expiresAt, now);
  if (left === null) return format.t("reward_no_expiry");
  if (left.isOver) return format.t("reward_state_expired");
  return format.t("reward_expires_in", { time: durationText(left, format) });
}

/** Within a day of its end: the time left shows in the warning colour. */
export function isEndingSoon(endsAt: string | null, now: number): boolean {
  const left = timeLeft(endsAt, now);
  return left !== null && !left.isOver && left.days === 0;
}
