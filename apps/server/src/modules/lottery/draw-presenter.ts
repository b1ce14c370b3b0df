import type { TDrawState, TLotteryDraw } from "@orchid/contract/lottery";
import type { TDrawRow } from "./draws-repo.ts";

/**
 * What a draw shows at `now`: a pending draw is scheduled, open or closed by the clock. The seed
 * stays secret until the draw is drawn (or cancelled before drawing, when nothing depends on it).
 */
export function drawStateAt(draw: TDrawRow, now: Date): TDrawState {
  if (draw.state !== "pending") return draw.state;
  const at = now.getTime();
  if (at < draw.opensAt.getTime()) return "scheduled";
  return at < draw.closesAt.getTime() ? "open" : "closed";
}

export function presentDraw(draw: TDrawRow, now: Date): TLotteryDraw {
  const revealed = draw.state === "drawn" || draw.state === "settled";
  return {
    id: draw.id,
    gameCode: draw.gameCode,
    family: draw.family,
    issue: draw.issue,
    opensAt: draw.opensAt.toISOString(),
    closesAt: draw.closesAt.toISOString(),
    drawAt: draw.drawAt.toISOString(),
    state: drawStateAt(draw, now),
    source: draw.source,
    commitment: draw.commitment,
    seed: revealed ? draw.seed : null,
    result: revealed ? (draw.result ?? null) : null,
    cancelReason: draw.cancelReason,
  };
}
