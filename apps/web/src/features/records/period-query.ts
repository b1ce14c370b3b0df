import type { TDatePreset } from "@orchid/contract/money";

/** The period filter of a record page: a preset, or a custom from–to (yyyy-MM-dd, merchant zone). */
export type TPeriod = { preset: TDatePreset; from: string; to: string };

export type TPeriodQuery = { preset: TDatePreset; from?: string; to?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query a period asks for; a preset needs nothing more, a custom period needs both days in
 * order. Answers null while a custom period is incomplete or reversed, so nothing is fetched.
 */
export function periodQuery(period: TPeriod): TPeriodQuery | null {
  if (period.preset !== "custom") return { preset: period.preset };
  const { from, to } = period;
  if (!DAY.test(from) || !DAY.test(to) || from > to) return null;
  return { preset: "custom", from, to };
}
