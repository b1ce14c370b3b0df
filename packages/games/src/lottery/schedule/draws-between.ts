import { calendarOf } from "./calendar-of.ts";
import type { TDraw, TDrawSchedule, TScheduleProblem } from "./draw-schedule.ts";
import { isScheduleInstant } from "./instant-range.ts";

/** The most draws one call lists: 2.6 days of 45 s draws, or 13.7 years of a daily game. */
export const MAX_DRAWS_LISTED = 5_000;

export type TDrawsBetween = { ok: true; draws: readonly TDraw[] } | { ok: false; problem: TScheduleProblem };

/**
 * Every draw of `schedule` whose `drawAt` is in [fromMs, toMs), in order. Refuses instants that
 * are not whole ms from 1970-01-02 to 9999-12-30, `toMs` before `fromMs` (`schedule_range_invalid`),
 * and ranges holding more than `MAX_DRAWS_LISTED` draws (`schedule_range_too_long`). Throws when the
 * schedule itself fails `checkSchedule`.
 */
export function drawsBetween(schedule: TDrawSchedule, fromMs: number, toMs: number): TDrawsBetween {
  if (!isScheduleInstant(fromMs) || !isScheduleInstant(toMs) || toMs < fromMs) {
    return { ok: false, problem: { code: "schedule_range_invalid" } };
  }
  const calendar = calendarOf(schedule);
  const draws: TDraw[] = [];
  let slot = calendar.firstAfter(fromMs - 1);
  let opensAt = calendar.drawAt(calendar.previous(slot));
  for (let drawAt = calendar.drawAt(slot); drawAt < toMs; drawAt = calendar.drawAt(slot)) {
    if (draws.length === MAX_DRAWS_LISTED) {
      return { ok: false, problem: { code: "schedule_range_too_long", values: { max: MAX_DRAWS_LISTED } } };
    }
    draws.push({ issue: calendar.issueOf(slot), opensAt, closesAt: drawAt - calendar.closeBeforeMs, drawAt });
    // Each draw opens when the one before it draws.
    opensAt = drawAt;
    slot = calendar.next(slot);
  }
  return { ok: true, draws };
}
