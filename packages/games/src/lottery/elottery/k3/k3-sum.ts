import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readNumber } from "../pick-parts.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { diceSum, everyK3Result, type TK3Result } from "./k3-result.ts";

/** The sum of the three dice, 3–18. */
export type TK3SumLine = number;

const LOWEST = 3;
const HIGHEST = 18;
const SUMS = Array.from({ length: HIGHEST - LOWEST + 1 }, (_, index) => LOWEST + index);

/**
 * Each sum at 87.5 %: price = 0.875 × 216 / ways = 189 / ways, where the ways of sums 3…10 are
 * 1, 3, 6, 10, 15, 21, 25, 27 (and 11…18 mirror them): 189, 63, 31.5, 18.9, 12.6, 9, 7.56, 7.
 */
const PRICE_BY_SUM: readonly number[] = [189_000, 63_000, 31_500, 18_900, 12_600, 9_000, 7_560, 7_000];

function defaultPrice(sum: number): number {
  return PRICE_BY_SUM[Math.min(sum, LOWEST + HIGHEST - sum) - LOWEST] as number;
}

function readPick(pick: string) {
  const [where = "", sumText = "", ...rest] = pick.split(":");
  const sum = readNumber(sumText);
  if (rest.length > 0 || where !== "sum" || sum === null)
    return refusePick<TK3SumLine>("invalid_pick", { pick });
  if (sum < LOWEST || sum > HIGHEST) {
    return refusePick<TK3SumLine>("number_out_of_range", { pick, min: LOWEST, max: HIGHEST });
  }
  return readLine<TK3SumLine>(sum);
}

/**
 * Sum: the total of the three dice. Picks are "sum:<3–18>": "sum:10". Each sum has its own payout
 * key, `sum3` … `sum18`; sums 3 and 18 are triples and win here all the same.
 */
export const k3Sum: TBetType<TK3Result, TK3SumLine> = {
  code: "sum",
  parse: (picks) => parsePickList(picks, readPick, k3Sum.coverage),
  describe: (sum) => `sum: ${sum}`,
  hits: (result, sum) => hitWhen(diceSum(result) === sum, `sum${sum}`),
  coverage: (sum) => ({ group: "sum", key: String(sum), space: SUMS.length }),
  payoutKeys: SUMS.map((sum) => `sum${sum}`),
  defaultOdds: { cost: 1_000, pays: Object.fromEntries(SUMS.map((sum) => [`sum${sum}`, defaultPrice(sum)])) },
  rtp: (odds) =>
    SUMS.map((sum) => ({ label: `sum ${sum}`, rtp: expectedReturn(everyK3Result(), k3Sum.hits, sum, odds) })),
};
