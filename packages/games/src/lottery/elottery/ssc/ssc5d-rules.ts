import type { TLotteryRules } from "../../bet-type.ts";
import { sscDragonTiger } from "./ssc-dragon-tiger.ts";
import { sscPosition } from "./ssc-position.ts";
import { checkSscResult, drawSscResult, type TSscResult } from "./ssc-result.ts";
import { sscTwoSides } from "./ssc-two-sides.ts";

/** 5D (SSC): five independent digits 0–9 each round; see `drawSscResult` for the word order. */
export const ssc5dRules: TLotteryRules<TSscResult> = {
  family: "ssc5d",
  draw: drawSscResult,
  checkResult: checkSscResult,
  betTypes: [sscTwoSides, sscPosition, sscDragonTiger],
};
