import type {
  TBookEvent,
  TBookMarket,
  TBookScore,
  TBookSport,
  TEsportsTitle,
  TEventKind,
  TEventState,
  TMarketState,
  TMarketType,
} from "@orchid/contract/sportsbook";
import { merchantPrice } from "@orchid/games/sportsbook/pricing";
import { marketMaxStake, type TBookSettingsRow } from "../book-settings.ts";
import type { TEventRow, TMarketRow, TSelectionRow } from "./board-repo.ts";

/** The merchant's price of a selection on a market of this type. */
export function priceFor(settings: TBookSettingsRow, marketType: string, odds: number): number {
  return merchantPrice(odds, settings.margins[marketType] ?? 0);
}

export function presentMarket(
  market: TMarketRow,
  selections: readonly TSelectionRow[],
  settings: TBookSettingsRow,
): TBookMarket {
  return {
    id: market.id,
    key: market.key,
    type: market.type as TMarketType,
    line: market.line,
    map: market.map,
    places: market.places,
    state: market.state as TMarketState,
    maxStake: marketMaxStake(settings, market.maxStake),
    selections: selections.map((selection) => ({
      id: selection.id,
      code: selection.code,
      name: selection.name,
      odds: priceFor(settings, market.type, selection.odds),
      open: selection.open,
    })),
  };
}

export function presentEvent(
  event: TEventRow,
  markets: readonly TBookMarket[],
  marketCount: number,
  settings: TBookSettingsRow,
): TBookEvent {
  const live = event.state === "live" || event.state === "suspended";
  return {
    id: event.id,
    sport: event.sport as TBookSport,
    title: event.title as TEsportsTitle | null,
    competitionId: event.competitionId,
    competition: event.competition,
    stage: event.stage,
    kind: event.kind as TEventKind,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    state: event.state as TEventState,
    score: (event.score as TBookScore | null) ?? null,
    clock: live ? event.clock : null,
    inPlayDelayMs: live ? settings.inPlayDelayMs : 0,
    markets: [...markets],
    marketCount,
    result: event.result ?? null,
  };
}
