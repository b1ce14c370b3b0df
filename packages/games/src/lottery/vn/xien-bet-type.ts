import type { TBetOdds, TBetType } from "../bet-type.ts";
import { hitRtp } from "./hit-rtp.ts";
import { binomial, parseSetPicks } from "./parse-set-picks.ts";
import { chanceAllAppear } from "./set-probability.ts";
import { numbersWithDigits, type TVnLayout } from "./vn-layout.ts";
import { isLoNumber, type TVnResult } from "./vn-result.ts";

/** The most numbers a xiên pick set may hold: 10 numbers make at most C(10, 4) = 210 lines. */
export const MAX_XIEN_PICKS = 10;

/**
 * Xiên 2 / 3 / 4 (`xien2`, `xien3`, `xien4`): a line is a set of k different 2-digit numbers
 * that wins, once, when every one of them is among the result's lô-2 numbers. Picks: k to 10
 * different numbers "00"–"99"; more than k picks stand for every k-combination of them, each a
 * line (5 picks on xiên 2 make 10 lines).
 */
export function createXienBetType(
  layout: TVnLayout,
  setSize: 2 | 3 | 4,
  defaultOdds: TBetOdds,
): TBetType<TVnResult, readonly string[]> {
  const code = `xien${setSize}`;
  const endings = numbersWithDigits(layout, 2);
  return {
    code,
    parse: (picks) => parseSetPicks(picks, setSize, MAX_XIEN_PICKS),
    describe: (line) => line.join(", "),
    hits: (result, line) => ({ hit: line.every((number) => isLoNumber(result, number)) ? 1 : 0 }),
    coverage: (line) => ({ group: code, key: line.join("-"), space: Number(binomial(100, setSize)) }),
    payoutKeys: ["hit"],
    defaultOdds,
    rtp: (odds) => [
      { label: `any ${setSize} numbers`, rtp: hitRtp(chanceAllAppear(setSize, endings), odds) },
    ],
  };
}
