import { formatCivilDay, parseCivilDay, type TCivilDay } from "./civil-day.ts";
import type { TDrawCalendar, TDrawSlot } from "./draw-calendar.ts";
import type { TEverySchedule } from "./draw-schedule.ts";
import { localDayAt, startOfLocalDay } from "./zone-clock.ts";

/** The walk of a fixed-cadence schedule (rules on `TEverySchedule`); the schedule must pass `checkSchedule`. */
export function everyCalendar(schedule: TEverySchedule): TDrawCalendar {
  const stepMs = schedule.seconds * 1000;
  const starts = new Map<TCivilDay, number>();
  const start = (day: TCivilDay) => {
    let ms = starts.get(day);
    if (ms === undefined) {
      ms = startOfLocalDay(day, schedule.zone);
      starts.set(day, ms);
    }
    return ms;
  };
  const drawsOn = (day: TCivilDay) => Math.floor((start(day + 1) - start(day)) / stepMs);
  // A date a zone skipped altogether (a day of 0 h, as when a zone crossed the date line) has no
  // draws: step over it.
  const firstOfDayAfter = (day: TCivilDay): TDrawSlot => {
    let next = day + 1;
    while (drawsOn(next) === 0) next += 1;
    return { day: next, index: 1 };
  };
  const lastOfDayBefore = (day: TCivilDay): TDrawSlot => {
    let previous = day - 1;
    while (drawsOn(previous) === 0) previous -= 1;
    return { day: previous, index: drawsOn(previous) };
  };

  return {
    closeBeforeMs: schedule.closeBeforeSeconds * 1000,
    drawAt: ({ day, index }) => start(day) + index * stepMs,
    next: ({ day, index }) => (index < drawsOn(day) ? { day, index: index + 1 } : firstOfDayAfter(day)),
    previous: ({ day, index }) => (index > 1 ? { day, index: index - 1 } : lastOfDayBefore(day)),
    firstAfter(ms) {
      let day = localDayAt(ms, schedule.zone);
      // Where a zone's clocks go back across midnight the local date alone can name the wrong day.
      while (start(day + 1) <= ms) day += 1;
      while (start(day) > ms) day -= 1;
      const index = Math.floor((ms - start(day)) / stepMs) + 1;
      return index <= drawsOn(day) ? { day, index } : firstOfDayAfter(day);
    },
    issueOf: ({ day, index }) => `${formatCivilDay(day)}-${String(index).padStart(4, "0")}`,
    slotOfIssue(issue) {
      const match = /^(\d{8})-(\d{4})$/.exec(issue);
      const day = match ? parseCivilDay(match[1] ?? "") : null;
      if (!match || day === null) return null;
      const index = Number(match[2]);
      return index >= 1 && index <= drawsOn(day) ? { day, index } : null;
    },
  };
}
