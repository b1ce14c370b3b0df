import type { TLotteryDraw } from "@orchid/contract/lottery";
import { verifyDraw } from "@orchid/games/lottery/verify-draw";

/** `<game code>:<issue>`: what names a draw in its HMAC message. */
export function drawKeyOf(draw: Pick<TLotteryDraw, "gameCode" | "issue">): string {
  return `${draw.gameCode}:${draw.issue}`;
}

/** The command that checks the same draw on one's own computer, from a checkout of Orchid. */
export function verifyCommand(draw: TLotteryDraw): string | null {
  if (!draw.seed || !draw.commitment) return null;
  return [
    "npm run lottery:verify --",
    `--family ${draw.family}`,
    `--draw ${drawKeyOf(draw)}`,
    `--seed ${draw.seed}`,
    `--commitment ${draw.commitment}`,
  ].join(" ");
}

/**
 * What the verify page can say of a draw: its result was entered from a real-world draw (no
 * seed); its seed is not revealed yet (not drawn, or cancelled); or the browser's own check of
 * the revealed seed against the commitment and of the result it gives against the announced one.
 */
export type TDrawCheck =
  | { kind: "entered" }
  | { kind: "sealed" }
  | { kind: "checked"; commitmentMatches: boolean; resultMatches: boolean; recomputed: unknown };

export function checkDraw(draw: TLotteryDraw): TDrawCheck {
  if (draw.source === "entered") return { kind: "entered" };
  if (!draw.seed || !draw.commitment || draw.result === null) return { kind: "sealed" };
  try {
    const verdict = verifyDraw({
      family: draw.family,
      drawKey: drawKeyOf(draw),
      seed: draw.seed,
      commitment: draw.commitment,
      announced: draw.result,
    });
    return {
      kind: "checked",
      commitmentMatches: verdict.commitmentMatches,
      resultMatches: verdict.resultMatches === true,
      recomputed: verdict.recomputed,
    };
  } catch {
    // A family this page does not know, or a seed that is not 64 hex digits: nothing checks out.
    return { kind: "checked", commitmentMatches: false, resultMatches: false, recomputed: null };
  }
}
