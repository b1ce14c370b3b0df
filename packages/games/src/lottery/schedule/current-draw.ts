import { calendarOf } from "./calendar-of.ts";
import { drawOfSlot } from "./draw-of-slot.ts";
import type { TDraw, TDrawSchedule } from "./draw-schedule.ts";
import { isScheduleInstant } from "./instant-range.ts";

/**
 * The draw a member bets on at `nowMs`: the first whose betting has not closed yet
 * (`closesAt > nowMs`). It is open when `opensAt ≤ nowMs`; otherwise the previous draw has closed
 * but not drawn yet, and this one opens at that draw. Throws on an instant outside 1970-01-02 to
 * 9999-12-30 or a schedule that fails `checkSchedule`.
 */
export function currentDraw(schedule: TDrawSchedule, nowMs: number): TDraw {
  if (!isScheduleInstant(nowMs)) throw new RangeError(`Not a schedule instant: ${nowMs}`);
  const calendar = calendarOf(schedule);
  return drawOfSlot(calendar, calendar.firstAfter(nowMs + calendar.closeBeforeMs));
}
