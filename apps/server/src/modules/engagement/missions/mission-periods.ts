import type { TMissionPeriod } from "@orchid/contract/missions";

const DAY_MS = 86_400_000;
/** The period a one-off mission counts in, for ever. */
export const ONCE_PERIOD = "1970-01-01";

const dayOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The first local day of the period that holds `localDay` (a local day as the UTC midnight of the
 * same date): that day, its week's Monday, or the one-off period.
 */
export function periodStart(period: TMissionPeriod, localDay: number): string {
  if (period === "once") return ONCE_PERIOD;
  if (period === "daily") return dayOf(localDay);
  const weekday = (new Date(localDay).getUTCDay() + 6) % 7;
  return dayOf(localDay - weekday * DAY_MS);
}

/** The local day after the period that starts on `start` (null for a one-off mission). */
export function periodEnd(period: TMissionPeriod, start: string): number | null {
  if (period === "once") return null;
  return Date.parse(`${start}T00:00:00Z`) + (period === "daily" ? 1 : 7) * DAY_MS;
}

/** A name with its middle masked for the leaderboard: "pl***99"; short names keep their first letter. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 3) return `${chars[0] ?? ""}***`;
  return `${chars.slice(0, 2).join("")}***${chars.slice(-2).join("")}`;
}
