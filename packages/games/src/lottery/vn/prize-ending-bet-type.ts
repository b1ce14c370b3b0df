import { fraction } from "../../fraction.ts";
import type { TBetOdds, TBetType } from "../bet-type.ts";
import { hitRtp } from "./hit-rtp.ts";
import { MAX_NUMBER_PICKS, parseNumberPicks } from "./parse-number-picks.ts";
import { prizeShape, type TVnLayout } from "./vn-layout.ts";
import { countPrizeHits, type TVnResult } from "./vn-result.ts";

type TPrizeEndingBet = {
  code: string;
  prize: string;
  digits: 2 | 3 | 4;
  defaultOdds: TBetOdds;
};

/**
 * A bet on the last `digits` digits of one prize's numbers:
 * - `de_special` (đề đặc biệt): last 2 digits of ĐB;
 * - `de_g7` (đề giải 7, Miền Bắc): any of G7's four 2-digit numbers, each appearance paid;
 * - `de_g8` (đề giải 8, Miền Nam / Trung): G8's one 2-digit number;
 * - `three_cang` / `four_cang` (3 / 4 càng): last 3 / 4 digits of ĐB.
 * Picks: numbers of exactly `digits` digits, 1 to 100 of them, all different; each pick is a line.
 * A line hits once for each number of the prize ending in it (ĐB has one number, so once at most).
 */
export function createPrizeEndingBetType(
  layout: TVnLayout,
  bet: TPrizeEndingBet,
): TBetType<TVnResult, string> {
  const { code, prize, digits } = bet;
  const space = 10 ** digits;
  const numbers = prizeShape(layout, prize).count;
  return {
    code,
    parse: (picks) => parseNumberPicks(picks, digits, MAX_NUMBER_PICKS),
    describe: (line) => line,
    hits: (result, line) => ({ hit: countPrizeHits(result, prize, line) }),
    coverage: (line) => ({ group: code, key: line, space }),
    payoutKeys: ["hit"],
    defaultOdds: bet.defaultOdds,
    rtp: (odds) => [{ label: "any number", rtp: hitRtp(fraction(BigInt(numbers), BigInt(space)), odds) }],
  };
}
