import type { TWordSource } from "../../../rng.ts";
import type { TPickProblem } from "../../bet-type.ts";
import { drawDistinct } from "../../draw-numbers.ts";
import { checkNumberRow } from "../check-number-row.ts";
import { distinctResultsAt } from "../distinct-results-at.ts";

/** An 11x5 result: five different balls 1–11 (shown 01–11), in drawing order. */
export type TX11x5Result = readonly number[];

export const X11X5_BALLS = 11;
export const X11X5_DRAWN = 5;

/**
 * Draws an 11x5 result. Word order: a partial Fisher–Yates shuffle of balls 1–11
 * (`drawDistinct(words, 11, 5)`, plus one): for draws 1 to 5 in turn, draw i takes the ball at
 * index `i - 1 + uniformInt(words, 12 - i)` of the remaining order and swaps it forward, reading
 * ranges 11, 10, 9, 8 and 7.
 */
export function drawX11x5Result(words: TWordSource): TX11x5Result {
  return drawDistinct(words, X11X5_BALLS, X11X5_DRAWN).map((index) => index + 1);
}

/** Five different integers, each 1–11. */
export function checkX11x5Result(result: unknown): TPickProblem | null {
  return checkNumberRow(result, { count: X11X5_DRAWN, min: 1, max: X11X5_BALLS, isDistinct: true });
}

/** The marginal outcomes of the balls at `positions` (see `distinctResultsAt`). */
export function x11x5ResultsAt(positions: readonly number[]): TX11x5Result[] {
  return distinctResultsAt(X11X5_BALLS, X11X5_DRAWN, positions);
}

/**
 * The 462 sets of five balls, each ascending. Every set is drawn in 5! = 120 orders, so each is
 * equally likely: enough for a line that reads the set and not the order.
 */
export function everyX11x5Set(): TX11x5Result[] {
  let sets: number[][] = [[]];
  for (let taken = 0; taken < X11X5_DRAWN; taken += 1) {
    sets = sets.flatMap((set) => {
      const from = (set.at(-1) ?? 0) + 1;
      return Array.from({ length: X11X5_BALLS - from + 1 }, (_, index) => [...set, from + index]);
    });
  }
  return sets.filter((set) => set.length === X11X5_DRAWN);
}
