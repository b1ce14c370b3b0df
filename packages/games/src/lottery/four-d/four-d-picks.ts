import type { TParsedPicks, TPickProblem } from "../bet-type.ts";

/** At most this many lines come from one pick set, so a slip stays small. */
export const MAX_LINES_PER_PICK_SET = 100;

/** What one pick stands for: its lines, or why it was refused. */
export type TPickReading<TLine> =
  | { ok: true; lines: readonly TLine[] }
  | { ok: false; problem: TPickProblem };

type TPickSetRules<TLine> = {
  read(pick: string): TPickReading<TLine>;
  /** Two lines with the same key are the same bet: the second is refused as a duplicate. */
  keyOf(line: TLine): string;
  /** How the duplicate is named to the member. */
  describe(line: TLine): string;
};

/**
 * Reads a member's picks in order into lines. Refuses an empty set (`no_picks`), the first pick
 * `read` refuses, a line already made by an earlier pick (`duplicate_pick`), and more than
 * `MAX_LINES_PER_PICK_SET` lines (`too_many_lines`; reading stops there).
 */
export function parsePickSet<TLine>(
  picks: readonly string[],
  rules: TPickSetRules<TLine>,
): TParsedPicks<TLine> {
  if (picks.length === 0) return { ok: false, problem: { code: "no_picks" } };
  const lines: TLine[] = [];
  const keys = new Set<string>();
  for (const pick of picks) {
    const reading = rules.read(pick);
    if (!reading.ok) return reading;
    for (const line of reading.lines) {
      const key = rules.keyOf(line);
      if (keys.has(key))
        return { ok: false, problem: { code: "duplicate_pick", values: { pick: rules.describe(line) } } };
      keys.add(key);
      lines.push(line);
      if (lines.length > MAX_LINES_PER_PICK_SET) {
        return { ok: false, problem: { code: "too_many_lines", values: { max: MAX_LINES_PER_PICK_SET } } };
      }
    }
  }
  return { ok: true, lines };
}

/** A pick of exactly `digits` digits 0–9, e.g. "0123"; "R" for a roll is refused here. */
export function readPlainNumber(pick: string, digits: number): TPickReading<string> {
  if (typeof pick !== "string") return notDigits(String(pick), digits);
  if (new RegExp(`^[0-9]{${digits}}$`).test(pick)) return { ok: true, lines: [pick] };
  if (new RegExp(`^[0-9Rr]{${digits}}$`).test(pick)) {
    return { ok: false, problem: { code: "roll_not_allowed", values: { pick } } };
  }
  return notDigits(pick, digits);
}

/**
 * A 4-digit pick that may hold one "R" (or "r") in place of a digit: "12R4" stands for the 10
 * numbers 1204, 1214, … 1294, in that order.
 */
export function readRollableNumber(pick: string): TPickReading<string> {
  if (typeof pick !== "string") return notDigits(String(pick), 4);
  if (/^[0-9]{4}$/.test(pick)) return { ok: true, lines: [pick] };
  if (!/^[0-9Rr]{4}$/.test(pick)) return notDigits(pick, 4);
  const at = pick.search(/[Rr]/);
  if (/[Rr]/.test(pick.slice(at + 1)))
    return { ok: false, problem: { code: "one_roll_only", values: { pick } } };
  const lines = Array.from(
    { length: 10 },
    (_, digit) => pick.slice(0, at) + String(digit) + pick.slice(at + 1),
  );
  return { ok: true, lines };
}

function notDigits(pick: string, digits: number): { ok: false; problem: TPickProblem } {
  return { ok: false, problem: { code: "pick_digits", values: { pick: pick.slice(0, 20), digits } } };
}
