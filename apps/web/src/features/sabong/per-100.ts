/**
 * A payout per 100 is in hundredths on the wire (14,250 is 142.50: what 100.00 on that side
 * returns if it wins). Shown with exactly two decimals, grouped for the visitor's locale, from
 * integer parts only, so no float ever rounds it.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(localeTag: string): Intl.NumberFormat {
  let formatter = formatters.get(localeTag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(localeTag, formatter);
  }
  return formatter;
}

/** 14250 → "142.50"; null (that side's pool is still empty) → "—". */
export function formatPer100(hundredths: number | null, localeTag = "en"): string {
  if (hundredths === null || !Number.isSafeInteger(hundredths) || hundredths < 0) return "—";
  const whole = Math.floor(hundredths / 100);
  const cents = String(hundredths % 100).padStart(2, "0");
  // A decimal string is formatted as written (Intl's string input), never through a binary fraction.
  return formatterOf(localeTag).format(`${whole}.${cents}` as Intl.StringNumericLiteral);
}

/** The draw's fixed odds as the board writes them: "8:1". */
export function formatDrawOdds(odds: { profit: number; per: number }): string {
  return `${odds.profit}:${odds.per}`;
}

/** The plasada in basis points as a percentage with two decimals: 500 → "5.00%". */
export function formatBasisPoints(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  return `${whole}.${String(basisPoints % 100).padStart(2, "0")}%`;
}
