import type { TLotteryRules } from "./bet-type.ts";
import { k3Rules } from "./elottery/k3/k3-rules.ts";
import { pk10Rules } from "./elottery/pk10/pk10-rules.ts";
import { ssc5dRules } from "./elottery/ssc/ssc5d-rules.ts";
import { x11x5Rules } from "./elottery/x11x5/x11x5-rules.ts";
import { fourDRules } from "./four-d/four-d-rules.ts";
import { vnNorthRules } from "./vn/vn-north-rules.ts";
import { vnSouthRules } from "./vn/vn-south-rules.ts";

/**
 * Every lottery family Orchid runs, by its `family` code. A game (a station, a fast draw, a 4D
 * operator) names one family; its draws, checks and bets follow that family's rules.
 */
export const LOTTERY_FAMILIES: Readonly<Record<string, TLotteryRules<unknown>>> = Object.fromEntries(
  [vnNorthRules, vnSouthRules, fourDRules, ssc5dRules, pk10Rules, k3Rules, x11x5Rules].map((rules) => [
    rules.family,
    rules as TLotteryRules<unknown>,
  ]),
);

export function findLotteryFamily(family: string): TLotteryRules<unknown> | undefined {
  return Object.hasOwn(LOTTERY_FAMILIES, family) ? LOTTERY_FAMILIES[family] : undefined;
}
