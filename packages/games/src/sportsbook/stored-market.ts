/**
 * Settling a selection as the book stores it: a market row (type, line in quarter units, map,
 * places) with its selections' codes, and the selection's code. The stored form is turned into
 * the settlement shapes of markets.ts: handicap lines are stored as the home side's, so the away
 * selection backs the opposite line; correct-score codes are "h-a" or "any_other"; an outright's
 * codes are its competitors.
 */
import { settleSelection, type TEventResult, type TMarket } from "./markets.ts";
import type { TOutcome } from "./outcomes.ts";
import type { TScore } from "./results.ts";

export type TStoredMarket = {
  type: string;
  line: number | null;
  map: number | null;
  places: number | null;
  /** Every selection code of the market (the scores listed, the competitors). */
  codes: readonly string[];
};

const SCORE_CODE = /^(\d{1,2})-(\d{1,2})$/;

/** A correct-score code as a score ("2-1" → home 2, away 1), or null for any other text. */
export function scoreOfCode(code: string): TScore | null {
  const match = SCORE_CODE.exec(code);
  return match ? { home: Number(match[1]), away: Number(match[2]) } : null;
}

/** The outcome of the selection `code` on the stored market, given the event's result. */
export function settleStoredSelection(market: TStoredMarket, code: string, result: TEventResult): TOutcome {
  const { shape, pick } = settlementShape(market, code);
  return settleSelection(shape, pick as never, result as never);
}

function settlementShape(market: TStoredMarket, code: string): { shape: TMarket; pick: unknown } {
  const line = market.line ?? 0;
  switch (market.type) {
    case "asian_handicap":
    case "map_handicap":
      return { shape: { type: market.type, line: code === "away" ? -line : line }, pick: code };
    case "over_under":
    case "total_maps":
      return { shape: { type: market.type, line }, pick: code };
    case "map_winner":
      return { shape: { type: "map_winner", map: market.map ?? 1 }, pick: code };
    case "correct_score": {
      const listed = market.codes.map(scoreOfCode).filter((score): score is TScore => score !== null);
      return {
        shape: { type: "correct_score", listed, anyOther: market.codes.includes("any_other") },
        pick: code === "any_other" ? code : (scoreOfCode(code) ?? code),
      };
    }
    case "outright":
      return {
        shape: { type: "outright", competitors: market.codes, places: market.places ?? 1 },
        pick: code,
      };
    case "1x2":
    case "double_chance":
    case "btts":
    case "odd_even":
    case "match_winner":
      return { shape: { type: market.type }, pick: code };
    default:
      throw new Error(`unknown market type ${JSON.stringify(market.type)}`);
  }
}
