import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { diceSum, everyK3Result, isTriple, type TK3Result } from "./k3-result.ts";

const SIDES = ["big", "small"] as const;
export type TK3SidesLine = (typeof SIDES)[number];

/** Big is a sum of 11–17, small 4–10; a triple (three equal dice) is neither. */
const BIG_FROM = 11;

function readPick(pick: string) {
  const side = SIDES.find((candidate) => candidate === pick);
  return side === undefined ? refusePick<TK3SidesLine>("invalid_pick", { pick }) : readLine(side);
}

/**
 * Big/small of the dice sum. Picks are "big" (11–17) and "small" (4–10). Any triple loses both,
 * so each side wins 105 of 216 throws.
 */
export const k3Sides: TBetType<TK3Result, TK3SidesLine> = {
  code: "sides",
  parse: (picks) => parsePickList(picks, readPick, k3Sides.coverage),
  describe: (side) => side,
  hits: (result, side) => hitWhen(!isTriple(result) && diceSum(result) >= BIG_FROM === (side === "big")),
  coverage: (side) => ({ group: "sides", key: side, space: 2 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 1_950 } },
  rtp: (odds) =>
    SIDES.map((side) => ({ label: side, rtp: expectedReturn(everyK3Result(), k3Sides.hits, side, odds) })),
};
