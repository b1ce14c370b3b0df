import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { ordinal, readNumber, readPosition } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { SSC_POSITIONS, sscResultsAt, type TSscResult } from "./ssc-result.ts";

export type TSscPositionLine = { position: number; digit: number };

function readPick(pick: string) {
  const [where = "", digitText = "", ...rest] = pick.split(":");
  const position = readPosition(where);
  const digit = readNumber(digitText);
  if (rest.length > 0 || position === null || digit === null) {
    return refusePick<TSscPositionLine>("invalid_pick", { pick });
  }
  if (position < 1 || position > SSC_POSITIONS) {
    return refusePick<TSscPositionLine>("position_out_of_range", { pick, max: SSC_POSITIONS });
  }
  if (digit > 9) return refusePick<TSscPositionLine>("number_out_of_range", { pick, min: 0, max: 9 });
  return readLine<TSscPositionLine>({ position, digit });
}

/**
 * Position: one digit at one position. Picks are "p<position>:<digit>", position 1–5, digit 0–9:
 * "p2:7" wins when the 2nd digit is 7.
 */
export const sscPosition: TBetType<TSscResult, TSscPositionLine> = {
  code: "position",
  parse: (picks) => parsePickList(picks, readPick, sscPosition.coverage),
  describe: ({ position, digit }) => `${ordinal(position)}: ${digit}`,
  hits: (result, { position, digit }) => hitWhen(result[position - 1] === digit),
  coverage: ({ position, digit }) => ({ group: `position:p${position}`, key: String(digit), space: 10 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 9_910 } },
  rtp: (odds) => [
    {
      label: "a digit at a position",
      rtp: expectedReturn(sscResultsAt([1]), sscPosition.hits, { position: 1, digit: 0 }, odds),
    },
  ],
};
