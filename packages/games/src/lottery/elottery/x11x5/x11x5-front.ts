import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { twoDigits } from "../pick-parts.ts";
import { readLine } from "../pick-problem.ts";
import { readBallList } from "./read-ball-list.ts";
import { type TX11x5Result, X11X5_BALLS, x11x5ResultsAt } from "./x11x5-result.ts";

/** The chosen first balls: in drawing order for a straight bet, ascending for a group bet. */
export type TX11x5FrontLine = readonly number[];

type TFrontShape = { code: string; count: number; isStraight: boolean; name: string; price: number };

function orderings(count: number): number {
  return count <= 1 ? 1 : count * orderings(count - 1);
}

/** How many ordered choices of `count` different balls there are: 110 for two, 990 for three. */
function orderedChoices(count: number): number {
  return orderings(X11X5_BALLS) / orderings(X11X5_BALLS - count);
}

/**
 * A bet on the first `count` balls drawn, picked as `count` different balls "01,05(,09)".
 * Straight: the picks are the first balls in drawing order. Group: the picks are the first
 * balls in any order (stored ascending, so "05,01" and "01,05" are the same line).
 */
function frontBet({
  code,
  count,
  isStraight,
  name,
  price,
}: TFrontShape): TBetType<TX11x5Result, TX11x5FrontLine> {
  const positions = Array.from({ length: count }, (_, index) => index + 1);
  const betType: TBetType<TX11x5Result, TX11x5FrontLine> = {
    code,
    parse: (picks) =>
      parsePickList(
        picks,
        (pick) => {
          const balls = readBallList(pick, pick, count);
          if (!balls.ok || isStraight) return balls;
          return readLine([...balls.line].sort((a, b) => a - b));
        },
        betType.coverage,
      ),
    describe: (balls) => `${name}: ${balls.map(twoDigits).join(isStraight ? " > " : " ")}`,
    hits(result, balls) {
      const front = result.slice(0, count);
      const isHit = isStraight
        ? front.every((ball, index) => ball === balls[index])
        : balls.every((ball) => front.includes(ball));
      return hitWhen(isHit);
    },
    coverage: (balls) => ({
      group: code,
      key: balls.map(twoDigits).join(","),
      space: orderedChoices(count) / (isStraight ? 1 : orderings(count)),
    }),
    payoutKeys: ["hit"],
    defaultOdds: { cost: 1_000, pays: { hit: price } },
    rtp: (odds) => [
      { label: name, rtp: expectedReturn(x11x5ResultsAt(positions), betType.hits, positions, odds) },
    ],
  };
  return betType;
}

/**
 * Front-2 straight: the first two balls drawn, in order. Picks are two balls "01,05": the 1st
 * ball 01 and the 2nd 05 (1 of 110 orders; fair 110, pays 100).
 */
export const x11x5Front2Straight = frontBet({
  code: "front2_straight",
  count: 2,
  isStraight: true,
  name: "front 2 straight",
  price: 100_000,
});

/** Front-2 group: the first two balls in either order. Picks "01,05" (1 of 55; fair 55, pays 50). */
export const x11x5Front2Group = frontBet({
  code: "front2_group",
  count: 2,
  isStraight: false,
  name: "front 2 group",
  price: 50_000,
});

/** Front-3 straight: the first three balls, in order. Picks "01,05,09" (1 of 990; pays 900). */
export const x11x5Front3Straight = frontBet({
  code: "front3_straight",
  count: 3,
  isStraight: true,
  name: "front 3 straight",
  price: 900_000,
});

/** Front-3 group: the first three balls in any order. Picks "01,05,09" (1 of 165; pays 150). */
export const x11x5Front3Group = frontBet({
  code: "front3_group",
  count: 3,
  isStraight: false,
  name: "front 3 group",
  price: 150_000,
});
