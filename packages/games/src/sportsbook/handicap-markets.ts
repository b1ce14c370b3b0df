/**
 * The line markets on a match's goals: Asian handicap and over/under total goals. Lines are in
 * quarter goals (see quarter-line.ts), so quarter lines split the stake over the two neighbouring
 * lines. A called-off match voids every selection.
 */
import { type TOutcome, VOID } from "./outcomes.ts";
import { checkedLine, settleMargin } from "./quarter-line.ts";
import { checkedScore, isCalledOff, otherSide, SIDES, type TMatchResult, type TSide } from "./results.ts";
import { checkedSelection } from "./selections.ts";

export type THandicapMarket =
  | {
      type: "asian_handicap";
      /** The handicap of the side the selection backs, in quarter goals, added to that side's score. */
      line: number;
    }
  | {
      type: "over_under";
      /** The total goals line in quarter goals, above zero (2.5 → 10). */
      line: number;
    };

export type TOverUnder = "over" | "under";

export type THandicapSelection = {
  asian_handicap: TSide;
  over_under: TOverUnder;
};

export const OVER_UNDER: readonly TOverUnder[] = ["over", "under"];

/** The outcome of a selection on a line market; throws on a market or selection that cannot be. */
export function settleHandicapSelection(
  market: THandicapMarket,
  selection: unknown,
  result: TMatchResult,
): TOutcome {
  switch (market.type) {
    case "asian_handicap": {
      const line = checkedLine(market.line);
      const side = checkedSelection(market.type, selection, SIDES);
      if (isCalledOff(result)) return VOID;
      const score = checkedScore(result);
      return settleMargin(4 * (score[side] - score[otherSide(side)]) + line);
    }
    case "over_under": {
      const line = checkedLine(market.line, 1);
      const pick = checkedSelection(market.type, selection, OVER_UNDER);
      if (isCalledOff(result)) return VOID;
      const score = checkedScore(result);
      return settleTotal(score.home + score.away, line, pick);
    }
    default:
      throw new Error(`unknown line market ${JSON.stringify(market)}`);
  }
}

/** Over or under `line` quarter units on a whole-number total. */
export function settleTotal(total: number, line: number, pick: TOverUnder): TOutcome {
  const past = 4 * total - line;
  return settleMargin(pick === "over" ? past : -past);
}
