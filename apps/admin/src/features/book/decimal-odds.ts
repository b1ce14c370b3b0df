/**
 * Odds travel as whole thousandths of decimal odds (1.95 → 1950); operators read and type them
 * as decimals. Both ways use string arithmetic only, so no float ever rounds a price.
 */

/** The lowest and highest price a selection may carry (1.001 and 1000.000). */
export const ODDS_MIN = 1001;
export const ODDS_MAX = 1_000_000;

const DECIMAL = /^(\d{1,4})(?:\.(\d{0,3}))?$/;

/** Thousandths as decimal odds with two places, or three when the third is not zero (1950 → "1.95", 1955 → "1.955"). */
export function formatOdds(thousandths: number): string {
  const whole = Math.floor(thousandths / 1000);
  const fraction = String(thousandths % 1000).padStart(3, "0");
  return `${whole}.${fraction.endsWith("0") ? fraction.slice(0, 2) : fraction}`;
}

export type TParsedOdds = { ok: true; odds: number } | { ok: false; errorKey: string };

/** Decimal odds as typed ("1.95", "2", "1.955") as thousandths, between 1.001 and 1000. */
export function parseOdds(text: string): TParsedOdds {
  const cleaned = text.trim();
  if (cleaned === "") return { ok: false, errorKey: "bo_book_odds_required" };
  const match = DECIMAL.exec(cleaned);
  if (!match) return { ok: false, errorKey: "bo_book_odds_invalid" };
  const odds = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  if (odds < ODDS_MIN || odds > ODDS_MAX) return { ok: false, errorKey: "bo_book_odds_range" };
  return { ok: true, odds };
}
