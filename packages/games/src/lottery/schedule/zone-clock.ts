import type { TCivilDay } from "./civil-day.ts";

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the runtime's time-zone data knows `zone` (an IANA name such as "Asia/Ho_Chi_Minh"). */
export function isKnownZone(zone: string): boolean {
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `zone` at instant `ms`, read as if it were UTC (epoch ms, whole seconds). */
function wallClockAt(ms: number, zone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(ms)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far `zone` is ahead of UTC at instant `ms`, in ms (+07:00 is 25,200,000). */
export function zoneOffsetAt(ms: number, zone: string): number {
  return wallClockAt(ms, zone) - Math.floor(ms / 1000) * 1000;
}

/** The local date in `zone` at instant `ms`. */
export function localDayAt(ms: number, zone: string): TCivilDay {
  return Math.floor(wallClockAt(ms, zone) / DAY_MS);
}

/**
 * The instant at which the clock in `zone` reads `secondOfDay` seconds past midnight on `day`.
 * Where the clocks go back and the time happens twice, the earlier instant; where they go forward
 * and the time is skipped, the time is pushed on by the length of the jump (01:30 on the day
 * London skips 01:00–02:00 is read as 02:30 summer time). Assumes at most one change of offset
 * in the day either side, as every real zone has.
 */
export function zonedInstant(day: TCivilDay, secondOfDay: number, zone: string): number {
  const wall = day * DAY_MS + secondOfDay * 1000;
  const offsetBefore = zoneOffsetAt(wall - DAY_MS, zone);
  const offsetAfter = zoneOffsetAt(wall + DAY_MS, zone);
  const candidates = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallClockAt(instant, zone) === wall,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  return wall - offsetBefore;
}

/** The instant local midnight starts `day` in `zone` (see `zonedInstant` for skipped midnights). */
export function startOfLocalDay(day: TCivilDay, zone: string): number {
  return zonedInstant(day, 0, zone);
}
