/**
 * Parlays (accumulators): one stake on several legs, each from a different event, paid the
 * product of the legs' factors (see outcomeFactor: win → odds / 1000, half_win →
 * (odds + 1000) / 2000, half_lose → 1/2, push and void → 1, dead_heat → odds × places /
 * (1000 × tied), lose → 0). The product is exact, a BigInt rational, and is rounded down to the
 * minor unit once, at the end; so a losing leg returns nothing and legs that are all void return
 * the stake.
 */
import { fraction, multiplyFractions } from "../fraction.ts";
import { minorUnits, stakeUnits } from "./amounts.ts";
import { outcomeFactor, type TOutcome } from "./outcomes.ts";

/** The most legs one parlay may have. */
export const MAX_PARLAY_LEGS = 10;

/** The fewest legs a parlay has; one leg is a single. */
export const MIN_PARLAY_LEGS = 2;

export type TSettledLeg = { odds: number; outcome: TOutcome };

export type TParlayProblem = {
  problem: "too_few_legs" | "too_many_legs" | "same_event";
  /** The first leg at fault: the first past the limit, the second on an event already taken, or the count when too few. */
  index: number;
};

/** What a parlay returns, in minor units: the stake times the exact product of its legs, rounded down. */
export function parlayReturn(stake: number, legs: readonly TSettledLeg[]): number {
  if (legs.length === 0) throw new RangeError("a parlay needs at least one settled leg");
  const factor = legs.reduce(
    (product, leg) => multiplyFractions(product, outcomeFactor(leg.odds, leg.outcome)),
    fraction(1n),
  );
  return minorUnits((stakeUnits(stake) * factor.numerator) / factor.denominator);
}

/**
 * The first problem that keeps these legs from being one parlay, or null when there is none:
 * fewer than MIN_PARLAY_LEGS or more than MAX_PARLAY_LEGS legs, or two legs on the same event.
 */
export function parlayProblem(legs: readonly { eventId: string }[]): TParlayProblem | null {
  if (legs.length < MIN_PARLAY_LEGS) return { problem: "too_few_legs", index: legs.length };
  if (legs.length > MAX_PARLAY_LEGS) return { problem: "too_many_legs", index: MAX_PARLAY_LEGS };
  const events = new Set<string>();
  for (const [index, leg] of legs.entries()) {
    if (events.has(leg.eventId)) return { problem: "same_event", index };
    events.add(leg.eventId);
  }
  return null;
}
