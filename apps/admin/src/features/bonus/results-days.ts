import type { TCampaignResults } from "@orchid/contract/bonus";
import { buildCsv } from "../../csv/csv-file.ts";
import { minorToMajorInput } from "../../money/major-amount.ts";

export type TResultDay = TCampaignResults["days"][number];
export type TResultTotals = Omit<TResultDay, "day">;

const DAY_MS = 86_400_000;
/** The longest run of days the chart draws (a year and a bit); a longer one shows its last days. */
export const CHART_DAYS_MAX = 400;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The server answers only the days something happened; the chart needs every day between the
 * first and the last (the merchant's calendar days), the quiet ones at zero. A run longer than
 * `max` keeps its last days.
 */
export function fillDays(days: readonly TResultDay[], max = CHART_DAYS_MAX): TResultDay[] {
  const known = new Map(days.filter((day) => !Number.isNaN(dayNumber(day.day))).map((day) => [day.day, day]));
  const sorted = [...known.keys()].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (!first || !last) return [];
  const end = dayNumber(last);
  const start = Math.max(dayNumber(first), end - (max - 1) * DAY_MS);
  const out: TResultDay[] = [];
  for (let at = start; at <= end; at += DAY_MS) {
    const day = dayText(at);
    out.push(known.get(day) ?? { day, grants: 0, granted: 0, converted: 0, forfeited: 0, expired: 0 });
  }
  return out;
}

/** One day of the chart: what was granted beside what became cash. */
export type TPairPoint = { day: string; granted: number; converted: number };

export function chartSeries(days: readonly TResultDay[]): TPairPoint[] {
  return fillDays(days).map(({ day, granted, converted }) => ({ day, granted, converted }));
}

/** The days added up. */
export function resultTotals(days: readonly TResultDay[]): TResultTotals {
  const totals: TResultTotals = { grants: 0, granted: 0, converted: 0, forfeited: 0, expired: 0 };
  for (const day of days) {
    totals.grants += day.grants;
    totals.granted += day.granted;
    totals.converted += day.converted;
    totals.forfeited += day.forfeited;
    totals.expired += day.expired;
  }
  return totals;
}

/**
 * The results day by day as CSV, money in major units without grouping (a spreadsheet reads them
 * as numbers), then a line of the totals. A points campaign's granted column is its points.
 */
export function resultsCsv(
  days: readonly TResultDay[],
  t: (key: string) => string,
  options: { grantedInPoints?: boolean } = {},
): string {
  const money = (value: number) => minorToMajorInput(value);
  const granted = (value: number) => (options.grantedInPoints ? String(value) : money(value));
  const total: TResultDay = { day: t("bo_bonus_total"), ...resultTotals(days) };
  return buildCsv(
    [
      { header: t("bo_bonus_day"), cell: (row: TResultDay) => row.day },
      { header: t("bo_bonus_grants"), cell: (row: TResultDay) => row.grants },
      { header: t("bo_bonus_granted"), cell: (row: TResultDay) => granted(row.granted) },
      { header: t("bo_bonus_converted"), cell: (row: TResultDay) => money(row.converted) },
      { header: t("bo_bonus_forfeited"), cell: (row: TResultDay) => money(row.forfeited) },
      { header: t("bo_bonus_expired"), cell: (row: TResultDay) => money(row.expired) },
    ],
    [...days, total],
  );
}
