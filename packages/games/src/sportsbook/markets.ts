/**
 * Settling one selection on any market the sportsbook offers. Markets are a union on `type`; each
 * family is settled in its own file (goal-markets.ts, handicap-markets.ts, outright.ts,
 * esports-markets.ts). The market and selection are checked first, so a malformed bet throws even
 * on a called-off event; then a cancelled or abandoned event voids every selection.
 */
import { settleEsportsSelection, type TEsportsMarket, type TEsportsSelection } from "./esports-markets.ts";
import { settleGoalSelection, type TGoalMarket, type TGoalSelection } from "./goal-markets.ts";
import {
  settleHandicapSelection,
  type THandicapMarket,
  type THandicapSelection,
} from "./handicap-markets.ts";
import type { TOutcome } from "./outcomes.ts";
import { settleOutrightSelection, type TOutrightMarket } from "./outright.ts";
import type { TMatchResult, TOutrightResult, TSeriesResult } from "./results.ts";

export type TMarket = TGoalMarket | THandicapMarket | TOutrightMarket | TEsportsMarket;

export type TMarketType = TMarket["type"];

type TSelectionByType = TGoalSelection & THandicapSelection & TEsportsSelection & { outright: string };

/** What a selection on a market of this type names. */
export type TSelectionFor<M extends TMarket> = TSelectionByType[M["type"]];

/** The result a market of this type settles on. */
export type TResultFor<M extends TMarket> = M extends TOutrightMarket
  ? TOutrightResult
  : M extends TEsportsMarket
    ? TSeriesResult
    : TMatchResult;

/** Any event's result. */
export type TEventResult = TMatchResult | TSeriesResult | TOutrightResult;

/**
 * The outcome of `selection` on `market` given the event's result. Throws a plain Error naming the
 * problem for a market, selection or result that cannot be (callers validate first; this guards).
 */
export function settleSelection<M extends TMarket>(
  market: M,
  selection: TSelectionFor<M>,
  result: TResultFor<M>,
): TOutcome {
  const known: TMarket = market;
  switch (known.type) {
    case "1x2":
    case "double_chance":
    case "btts":
    case "correct_score":
    case "odd_even":
      return settleGoalSelection(known, selection, result as TMatchResult);
    case "asian_handicap":
    case "over_under":
      return settleHandicapSelection(known, selection, result as TMatchResult);
    case "outright":
      return settleOutrightSelection(known, selection, result as TOutrightResult);
    case "match_winner":
    case "map_winner":
    case "map_handicap":
    case "total_maps":
      return settleEsportsSelection(known, selection, result as TSeriesResult);
    default:
      throw new Error(`unknown market ${JSON.stringify(market)}`);
  }
}
