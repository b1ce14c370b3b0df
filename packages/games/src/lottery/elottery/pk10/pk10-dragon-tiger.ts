import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { ordinal, readPosition } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { PK10_CARS, pk10ResultsAt, type TPk10Result } from "./pk10-result.ts";

const SIDES = ["dragon", "tiger"] as const;
export type TPk10DragonTigerLine = { position: number; side: (typeof SIDES)[number] };

/** Positions 1–5 each face position 11 − i (1st vs 10th … 5th vs 6th). */
const DRAGON_POSITIONS = 5;

function opponent(position: number): number {
  return PK10_CARS + 1 - position;
}

function readPick(pick: string) {
  const [where = "", sideText = "", ...rest] = pick.split(":");
  const position = readPosition(where);
  const side = SIDES.find((candidate) => candidate === sideText);
  if (rest.length > 0 || position === null || side === undefined) {
    return refusePick<TPk10DragonTigerLine>("invalid_pick", { pick });
  }
  if (position < 1 || position > DRAGON_POSITIONS) {
    return refusePick<TPk10DragonTigerLine>("position_out_of_range", { pick, max: DRAGON_POSITIONS });
  }
  return readLine<TPk10DragonTigerLine>({ position, side });
}

/**
 * Dragon/tiger: the car at position i (1–5) against the car at position 11 − i. Dragon wins when
 * position i holds the higher car, tiger when position 11 − i does; cars differ, so there is no
 * tie. Picks are "p<i>:dragon" or "p<i>:tiger": "p2:dragon" wins when the 2nd car is higher
 * than the 9th.
 */
export const pk10DragonTiger: TBetType<TPk10Result, TPk10DragonTigerLine> = {
  code: "dragon_tiger",
  parse: (picks) => parsePickList(picks, readPick, pk10DragonTiger.coverage),
  describe: ({ position, side }) => `${ordinal(position)} vs ${ordinal(opponent(position))}: ${side}`,
  hits(result, { position, side }) {
    const isDragon = (result[position - 1] as number) > (result[opponent(position) - 1] as number);
    return hitWhen(isDragon === (side === "dragon"));
  },
  coverage: ({ position, side }) => ({ group: `dragon_tiger:p${position}`, key: side, space: 2 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 1_980 } },
  rtp: (odds) =>
    SIDES.map((side) => ({
      label: side,
      rtp: expectedReturn(pk10ResultsAt([1, 10]), pk10DragonTiger.hits, { position: 1, side }, odds),
    })),
};
