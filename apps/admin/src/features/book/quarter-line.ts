import type { TMarketType } from "@orchid/contract/sportsbook";

/**
 * Lines of handicaps and totals travel in quarter units (2.5 goals → 10, a handicap of −0.5 →
 * −2); operators read and type them as decimals. A handicap's line is the home side's: the away
 * side carries the opposite sign.
 */

/** The quarter units of the fractions a line may have. */
const QUARTERS: Record<string, number> = { "": 0, "0": 0, "00": 0, "25": 1, "5": 2, "50": 2, "75": 3 };
const FRACTIONS = ["", ".25", ".5", ".75"];
const LINE = /^([+-])?(\d{1,3})(?:\.(\d{1,2}))?$/;

/** The largest line either way (±300 goals, points or maps). */
export const LINE_LIMIT = 1200;

/** A line as a decimal (10 → "2.5", −2 → "-0.5", 1 → "0.25"). */
export function formatLine(quarters: number): string {
  const size = Math.abs(quarters);
  const text = `${Math.floor(size / 4)}${FRACTIONS[size % 4]}`;
  return quarters < 0 ? `-${text}` : text;
}

/** A handicap with its sign (2 → "+0.5", −6 → "-1.5", 0 → "0"). */
export function formatSignedLine(quarters: number): string {
  return quarters > 0 ? `+${formatLine(quarters)}` : formatLine(quarters);
}

/** The handicap a side gets: the home side's line, or its opposite for the away side. */
export function sideLine(homeLine: number, side: "home" | "away"): number {
  return side === "home" ? homeLine : -homeLine;
}

/** Whether a market type's line is a handicap (signed, per side) rather than a total. */
export function isHandicap(type: TMarketType): boolean {
  return type === "asian_handicap" || type === "map_handicap";
}

/** A line as typed ("2.5", "-0.25", "+1", "−0.5") as quarter units, or null when it is not a quarter. */
export function parseLine(text: string): number | null {
  const match = LINE.exec(text.trim().replace("−", "-"));
  if (!match) return null;
  const quarter = QUARTERS[match[3] ?? ""];
  if (quarter === undefined) return null;
  const size = Number(match[2]) * 4 + quarter;
  if (size > LINE_LIMIT) return null;
  return match[1] === "-" ? -size || 0 : size;
}
