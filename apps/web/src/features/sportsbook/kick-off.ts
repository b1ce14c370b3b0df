import { zonedParts } from "@orchid/contract/zoned-time";

export type TKickOff = {
  /** Which day, as the merchant's clock reads it: today, tomorrow, or another date. */
  day: "today" | "tomorrow" | "date";
  /** The date as MM-DD (shown for another day). */
  date: string;
  /** The time as HH:mm. */
  time: string;
};

const pad = (value: number) => String(value).padStart(2, "0");
const DAY_MS = 86_400_000;

function dayKey(at: number, timeZone: string): string {
  const parts = zonedParts(new Date(at), timeZone);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

/** When an event starts, in the merchant's time zone, told against the day it is now there. */
export function kickOff(startsAt: string, now: number, timeZone: string): TKickOff {
  const at = Date.parse(startsAt);
  const parts = zonedParts(new Date(at), timeZone);
  const key = dayKey(at, timeZone);
  const day =
    key === dayKey(now, timeZone) ? "today" : key === dayKey(now + DAY_MS, timeZone) ? "tomorrow" : "date";
  return {
    day,
    date: `${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}

/** The merchant's day an instant falls on, YYYY-MM-DD (the results' day). */
export function merchantDay(at: number, timeZone: string): string {
  return dayKey(at, timeZone);
}

/** The last `count` merchant days, today first: the results' day choices. */
export function recentDays(now: number, timeZone: string, count: number): string[] {
  const days: string[] = [];
  for (let back = 0; days.length < count && back < count + 2; back += 1) {
    const day = dayKey(now - back * DAY_MS, timeZone);
    if (!days.includes(day)) days.push(day);
  }
  return days;
}
