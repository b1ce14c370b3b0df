import type { TBetOdds, TLotteryRules } from "../bet-type.ts";
import { checkVnResult } from "./check-vn-result.ts";
import { drawVnResult } from "./draw-vn-result.ts";
import { createHeadTailBetType } from "./head-tail-bet-type.ts";
import { createLoBetType } from "./lo-bet-type.ts";
import { createPrizeEndingBetType } from "./prize-ending-bet-type.ts";
import { createSlideBetType } from "./slide-bet-type.ts";
import { type TVnSouthResult, VN_SOUTH_LAYOUT } from "./vn-south-layout.ts";
import { createXienBetType } from "./xien-bet-type.ts";

const odds = (cost: number, hit: number): TBetOdds => ({ cost, pays: { hit } });

/**
 * Miền Nam and Miền Trung xổ số (`vn_south`), one station's result of 18 numbers, drawn G8, G7 …
 * G1, then ĐB (see `VN_SOUTH_LAYOUT` and `drawVnResult`). The in-house fast draws use these same
 * rules. Default prices (cost → pays per hit) and their exact RTP are listed by each bet type's `rtp`.
 */
export const vnSouthRules: TLotteryRules<TVnSouthResult> = {
  family: VN_SOUTH_LAYOUT.family,
  draw: (words) => drawVnResult(VN_SOUTH_LAYOUT, words),
  checkResult: (result) => checkVnResult(VN_SOUTH_LAYOUT, result),
  betTypes: [
    createLoBetType(VN_SOUTH_LAYOUT, 2, odds(18_000, 99_000)),
    createLoBetType(VN_SOUTH_LAYOUT, 3, odds(17_000, 980_000)),
    createLoBetType(VN_SOUTH_LAYOUT, 4, odds(16_000, 8_880_000)),
    createPrizeEndingBetType(VN_SOUTH_LAYOUT, {
      code: "de_special",
      prize: "db",
      digits: 2,
      defaultOdds: odds(1_000, 99_000),
    }),
    createPrizeEndingBetType(VN_SOUTH_LAYOUT, {
      code: "de_g8",
      prize: "g8",
      digits: 2,
      defaultOdds: odds(1_000, 99_000),
    }),
    createHeadTailBetType("head", odds(1_000, 9_800)),
    createHeadTailBetType("tail", odds(1_000, 9_800)),
    createPrizeEndingBetType(VN_SOUTH_LAYOUT, {
      code: "three_cang",
      prize: "db",
      digits: 3,
      defaultOdds: odds(1_000, 960_000),
    }),
    createPrizeEndingBetType(VN_SOUTH_LAYOUT, {
      code: "four_cang",
      prize: "db",
      digits: 4,
      defaultOdds: odds(1_000, 8_880_000),
    }),
    createXienBetType(VN_SOUTH_LAYOUT, 2, odds(1_000, 28_000)),
    createXienBetType(VN_SOUTH_LAYOUT, 3, odds(1_000, 150_000)),
    createXienBetType(VN_SOUTH_LAYOUT, 4, odds(1_000, 750_000)),
    // About 90 % of fair odds (fair ≈ 2.085 / 4.486 / 6.662 for 18 lô numbers).
    createSlideBetType(VN_SOUTH_LAYOUT, 4, odds(1_000, 1_870)),
    createSlideBetType(VN_SOUTH_LAYOUT, 8, odds(1_000, 4_030)),
    createSlideBetType(VN_SOUTH_LAYOUT, 10, odds(1_000, 5_990)),
  ],
};
