import type { TScheduleProblem } from "./draw-schedule.ts";
import { isKnownZone } from "./zone-clock.ts";

const SECONDS_PER_DAY = 86_400;
const MIN_CADENCE_SECONDS = 10;
const MAX_CADENCE_SECONDS = 43_200;
const MAX_WEEKLY_CLOSE_SECONDS = 43_200;

function isWholeBetween(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function checkEvery(schedule: Record<string, unknown>): TScheduleProblem | null {
  const { seconds, closeBeforeSeconds } = schedule;
  if (!isWholeBetween(seconds, MIN_CADENCE_SECONDS, MAX_CADENCE_SECONDS) || SECONDS_PER_DAY % seconds !== 0) {
    return { code: "schedule_cadence_invalid", values: { seconds: String(seconds) } };
  }
  if (!isWholeBetween(closeBeforeSeconds, 1, seconds - 1)) {
    return { code: "schedule_close_invalid", values: { max: seconds - 1 } };
  }
  return null;
}

function checkWeekly(schedule: Record<string, unknown>): TScheduleProblem | null {
  const { days, time, closeBeforeSeconds } = schedule;
  const isDayList =
    Array.isArray(days) &&
    days.length > 0 &&
    days.every((day) => isWholeBetween(day, 0, 6)) &&
    new Set(days).size === days.length;
  if (!isDayList) return { code: "schedule_days_invalid" };
  if (typeof time !== "string" || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
    return { code: "schedule_time_invalid", values: { time: String(time) } };
  }
  if (!isWholeBetween(closeBeforeSeconds, 1, MAX_WEEKLY_CLOSE_SECONDS)) {
    return { code: "schedule_close_invalid", values: { max: MAX_WEEKLY_CLOSE_SECONDS } };
  }
  return null;
}

/**
 * Checks a draw schedule (typed in code or read from configuration); null when Orchid can run
 * it. A fixed cadence needs `seconds` to divide 86,400 (so draws meet local midnight exactly on
 * a day of 24 h) and to be from 10 to 43,200 (a 23 h day must hold a draw; a daily draw is a weekly
 * schedule on every weekday), and closes 1 to `seconds − 1` seconds before each draw.
 * A weekly schedule needs distinct weekdays 0–6 (0 = Sunday), a time "HH:MM" and a close of
 * 1 s to 12 h before the draw. Both need a time zone the runtime knows.
 */
export function checkSchedule(schedule: unknown): TScheduleProblem | null {
  if (!isRecord(schedule) || (schedule.kind !== "every" && schedule.kind !== "weekly")) {
    return { code: "schedule_kind_invalid" };
  }
  if (typeof schedule.zone !== "string" || !isKnownZone(schedule.zone)) {
    return { code: "schedule_zone_unknown", values: { zone: String(schedule.zone) } };
  }
  return schedule.kind === "every" ? checkEvery(schedule) : checkWeekly(schedule);
}
