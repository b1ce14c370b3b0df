/**
 * Turning fair probabilities into the feed's odds: thousandths of decimal odds with the book's
 * margin built in, rounded down (so the margin is never below target) and kept within the
 * contract's bounds, 1.001 to 1000.
 */
import type { TMarketState } from "@orchid/contract/sportsbook";

export const MIN_ODDS = 1001;
export const MAX_ODDS = 1_000_000;
/** The book's margin: each market's implied probabilities add up to about 1 + this. */
export const DEFAULT_MARGIN = 0.05;

/** The odds for a selection that wins with fair probability `probability`. */
export function oddsFor(probability: number, margin = DEFAULT_MARGIN): number {
  if (!(probability > 0)) return MAX_ODDS;
  const odds = Math.floor(1000 / (probability * (1 + margin)));
  return Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds));
}

/** The probabilities the odds imply, added up (1 + margin for a market with one winner). */
export function impliedTotal(odds: readonly number[]): number {
  return odds.reduce((total, price) => total + 1000 / price, 0);
}

/**
 * A market can be offered while every selection gets a real price; once the favourite would be
 * priced at the floor (1.001) the market is suspended instead of offering a price that is wrong.
 */
export function offerState(probabilities: readonly number[], margin = DEFAULT_MARGIN): TMarketState {
  const favourite = Math.max(...probabilities);
  return favourite * (1 + margin) * MIN_ODDS > 1000 ? "suspended" : "open";
}
