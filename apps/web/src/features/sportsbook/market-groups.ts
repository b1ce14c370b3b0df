import type { TBookMarket, TMarketType } from "@orchid/contract/sportsbook";

export const MARKET_GROUPS = ["main", "handicaps", "totals", "maps", "scores", "outright"] as const;
export type TMarketGroup = (typeof MARKET_GROUPS)[number];

const GROUP_OF: Record<TMarketType, TMarketGroup> = {
  "1x2": "main",
  match_winner: "main",
  double_chance: "main",
  btts: "main",
  odd_even: "main",
  asian_handicap: "handicaps",
  map_handicap: "handicaps",
  over_under: "totals",
  total_maps: "totals",
  map_winner: "maps",
  correct_score: "scores",
  outright: "outright",
};

/** The order of types within a group. */
const TYPE_ORDER: readonly TMarketType[] = [
  "1x2",
  "match_winner",
  "double_chance",
  "btts",
  "odd_even",
  "asian_handicap",
  "map_handicap",
  "over_under",
  "total_maps",
  "map_winner",
  "correct_score",
  "outright",
];

/**
 * The event page's markets in groups (main, handicaps, totals, maps, scores, outright), each in
 * type order and then by line (totals up, handicaps from the home side's most given) or map;
 * markets off the board are left out, and empty groups too.
 */
export function groupMarkets(
  markets: readonly TBookMarket[],
): { group: TMarketGroup; markets: TBookMarket[] }[] {
  const shown = markets
    .filter((market) => market.state !== "closed")
    .sort(
      (a, b) =>
        TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.map ?? 0) - (b.map ?? 0) ||
        a.id - b.id,
    );
  return MARKET_GROUPS.map((group) => ({
    group,
    markets: shown.filter((market) => GROUP_OF[market.type] === group),
  })).filter((entry) => entry.markets.length > 0);
}
