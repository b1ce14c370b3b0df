import type { TParsedPicks, TPickProblem } from "../bet-type.ts";

/** The most numbers one pick set may hold (each a line), so a slip stays small. */
export const MAX_NUMBER_PICKS = 100;

/**
 * Picks that are each a number of exactly `digits` digits ("07", "123", or "5" for đầu/đuôi):
 * at least one, at most `maxPicks`, no number twice. Each pick is one line, in the order given.
 */
export function parseNumberPicks(
  picks: readonly string[],
  digits: number,
  maxPicks: number,
): TParsedPicks<string> {
  const problem = pickCountProblem(picks, 1, maxPicks) ?? numberPicksProblem(picks, digits);
  return problem === null ? { ok: true, lines: [...picks] } : { ok: false, problem };
}

/** `no_picks`, `too_few_picks` or `too_many_picks` when the count of picks is out of bounds. */
export function pickCountProblem(
  picks: readonly string[],
  minPicks: number,
  maxPicks: number,
): TPickProblem | null {
  if (picks.length === 0) return { code: "no_picks" };
  if (picks.length < minPicks) return { code: "too_few_picks", values: { min: minPicks } };
  if (picks.length > maxPicks) return { code: "too_many_picks", values: { max: maxPicks } };
  return null;
}

/** `pick_digits` for a pick that is not `digits` digits, `duplicate_pick` for a number given twice. */
export function numberPicksProblem(picks: readonly string[], digits: number): TPickProblem | null {
  const pattern = new RegExp(`^[0-9]{${digits}}$`);
  const seen = new Set<string>();
  for (const pick of picks) {
    if (typeof pick !== "string" || !pattern.test(pick)) {
      return { code: "pick_digits", values: { pick: String(pick).slice(0, 20), digits } };
    }
    if (seen.has(pick)) return { code: "duplicate_pick", values: { pick } };
    seen.add(pick);
  }
  return null;
}
