import { zonedParts } from "@orchid/contract/zoned-time";
import { fromZonedInput } from "../../i18n/zoned-time.ts";

/** The periods the bets search offers: any time, the merchant's today, its last 7 or 30 days, or two days. */
export const BET_PERIODS = ["all", "today", "last7", "last30", "custom"] as const;
export type TBetPeriod = (typeof BET_PERIODS)[number];

export const BET_PERIOD_KEYS: Record<TBetPeriod, string> = {
  all: "bo_book_period_all",
  today: "bo_period_today",
  last7: "bo_period_last7",
  last30: "bo_period_last30",
  custom: "bo_period_custom",
};

const pad = (value: number) => String(value).padStart(2, "0");

/** The merchant's day `back` days before `now`'s, as YYYY-MM-DD. */
function dayBefore(now: Date, zone: string, back: number): string {
  const p = zonedParts(now, zone);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day - back));
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  const next = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

const startOf = (day: string, zone: string) => fromZonedInput(`${day}T00:00`, zone) ?? undefined;

/**
 * The search's placed-at bounds for a period of the merchant's days (in its time zone): from the
 * first day's midnight to the midnight after the last day (not included). Null for a custom period
 * without both days.
 */
export function betPeriodBounds(
  period: { preset: string; from: string; to: string },
  now: Date,
  zone: string,
): { from?: string; to?: string } | null {
  switch (period.preset) {
    case "all":
      return {};
    case "today":
      return { from: startOf(dayBefore(now, zone, 0), zone) };
    case "last30":
      return { from: startOf(dayBefore(now, zone, 29), zone) };
    case "custom": {
      const isDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day);
      if (!isDay(period.from) || !isDay(period.to)) return null;
      return { from: startOf(period.from, zone), to: startOf(nextDay(period.to), zone) };
    }
    default:
      return { from: startOf(dayBefore(now, zone, 6), zone) };
  }
}
