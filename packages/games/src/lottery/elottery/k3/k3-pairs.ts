import type { TBetType } from "../../bet-type.ts";
import { expectedReturn } from "../expected-return.ts";
import { hitWhen } from "../hit-when.ts";
import { parsePickList } from "../parse-pick-list.ts";
import { readLine, refusePick } from "../pick-problem.ts";
import { diceShowing, everyK3Result, readFace, type TK3Result } from "./k3-result.ts";

/** The face of the pair. */
export type TK3PairLine = number;

function readPair(text: string): number | null {
  const face = readFace(text.charAt(0));
  return face !== null && text === String(face).repeat(2) ? face : null;
}

/**
 * Pair: at least two dice show the face. Picks are "11" … "66": "33" wins on 3-3-x in any order,
 * the triple 333 included (16 of 216). Fair odds are 13.5; the price, 11.812, is 87.5 % of that
 * rounded down to a thousandth.
 */
export const k3Pair: TBetType<TK3Result, TK3PairLine> = {
  code: "pair",
  parse: (picks) =>
    parsePickList(
      picks,
      (pick) => {
        const face = readPair(pick);
        return face === null ? refusePick<TK3PairLine>("invalid_pick", { pick }) : readLine(face);
      },
      k3Pair.coverage,
    ),
  describe: (face) => String(face).repeat(2),
  hits: (result, face) => hitWhen(diceShowing(result, face) >= 2),
  coverage: (face) => ({ group: "pair", key: String(face).repeat(2), space: 6 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 11_812 } },
  rtp: (odds) => [{ label: "a pair", rtp: expectedReturn(everyK3Result(), k3Pair.hits, 1, odds) }],
};

/** A pair and a different single die. */
export type TK3PairSingleLine = { pair: number; single: number };

function readPairSingle(pick: string) {
  const [pairText = "", singleText = "", ...rest] = pick.split(":");
  const pair = readPair(pairText);
  const single = readFace(singleText);
  if (rest.length > 0 || pair === null || single === null) {
    return refusePick<TK3PairSingleLine>("invalid_pick", { pick });
  }
  if (pair === single) return refusePick<TK3PairSingleLine>("repeated_number", { pick });
  return readLine<TK3PairSingleLine>({ pair, single });
}

/**
 * Pair and single: exactly two dice show the pair's face and the third the single's. Picks are
 * "<pair>:<single>": "33:5" wins on 3-3-5 in any order (3 of 216), and pays 63 at 87.5 %.
 */
export const k3PairSingle: TBetType<TK3Result, TK3PairSingleLine> = {
  code: "pair_single",
  parse: (picks) => parsePickList(picks, readPairSingle, k3PairSingle.coverage),
  describe: ({ pair, single }) => `${pair}${pair} + ${single}`,
  hits: (result, { pair, single }) =>
    hitWhen(diceShowing(result, pair) === 2 && diceShowing(result, single) === 1),
  coverage: ({ pair, single }) => ({ group: "pair_single", key: `${pair}${pair}:${single}`, space: 30 }),
  payoutKeys: ["hit"],
  defaultOdds: { cost: 1_000, pays: { hit: 63_000 } },
  rtp: (odds) => [
    {
      label: "a pair and a single",
      rtp: expectedReturn(everyK3Result(), k3PairSingle.hits, { pair: 1, single: 2 }, odds),
    },
  ],
};
