import type { TBookEvent, TBookMarket, TBookSport, TMarketType } from "@orchid/contract/sportsbook";

/** The board's market columns per sport, in the order the book lists them. */
export const BOARD_MARKETS: Record<TBookSport, readonly TMarketType[]> = {
  football: ["1x2", "asian_handicap", "over_under"],
  basketball: ["match_winner", "asian_handicap", "over_under"],
  esports: ["match_winner", "map_handicap", "total_maps"],
};

/** How many price buttons a column holds: three for a result with a draw, two otherwise. */
export function columnWidth(type: TMarketType): number {
  return type === "1x2" ? 3 : 2;
}

/** The event's market for a board column (off-the-board markets left out), or null. */
export function boardMarket(event: Pick<TBookEvent, "markets">, type: TMarketType): TBookMarket | null {
  return event.markets.find((market) => market.type === type && market.state !== "closed") ?? null;
}

/** The event's main price market: the result (1X2 or match winner), else the first it shows. */
export function mainMarket(event: Pick<TBookEvent, "markets">): TBookMarket | null {
  const shown = event.markets.filter((market) => market.state !== "closed");
  return (
    shown.find((market) => market.type === "1x2" || market.type === "match_winner") ??
    shown.find((market) => market.type === "outright") ??
    shown[0] ??
    null
  );
}

/** How many of the event's markets the board does not show: the "+N" to its page. */
export function moreMarkets(event: Pick<TBookEvent, "markets" | "marketCount">): number {
  const shown = event.markets.filter((market) => market.state !== "closed").length;
  return Math.max(0, event.marketCount - shown);
}
