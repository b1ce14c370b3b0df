/**
 * Handicap and total lines, held as whole numbers of quarter goals (or quarter maps): the line × 4,
 * so −0.25 is −1, −0.5 is −2, −0.75 is −3 and +1 is 4.
 *
 * A selection is settled on its margin: how many quarter units it is ahead once the line is
 * applied (for a handicap, its side's score plus the line minus the other side's score; for a
 * total, how far the total is past the line on the chosen side). On a whole or half line the margin
 * is even: ahead wins, level pushes, behind loses. On a quarter line the margin is odd and the
 * stake is split in two halves on the two neighbouring lines (−0.25 is half on 0 and half on −0.5),
 * which gives win, half_win, push, half_lose or lose.
 */
import { HALF_LOSE, HALF_WIN, LOSE, PUSH, type TOutcome, WIN } from "./outcomes.ts";

/** True for a quarter line (±0.25, ±0.75, …), the lines that split the stake. */
export function isQuarterLine(line: number): boolean {
  return Math.abs(line % 2) === 1;
}

/** The two whole or half lines a quarter line splits the stake between, lower first. */
export function halfLines(line: number): [number, number] {
  if (!isQuarterLine(line)) throw new RangeError(`${line} quarter units is not a quarter line`);
  return [line - 1, line + 1];
}

/** The line, checked: throws unless it is a whole number of quarter units of at least `min`. */
export function checkedLine(line: number, min = Number.MIN_SAFE_INTEGER): number {
  if (!Number.isSafeInteger(line) || line < min) {
    throw new RangeError(`a line must be a whole number of quarter units of at least ${min}, not ${line}`);
  }
  return line;
}

/** The outcome of a selection `margin` quarter units ahead once its line is applied. */
export function settleMargin(margin: number): TOutcome {
  if (!Number.isSafeInteger(margin)) throw new RangeError(`a margin must be whole, not ${margin}`);
  if (!isQuarterLine(margin)) return margin > 0 ? WIN : margin === 0 ? PUSH : LOSE;
  // The two halves sit one quarter either side; they differ by a half, so never win and lose both.
  const lower = settleMargin(margin - 1);
  const upper = settleMargin(margin + 1);
  if (lower.kind === "win") return WIN;
  if (upper.kind === "lose") return LOSE;
  return lower.kind === "push" ? HALF_WIN : HALF_LOSE;
}
