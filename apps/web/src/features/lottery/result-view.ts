import type { TFourDResult } from "@orchid/games/lottery/four-d/four-d-result";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import type { TVnResult } from "@orchid/games/lottery/vn/vn-result";
import { isRowFamily, rowSummary, type TRowFamily, type TRowSummary } from "./row-summary.ts";

/** One prize of a Vietnamese result: `db` (giải đặc biệt) or `g1` … `g8`, and its numbers. */
export type TVnPrizeRow = { prize: string; numbers: readonly string[] };

/**
 * A draw's result ready to show, by family: the Vietnamese prizes ĐB first then G1 … G8, the 23
 * numbers of 4D by tier, or an e-lottery row with its summary.
 */
export type TResultView =
  | { kind: "vn"; prizes: readonly TVnPrizeRow[] }
  | { kind: "four_d"; result: TFourDResult }
  | { kind: "row"; family: TRowFamily; numbers: readonly number[]; summary: TRowSummary };

/** Prize keys in the order a result sheet prints them: ĐB, then G1, G2 … */
function prizeOrder(prize: string): number {
  return prize === "db" ? 0 : Number(prize.slice(1)) || 99;
}

/**
 * The view of a result, or null when there is none or it is not the family's shape (the
 * family's own `checkResult` decides; a malformed result is never half shown).
 */
export function resultView(family: string, result: unknown): TResultView | null {
  const rules = findLotteryFamily(family);
  if (result === null || result === undefined || !rules || rules.checkResult(result) !== null) return null;
  if (family === "vn_north" || family === "vn_south") {
    const { prizes } = result as TVnResult;
    const rows = Object.keys(prizes)
      .sort((a, b) => prizeOrder(a) - prizeOrder(b))
      .map((prize) => ({ prize, numbers: prizes[prize] ?? [] }));
    return { kind: "vn", prizes: rows };
  }
  if (family === "four_d") return { kind: "four_d", result: result as TFourDResult };
  if (isRowFamily(family)) {
    const numbers = result as readonly number[];
    return { kind: "row", family, numbers, summary: rowSummary(family, numbers) };
  }
  return null;
}

/** How a row's number is written: 5D digits and K3 dice alone, PK10 cars and 11x5 balls as "07". */
export function rowNumberText(family: TRowFamily, value: number): string {
  return family === "pk10" || family === "x11x5" ? String(value).padStart(2, "0") : String(value);
}
