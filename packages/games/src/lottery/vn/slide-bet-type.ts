import type { TBetOdds, TBetType } from "../bet-type.ts";
import { hitRtp } from "./hit-rtp.ts";
import { binomial, parseSetPicks } from "./parse-set-picks.ts";
import { chanceNoneAppear } from "./set-probability.ts";
import { numbersWithDigits, type TVnLayout } from "./vn-layout.ts";
import { isLoNumber, type TVnResult } from "./vn-result.ts";

/**
 * Lô trượt 4 / 8 / 10 (`slide4`, `slide8`, `slide10`): a line is exactly k different 2-digit
 * numbers that wins, once, when none of them is among the result's lô-2 numbers. Picks: exactly
 * k different numbers "00"–"99", making one line.
 */
export function createSlideBetType(
  layout: TVnLayout,
  setSize: 4 | 8 | 10,
  defaultOdds: TBetOdds,
): TBetType<TVnResult, readonly string[]> {
  const code = `slide${setSize}`;
  const endings = numbersWithDigits(layout, 2);
  return {
    code,
    parse: (picks) => parseSetPicks(picks, setSize, setSize),
    describe: (line) => line.join(", "),
    hits: (result, line) => ({ hit: line.some((number) => isLoNumber(result, number)) ? 0 : 1 }),
    coverage: (line) => ({ group: code, key: line.join("-"), space: Number(binomial(100, setSize)) }),
    payoutKeys: ["hit"],
    defaultOdds,
    rtp: (odds) => [
      { label: `any ${setSize} numbers`, rtp: hitRtp(chanceNoneAppear(setSize, endings), odds) },
    ],
  };
}
