import type { TLotteryRules } from "../../bet-type.ts";
import { x11x5AnyN } from "./x11x5-any-n.ts";
import {
  x11x5Front2Group,
  x11x5Front2Straight,
  x11x5Front3Group,
  x11x5Front3Straight,
} from "./x11x5-front.ts";
import { x11x5Position } from "./x11x5-position.ts";
import { checkX11x5Result, drawX11x5Result, type TX11x5Result } from "./x11x5-result.ts";

/** 11x5: five different balls of 01–11 each round; see `drawX11x5Result` for the word order. */
export const x11x5Rules: TLotteryRules<TX11x5Result> = {
  family: "x11x5",
  draw: drawX11x5Result,
  checkResult: checkX11x5Result,
  betTypes: [
    x11x5AnyN,
    x11x5Front2Straight,
    x11x5Front2Group,
    x11x5Front3Straight,
    x11x5Front3Group,
    x11x5Position,
  ],
};
