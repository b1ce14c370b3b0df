import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { ordinal, readNumber, readPosition, twoDigits } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { PK10_CARS, pk10ResultsAt, type TPk10Result } from "./pk10-result.ts";

export type TPk10PositionLine = { position: number; car: number };

function readPick(pick: string) {
  const [where = "", carText = "", ...rest] = pick.split(":");
  const position = readPosition(where);
  const car = readNumber(carText);
  if (rest.length > 0 || position === null || car === null) {
    return refusePick<TPk10PositionLine>("invalid_pick", { pick });
  }
  if (position < 1 || position > PK10_CARS) {
    return refusePick<TPk10PositionLine>("position_out_of_range", { pick, max: PK10_CARS });
  }
  if (car < 1 || car > PK10_CARS) {
    return refusePick<TPk10PositionLine>("number_out_of_range", { pick, min: 1, max: PK10_CARS });
  }
  return readLine<TPk10PositionLine>({ position, car });
}

/**
 * Position: one car at one finishing position. Picks are "p<position>:<car>", position 1–10,
 * car 1–10 written "07" or "7": "p1:07" wins when car 7 finishes first.
 */
export const pk10Position: TBetType<TPk10Result, TPk10PositionLine> = {
  code: "position",
  parse: (picks) => parsePickList(picks, readPick, pk10Position.coverage),
  describe: ({ position, car }) => `${ordinal(position)}: ${twoDigits(car)}`,
  hits: (result, { position, car }) => hitWhen(result[position - 1] === car),
  coverage: ({ position, car }) => ({
    group: `position:p${position}`,
    key: twoDigits(car),
    space: PK10_CARS,
  }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 9_900 } },
  rtp: (odds) => [
    {
      label: "a car at a position",
      rtp: expectedReturn(pk10ResultsAt([1]), pk10Position.hits, { position: 1, car: 1 }, odds),
    },
  ],
};
