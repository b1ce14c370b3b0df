import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { ordinal, readPosition } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { readSide, SIDES, showsSide, sideDimension, type TSide } from "../side.ts";
import { PK10_CARS, pk10ResultsAt, type TPk10Result } from "./pk10-result.ts";

export type TPk10PositionSidesLine = { position: number; side: TSide };

/** The car at a position is big from 6 (6–10) and small up to 5. */
const BIG_FROM = 6;

function readPick(pick: string) {
  const [where = "", sideText = "", ...rest] = pick.split(":");
  const position = readPosition(where);
  const side = readSide(sideText);
  if (rest.length > 0 || position === null || side === null) {
    return refusePick<TPk10PositionSidesLine>("invalid_pick", { pick });
  }
  if (position < 1 || position > PK10_CARS) {
    return refusePick<TPk10PositionSidesLine>("position_out_of_range", { pick, max: PK10_CARS });
  }
  return readLine<TPk10PositionSidesLine>({ position, side });
}

/**
 * Position sides: big/small or odd/even of the car at one position. Picks are
 * "p<position>:<side>", position 1–10, side big, small, odd or even: "p4:big" wins when the
 * 4th car is 6 or more.
 */
export const pk10PositionSides: TBetType<TPk10Result, TPk10PositionSidesLine> = {
  code: "position_sides",
  parse: (picks) => parsePickList(picks, readPick, pk10PositionSides.coverage),
  describe: ({ position, side }) => `${ordinal(position)}: ${side}`,
  hits: (result, { position, side }) => hitWhen(showsSide(result[position - 1] as number, side, BIG_FROM)),
  coverage: ({ position, side }) => ({
    group: `position_sides:p${position}:${sideDimension(side)}`,
    key: side,
    space: 2,
  }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 1_980 } },
  rtp: (odds) =>
    SIDES.map((side) => ({
      label: side,
      rtp: expectedReturn(pk10ResultsAt([1]), pk10PositionSides.hits, { position: 1, side }, odds),
    })),
};
