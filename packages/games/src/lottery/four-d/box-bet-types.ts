import type { TBetOdds, TBetType } from "../bet-type.ts";
import { FOUR_D_PRIZE_TABLES } from "./four-d-odds.ts";
import { parsePickSet, readPlainNumber } from "./four-d-picks.ts";
import type { TFourDResult, TFourDTier } from "./four-d-result.ts";
import { tierRtp } from "./four-d-rtp.ts";
import { numberCoverage, numberHits, type TNumberLine } from "./number-line.ts";
import { distinctPermutations, PERMUTATION_CLASSES } from "./permutations.ts";

type TBoxOptions = { code: string; tiers: readonly TFourDTier[]; defaultOdds: TBetOdds };

/**
 * Box (Perm): a pick of 4 digits is one full-stake line for every different order of its digits,
 * each paid as a straight bet on that number: 24 lines for ABCD ("1234"), 12 for AABC ("1123"),
 * 6 for AABB ("1122"), 4 for AAAB ("1112") and 1 for AAAA ("1111"). Lines come in ascending order.
 *
 * Picks: 4 digits each, no roll. At most 100 lines (so at most 4 picks of four different digits),
 * no number twice ("1234" and "4321" make the same lines).
 */
function boxBetType(options: TBoxOptions): TBetType<TFourDResult, TNumberLine> {
  const { code, tiers, defaultOdds } = options;
  return {
    code,
    parse: (picks) =>
      parsePickSet(picks, {
        read(pick) {
          const reading = readPlainNumber(pick, 4);
          if (!reading.ok) return reading;
          return { ok: true, lines: distinctPermutations(pick).map((number) => ({ number })) };
        },
        keyOf: (line) => line.number,
        describe: (line) => line.number,
      }),
    describe: (line) => line.number,
    hits: (result, line) => numberHits(result, line, tiers),
    coverage: (line) => numberCoverage(code, line),
    payoutKeys: tiers,
    defaultOdds,
    // Each line is a straight bet on one number at full stake, so every shape returns the same.
    rtp: (odds) => {
      const rtp = tierRtp(odds, (tier) => (tiers.includes(tier) ? tier : null));
      return PERMUTATION_CLASSES.map(({ permutations, shape }) => ({
        label: `${shape}: ${permutations} ${permutations === 1 ? "line" : "lines"}`,
        rtp,
      }));
    },
  };
}

/** Box Big: every order of the pick is a Big line. */
export const boxBigBetType = boxBetType({
  code: "box_big",
  tiers: ["first", "second", "third", "starter", "consolation"],
  defaultOdds: FOUR_D_PRIZE_TABLES.malaysia.big,
});

/** Box Small: every order of the pick is a Small line. */
export const boxSmallBetType = boxBetType({
  code: "box_small",
  tiers: ["first", "second", "third"],
  defaultOdds: FOUR_D_PRIZE_TABLES.malaysia.small,
});
