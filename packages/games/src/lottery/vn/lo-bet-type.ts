import { fraction } from "../../fraction.ts";
import type { TBetOdds, TBetType } from "../bet-type.ts";
import { hitRtp } from "./hit-rtp.ts";
import { MAX_NUMBER_PICKS, parseNumberPicks } from "./parse-number-picks.ts";
import { numbersWithDigits, type TVnLayout } from "./vn-layout.ts";
import { countLoHits, type TVnResult } from "./vn-result.ts";

/**
 * Lô 2 / 3 / 4 số (`lo2`, `lo3`, `lo4`). Picks: numbers of exactly that many digits ("07", "123",
 * "0456"), 1 to 100 of them, all different; each pick is a line. A line hits once for every prize
 * number (of at least that many digits) ending in it: two prizes ending in 07 are two hits
 * ("nháy"), each paid.
 */
export function createLoBetType(
  layout: TVnLayout,
  digits: 2 | 3 | 4,
  defaultOdds: TBetOdds,
): TBetType<TVnResult, string> {
  const code = `lo${digits}`;
  const space = 10 ** digits;
  const endings = numbersWithDigits(layout, digits);
  return {
    code,
    parse: (picks) => parseNumberPicks(picks, digits, MAX_NUMBER_PICKS),
    describe: (line) => line,
    hits: (result, line) => ({ hit: countLoHits(result, line) }),
    coverage: (line) => ({ group: code, key: line, space }),
    payoutKeys: ["hit"],
    defaultOdds,
    rtp: (odds) => [{ label: "any number", rtp: hitRtp(fraction(BigInt(endings), BigInt(space)), odds) }],
  };
}
