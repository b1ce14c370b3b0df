/**
 * The guards on the numbers settlement is given and gives back. Stakes and returns are integer
 * minor units held as JavaScript numbers (safe integers); odds are integers in thousandths of
 * decimal odds (1.950 is 1950). The maths underneath runs on BigInt, so a product past 2^53 stays
 * exact; only a final return too large for a safe integer is refused.
 */

/** The smallest valid odds, in thousandths: 1.001. Odds of 1.000 would pay the stake back on a win. */
export const MIN_ODDS = 1001;

/** The stake as a BigInt; throws unless it is a positive safe integer of minor units. */
export function stakeUnits(stake: number): bigint {
  if (!Number.isSafeInteger(stake) || stake <= 0) {
    throw new RangeError(`a stake must be a positive whole number of minor units, not ${stake}`);
  }
  return BigInt(stake);
}

/** The odds as a BigInt; throws unless they are a safe integer of at least MIN_ODDS thousandths. */
export function oddsUnits(odds: number): bigint {
  if (!Number.isSafeInteger(odds) || odds < MIN_ODDS) {
    throw new RangeError(`odds must be a whole number of thousandths of at least ${MIN_ODDS}, not ${odds}`);
  }
  return BigInt(odds);
}

/** A computed return as a number of minor units; throws when it is beyond a safe integer. */
export function minorUnits(value: bigint): number {
  if (value < 0n || value > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`a return of ${value} minor units is outside the range settlement can pay`);
  }
  return Number(value);
}
