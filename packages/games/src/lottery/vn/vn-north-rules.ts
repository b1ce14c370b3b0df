import type { TBetOdds, TLotteryRules } from "../bet-type.ts";
import { checkVnResult } from "./check-vn-result.ts";
import { drawVnResult } from "./draw-vn-result.ts";
import { createHeadTailBetType } from "./head-tail-bet-type.ts";
import { createLoBetType } from "./lo-bet-type.ts";
import { createPrizeEndingBetType } from "./prize-ending-bet-type.ts";
import { createSlideBetType } from "./slide-bet-type.ts";
import { type TVnNorthResult, VN_NORTH_LAYOUT } from "./vn-north-layout.ts";
import { createXienBetType } from "./xien-bet-type.ts";

const odds = (cost: number, hit: number): TBetOdds => ({ cost, pays: { hit } });

/**
 * Miền Bắc xổ số (`vn_north`), one station's result of 27 numbers, drawn G1, G2 … G7, then ĐB
 * (see `VN_NORTH_LAYOUT` and `drawVnResult`). The in-house fast draws use these same rules.
 * Default prices (cost → pays per hit) and their exact RTP are listed by each bet type's `rtp`.
 */
export const vnNorthRules: TLotteryRules<TVnNorthResult> = {
  family: VN_NORTH_LAYOUT.family,
  draw: (words) => drawVnResult(VN_NORTH_LAYOUT, words),
  checkResult: (result) => checkVnResult(VN_NORTH_LAYOUT, result),
  betTypes: [
    createLoBetType(VN_NORTH_LAYOUT, 2, odds(27_000, 98_500)),
    createLoBetType(VN_NORTH_LAYOUT, 3, odds(23_000, 960_000)),
    createLoBetType(VN_NORTH_LAYOUT, 4, odds(20_000, 8_880_000)),
    createPrizeEndingBetType(VN_NORTH_LAYOUT, {
      code: "de_special",
      prize: "db",
      digits: 2,
      defaultOdds: odds(1_000, 99_000),
    }),
    createPrizeEndingBetType(VN_NORTH_LAYOUT, {
      code: "de_g7",
      prize: "g7",
      digits: 2,
      defaultOdds: odds(4_000, 98_000),
    }),
    createHeadTailBetType("head", odds(1_000, 9_800)),
    createHeadTailBetType("tail", odds(1_000, 9_800)),
    createPrizeEndingBetType(VN_NORTH_LAYOUT, {
      code: "three_cang",
      prize: "db",
      digits: 3,
      defaultOdds: odds(1_000, 960_000),
    }),
    createPrizeEndingBetType(VN_NORTH_LAYOUT, {
      code: "four_cang",
      prize: "db",
      digits: 4,
      defaultOdds: odds(1_000, 8_880_000),
    }),
    createXienBetType(VN_NORTH_LAYOUT, 2, odds(1_000, 16_000)),
    createXienBetType(VN_NORTH_LAYOUT, 3, odds(1_000, 65_000)),
    createXienBetType(VN_NORTH_LAYOUT, 4, odds(1_000, 180_000)),
    // About 90 % of fair odds (fair ≈ 3.011 / 9.500 / 17.197 for 27 lô numbers).
    createSlideBetType(VN_NORTH_LAYOUT, 4, odds(1_000, 2_700)),
    createSlideBetType(VN_NORTH_LAYOUT, 8, odds(1_000, 8_550)),
    createSlideBetType(VN_NORTH_LAYOUT, 10, odds(1_000, 15_470)),
  ],
};
