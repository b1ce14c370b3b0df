import type { TLotteryRules } from "../bet-type.ts";
import { boxBigBetType, boxSmallBetType } from "./box-bet-types.ts";
import { checkFourDResult } from "./check-four-d-result.ts";
import { drawFourDResult } from "./draw-four-d-result.ts";
import type { TFourDResult } from "./four-d-result.ts";
import { iBoxBigBetType, iBoxSmallBetType } from "./ibox-bet-types.ts";
import { bigBetType, fourABetType, smallBetType } from "./straight-bet-types.ts";
import { threeABetType } from "./three-a-bet-type.ts";

/**
 * SEA 4D: 23 different 4-digit winning numbers a draw (1st, 2nd, 3rd, 10 starter, 10 consolation;
 * drawn in that order, see `drawFourDResult`), bet on as Big, Small, Box, iBox, 4A and 3A.
 */
export const fourDRules: TLotteryRules<TFourDResult> = {
  family: "four_d",
  draw: drawFourDResult,
  checkResult: checkFourDResult,
  betTypes: [
    bigBetType,
    smallBetType,
    boxBigBetType,
    boxSmallBetType,
    iBoxBigBetType,
    iBoxSmallBetType,
    fourABetType,
    threeABetType,
  ],
};
