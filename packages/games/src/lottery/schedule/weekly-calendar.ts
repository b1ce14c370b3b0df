import { formatCivilDay, parseCivilDay, type TCivilDay, type TWeekday, weekdayOf } from "./civil-day.ts";
import type { TDrawCalendar } from "./draw-calendar.ts";
import type { TWeeklySchedule } from "./draw-schedule.ts";
import { localDayAt, zonedInstant } from "./zone-clock.ts";

/** The walk of a weekly schedule (rules on `TWeeklySchedule`); the schedule must pass `checkSchedule`. */
export function weeklyCalendar(schedule: TWeeklySchedule): TDrawCalendar {
  const [hours = 0, minutes = 0] = schedule.time.split(":").map(Number);
  const secondOfDay = hours * 3600 + minutes * 60;
  const drawDays = new Set<TWeekday>(schedule.days);
  const isDrawDay = (day: TCivilDay) => drawDays.has(weekdayOf(day));
  const drawAt = (day: TCivilDay) => zonedInstant(day, secondOfDay, schedule.zone);
  const step = (day: TCivilDay, by: 1 | -1) => {
    let next = day + by;
    while (!isDrawDay(next)) next += by;
    return next;
  };

  return {
    closeBeforeMs: schedule.closeBeforeSeconds * 1000,
    drawAt: ({ day }) => drawAt(day),
    next: ({ day }) => ({ day: step(day, 1), index: 1 }),
    previous: ({ day }) => ({ day: step(day, -1), index: 1 }),
    firstAfter(ms) {
      let day = step(localDayAt(ms, schedule.zone) - 2, 1);
      while (drawAt(day) <= ms) day = step(day, 1);
      return { day, index: 1 };
    },
    issueOf: ({ day }) => formatCivilDay(day),
    slotOfIssue(issue) {
      const day = parseCivilDay(issue);
      return day !== null && isDrawDay(day) ? { day, index: 1 } : null;
    },
  };
}
