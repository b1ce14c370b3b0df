import type { TLotteryRules } from "../../bet-type.ts";
import { k3ThreeDifferent, k3TwoDifferent } from "./k3-different.ts";
import { k3Pair, k3PairSingle } from "./k3-pairs.ts";
import { checkK3Result, drawK3Result, type TK3Result } from "./k3-result.ts";
import { k3Sides } from "./k3-sides.ts";
import { k3Sum } from "./k3-sum.ts";
import { k3Triple, k3TripleAny } from "./k3-triples.ts";

/** K3: three dice each round; see `drawK3Result` for the word order. */
export const k3Rules: TLotteryRules<TK3Result> = {
  family: "k3",
  draw: drawK3Result,
  checkResult: checkK3Result,
  betTypes: [k3Sum, k3Sides, k3TripleAny, k3Triple, k3ThreeDifferent, k3TwoDifferent, k3Pair, k3PairSingle],
};
