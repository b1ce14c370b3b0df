import { fraction, multiplyFractions, type TFraction } from "../../fraction.ts";
import type { TBetOdds } from "../bet-type.ts";

/**
 * The exact return per unit staked of a line paid `pays.hit / cost` for each hit, given its
 * expected number of hits (by linearity of expectation, whatever the hits' dependence; for a line
 * paid once, the expected number of hits is its chance of winning).
 */
export function hitRtp(expectedHits: TFraction, odds: TBetOdds): TFraction {
  const pays = odds.pays.hit;
  if (pays === undefined) throw new RangeError("no price for the payout key hit");
  return multiplyFractions(expectedHits, fraction(BigInt(pays), BigInt(odds.cost)));
}
