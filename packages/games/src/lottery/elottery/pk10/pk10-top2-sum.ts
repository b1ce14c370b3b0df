import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readNumber } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { pk10ResultsAt, type TPk10Result } from "./pk10-result.ts";

/** The sum of the 1st and 2nd cars, 3–19. */
export type TPk10Top2SumLine = number;

const LOWEST = 3;
const HIGHEST = 19;
const SUMS = Array.from({ length: HIGHEST - LOWEST + 1 }, (_, index) => LOWEST + index);

export function top2Sum(result: TPk10Result): number {
  return (result[0] as number) + (result[1] as number);
}

/**
 * Each sum at about 95 %: of the 90 ordered pairs of cars, sums 3, 4, 18 and 19 come up 2 ways
 * (fair 45), 5, 6, 16 and 17 4 ways (22.5), 7, 8, 14 and 15 6 ways (15), 9, 10, 12 and 13 8
 * ways (11.25) and 11 10 ways (9). 95 % of 11.25 is 10.6875, priced 10.687.
 */
const PAYS: Readonly<Record<string, number>> = {
  sum3: 42_750,
  sum4: 42_750,
  sum5: 21_375,
  sum6: 21_375,
  sum7: 14_250,
  sum8: 14_250,
  sum9: 10_687,
  sum10: 10_687,
  sum11: 8_550,
  sum12: 10_687,
  sum13: 10_687,
  sum14: 14_250,
  sum15: 14_250,
  sum16: 21_375,
  sum17: 21_375,
  sum18: 42_750,
  sum19: 42_750,
};

function readPick(pick: string) {
  const [where = "", sumText = "", ...rest] = pick.split(":");
  const sum = readNumber(sumText);
  if (rest.length > 0 || where !== "sum" || sum === null)
    return refusePick<TPk10Top2SumLine>("invalid_pick", { pick });
  if (sum < LOWEST || sum > HIGHEST) {
    return refusePick<TPk10Top2SumLine>("number_out_of_range", { pick, min: LOWEST, max: HIGHEST });
  }
  return readLine<TPk10Top2SumLine>(sum);
}

/**
 * Top-2 sum: the sum of the cars finishing 1st and 2nd. Picks are "sum:<3–19>": "sum:11". Each
 * sum has its own payout key, `sum3` … `sum19`, priced by how often it comes up.
 */
export const pk10Top2Sum: TBetType<TPk10Result, TPk10Top2SumLine> = {
  code: "top2_sum",
  parse: (picks) => parsePickList(picks, readPick, pk10Top2Sum.coverage),
  describe: (sum) => `top 2 sum: ${sum}`,
  hits: (result, sum) => hitWhen(top2Sum(result) === sum, `sum${sum}`),
  coverage: (sum) => ({ group: "top2_sum", key: String(sum), space: SUMS.length }),
  payoutKeys: SUMS.map((sum) => `sum${sum}`),
  defaultOdds: { cost: 1_000, pays: PAYS },
  rtp: (odds) =>
    SUMS.map((sum) => ({
      label: `sum ${sum}`,
      rtp: expectedReturn(pk10ResultsAt([1, 2]), pk10Top2Sum.hits, sum, odds),
    })),
};
