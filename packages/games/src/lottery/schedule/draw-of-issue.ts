import { calendarOf } from "./calendar-of.ts";
import { drawOfSlot } from "./draw-of-slot.ts";
import type { TDraw, TDrawSchedule } from "./draw-schedule.ts";

/**
 * The draw an issue number names, or null when it is not one of the schedule's: a malformed
 * issue, a date that does not exist or is not a draw day, or an index past the day's last draw.
 * Throws when the schedule itself fails `checkSchedule`.
 */
export function drawOfIssue(schedule: TDrawSchedule, issue: string): TDraw | null {
  const calendar = calendarOf(schedule);
  const slot = typeof issue === "string" ? calendar.slotOfIssue(issue) : null;
  return slot ? drawOfSlot(calendar, slot) : null;
}
