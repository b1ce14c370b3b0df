import { deadHeat, type TOutcome } from "@orchid/games/sportsbook/outcomes";

/** A leg's outcome as stored (its kind, and a dead heat's places and tie count). */
export type TStoredOutcome = { outcome: string | null; places: number | null; tied: number | null };

/** The settlement outcome of a stored leg; null while the leg is open. */
export function outcomeOfLeg(leg: TStoredOutcome): TOutcome | null {
  if (leg.outcome === null) return null;
  if (leg.outcome === "dead_heat") return deadHeat(leg.places ?? 1, leg.tied ?? 2);
  return { kind: leg.outcome } as TOutcome;
}

/** How a settlement outcome is stored. */
export function storedOutcome(outcome: TOutcome): TStoredOutcome {
  return outcome.kind === "dead_heat"
    ? { outcome: "dead_heat", places: outcome.places, tied: outcome.tied }
    : { outcome: outcome.kind, places: null, tied: null };
}
