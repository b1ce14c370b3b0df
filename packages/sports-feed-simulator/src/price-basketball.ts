/**
 * Basketball prices from a normal model of the points still to come: each side's remaining points
 * have the mean of its scoring rate and the spread of the engine's scoring (baskets of 1, 2 or 3
 * points), added to the score so far. A tie after regulation goes to overtime, so the line-0
 * handicap (the money line) never pushes.
 *
 * The contract's lines stop at 400 quarter units (100 points), well below a real game's total, so
 * the over/under on total points is only sent when its line fits (see MAX_LINE).
 */
import type { TScore } from "@orchid/games/sportsbook/results";
import { normalCdf } from "./normal.ts";
import { DEFAULT_MARGIN, oddsFor, offerState } from "./odds.ts";
import type { TPricedMarket } from "./price-market.ts";

/** The largest line the contract takes (ZQuarterLine), in quarter units. */
export const MAX_LINE = 1200;
export const REGULATION_MINUTES = 48;
export const OVERTIME_MINUTES = 5;

/** Points per basket and how often each comes (free throw, two, three); shared with the engine. */
export const BASKETS: readonly { points: number; p: number }[] = [
  { points: 1, p: 0.15 },
  { points: 2, p: 0.6 },
  { points: 3, p: 0.25 },
];
const MEAN_BASKET = BASKETS.reduce((sum, basket) => sum + basket.points * basket.p, 0);
const MEAN_SQUARE_BASKET = BASKETS.reduce((sum, basket) => sum + basket.points ** 2 * basket.p, 0);
/** The variance of a side's points per point expected (a compound Poisson count of baskets). */
export const POINTS_VARIANCE_RATIO = MEAN_SQUARE_BASKET / MEAN_BASKET;
export const MEAN_POINTS_PER_BASKET = MEAN_BASKET;

export type TBasketballPricing = {
  /** The points each side is expected to score over 48 minutes. */
  homePoints: number;
  awayPoints: number;
  score?: TScore;
  /** Minutes still to play in the current regulation or overtime (48 before tip-off). */
  minutesLeft?: number;
  /** The point spread, the home side's handicap in quarter points (a half-point line, e.g. −22 for −5.5). */
  spreadLine: number;
  /** The total points line in quarter points; dropped when above MAX_LINE. */
  totalLine?: number;
  margin?: number;
};

type TNormal = { mean: number; sd: number };

function remaining(pricing: TBasketballPricing, minutes: number): { diff: TNormal; total: TNormal } {
  const share = minutes / REGULATION_MINUTES;
  const home = pricing.homePoints * share;
  const away = pricing.awayPoints * share;
  // A quarter of a point of spread at the end keeps the last seconds' prices finite.
  const variance = (home + away) * POINTS_VARIANCE_RATIO + 0.25;
  return {
    diff: { mean: home - away, sd: Math.sqrt(variance) },
    total: { mean: home + away, sd: Math.sqrt(variance) },
  };
}

/** The chance the home side wins one overtime it starts level (level after it counts as half). */
function overtimeHomeChance(pricing: TBasketballPricing): number {
  const { diff } = remaining(pricing, OVERTIME_MINUTES);
  const ahead = 1 - normalCdf((0.5 - diff.mean) / diff.sd);
  const behind = normalCdf((-0.5 - diff.mean) / diff.sd);
  return ahead / (ahead + behind);
}

/**
 * The home side's chance of winning with `line` quarter points added: a half-point line splits the
 * integer differences cleanly; line 0 sends a level score to overtime.
 */
export function homeCoverChance(pricing: TBasketballPricing, line: number): number {
  const score = pricing.score ?? { home: 0, away: 0 };
  const { diff } = remaining(pricing, pricing.minutesLeft ?? REGULATION_MINUTES);
  const mean = score.home - score.away + diff.mean;
  if (line === 0) {
    const ahead = 1 - normalCdf((0.5 - mean) / diff.sd);
    const level = normalCdf((0.5 - mean) / diff.sd) - normalCdf((-0.5 - mean) / diff.sd);
    return ahead + level * overtimeHomeChance(pricing);
  }
  if (Math.abs(line % 4) !== 2)
    throw new RangeError(`a spread of ${line} quarter points is not a half-point line`);
  return 1 - normalCdf((-line / 4 - mean) / diff.sd);
}

/** The chance the final total goes over `line` quarter points (a half-point line). */
export function overChance(pricing: TBasketballPricing, line: number): number {
  const score = pricing.score ?? { home: 0, away: 0 };
  const { total } = remaining(pricing, pricing.minutesLeft ?? REGULATION_MINUTES);
  return 1 - normalCdf((line / 4 - score.home - score.away - total.mean) / total.sd);
}

/** A half-point spread around the expected margin, as the home side's handicap in quarter points. */
export function basketballSpreadLine(homePoints: number, awayPoints: number): number {
  return 4 * Math.floor(awayPoints - homePoints) + 2;
}

/** A half-point total around the expected total, in quarter points. */
export function basketballTotalLine(homePoints: number, awayPoints: number): number {
  return 4 * Math.floor(homePoints + awayPoints) + 2;
}

function twoWay(
  shape: { type: "asian_handicap" | "over_under"; line: number },
  codes: [string, string],
  first: number,
  margin: number,
): TPricedMarket {
  const probabilities = [first, 1 - first];
  return {
    market: {
      ...shape,
      selections: codes.map((code, index) => ({ code, odds: oddsFor(probabilities[index] ?? 0, margin) })),
    },
    state: offerState(probabilities, margin),
    probabilities,
  };
}

/** The money line (handicap 0), the point spread and, when its line fits the contract, the total. */
export function priceBasketball(pricing: TBasketballPricing): TPricedMarket[] {
  const margin = pricing.margin ?? DEFAULT_MARGIN;
  const markets = [
    twoWay({ type: "asian_handicap", line: 0 }, ["home", "away"], homeCoverChance(pricing, 0), margin),
    twoWay(
      { type: "asian_handicap", line: pricing.spreadLine },
      ["home", "away"],
      homeCoverChance(pricing, pricing.spreadLine),
      margin,
    ),
  ];
  const { totalLine } = pricing;
  if (totalLine !== undefined && totalLine > 0 && totalLine <= MAX_LINE) {
    markets.push(
      twoWay(
        { type: "over_under", line: totalLine },
        ["over", "under"],
        overChance(pricing, totalLine),
        margin,
      ),
    );
  }
  return markets;
}
