import type { TWordSource } from "../../../rng.ts";
import type { TPickProblem } from "../../bet-type.ts";
import { drawDigits } from "../../draw-numbers.ts";
import { checkNumberRow } from "../check-number-row.ts";

/** A 5D result: five digits 0–9, one per position, position 1 first (e.g. [3, 0, 7, 7, 1]). */
export type TSscResult = readonly number[];

export const SSC_POSITIONS = 5;
const OUTCOMES = 10 ** SSC_POSITIONS;

/**
 * Draws a 5D result. Word order: five uniform digits `uniformInt(words, 10)`, for positions 1, 2,
 * 3, 4 and 5 in that order (`drawDigits(words, 5)`); a word at or above 4,294,967,290 is skipped
 * and the next one read in its place.
 */
export function drawSscResult(words: TWordSource): TSscResult {
  return Array.from(drawDigits(words, SSC_POSITIONS), Number);
}

/** Five integers, each 0–9; digits may repeat. */
export function checkSscResult(result: unknown): TPickProblem | null {
  return checkNumberRow(result, { count: SSC_POSITIONS, min: 0, max: 9, isDistinct: false });
}

/** Every one of the 100,000 equally likely results, 00000 to 99999 (an odometer). */
export function* everySscResult(): Generator<TSscResult> {
  const digits = new Array<number>(SSC_POSITIONS).fill(0);
  for (let count = 0; count < OUTCOMES; count += 1) {
    yield [...digits];
    let position = SSC_POSITIONS - 1;
    while (position >= 0 && digits[position] === 9) {
      digits[position] = 0;
      position -= 1;
    }
    if (position >= 0) digits[position] = (digits[position] as number) + 1;
  }
}

/**
 * The marginal outcomes of the digits at `positions`: every combination of their digits, each
 * once, the other positions 0. Enough for a line that reads only those positions.
 */
export function sscResultsAt(positions: readonly number[]): TSscResult[] {
  let results: number[][] = [new Array<number>(SSC_POSITIONS).fill(0)];
  for (const position of positions) {
    results = results.flatMap((result) =>
      Array.from({ length: 10 }, (_, digit) =>
        result.map((value, index) => (index === position - 1 ? digit : value)),
      ),
    );
  }
  return results;
}
