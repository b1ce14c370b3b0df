import { fraction, type TFraction } from "../../fraction.ts";
import type { TBetOdds, THits } from "../bet-type.ts";

/**
 * The exact expected return of `line` per unit staked, when the result is equally likely to be
 * each of `outcomes`: the sum over outcomes of what `hits` pays, over the cost times their
 * number. The outcomes may be every result, or every value of the part of the result the line
 * reads (the rest filled in any fixed way), as long as each is equally likely.
 */
export function expectedReturn<TResult, TLine>(
  outcomes: Iterable<TResult>,
  hits: (result: TResult, line: TLine) => THits,
  line: TLine,
  odds: TBetOdds,
): TFraction {
  let paid = 0n;
  let count = 0n;
  for (const outcome of outcomes) {
    count += 1n;
    for (const [key, times] of Object.entries(hits(outcome, line))) {
      if (times === 0) continue;
      const price = odds.pays[key];
      if (price === undefined) throw new RangeError(`no price for the payout key ${key}`);
      paid += BigInt(times) * BigInt(price);
    }
  }
  if (count === 0n) throw new RangeError("no outcomes to average over");
  return fraction(paid, count * BigInt(odds.cost));
}
