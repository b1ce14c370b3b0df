import { addFractions, fraction, type TFraction } from "../../fraction.ts";
import { binomial } from "./parse-set-picks.ts";

/**
 * Chances for a set of `setSize` different 2-digit numbers against `endings` lô-2 numbers, each
 * ending uniform over the 100 numbers and independent of the others (every digit of a result is
 * drawn on its own).
 */

/**
 * The chance that every number of the set appears at least once (xiên), by inclusion–exclusion
 * over the numbers missing: the sum over j of (-1)^j · C(k, j) · ((100 − j) / 100)^endings.
 */
export function chanceAllAppear(setSize: number, endings: number): TFraction {
  let chance = fraction(0n);
  for (let missing = 0; missing <= setSize; missing += 1) {
    const sign = missing % 2 === 0 ? 1n : -1n;
    const term = sign * binomial(setSize, missing) * BigInt(100 - missing) ** BigInt(endings);
    chance = addFractions(chance, fraction(term, 100n ** BigInt(endings)));
  }
  return chance;
}

/** The chance that no number of the set appears (lô trượt): ((100 − k) / 100)^endings. */
export function chanceNoneAppear(setSize: number, endings: number): TFraction {
  return fraction(BigInt(100 - setSize) ** BigInt(endings), 100n ** BigInt(endings));
}
