/**
 * Cash-out: closing an open bet early at its fair value today, less the merchant's margin. For
 * each leg the fair factor is its settled outcome's factor (outcomeFactor), or, while it is still
 * open, the price taken over the price now (a leg taken at 2.00 that now trades at 1.60 is worth
 * 1.25 of its stake). The bet's value is the stake times every factor, times (1 − margin), rounded
 * down once. A losing leg, or an open leg with no price now (suspended, off the board), leaves no
 * cash-out.
 */
import { fraction, multiplyFractions } from "../fraction.ts";
import { minorUnits, oddsUnits, stakeUnits } from "./amounts.ts";
import { outcomeFactor, type TOutcome } from "./outcomes.ts";

/** The most margin cash-out may keep: 50 %. */
export const MAX_CASH_OUT_MARGIN_BP = 5_000;

/** A leg as cash-out sees it: the price taken, its outcome if settled, else the price it trades at now. */
export type TCashOutLeg = { odds: number; outcome: TOutcome | null; currentOdds: number | null };

/** The cash-out value in minor units, or null when the bet cannot be cashed out now. */
export function cashOutValue(stake: number, legs: readonly TCashOutLeg[], marginBp: number): number | null {
  if (!Number.isSafeInteger(marginBp) || marginBp < 0 || marginBp > MAX_CASH_OUT_MARGIN_BP) {
    throw new RangeError(
      `a cash-out margin must be 0 to ${MAX_CASH_OUT_MARGIN_BP} basis points, not ${marginBp}`,
    );
  }
  if (legs.length === 0) throw new RangeError("a bet needs at least one leg");
  let factor = fraction(BigInt(10_000 - marginBp), 10_000n);
  let open = 0;
  for (const leg of legs) {
    if (leg.outcome) {
      if (leg.outcome.kind === "lose") return null;
      factor = multiplyFractions(factor, outcomeFactor(leg.odds, leg.outcome));
      continue;
    }
    if (leg.currentOdds === null) return null;
    open += 1;
    factor = multiplyFractions(factor, fraction(oddsUnits(leg.odds), oddsUnits(leg.currentOdds)));
  }
  // A bet with every leg settled is settlement's to pay, not cash-out's.
  if (open === 0) return null;
  const value = minorUnits((stakeUnits(stake) * factor.numerator) / factor.denominator);
  return value > 0 ? value : null;
}
