/**
 * The merchant's points rules in whole numbers (decisions/0022). Earning counts in ten-thousandths
 * of a point: a stake of `s` minor units at `rate` points per 100.00 (10,000 minor units) is worth
 * `s × rate` ten-thousandths; whole points are paid and the rest carried to the next settlement.
 */
export type TPointsRules = {
  enabled: boolean;
  /** Points per 100.00 of valid bet, by game type. */
  earn: Readonly<Record<string, number>>;
  /** Points per 100.00 deposited. */
  depositRate: number;
  exchangePoints: number;
  exchangeMinor: number;
  minConvert: number;
  rules: Record<string, string>;
};

/** Ten-thousandths of a point make one point; also the minor units of 100.00. */
export const POINT_PARTS = 10_000;

/** The source a deposit's points are carried under (beside the game types). */
export const DEPOSIT_SOURCE = "DEPOSIT";

/** The memo of points a claimed reward paid (the reward centre). */
export const REWARD_SOURCE = "REWARD";

/** What carried parts and new stake at a rate make: whole points, and the parts carried on. */
export function earn(carry: number, stake: number, rate: number): { points: number; carry: number } {
  const parts = Math.max(0, carry + Math.max(0, stake) * Math.max(0, rate));
  const points = Math.floor(parts / POINT_PARTS);
  return { points, carry: parts - points * POINT_PARTS };
}

/** Cash for converting `points` at the exchange rate, minor units, rounded down. */
export function cashFor(
  rules: Pick<TPointsRules, "exchangePoints" | "exchangeMinor">,
  points: number,
): number {
  return Math.floor((points * rules.exchangeMinor) / rules.exchangePoints);
}
