/** The most legs one parlay takes (the book's rule). */
export const MAX_PARLAY_LEGS = 10;
/** The fewest legs a parlay has; one leg is a single. */
export const MIN_PARLAY_LEGS = 2;

export type TParlayProblem = "too_few_legs" | "too_many_legs" | "same_event";

/**
 * Whether the slip's legs make one parlay the book takes: 2 to 10 legs, each of a different
 * event. Answers the first problem (the book's PARLAY_INVALID names the same ones), or null.
 */
export function parlayProblem(legs: readonly { eventId: number }[]): TParlayProblem | null {
  if (legs.length < MIN_PARLAY_LEGS) return "too_few_legs";
  if (legs.length > MAX_PARLAY_LEGS) return "too_many_legs";
  const events = new Set(legs.map((leg) => leg.eventId));
  return events.size === legs.length ? null : "same_event";
}

/** The events two or more of the slip's legs share: those legs cannot go in one parlay. */
export function sharedEvents(legs: readonly { eventId: number }[]): ReadonlySet<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const leg of legs) {
    if (seen.has(leg.eventId)) shared.add(leg.eventId);
    seen.add(leg.eventId);
  }
  return shared;
}
