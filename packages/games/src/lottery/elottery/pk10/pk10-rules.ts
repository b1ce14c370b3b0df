import type { TLotteryRules } from "../../bet-type.ts";
import { pk10DragonTiger } from "./pk10-dragon-tiger.ts";
import { pk10Position } from "./pk10-position.ts";
import { pk10PositionSides } from "./pk10-position-sides.ts";
import { checkPk10Result, drawPk10Result, type TPk10Result } from "./pk10-result.ts";
import { pk10Top2Sides } from "./pk10-top2-sides.ts";
import { pk10Top2Sum } from "./pk10-top2-sum.ts";

/** PK10: a race of cars 1–10 each round; see `drawPk10Result` for the word order. */
export const pk10Rules: TLotteryRules<TPk10Result> = {
  family: "pk10",
  draw: drawPk10Result,
  checkResult: checkPk10Result,
  betTypes: [pk10Position, pk10PositionSides, pk10DragonTiger, pk10Top2Sum, pk10Top2Sides],
};
