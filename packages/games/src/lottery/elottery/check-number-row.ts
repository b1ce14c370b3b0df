import type { TPickProblem } from "../bet-type.ts";
import { pickProblem } from "./pick-problem.ts";

/** Every e-lottery result is a row of integers: digits, cars, dice or balls, in drawing order. */
export type TNumberRowShape = { count: number; min: number; max: number; isDistinct: boolean };

/**
 * Checks a result typed by an operator or sent by a feed: an array of exactly `count` integers,
 * each from `min` to `max`, all different when `isDistinct`. Null when it is well formed.
 */
export function checkNumberRow(result: unknown, shape: TNumberRowShape): TPickProblem | null {
  const { count, min, max, isDistinct } = shape;
  if (!Array.isArray(result) || result.length !== count || !result.every(Number.isInteger)) {
    return pickProblem("result_malformed", { count });
  }
  const numbers = result as number[];
  if (numbers.some((value) => value < min || value > max)) {
    return pickProblem("result_number_out_of_range", { min, max });
  }
  if (isDistinct) {
    const repeated = numbers.find((value, index) => numbers.indexOf(value) !== index);
    if (repeated !== undefined) return pickProblem("result_repeated_number", { number: repeated });
  }
  return null;
}
