/**
 * Esports series prices (a best-of of maps): every way the series can still finish is listed
 * with its probability (the map in play at its live chance, later maps at the pre-match chance),
 * and each market is priced on those outcomes with the games package's settlement.
 */
import { settleEsportsSelection, type TEsportsMarket } from "@orchid/games/sportsbook/esports-markets";
import type { TSeriesResult, TSide } from "@orchid/games/sportsbook/results";
import { DEFAULT_MARGIN } from "./odds.ts";
import { priceMarket, type TPricedMarket, type TWeighted } from "./price-market.ts";

/** Over/under 2.5 maps, in quarter maps. */
export const SERIES_TOTAL_LINE = 10;

export type TSeriesPricing = {
  /** The home side's chance of winning a map not yet started. */
  mapChance: number;
  /** The home side's chance of winning the next map to finish (the one in play); default mapChance. */
  nextMapChance?: number;
  /** The winners of the maps played so far, in order. */
  maps?: readonly TSide[];
  bestOf?: number;
  /** The map handicap, the home side's handicap in quarter maps (−6 is −1.5). */
  handicapLine: number;
  totalLine?: number;
  margin?: number;
};

/** The maps a side needs to take the series. */
export const mapsToWin = (bestOf: number): number => Math.floor(bestOf / 2) + 1;

/** Every way the series can end from here, with its probability. */
export function seriesResults(pricing: TSeriesPricing): TWeighted<TSeriesResult>[] {
  const bestOf = pricing.bestOf ?? 3;
  const needed = mapsToWin(bestOf);
  const played = pricing.maps ?? [];
  const outcomes: TWeighted<TSeriesResult>[] = [];
  const walk = (maps: TSide[], p: number): void => {
    const home = maps.filter((side) => side === "home").length;
    if (home >= needed || maps.length - home >= needed || maps.length >= bestOf) {
      outcomes.push({ result: { status: "final", maps }, p });
      return;
    }
    const chance =
      maps.length === played.length ? (pricing.nextMapChance ?? pricing.mapChance) : pricing.mapChance;
    if (chance > 0) walk([...maps, "home"], p * chance);
    if (chance < 1) walk([...maps, "away"], p * (1 - chance));
  };
  walk([...played], 1);
  return outcomes;
}

/** The favourite gives a map and a half: −1.5 (−6) for the home side when it is favoured, else +1.5. */
export function seriesHandicapLine(mapChance: number): number {
  return mapChance >= 0.5 ? -6 : 6;
}

/** Series winner, each map's winner, the map handicap and total maps. */
export function priceSeries(pricing: TSeriesPricing): TPricedMarket[] {
  const bestOf = pricing.bestOf ?? 3;
  const margin = pricing.margin ?? DEFAULT_MARGIN;
  const outcomes = seriesResults(pricing);
  const sides = (market: (side: TSide) => TEsportsMarket) =>
    (["home", "away"] as const).map((side) => ({
      code: side,
      settle: (result: TSeriesResult) => settleEsportsSelection(market(side), side, result),
    }));
  const markets = [
    priceMarket(
      outcomes,
      { type: "match_winner" },
      sides(() => ({ type: "match_winner" })),
      margin,
    ),
  ];
  for (let map = 1; map <= bestOf; map += 1) {
    markets.push(
      priceMarket(
        outcomes,
        { type: "map_winner", map },
        sides(() => ({ type: "map_winner", map })),
        margin,
      ),
    );
  }
  const handicap = pricing.handicapLine;
  markets.push(
    priceMarket(
      outcomes,
      { type: "map_handicap", line: handicap },
      sides((side) => ({ type: "map_handicap", line: side === "home" ? handicap : -handicap })),
      margin,
    ),
  );
  const total = { type: "total_maps", line: pricing.totalLine ?? SERIES_TOTAL_LINE } as const;
  markets.push(
    priceMarket(
      outcomes,
      total,
      (["over", "under"] as const).map((code) => ({
        code,
        settle: (result: TSeriesResult) => settleEsportsSelection(total, code, result),
      })),
      margin,
    ),
  );
  return markets;
}
