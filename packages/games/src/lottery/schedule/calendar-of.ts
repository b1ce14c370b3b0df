import { checkSchedule } from "./check-schedule.ts";
import type { TDrawCalendar } from "./draw-calendar.ts";
import type { TDrawSchedule } from "./draw-schedule.ts";
import { everyCalendar } from "./every-calendar.ts";
import { weeklyCalendar } from "./weekly-calendar.ts";

/**
 * The calendar of a schedule. A schedule that fails `checkSchedule` is a configuration bug, not a
 * member's mistake: it throws, naming the problem code.
 */
export function calendarOf(schedule: TDrawSchedule): TDrawCalendar {
  const problem = checkSchedule(schedule);
  if (problem)
    throw new Error(`Draw schedule refused: ${problem.code} ${JSON.stringify(problem.values ?? {})}`);
  return schedule.kind === "every" ? everyCalendar(schedule) : weeklyCalendar(schedule);
}
