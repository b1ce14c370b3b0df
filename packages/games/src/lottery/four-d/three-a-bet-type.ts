import { fraction } from "../../fraction.ts";
import type { TBetType, THits } from "../bet-type.ts";
import { parsePickSet, readPlainNumber } from "./four-d-picks.ts";
import type { TFourDResult } from "./four-d-result.ts";
import { priceOf } from "./four-d-rtp.ts";

/** A 3A line: three digits in order. */
export type TThreeALine = { digits: string };

const THREE_DIGIT_ENDINGS = 1_000;

/**
 * 3A: wins when the pick is the last 3 digits of the 1st prize (payout key `first`, 660 by
 * default). The 1st prize is uniform over 10,000 numbers and 10 of them end in any given 3 digits,
 * so a line wins with probability 1/1,000 exactly.
 *
 * Picks: 3 digits each ("012"), no roll; at most 100, none twice.
 */
export const threeABetType: TBetType<TFourDResult, TThreeALine> = {
  code: "three_a",
  parse: (picks) =>
    parsePickSet(picks, {
      read(pick) {
        const reading = readPlainNumber(pick, 3);
        return reading.ok ? { ok: true, lines: [{ digits: pick }] } : reading;
      },
      keyOf: (line) => line.digits,
      describe: (line) => line.digits,
    }),
  describe: (line) => line.digits,
  hits: (result, line): THits => (result.first.slice(1) === line.digits ? { first: 1 } : {}),
  coverage: (line) => ({ group: "three_a", key: line.digits, space: THREE_DIGIT_ENDINGS }),
  payoutKeys: ["first"],
  defaultOdds: { cost: 1, pays: { first: 660 } },
  rtp: (odds) => [
    {
      label: "any 3 digits",
      rtp: fraction(BigInt(priceOf(odds, "first")), BigInt(THREE_DIGIT_ENDINGS) * BigInt(odds.cost)),
    },
  ],
};
