import { fraction } from "../../fraction.ts";
import type { TBetOdds, TBetType } from "../bet-type.ts";
import { hitRtp } from "./hit-rtp.ts";
import { parseNumberPicks } from "./parse-number-picks.ts";
import type { TVnResult } from "./vn-result.ts";

/**
 * Đầu (`head`) and đuôi (`tail`): the tens digit (đầu) or the units digit (đuôi) of ĐB's last two
 * digits. Picks: single digits "0"–"9", 1 to 10 of them, all different; each pick is a line, which
 * hits once when ĐB shows that digit there.
 */
export function createHeadTailBetType(
  code: "head" | "tail",
  defaultOdds: TBetOdds,
): TBetType<TVnResult, string> {
  const position = code === "head" ? 0 : 1;
  return {
    code,
    parse: (picks) => parseNumberPicks(picks, 1, 10),
    describe: (line) => line,
    hits: (result, line) => {
      const special = result.prizes.db?.[0] ?? "";
      return { hit: special.length >= 2 && special[special.length - 2 + position] === line ? 1 : 0 };
    },
    coverage: (line) => ({ group: code, key: line, space: 10 }),
    payoutKeys: ["hit"],
    defaultOdds,
    rtp: (odds) => [{ label: "any digit", rtp: hitRtp(fraction(1n, 10n), odds) }],
  };
}
