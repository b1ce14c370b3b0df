/** The minus sign shown before a negative line (U+2212), wider and clearer than a hyphen. */
export const MINUS = "\u2212";

const QUARTERS = ["", ".25", ".5", ".75"];

/** A size in quarter units as a decimal: 1 → "0.25", 10 → "2.5", 8 → "2". */
function quarterSize(quarters: number): string {
  const size = Math.abs(Math.trunc(quarters));
  return `${Math.floor(size / 4)}${QUARTERS[size % 4]}`;
}

/**
 * A handicap in quarter units as the side meets it, signed: −1 → "−0.25", 6 → "+1.5", 0 → "0".
 * Quarter lines are shown as their decimal (−0.25), never split into two half lines.
 */
export function signedLine(quarters: number): string {
  if (quarters === 0) return "0";
  return `${quarters < 0 ? MINUS : "+"}${quarterSize(quarters)}`;
}

/** A total line in quarter units, unsigned: 10 → "2.5", 4 → "1". */
export function totalLine(quarters: number): string {
  return quarterSize(quarters);
}

/** The line each side of a handicap takes: the market's line is the home side's. */
export function sideLine(homeLine: number, side: "home" | "away"): number {
  return side === "home" ? homeLine : -homeLine;
}
