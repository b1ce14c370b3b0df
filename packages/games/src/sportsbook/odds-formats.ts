/**
 * Odds as members choose to read them. Orchid keeps odds as integers in thousandths of decimal
 * odds (d); each format is an exact rational of d shown with two decimals:
 *
 * - decimal: d (1950 → "1.95");
 * - Hong Kong: d − 1 (1950 → "0.95");
 * - Malay: d − 1 when d ≤ 2, else −1 / (d − 1) (1500 → "0.50", 2500 → "-0.67");
 * - Indonesian: d − 1 when d ≥ 2, else −1 / (d − 1) (2500 → "1.50", 1500 → "-2.00").
 *
 * Exactly 2.00 is "1.00" in Hong Kong, Malay and Indonesian. Rounding is half-up on the size of the
 * value, with the sign put back afterwards: 1.005 → "1.01" and −0.125 → "-0.13". A negative value is
 * always shown with its minus sign, even when its size rounds to zero (Malay odds above 201.00 decimal
 * read "-0.00"), so the sign still tells the member which side of 2.00 the odds are.
 */
import { oddsUnits } from "./amounts.ts";

export type TOddsFormat = "decimal" | "hong_kong" | "malay" | "indonesian";

export const ODDS_FORMATS: readonly TOddsFormat[] = ["decimal", "hong_kong", "malay", "indonesian"];

/** Odds in thousandths shown in the chosen format. */
export function formatOdds(odds: number, format: TOddsFormat): string {
  switch (format) {
    case "decimal":
      return formatDecimal(odds);
    case "hong_kong":
      return formatHongKong(odds);
    case "malay":
      return formatMalay(odds);
    case "indonesian":
      return formatIndonesian(odds);
    default:
      throw new Error(`unknown odds format ${String(format)}`);
  }
}

/** Decimal odds: d. */
export function formatDecimal(odds: number): string {
  return hundredths(oddsUnits(odds), 1000n);
}

/** Hong Kong odds: d − 1, the profit per unit staked. */
export function formatHongKong(odds: number): string {
  return hundredths(oddsUnits(odds) - 1000n, 1000n);
}

/** Malay odds: d − 1 up to 2.00, and −1 / (d − 1) above it. */
export function formatMalay(odds: number): string {
  const profit = oddsUnits(odds) - 1000n;
  return profit <= 1000n ? hundredths(profit, 1000n) : hundredths(-1000n, profit);
}

/** Indonesian odds: d − 1 from 2.00 up, and −1 / (d − 1) below it. */
export function formatIndonesian(odds: number): string {
  const profit = oddsUnits(odds) - 1000n;
  return profit >= 1000n ? hundredths(profit, 1000n) : hundredths(-1000n, profit);
}

/** numerator / denominator (denominator > 0) with two decimals, its size rounded half-up. */
function hundredths(numerator: bigint, denominator: bigint): string {
  const negative = numerator < 0n;
  const size = negative ? -numerator : numerator;
  const rounded = (size * 200n + denominator) / (2n * denominator);
  const cents = String(rounded % 100n).padStart(2, "0");
  return `${negative ? "-" : ""}${rounded / 100n}.${cents}`;
}
