/** The exchange rate: `points` points make `minor` minor units of cash. */
export type TExchangeRate = { points: number; minor: number };

/** The points of the example line under the rate ("1,000 points = 10.00"). */
const EXAMPLE_POINTS = 1_000;

/**
 * The cash, in minor units, that converting `points` gives at the rate: rounded down to the
 * minor unit, so a conversion never pays more than the rate says. Integer maths only (at most
 * 10⁹ points × 10⁶ minor stays well inside the safe integers).
 */
export function cashForPoints(points: number, rate: TExchangeRate): number {
  if (rate.points <= 0 || points <= 0) return 0;
  return Math.floor((points * rate.minor) / rate.points);
}

/**
 * The example the settings form shows beside the rate: 1,000 points, or the rate's own points
 * when one step takes more than that (so the example never reads as nothing).
 */
export function exchangeExample(rate: TExchangeRate): { points: number; minor: number } {
  const points = Math.max(EXAMPLE_POINTS, rate.points);
  return { points, minor: cashForPoints(points, rate) };
}

/** An amount with the merchant's currency symbol before it ("K 10.00"), or alone without one. */
export function withCurrencySymbol(amount: string, symbol: string | null | undefined): string {
  const trimmed = (symbol ?? "").trim();
  return trimmed ? `${trimmed} ${amount}` : amount;
}
