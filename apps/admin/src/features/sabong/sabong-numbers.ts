/**
 * The cockfight's integer units as operators read and type them, converted by string arithmetic
 * so no float ever touches them: the plasada in basis points as a percentage (500 ↔ "5.00"), a
 * payout per 100 in hundredths (10,700 ↔ "107.00").
 */

/** A number as typed, or the catalogue key of what is wrong with it. */
export type TParsedNumber = { ok: true; value: number } | { ok: false; errorKey: string };

/** Hundredths with two decimals: 500 → "5.00", 10700 → "107.00". */
export function formatHundredths(value: number): string {
  const sign = value < 0 ? "-" : "";
  const absolute = Math.abs(value);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, "0")}`;
}

const HUNDREDTHS = /^(\d{1,7})(?:\.(\d{0,2}))?$/;

/**
 * A number typed with up to two decimals ("5", "5.5", "107.00", grouping commas ignored) as
 * hundredths, between min and max inclusive.
 */
export function parseHundredths(
  text: string,
  range: { min: number; max: number; requiredKey: string; invalidKey: string; rangeKey: string },
): TParsedNumber {
  const cleaned = text.replace(/[\s,]/g, "").replace(/%$/, "");
  if (cleaned === "") return { ok: false, errorKey: range.requiredKey };
  const match = HUNDREDTHS.exec(cleaned);
  if (!match) return { ok: false, errorKey: range.invalidKey };
  const value = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (value < range.min || value > range.max) return { ok: false, errorKey: range.rangeKey };
  return { ok: true, value };
}

/** The contract's plasada range (ZSabongSettings): 0 to 2,000 basis points (20.00 %). */
export const PLASADA_MAX_BP = 2_000;
/** The contract's minimum payout per 100 range: 100.00 to 1,000.00 (hundredths). */
export const MIN_PER_100_RANGE = { min: 10_000, max: 100_000 } as const;

/** The plasada typed as a percentage ("5", "5.25 %") as basis points, 0 to 20.00 %. */
export function parsePlasada(text: string): TParsedNumber {
  return parseHundredths(text, {
    min: 0,
    max: PLASADA_MAX_BP,
    requiredKey: "bo_sabong_value_required",
    invalidKey: "bo_sabong_plasada_invalid",
    rangeKey: "bo_sabong_plasada_invalid",
  });
}

/** The least payout per 100 typed ("107", "107.50") as hundredths, 100.00 to 1,000.00. */
export function parseMinPer100(text: string): TParsedNumber {
  return parseHundredths(text, {
    ...MIN_PER_100_RANGE,
    requiredKey: "bo_sabong_value_required",
    invalidKey: "bo_sabong_min_per100_invalid",
    rangeKey: "bo_sabong_min_per100_invalid",
  });
}

/** A whole number typed between min and max (grouping ignored), or the key of the problem. */
export function parseWhole(text: string, min: number, max: number, invalidKey: string): TParsedNumber {
  const cleaned = text.replace(/[\s,]/g, "");
  if (cleaned === "") return { ok: false, errorKey: "bo_sabong_value_required" };
  if (!/^\d{1,13}$/.test(cleaned)) return { ok: false, errorKey: invalidKey };
  const value = Number(cleaned);
  return value >= min && value <= max ? { ok: true, value } : { ok: false, errorKey: invalidKey };
}
