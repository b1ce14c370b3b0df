import type { TWordSource } from "../../../rng.ts";
import type { TPickProblem } from "../../bet-type.ts";
import { drawIndependent } from "../../draw-numbers.ts";
import { checkNumberRow } from "../check-number-row.ts";

/** A K3 result: three dice, 1–6 each, in the order thrown. No bet depends on the order. */
export type TK3Result = readonly number[];

export const K3_DICE = 3;
const FACES = 6;

/**
 * Throws a K3 result. Word order: three uniform dice `1 + uniformInt(words, 6)`, die 1, 2 and 3
 * in that order (`drawIndependent(words, 1, 6, 3)`); a word at or above 4,294,967,292 is
 * skipped and the next one read in its place.
 */
export function drawK3Result(words: TWordSource): TK3Result {
  return drawIndependent(words, 1, FACES, K3_DICE);
}

/** Three integers, each 1–6; dice may repeat. */
export function checkK3Result(result: unknown): TPickProblem | null {
  return checkNumberRow(result, { count: K3_DICE, min: 1, max: FACES, isDistinct: false });
}

/** Every one of the 216 equally likely throws, in order 111, 112 … 666. */
export function everyK3Result(): TK3Result[] {
  const faces = Array.from({ length: FACES }, (_, index) => index + 1);
  return faces.flatMap((first) => faces.flatMap((second) => faces.map((third) => [first, second, third])));
}

/** The total of the three dice, 3–18. */
export function diceSum(result: TK3Result): number {
  return result.reduce((sum, die) => sum + die, 0);
}

/** Whether all three dice show the same face. */
export function isTriple(result: TK3Result): boolean {
  return result.every((die) => die === result[0]);
}

/** How many of the dice show `face`. */
export function diceShowing(result: TK3Result, face: number): number {
  return result.filter((die) => die === face).length;
}

/** A die face written as one digit 1–6, or null. */
export function readFace(text: string): number | null {
  return /^[1-6]$/.test(text) ? Number(text) : null;
}
