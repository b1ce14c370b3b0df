import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { ordinal, readPosition } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { readSide, SIDES, showsSide, sideDimension, type TSide } from "../side.ts";
import { everySscResult, SSC_POSITIONS, sscResultsAt, type TSscResult } from "./ssc-result.ts";

/** A digit's position (1–5) or the sum of all five digits. */
export type TSscTarget = number | "sum";
export type TSscTwoSidesLine = { target: TSscTarget; side: TSide };

/** A digit is big from 5 (5–9; small 0–4); the sum (0–45) is big from 23 (small 0–22). */
const DIGIT_BIG_FROM = 5;
const SUM_BIG_FROM = 23;

function targetValue(result: TSscResult, target: TSscTarget): number {
  if (target !== "sum") return result[target - 1] as number;
  return result.reduce((sum, digit) => sum + digit, 0);
}

function targetText(target: TSscTarget): string {
  return target === "sum" ? "sum" : `p${target}`;
}

function readPick(pick: string) {
  const [where = "", sideText = "", ...rest] = pick.split(":");
  const side = readSide(sideText);
  if (rest.length > 0 || side === null) return refusePick<TSscTwoSidesLine>("invalid_pick", { pick });
  if (where === "sum") return readLine<TSscTwoSidesLine>({ target: "sum", side });
  const position = readPosition(where);
  if (position === null) return refusePick<TSscTwoSidesLine>("invalid_pick", { pick });
  if (position < 1 || position > SSC_POSITIONS) {
    return refusePick<TSscTwoSidesLine>("position_out_of_range", { pick, max: SSC_POSITIONS });
  }
  return readLine<TSscTwoSidesLine>({ target: position, side });
}

/**
 * Two sides: big/small or odd/even of one digit or of the sum of the five digits. Picks are
 * "<where>:<side>", where is p1–p5 or sum, side is big, small, odd or even: "p3:big",
 * "sum:odd". Each pick is one line; a hit pays once.
 */
export const sscTwoSides: TBetType<TSscResult, TSscTwoSidesLine> = {
  code: "two_sides",
  parse: (picks) => parsePickList(picks, readPick, sscTwoSides.coverage),
  describe: ({ target, side }) => `${target === "sum" ? "sum" : ordinal(target)}: ${side}`,
  hits(result, { target, side }) {
    const bigFrom = target === "sum" ? SUM_BIG_FROM : DIGIT_BIG_FROM;
    return hitWhen(showsSide(targetValue(result, target), side, bigFrom));
  },
  coverage: ({ target, side }) => ({
    group: `two_sides:${targetText(target)}:${sideDimension(side)}`,
    key: side,
    space: 2,
  }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 1_982 } },
  rtp: (odds) =>
    (["digit", "sum"] as const).flatMap((kind) =>
      SIDES.map((side) => ({
        label: `${kind} ${side}`,
        rtp: expectedReturn(
          kind === "sum" ? everySscResult() : sscResultsAt([1]),
          sscTwoSides.hits,
          { target: kind === "sum" ? "sum" : 1, side },
          odds,
        ),
      })),
    ),
};
