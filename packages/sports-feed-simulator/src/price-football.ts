/**
 * Football prices from a Poisson goals model: each side's remaining goals are independent Poisson
 * counts (its expected goals for a whole match times the share still to play), added to the score
 * so far. Every market is priced on that distribution of final scores with the book's margin.
 */

import { settleGoalSelection, type TGoalMarket } from "@orchid/games/sportsbook/goal-markets";
import { settleHandicapSelection } from "@orchid/games/sportsbook/handicap-markets";
import { LOSE, VOID, WIN } from "@orchid/games/sportsbook/outcomes";
import type { TMatchResult, TScore } from "@orchid/games/sportsbook/results";
import { DEFAULT_MARGIN } from "./odds.ts";
import { priceMarket, type TPricedMarket, type TSelectionSpec, type TWeighted } from "./price-market.ts";

/** Over/under lines in quarter goals: 1.5, 2.25 and 2.5. */
export const FOOTBALL_TOTAL_LINES: readonly number[] = [6, 9, 10];

/** The scores the correct-score market lists (0-0 to 3-3); every other score is `any_other`. */
export const LISTED_SCORES: readonly TScore[] = [0, 1, 2, 3].flatMap((home) =>
  [0, 1, 2, 3].map((away) => ({ home, away })),
);

export type TFootballPricing = {
  /** The goals each side is expected to score over a whole match. */
  homeRate: number;
  awayRate: number;
  /** The score so far (0-0 before kick-off). */
  score?: TScore;
  /** The share of the match still to play, 1 before kick-off and 0 at the end. */
  left?: number;
  /** The Asian handicap lines, each the home side's handicap in quarter goals. */
  handicapLines: readonly number[];
  /** The over/under lines in quarter goals (default FOOTBALL_TOTAL_LINES). */
  totalLines?: readonly number[];
  margin?: number;
};

/** P(0), P(1), … of a Poisson count with mean `mean`, cut where the rest is negligible and rescaled to 1. */
export function poissonCounts(mean: number): number[] {
  if (!(mean >= 0)) throw new RangeError(`a Poisson mean cannot be ${mean}`);
  const counts = [Math.exp(-mean)];
  let total = counts[0] ?? 0;
  for (let goals = 1; goals <= 30 && total < 1 - 1e-13; goals += 1) {
    const previous = counts[goals - 1] ?? 0;
    counts.push((previous * mean) / goals);
    total += counts[goals] ?? 0;
  }
  return counts.map((p) => p / total);
}

/** The distribution of final scores from `score` with the given expected goals still to come. */
export function finalScores(homeMean: number, awayMean: number, score: TScore): TWeighted<TMatchResult>[] {
  const home = poissonCounts(homeMean);
  const away = poissonCounts(awayMean);
  const outcomes: TWeighted<TMatchResult>[] = [];
  home.forEach((pHome, extraHome) => {
    away.forEach((pAway, extraAway) => {
      const p = pHome * pAway;
      if (p < 1e-12) return;
      outcomes.push({
        result: { status: "final", home: score.home + extraHome, away: score.away + extraAway },
        p,
      });
    });
  });
  const total = outcomes.reduce((sum, outcome) => sum + outcome.p, 0);
  return outcomes.map((outcome) => ({ ...outcome, p: outcome.p / total }));
}

/**
 * Two Asian handicap lines around the expected goal difference, each the home side's handicap in
 * quarter goals: the nearest whole or half line, and the quarter line next to it on the side of
 * the expectation (a 0.6-goal home favourite gets −0.5 and −0.75, i.e. −2 and −3).
 */
export function footballHandicapLines(homeRate: number, awayRate: number): [number, number] {
  const fair = -(homeRate - awayRate);
  // `+ 0` turns a −0 into 0.
  const main = 2 * Math.round(fair * 2) + 0;
  return [main, fair < main / 4 ? main - 1 : main + 1];
}

const goalSelections = (market: TGoalMarket, codes: readonly string[]): TSelectionSpec<TMatchResult>[] =>
  codes.map((code) => ({ code, settle: (result) => settleGoalSelection(market, code, result) }));

const isListed = (home: number, away: number): boolean => home <= 3 && away <= 3;

/**
 * Correct score settled directly (the exact score wins, `any_other` wins on every score not
 * listed): the same as the games package's settlement, which the tests check, without rebuilding
 * the listed scores on each of the thousands of calls a price takes.
 */
function correctScoreSelections(): TSelectionSpec<TMatchResult>[] {
  const finalOf = (result: TMatchResult): TScore | null => (result.status === "final" ? result : null);
  return [
    ...LISTED_SCORES.map(
      (listed): TSelectionSpec<TMatchResult> => ({
        code: `${listed.home}-${listed.away}`,
        settle: (result) => {
          const score = finalOf(result);
          if (!score) return VOID;
          return score.home === listed.home && score.away === listed.away ? WIN : LOSE;
        },
      }),
    ),
    {
      code: "any_other",
      settle: (result) => {
        const score = finalOf(result);
        if (!score) return VOID;
        return isListed(score.home, score.away) ? LOSE : WIN;
      },
    },
  ];
}

/** Every football market at the current score and time, each with its state and prices. */
export function priceFootball(input: TFootballPricing): TPricedMarket[] {
  const score = input.score ?? { home: 0, away: 0 };
  const left = Math.min(1, Math.max(0, input.left ?? 1));
  const margin = input.margin ?? DEFAULT_MARGIN;
  const outcomes = finalScores(input.homeRate * left, input.awayRate * left, score);
  const price = (shape: Parameters<typeof priceMarket>[1], selections: TSelectionSpec<TMatchResult>[]) =>
    priceMarket(outcomes, shape, selections, margin);

  const markets = [
    price({ type: "1x2" }, goalSelections({ type: "1x2" }, ["home", "draw", "away"])),
    price({ type: "double_chance" }, goalSelections({ type: "double_chance" }, ["1X", "12", "X2"])),
    price({ type: "btts" }, goalSelections({ type: "btts" }, ["yes", "no"])),
    price({ type: "odd_even" }, goalSelections({ type: "odd_even" }, ["odd", "even"])),
    price({ type: "correct_score" }, correctScoreSelections()),
  ];
  for (const line of input.totalLines ?? FOOTBALL_TOTAL_LINES) {
    const market = { type: "over_under", line } as const;
    markets.push(
      price(
        market,
        ["over", "under"].map((code) => ({
          code,
          settle: (result) => settleHandicapSelection(market, code, result),
        })),
      ),
    );
  }
  for (const line of input.handicapLines) {
    // The feed's line is the home side's handicap; the away selection takes the opposite one.
    markets.push(
      price({ type: "asian_handicap", line }, [
        {
          code: "home",
          settle: (result) => settleHandicapSelection({ type: "asian_handicap", line }, "home", result),
        },
        {
          code: "away",
          settle: (result) =>
            settleHandicapSelection({ type: "asian_handicap", line: -line }, "away", result),
        },
      ]),
    );
  }
  return markets;
}
