import type { TWordSource } from "../../../rng.ts";
import type { TPickProblem } from "../../bet-type.ts";
import { drawDistinct } from "../../draw-numbers.ts";
import { checkNumberRow } from "../check-number-row.ts";
import { distinctResultsAt } from "../distinct-results-at.ts";

/** A PK10 result: cars 1–10 in finishing order, the car at position 1 first (all ten differ). */
export type TPk10Result = readonly number[];

export const PK10_CARS = 10;

/**
 * Draws a PK10 result. Word order: a partial Fisher–Yates shuffle of cars 1–10
 * (`drawDistinct(words, 10, 10)`, plus one): for positions 1 to 10 in turn, position i takes the
 * car at index `i - 1 + uniformInt(words, 11 - i)` of the remaining order and swaps it forward.
 * That reads ranges 10, 9, …, 2, 1; the last is always 0 but still reads one word.
 */
export function drawPk10Result(words: TWordSource): TPk10Result {
  return drawDistinct(words, PK10_CARS, PK10_CARS).map((index) => index + 1);
}

/** Ten different integers, each 1–10. */
export function checkPk10Result(result: unknown): TPickProblem | null {
  return checkNumberRow(result, { count: PK10_CARS, min: 1, max: PK10_CARS, isDistinct: true });
}

/** The marginal outcomes of the cars at `positions` (see `distinctResultsAt`). */
export function pk10ResultsAt(positions: readonly number[]): TPk10Result[] {
  return distinctResultsAt(PK10_CARS, PK10_CARS, positions);
}
