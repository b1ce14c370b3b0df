import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { readSide, SIDES, showsSide, sideDimension, type TSide } from "../side.ts";
import { pk10ResultsAt, type TPk10Result } from "./pk10-result.ts";
import { top2Sum } from "./pk10-top2-sum.ts";

export type TPk10Top2SidesLine = TSide;

/** The top-2 sum (3–19) is big from 12 (12–19) and small up to 11. */
const BIG_FROM = 12;

function readPick(pick: string) {
  const side = readSide(pick);
  return side === null ? refusePick<TPk10Top2SidesLine>("invalid_pick", { pick }) : readLine(side);
}

/**
 * Top-2 sides: big/small or odd/even of the sum of the 1st and 2nd cars. Picks are "big",
 * "small", "odd" and "even". The sides are not even chances: of the 90 ordered pairs, 40 are
 * big and 50 small, 50 odd (one odd car, one even) and 40 even. Each side has its own payout
 * key, priced at 96 %: 2.16 for big and even (P = 4/9), 1.728 for small and odd (P = 5/9).
 */
export const pk10Top2Sides: TBetType<TPk10Result, TPk10Top2SidesLine> = {
  code: "top2_sides",
  parse: (picks) => parsePickList(picks, readPick, pk10Top2Sides.coverage),
  describe: (side) => `top 2 sum: ${side}`,
  hits: (result, side) => hitWhen(showsSide(top2Sum(result), side, BIG_FROM), side),
  coverage: (side) => ({ group: `top2_sides:${sideDimension(side)}`, key: side, space: 2 }),
  payoutKeys: SIDES,
  defaultOdds: { cost: 1_000, pays: { big: 2_160, small: 1_728, odd: 1_728, even: 2_160 } },
  rtp: (odds) =>
    SIDES.map((side) => ({
      label: side,
      rtp: expectedReturn(pk10ResultsAt([1, 2]), pk10Top2Sides.hits, side, odds),
    })),
};
