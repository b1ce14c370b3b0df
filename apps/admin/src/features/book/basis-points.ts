/**
 * Margins are whole basis points (2.50 % → 250); operators read and type them as percentages
 * with up to two decimals, converted by string arithmetic.
 */

const PERCENT = /^(\d{1,3})(?:\.(\d{0,2}))?$/;

/** Basis points as a percentage with two decimals (250 → "2.50"). */
export function formatPercent(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  return `${whole}.${String(basisPoints % 100).padStart(2, "0")}`;
}

export type TParsedPercent = { ok: true; basisPoints: number } | { ok: false; errorKey: string };

/** A percentage as typed ("2.5", "12", "0.05") as basis points, at most `maxBasisPoints`. */
export function parsePercent(text: string, maxBasisPoints: number): TParsedPercent {
  const cleaned = text.trim().replace(/\s*%$/, "");
  if (cleaned === "") return { ok: false, errorKey: "bo_book_percent_required" };
  const match = PERCENT.exec(cleaned);
  if (!match) return { ok: false, errorKey: "bo_book_percent_invalid" };
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (basisPoints > maxBasisPoints) return { ok: false, errorKey: "bo_book_percent_range" };
  return { ok: true, basisPoints };
}
