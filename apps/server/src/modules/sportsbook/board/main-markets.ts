import type { TMarketRow } from "./board-repo.ts";

/** The markets a board list shows per event, by sport (the event page shows them all). */
const MAIN_TYPES: Record<string, readonly string[]> = {
  football: ["1x2", "asian_handicap", "over_under"],
  basketball: ["match_winner", "asian_handicap", "over_under"],
  esports: ["match_winner", "map_handicap", "total_maps"],
};

/** Every main type of any sport, for the one query that loads a list's markets. */
export const ALL_MAIN_TYPES = [...new Set([...Object.values(MAIN_TYPES).flat(), "outright"])];

/**
 * The markets a list shows for an event: the outright itself, or one market per main type of its
 * sport, the first in board order (the main line), in the order of MAIN_TYPES.
 */
export function mainMarkets(sport: string, kind: string, markets: readonly TMarketRow[]): TMarketRow[] {
  if (kind === "outright") return markets.filter((market) => market.type === "outright").slice(0, 1);
  const shown: TMarketRow[] = [];
  for (const type of MAIN_TYPES[sport] ?? []) {
    const first = markets.find((market) => market.type === type);
    if (first) shown.push(first);
  }
  return shown;
}
