/**
 * The markets settled on a match's final score alone: 1X2, double chance, both teams to score,
 * correct score and odd/even total goals. A called-off match voids every selection.
 */
import { LOSE, type TOutcome, VOID, WIN } from "./outcomes.ts";
import { checkedScore, isCalledOff, type TMatchResult, type TScore } from "./results.ts";
import { checkedSelection } from "./selections.ts";

export type TGoalMarket =
  | { type: "1x2" }
  | { type: "double_chance" }
  | { type: "btts" }
  | {
      type: "correct_score";
      /** The scores offered, each once. */
      listed: readonly TScore[];
      /** Whether "any other score" (every score not listed) is offered too. */
      anyOther?: boolean;
    }
  | { type: "odd_even" };

export type TThreeWay = "home" | "draw" | "away";
export type TDoubleChance = "1X" | "12" | "X2";
export type TCorrectScoreSelection = TScore | "any_other";

export type TGoalSelection = {
  "1x2": TThreeWay;
  double_chance: TDoubleChance;
  btts: "yes" | "no";
  correct_score: TCorrectScoreSelection;
  odd_even: "odd" | "even";
};

const THREE_WAY: readonly TThreeWay[] = ["home", "draw", "away"];
const DOUBLE_CHANCE: Record<TDoubleChance, readonly TThreeWay[]> = {
  "1X": ["home", "draw"],
  "12": ["home", "away"],
  X2: ["draw", "away"],
};

/** The outcome of a selection on a goal market; throws on a market or selection that cannot be. */
export function settleGoalSelection(market: TGoalMarket, selection: unknown, result: TMatchResult): TOutcome {
  const wins = winsOn(market, selection);
  if (isCalledOff(result)) return VOID;
  return wins(checkedScore(result)) ? WIN : LOSE;
}

/** The check a final score must pass for the selection to win; throws first if it cannot be settled. */
function winsOn(market: TGoalMarket, selection: unknown): (score: TScore) => boolean {
  switch (market.type) {
    case "1x2": {
      const pick = checkedSelection(market.type, selection, THREE_WAY);
      return (score) => winner(score) === pick;
    }
    case "double_chance": {
      const pick = checkedSelection(market.type, selection, ["1X", "12", "X2"] as const);
      return (score) => DOUBLE_CHANCE[pick].includes(winner(score));
    }
    case "btts": {
      const pick = checkedSelection(market.type, selection, ["yes", "no"] as const);
      return (score) => (score.home > 0 && score.away > 0) === (pick === "yes");
    }
    case "correct_score":
      return correctScore(market, selection);
    case "odd_even": {
      const pick = checkedSelection(market.type, selection, ["odd", "even"] as const);
      return (score) => ((score.home + score.away) % 2 === 1) === (pick === "odd");
    }
    default:
      throw new Error(`unknown goal market ${JSON.stringify(market)}`);
  }
}

function correctScore(
  market: Extract<TGoalMarket, { type: "correct_score" }>,
  selection: unknown,
): (score: TScore) => boolean {
  if (!Array.isArray(market.listed)) throw new Error("a correct_score market needs its listed scores");
  const listed = market.listed.map(checkedScore);
  const keys = new Set(listed.map(scoreKey));
  if (listed.length === 0 || keys.size !== listed.length) {
    throw new Error("a correct_score market needs at least one score, each listed once");
  }
  if (selection === "any_other") {
    if (!market.anyOther) throw new Error('this correct_score market does not offer "any_other"');
    return (score) => !keys.has(scoreKey(score));
  }
  if (typeof selection !== "object" || selection === null) {
    throw new Error(`unknown selection ${JSON.stringify(selection)} for a correct_score market`);
  }
  const pick = scoreKey(checkedScore(selection as TScore));
  if (!keys.has(pick)) throw new Error(`the score ${pick} is not listed in this correct_score market`);
  return (score) => scoreKey(score) === pick;
}

function winner(score: TScore): TThreeWay {
  return score.home > score.away ? "home" : score.home < score.away ? "away" : "draw";
}

function scoreKey(score: TScore): string {
  return `${score.home}-${score.away}`;
}
