import type { TWordSource } from "../../rng.ts";
import { drawDistinct } from "../draw-numbers.ts";
import { FOUR_D_SPACE, type TFourDResult } from "./four-d-result.ts";

const WINNING_NUMBERS = 23;

/**
 * Draws a 4D result: 23 different numbers from 0–9999 by `drawDistinct(words, 10000, 23)`, each
 * written with 4 digits (zero-padded). They are read in this fixed order: the 1st number drawn is
 * the 1st prize, the 2nd is the 2nd prize, the 3rd is the 3rd prize, numbers 4–13 are the 10
 * starter prizes in that order, and numbers 14–23 are the 10 consolation prizes in that order.
 */
export function drawFourDResult(words: TWordSource): TFourDResult {
  const numbers = drawDistinct(words, FOUR_D_SPACE, WINNING_NUMBERS).map((value) =>
    String(value).padStart(4, "0"),
  );
  const [first, second, third] = numbers as [string, string, string];
  return { first, second, third, starter: numbers.slice(3, 13), consolation: numbers.slice(13, 23) };
}
