/**
 * The book's prices as a member meets them: the feed's price less the merchant's margin for the
 * market type, the odds of a parlay (its legs multiplied) and what a bet returns if every leg
 * wins. Odds are integers in thousandths; everything rounds down, in the house's favour, once.
 */
import { MIN_ODDS, minorUnits, oddsUnits, stakeUnits } from "./amounts.ts";

/** The most margin a merchant may add to a market type: 30 %. */
export const MAX_MARGIN_BP = 3_000;

/**
 * The merchant's price for a feed price: the odds divided by (1 + margin), rounded down to the
 * thousandth, never below MIN_ODDS. A margin of 0 leaves the feed's price.
 */
export function merchantPrice(odds: number, marginBp: number): number {
  const units = oddsUnits(odds);
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > MAX_MARGIN_BP) {
    throw new RangeError(`a margin must be 0 to ${MAX_MARGIN_BP} basis points, not ${marginBp}`);
  }
  if (marginBp === 0) return odds;
  const priced = Number((units * 10_000n) / BigInt(10_000 + marginBp));
  return Math.max(MIN_ODDS, priced);
}

/** The product of the legs' odds as decimal text with three places, rounded down ("5.832"). */
export function combinedOdds(odds: readonly number[]): string {
  if (odds.length === 0) throw new RangeError("a bet needs at least one leg");
  let product = 1n;
  for (const price of odds) product *= oddsUnits(price);
  const thousandths = product / 1000n ** BigInt(odds.length - 1);
  const whole = thousandths / 1000n;
  return `${whole}.${(thousandths % 1000n).toString().padStart(3, "0")}`;
}

/** What the stake returns if every leg wins: stake × the exact product of the odds, rounded down. */
export function potentialReturn(stake: number, odds: readonly number[]): number {
  if (odds.length === 0) throw new RangeError("a bet needs at least one leg");
  let numerator = stakeUnits(stake);
  let denominator = 1n;
  for (const price of odds) {
    numerator *= oddsUnits(price);
    denominator *= 1000n;
  }
  return minorUnits(numerator / denominator);
}
