import type { TBetOdds, TBetType, THits } from "../bet-type.ts";
import { dividedOdds, FOUR_D_PRIZE_TABLES, iBoxKey } from "./four-d-odds.ts";
import { parsePickSet, readPlainNumber } from "./four-d-picks.ts";
import { type TFourDResult, type TFourDTier, tierOf } from "./four-d-result.ts";
import { tierRtp } from "./four-d-rtp.ts";
import { DIGIT_SETS, distinctPermutations, PERMUTATION_CLASSES, sortedDigits } from "./permutations.ts";

/** One iBox line: the pick as entered and every different order of its digits. */
export type TIBoxLine = { pick: string; numbers: readonly string[] };

type TIBoxOptions = { code: string; tiers: readonly TFourDTier[]; defaultOdds: TBetOdds };

/**
 * iBox: one line at one stake covers every different order of the pick's digits, and each order
 * that takes a tier pays that tier's iBox price for the pick's permutation count (payout key
 * `<tier>_p<count>`, e.g. `first_p24`), by default the per-number price divided by the count,
 * rounded down. Two orders of one pick may both win (two starters, or 1st and a consolation): each
 * pays.
 *
 * Picks: 4 digits each, no roll; one line per pick, at most 100, and no two picks that are orders
 * of the same digits ("1234" and "4321").
 */
function iBoxBetType(options: TIBoxOptions): TBetType<TFourDResult, TIBoxLine> {
  const { code, tiers, defaultOdds } = options;
  return {
    code,
    parse: (picks) =>
      parsePickSet(picks, {
        read(pick) {
          const reading = readPlainNumber(pick, 4);
          return reading.ok ? { ok: true, lines: [{ pick, numbers: distinctPermutations(pick) }] } : reading;
        },
        keyOf: (line) => sortedDigits(line.pick),
        describe: (line) => line.pick,
      }),
    describe: (line) => line.pick,
    hits(result, line) {
      const hits: Record<string, number> = {};
      for (const number of line.numbers) {
        const tier = tierOf(result, number);
        if (tier === null || !tiers.includes(tier)) continue;
        const key = iBoxKey(tier, line.numbers.length);
        hits[key] = (hits[key] ?? 0) + 1;
      }
      return hits satisfies THits;
    },
    // One line stands for a set of digits, whatever their order: 715 such sets.
    coverage: (line) => ({ group: code, key: sortedDigits(line.pick), space: DIGIT_SETS }),
    payoutKeys: tiers.flatMap((tier) =>
      PERMUTATION_CLASSES.map(({ permutations }) => iBoxKey(tier, permutations)),
    ),
    defaultOdds,
    rtp: (odds) =>
      PERMUTATION_CLASSES.map(({ permutations, shape }) => ({
        label: `${shape}: ${permutations} ${permutations === 1 ? "order" : "orders"}`,
        rtp: tierRtp(
          odds,
          (tier) => (tiers.includes(tier) ? iBoxKey(tier, permutations) : null),
          permutations,
        ),
      })),
  };
}

/** iBox Big: Big prices divided by the permutation count (24 orders: 104 / 41 / 20 / 7 / 2). */
export const iBoxBigBetType = iBoxBetType({
  code: "ibox_big",
  tiers: ["first", "second", "third", "starter", "consolation"],
  defaultOdds: dividedOdds(FOUR_D_PRIZE_TABLES.malaysia.big),
});

/** iBox Small: Small prices divided by the permutation count (24 orders: 145 / 83 / 41). */
export const iBoxSmallBetType = iBoxBetType({
  code: "ibox_small",
  tiers: ["first", "second", "third"],
  defaultOdds: dividedOdds(FOUR_D_PRIZE_TABLES.malaysia.small),
});
