/**
 * The slip's sums, exact: odds are integers in thousandths of decimal odds and stakes integer
 * minor units, multiplied as BigInt so a ten-leg parlay loses nothing, rounded down once (in the
 * house's favour, as the book settles).
 */

const THOUSAND = 1000n;

/** The legs' odds multiplied, in thousandths, rounded down: [2000, 1500] → 3000n. */
export function combinedOddsThousandths(odds: readonly number[]): bigint {
  if (odds.length === 0) return 0n;
  let product = 1n;
  for (const price of odds) product *= BigInt(price);
  return product / THOUSAND ** BigInt(odds.length - 1);
}

/** The combined odds as decimal text with three places, rounded down: "5.832". */
export function combinedOddsText(odds: readonly number[]): string {
  const thousandths = combinedOddsThousandths(odds);
  return `${thousandths / THOUSAND}.${(thousandths % THOUSAND).toString().padStart(3, "0")}`;
}

/**
 * What the stake returns if every leg wins, in minor units: the stake times the exact product of
 * the odds (not the rounded combined odds), rounded down to the minor unit.
 */
export function potentialReturn(stake: number, odds: readonly number[]): bigint {
  if (odds.length === 0 || !Number.isSafeInteger(stake) || stake <= 0) return 0n;
  let numerator = BigInt(stake);
  for (const price of odds) numerator *= BigInt(price);
  return numerator / THOUSAND ** BigInt(odds.length);
}

/** A computed amount as a number to show: exact while a safe integer, the largest one past that. */
export function shownMinor(amount: bigint): number {
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  return Number(amount > limit ? limit : amount);
}
