import { type TWordSource, uniformInt } from "../rng.ts";

/**
 * The shapes a lottery result is drawn in, all from uniform words without modulo bias. Each
 * family's `draw` is built from these, so the verify page and `lottery:verify` read the same words
 * in the same order as the server did.
 */

/** `length` decimal digits, each 0–9 on its own (a ball machine per digit), as a string. */
export function drawDigits(words: TWordSource, length: number): string {
  let digits = "";
  for (let index = 0; index < length; index += 1) digits += String(uniformInt(words, 10));
  return digits;
}

/**
 * `count` different integers from [0, n), in the order drawn (a partial Fisher–Yates shuffle:
 * the i-th pick is uniform over what is left).
 */
export function drawDistinct(words: TWordSource, n: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 0 || count > n) {
    throw new RangeError(`cannot draw ${count} different numbers from ${n}`);
  }
  // The shuffle of [0, n) kept sparse: only swapped places are stored, so 23 of 10,000 cost 23 steps.
  const swapped = new Map<number, number>();
  const at = (place: number) => swapped.get(place) ?? place;
  const drawn: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const pick = index + uniformInt(words, n - index);
    const value = at(pick);
    swapped.set(pick, at(index));
    drawn.push(value);
  }
  return drawn;
}

/** `count` integers from [low, high], each on its own (dice, digits with repeats). */
export function drawIndependent(words: TWordSource, low: number, high: number, count: number): number[] {
  return Array.from({ length: count }, () => low + uniformInt(words, high - low + 1));
}
