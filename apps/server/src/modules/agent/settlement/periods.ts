import type { TDividendPeriod } from "@orchid/contract/agent";
import { localToday, zonedStart } from "../../wallet/index.ts";

export const MINUTE_MS = 60_000;
export const WINDOW_MS = 5 * MINUTE_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A settlement period `[start, end)` as epoch milliseconds. */
export type TSpan = { start: number; end: number };

/** The local clock hour (merchant's zone) holding `at`; zones are whole quarter hours off UTC. */
export function localHourStart(at: number, timeZone: string): number {
  const local = localToday(new Date(at), timeZone);
  const dayStart = zonedStart(local, timeZone).getTime();
  return dayStart + Math.floor((at - dayStart) / HOUR_MS) * HOUR_MS;
}

/**
 * The closed windows of `size` not settled yet, oldest first: each ends at least `graceMs`
 * before now (late bets of the window have landed), starts at or after the last settled end
 * (or `cap` windows back on a first run), and at most `cap` of them, so one run after a long
 * stop catches up a bounded amount and the next runs do the rest.
 */
export function dueWindows(
  now: number,
  lastEnd: number | null,
  size: { ms: number; startOf: (at: number) => number },
  graceMs: number,
  cap: number,
): TSpan[] {
  const latestEnd = size.startOf(now - graceMs);
  let start = lastEnd ?? latestEnd - cap * size.ms;
  const spans: TSpan[] = [];
  while (start + size.ms <= latestEnd && spans.length < cap) {
    spans.push({ start, end: start + size.ms });
    start += size.ms;
  }
  return spans;
}

/** First local day of the dividend period holding `day` and the first day after it (UTC midnights). */
export function dividendDays(day: number, period: TDividendPeriod): [number, number] {
  const date = new Date(day);
  const [year, month, dom] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
  switch (period) {
    case "daily":
      return [day, day + DAY_MS];
    case "weekly": {
      const monday = day - ((date.getUTCDay() + 6) % 7) * DAY_MS;
      return [monday, monday + 7 * DAY_MS];
    }
    case "half_month":
      return dom <= 15
        ? [Date.UTC(year, month, 1), Date.UTC(year, month, 16)]
        : [Date.UTC(year, month, 16), Date.UTC(year, month + 1, 1)];
    case "monthly":
      return [Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1)];
  }
}

/**
 * The recent day-based periods whose run time has come: each ends at a local midnight, and runs
 * `runAfterMinutes` after it. `lookBack` periods are offered (the newest last) so a run missed
 * while the server was down is still made; claiming a period twice is refused by its run row.
 */
export function duePeriods(
  now: Date,
  timeZone: string,
  runAfterMinutes: number,
  daysOf: (day: number) => [number, number],
  lookBack: number,
): { span: TSpan; firstDay: number; lastDay: number }[] {
  const found: { span: TSpan; firstDay: number; lastDay: number }[] = [];
  let day = localToday(now, timeZone);
  for (let guard = 0; guard < 400 && found.length < lookBack; guard += 1) {
    const [first, after] = daysOf(day);
    const end = zonedStart(after, timeZone).getTime();
    if (end + runAfterMinutes * MINUTE_MS <= now.getTime() && !found.some((p) => p.firstDay === first))
      found.push({
        span: { start: zonedStart(first, timeZone).getTime(), end },
        firstDay: first,
        lastDay: after - DAY_MS,
      });
    day = first - DAY_MS;
  }
  return found.reverse();
}
