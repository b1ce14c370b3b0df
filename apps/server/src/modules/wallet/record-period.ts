import type { TDatePreset } from "@orchid/contract/money";
import { invalidField } from "../../http/invalid-field.ts";
import { utcOffsetMinutes } from "../merchants/index.ts";

export type TPeriod = { from: Date; to: Date; fromDay: string; toDay: string };

const DAY_MS = 86_400_000;
/** The longest custom period a record page accepts. */
const MAX_DAYS = 366;

/** A local day held as the UTC midnight of the same date ("2026-11-27" → Date.UTC(2026, 10, 27)). */
export function dayString(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

export function parseDay(day: string): number {
  const value = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(value) || dayString(value) !== day) throw invalidField("from");
  return value;
}

/** The instant a local day starts in the time zone. */
export function zonedStart(dayUtcMidnight: number, timeZone: string): Date {
  const guess = new Date(dayUtcMidnight);
  return new Date(dayUtcMidnight - utcOffsetMinutes(timeZone, guess) * 60_000);
}

/** Today in the time zone, as the UTC midnight of the same date. */
export function localToday(now: Date, timeZone: string): number {
  const localNow = now.getTime() + utcOffsetMinutes(timeZone, now) * 60_000;
  return Math.floor(localNow / DAY_MS) * DAY_MS;
}

/**
 * A record filter's period in the merchant's time zone: `[from, to)` instants and the first and
 * last local days. Presets (spec §9): today, the previous 7 or 30 days including today, the next
 * 7 or 30 days from today, or custom days (inclusive, at most a year).
 */
export function resolvePeriod(
  query: { preset?: TDatePreset; from?: string; to?: string },
  timeZone: string,
  now: Date,
): TPeriod {
  const today = localToday(now, timeZone);
  let first: number;
  let last: number;
  switch (query.preset ?? "last7") {
    case "today":
      [first, last] = [today, today];
      break;
    case "last7":
      [first, last] = [today - 6 * DAY_MS, today];
      break;
    case "last30":
      [first, last] = [today - 29 * DAY_MS, today];
      break;
    case "next7":
      [first, last] = [today, today + 6 * DAY_MS];
      break;
    case "next30":
      [first, last] = [today, today + 29 * DAY_MS];
      break;
    case "custom": {
      if (!query.from || !query.to) throw invalidField(query.from ? "to" : "from");
      [first, last] = [parseDay(query.from), parseDay(query.to)];
      if (last < first || (last - first) / DAY_MS >= MAX_DAYS) throw invalidField("to");
      break;
    }
  }
  return {
    from: zonedStart(first, timeZone),
    to: zonedStart(last + DAY_MS, timeZone),
    fromDay: dayString(first),
    toDay: dayString(last),
  };
}
