import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { ordinal, readNumber, readPosition, twoDigits } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { type TX11x5Result, X11X5_BALLS, X11X5_DRAWN, x11x5ResultsAt } from "./x11x5-result.ts";

export type TX11x5PositionLine = { position: number; ball: number };

function readPick(pick: string) {
  const [where = "", ballText = "", ...rest] = pick.split(":");
  const position = readPosition(where);
  const ball = readNumber(ballText);
  if (rest.length > 0 || position === null || ball === null) {
    return refusePick<TX11x5PositionLine>("invalid_pick", { pick });
  }
  if (position < 1 || position > X11X5_DRAWN) {
    return refusePick<TX11x5PositionLine>("position_out_of_range", { pick, max: X11X5_DRAWN });
  }
  if (ball < 1 || ball > X11X5_BALLS) {
    return refusePick<TX11x5PositionLine>("number_out_of_range", { pick, min: 1, max: X11X5_BALLS });
  }
  return readLine<TX11x5PositionLine>({ position, ball });
}

/**
 * Position: one ball at one place in the drawing order. Picks are "p<position>:<ball>",
 * position 1–5, ball 01–11: "p1:07" wins when 07 is drawn first (1 in 11; fair 11, pays 10).
 */
export const x11x5Position: TBetType<TX11x5Result, TX11x5PositionLine> = {
  code: "position",
  parse: (picks) => parsePickList(picks, readPick, x11x5Position.coverage),
  describe: ({ position, ball }) => `${ordinal(position)}: ${twoDigits(ball)}`,
  hits: (result, { position, ball }) => hitWhen(result[position - 1] === ball),
  coverage: ({ position, ball }) => ({
    group: `position:p${position}`,
    key: twoDigits(ball),
    space: X11X5_BALLS,
  }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 10_000 } },
  rtp: (odds) => [
    {
      label: "a ball at a position",
      rtp: expectedReturn(x11x5ResultsAt([1]), x11x5Position.hits, { position: 1, ball: 1 }, odds),
    },
  ],
};
