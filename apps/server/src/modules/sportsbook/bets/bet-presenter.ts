import type { TBookBet, TBookSport, TLegOutcome, TMarketType } from "@orchid/contract/sportsbook";
import type { TBetLegRow, TBetRow } from "./bets-repo.ts";

export function presentBet(bet: TBetRow, legs: readonly TBetLegRow[], cashOut: number | null): TBookBet {
  return {
    id: bet.id,
    kind: bet.kind === "parlay" ? "parlay" : "single",
    stake: bet.stake,
    odds: bet.odds,
    potentialReturn: bet.potentialReturn,
    state: bet.state as TBookBet["state"],
    payout: bet.payout,
    cashOut,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    legs: legs
      .filter((leg) => leg.betId === bet.id)
      .map((leg) => ({
        selectionId: leg.selectionId,
        eventId: leg.eventId,
        sport: leg.sport as TBookSport,
        home: leg.home,
        away: leg.away,
        startsAt: leg.startsAt.toISOString(),
        marketType: leg.marketType as TMarketType,
        line: leg.line,
        map: leg.map,
        code: leg.code,
        name: leg.name,
        odds: leg.odds,
        live: leg.live,
        outcome: leg.outcome as TLegOutcome | null,
      })),
  };
}
