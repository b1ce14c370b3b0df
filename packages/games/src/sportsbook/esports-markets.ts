/**
 * Esports series markets, settled on the maps played: the series winner (a level series voids),
 * the winner of one map (a map not played voids), a handicap on maps won and over/under maps
 * played, both with lines in quarter maps (see quarter-line.ts). A called-off series voids every
 * selection.
 */
import { OVER_UNDER, settleTotal, type TOverUnder } from "./handicap-markets.ts";
import { LOSE, type TOutcome, VOID, WIN } from "./outcomes.ts";
import { checkedLine, settleMargin } from "./quarter-line.ts";
import { isCalledOff, otherSide, SIDES, type TSeriesResult, type TSide } from "./results.ts";
import { checkedSelection } from "./selections.ts";

export type TEsportsMarket =
  | { type: "match_winner" }
  | {
      type: "map_winner";
      /** Which map, counting from 1 in the order played. */
      map: number;
    }
  | {
      type: "map_handicap";
      /** The handicap of the side the selection backs, in quarter maps, added to its maps won. */
      line: number;
    }
  | {
      type: "total_maps";
      /** The maps-played line in quarter maps, above zero (2.5 → 10). */
      line: number;
    };

export type TEsportsSelection = {
  match_winner: TSide;
  map_winner: TSide;
  map_handicap: TSide;
  total_maps: TOverUnder;
};

/** The outcome of a selection on an esports market; throws on a market or selection that cannot be. */
export function settleEsportsSelection(
  market: TEsportsMarket,
  selection: unknown,
  result: TSeriesResult,
): TOutcome {
  switch (market.type) {
    case "match_winner": {
      const side = checkedSelection(market.type, selection, SIDES);
      if (isCalledOff(result)) return VOID;
      const lead = mapsWon(result.maps, side) - mapsWon(result.maps, otherSide(side));
      return lead === 0 ? VOID : lead > 0 ? WIN : LOSE;
    }
    case "map_winner": {
      if (!Number.isSafeInteger(market.map) || market.map < 1) {
        throw new RangeError(`a map_winner market needs a map number from 1, not ${market.map}`);
      }
      const side = checkedSelection(market.type, selection, SIDES);
      if (isCalledOff(result)) return VOID;
      const winner = checkedMaps(result.maps)[market.map - 1];
      return winner === undefined ? VOID : winner === side ? WIN : LOSE;
    }
    case "map_handicap": {
      const line = checkedLine(market.line);
      const side = checkedSelection(market.type, selection, SIDES);
      if (isCalledOff(result)) return VOID;
      return settleMargin(4 * (mapsWon(result.maps, side) - mapsWon(result.maps, otherSide(side))) + line);
    }
    case "total_maps": {
      const line = checkedLine(market.line, 1);
      const pick = checkedSelection(market.type, selection, OVER_UNDER);
      if (isCalledOff(result)) return VOID;
      return settleTotal(checkedMaps(result.maps).length, line, pick);
    }
    default:
      throw new Error(`unknown esports market ${JSON.stringify(market)}`);
  }
}

function mapsWon(maps: readonly TSide[], side: TSide): number {
  return checkedMaps(maps).filter((winner) => winner === side).length;
}

function checkedMaps(maps: readonly TSide[]): readonly TSide[] {
  if (!Array.isArray(maps)) throw new Error("a series result needs the list of maps played");
  for (const winner of maps) {
    if (!SIDES.includes(winner))
      throw new Error(`a map is won by home or away, not ${JSON.stringify(winner)}`);
  }
  return maps;
}
