import type { TCoverage, TParsedPicks } from "../bet-type.ts";
import { pickProblem, type TPickRead } from "./pick-problem.ts";

/** The most lines one bet may hold, so a slip stays small. */
export const MAX_LINES_PER_BET = 100;

/**
 * Reads a member's picks into lines, one line per pick. Each pick is trimmed and lower-cased
 * before `readPick` sees it. Refuses an empty list (`no_picks`), more than MAX_LINES_PER_BET
 * picks (`too_many_lines`), the first pick `readPick` refuses, and a pick naming a line already
 * chosen (`duplicate_pick`; "p1:7" and "P1:07" are the same line). Two lines are the same when
 * they cover the same key of the same coverage group.
 */
export function parsePickList<TLine>(
  picks: readonly string[],
  readPick: (pick: string) => TPickRead<TLine>,
  coverage: (line: TLine) => TCoverage,
): TParsedPicks<TLine> {
  if (picks.length === 0) return { ok: false, problem: pickProblem("no_picks") };
  if (picks.length > MAX_LINES_PER_BET) {
    return { ok: false, problem: pickProblem("too_many_lines", { max: MAX_LINES_PER_BET }) };
  }
  const lines: TLine[] = [];
  const seen = new Set<string>();
  for (const pick of picks) {
    const read = readPick(pick.trim().toLowerCase());
    if (!read.ok) return read;
    const { group, key } = coverage(read.line);
    const identity = `${group}|${key}`;
    if (seen.has(identity)) return { ok: false, problem: pickProblem("duplicate_pick", { pick }) };
    seen.add(identity);
    lines.push(read.line);
  }
  return { ok: true, lines };
}
