import type { TBetOdds, TBetType } from "../bet-type.ts";
import { FOUR_D_PRIZE_TABLES } from "./four-d-odds.ts";
import { parsePickSet, readRollableNumber } from "./four-d-picks.ts";
import type { TFourDResult, TFourDTier } from "./four-d-result.ts";
import { tierRtp } from "./four-d-rtp.ts";
import { numberCoverage, numberHits, type TNumberLine } from "./number-line.ts";

type TStraightOptions = { code: string; tiers: readonly TFourDTier[]; defaultOdds: TBetOdds };

/**
 * A bet on one number in its exact order, paid by the tier it takes among `tiers`.
 *
 * Picks: 4 digits each ("0123"), or 4 characters with one "R" (or "r") in place of a digit for a
 * roll: "12R4" is 10 lines, 1204, 1214, … 1294, each at full stake. At most 100 lines, no number
 * twice (a roll and a plain pick may not overlap).
 */
function straightBetType(options: TStraightOptions): TBetType<TFourDResult, TNumberLine> {
  const { code, tiers, defaultOdds } = options;
  return {
    code,
    parse: (picks) =>
      parsePickSet(picks, {
        read(pick) {
          const reading = readRollableNumber(pick);
          return reading.ok ? { ok: true, lines: reading.lines.map((number) => ({ number })) } : reading;
        },
        keyOf: (line) => line.number,
        describe: (line) => line.number,
      }),
    describe: (line) => line.number,
    hits: (result, line) => numberHits(result, line, tiers),
    coverage: (line) => numberCoverage(code, line),
    payoutKeys: tiers,
    defaultOdds,
    rtp: (odds) => [
      { label: "any number", rtp: tierRtp(odds, (tier) => (tiers.includes(tier) ? tier : null)) },
    ],
  };
}

/**
 * Big: every tier pays, 1st to consolation (Malaysian table: 2,500 / 1,000 / 500 / 180 / 60).
 * Picks: "0123" or a roll "12R4", as for every straight bet.
 */
export const bigBetType = straightBetType({
  code: "big",
  tiers: ["first", "second", "third", "starter", "consolation"],
  defaultOdds: FOUR_D_PRIZE_TABLES.malaysia.big,
});

/**
 * Small: only the 1st, 2nd and 3rd prizes pay, more than Big (3,500 / 2,000 / 1,000).
 * Picks: "0123" or a roll "12R4", as for every straight bet.
 */
export const smallBetType = straightBetType({
  code: "small",
  tiers: ["first", "second", "third"],
  defaultOdds: FOUR_D_PRIZE_TABLES.malaysia.small,
});

/** 4A: only the 1st prize pays (6,000). Picks: "0123" or a roll "12R4", as for every straight bet. */
export const fourABetType = straightBetType({
  code: "four_a",
  tiers: ["first"],
  defaultOdds: { cost: 1, pays: { first: 6_000 } },
});
