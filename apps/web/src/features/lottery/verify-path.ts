import type { TLotteryDraw } from "@orchid/contract/lottery";

/** `/lottery/verify?gameCode=…&issue=…`: the page that checks one draw. */
export function verifyPath(draw: Pick<TLotteryDraw, "gameCode" | "issue">): string {
  return `/lottery/verify?${new URLSearchParams({ gameCode: draw.gameCode, issue: draw.issue })}`;
}

/** Whether a draw can be checked: drawn in-house from a committed seed, and drawn already. */
export function isVerifiable(draw: Pick<TLotteryDraw, "source" | "state">): boolean {
  return draw.source === "fair" && (draw.state === "drawn" || draw.state === "settled");
}
