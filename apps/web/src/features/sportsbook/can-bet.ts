import type { TEventState, TMarketState } from "@orchid/contract/sportsbook";

/** What deciding whether a price takes bets needs: the event's, the market's and its own state. */
export type TBetGate = {
  eventState: TEventState;
  startsAt: string;
  marketState: TMarketState;
  isOpen: boolean;
};

/**
 * Whether a selection takes bets now, as the book decides at placing: the event not started yet
 * (prematch with its start in the future) or in play, its market open and the selection open.
 * Anything else shows its price greyed and locked.
 */
export function canBet(gate: TBetGate, now: number): boolean {
  const isEventOpen =
    gate.eventState === "live" || (gate.eventState === "prematch" && Date.parse(gate.startsAt) > now);
  return isEventOpen && gate.marketState === "open" && gate.isOpen;
}
